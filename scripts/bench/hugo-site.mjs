import { existsSync } from 'node:fs';
// The same guide corpus as a minimal Hugo site, to compare build times with a compiled
// generator on the same markdown: a config, one page layout (title, content, table of
// contents, the copy's pages as a sidebar), one list layout, and content/docs as generated.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMeasured } from './process-run.mjs';

/** Hugo's path and version: `HUGO_PATH`, else /usr/bin/hugo, else `hugo` on PATH; undefined when none runs. */
export function findHugo() {
  for (const candidate of [process.env.HUGO_PATH, '/usr/bin/hugo', 'hugo'].filter(Boolean)) {
    const result = spawnSync(candidate, ['version'], { encoding: 'utf8' });
    if (result.status === 0)
      return { path: candidate, version: result.stdout.trim().split(' ').slice(0, 2).join(' ') };
  }
  return undefined;
}

// Raw HTML kept (accounts-docs keeps it) and code highlighted at build time (as accounts-docs
// does with Shiki): Chroma with inline styles, Hugo's default.
const CONFIG = `baseURL = "http://localhost/"
languageCode = "en"
title = "accounts-js"
disableKinds = ["taxonomy", "term"]
[markup.highlight]
  codeFences = true
  guessSyntax = false
  noClasses = true
[markup.goldmark.renderer]
  unsafe = true
[markup.tableOfContents]
  startLevel = 2
  endLevel = 3
`;

const HEAD = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{{ .Title }} | {{ .Site.Title }}</title><meta name="description" content="{{ .Description }}"></head>
<body>`;

const SINGLE = `${HEAD}
<nav class="sidebar"><ul>{{ range .CurrentSection.RegularPages }}<li><a href="{{ .RelPermalink }}"{{ if eq . $ }} aria-current="page"{{ end }}>{{ or .Params.sidebar_label .Title }}</a></li>{{ end }}</ul></nav>
<main><article><h1>{{ .Title }}</h1>
{{ .Content }}
</article></main>
<aside class="toc">{{ .TableOfContents }}</aside>
</body></html>
`;

const LIST = `${HEAD}
<main><h1>{{ .Title }}</h1>
{{ .Content }}
<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>
</main>
</body></html>
`;

/**
 * A Hugo site whose content/docs is a copy of `docsDir` (the generated corpus, markdown
 * unchanged: its Docusaurus front matter keys are ordinary params to Hugo, `:::tip`
 * admonitions stay text as any CommonMark renderer shows them). Each `set-NNN` copy gets an
 * `_index.md` so that it is a section of its own and its pages' sidebar lists its 21 pages,
 * as the accounts-docs build's per-copy sidebar does.
 */
export async function makeHugoSite(docsDir) {
  const site = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-bench-hugo-'));
  await mkdir(path.join(site, 'layouts/_default'), { recursive: true });
  await writeFile(path.join(site, 'config.toml'), CONFIG);
  await writeFile(path.join(site, 'layouts/_default/single.html'), SINGLE);
  await writeFile(path.join(site, 'layouts/_default/list.html'), LIST);
  const docs = path.join(site, 'content/docs');
  await cp(docsDir, docs, { recursive: true });
  await writeFile(path.join(docs, '_index.md'), '---\ntitle: Docs\n---\n');
  for (const entry of await readdir(docs, { withFileTypes: true }))
    if (entry.isDirectory() && /^set-\d+$/.test(entry.name))
      await writeFile(path.join(docs, entry.name, '_index.md'), `---\ntitle: Docs (${entry.name})\n---\n`);
  return site;
}

/**
 * One cold Hugo build: a fresh destination and a fresh cache folder (`--cacheDir`), so nothing
 * of a previous run is reused. Resolves to the measured run and the number of pages written.
 */
export async function hugoBuild(hugo, site, pagefind) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-bench-hugo-out-'));
  const destination = path.join(scratch, 'public');
  try {
    const run = await runMeasured(hugo.path, [
      '--quiet',
      '--source',
      site,
      '--destination',
      destination,
      '--cacheDir',
      path.join(scratch, 'cache'),
    ]);
    if (run.status !== 0) throw new Error(`hugo failed in ${site}:\n${run.stderr}${run.stdout}`);
    const pages = (await readdir(destination, { recursive: true })).filter((f) => f.endsWith('.html')).length;
    // The same work as ours: Hugo users who want search run the Pagefind CLI on Hugo's output.
    const index = pagefind ? await runMeasured(pagefind, ['--site', destination]) : undefined;
    if (index && index.status !== 0) throw new Error(`pagefind failed on ${destination}:\n${index.stderr}`);
    return { ...run, pages, pagefind: index };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The Pagefind CLI this repository installs (its npm package's launcher and native binary). */
export function findPagefind(root) {
  const bin = path.join(root, 'node_modules/.bin/pagefind');
  return existsSync(bin) ? bin : undefined;
}

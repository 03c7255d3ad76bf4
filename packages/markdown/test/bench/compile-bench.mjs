// Measures the markdown compile: `pages` compiles every page of a folder N times through
// compileMarkdown with one highlighter (as a compile worker does) and prints the CPU time per
// page; `one` compiles a single page in this fresh process, highlighter load included (a build
// after a one-page edit). `--src` picks the package to measure (another worktree's, for A/B).
//   node packages/markdown/test/bench/compile-bench.mjs pages [--runs 5] [--dir content/docs] [--src …/index.ts]
//   node packages/markdown/test/bench/compile-bench.mjs one --file content/docs/server.md
//   node packages/markdown/test/bench/compile-bench.mjs kinds [--runs 5] [--file content/docs/server.md]
// `kinds` compiles one page as plain MDX and as MDX that needs compiling (the same text with an
// import, an export and expressions: `@mdx-js/mdx` makes a module of it) and prints both times.
// Add `--cpu-prof` to node for a profile. Results go to stdout as one JSON line.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const start = process.cpuUsage();
const here = path.dirname(fileURLToPath(import.meta.url));
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    src: { type: 'string', default: path.join(here, '../../src/index.ts') },
    dir: { type: 'string', default: path.join(here, '../../../../content/docs') },
    file: { type: 'string' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string' },
  },
});
const mode = positionals[0] ?? 'pages';
const themes = { light: 'github-light-high-contrast', dark: 'github-dark-default' };
const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

// Bundled like the CLI: workspace code inlined, third-party packages loaded from node_modules.
const { build } = await import('esbuild');
const root = path.resolve(path.dirname(values.src), '../../..');
// Inside the worktree, so that the bundle resolves third-party packages from its node_modules.
mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
const outdir = mkdtempSync(path.join(root, 'node_modules/.cache/md-bench-'));
await build({
  entryPoints: { markdown: path.resolve(values.src) },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  splitting: true,
  outdir,
  absWorkingDir: root,
  plugins: [
    {
      name: 'third-party-external',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@accounts-docs/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
const loadStart = process.cpuUsage();
const markdown = await import(pathToFileURL(path.join(outdir, 'markdown.js')).href);

function markdownFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return markdownFiles(full);
      return /\.mdx?$/.test(name) ? [full] : [];
    });
}

if (mode === 'kinds') {
  const file = path.resolve(values.file ?? path.join(values.dir, 'server.md'));
  const text = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '').replace(/[{}<]/g, ' ');
  const plain = `---\ntitle: Plain\n---\n${text}`;
  const compiled = `---\ntitle: Compiled\n---\nimport Note from '@site/src/components/Note';\nexport const answer = 42;\n\n<Note kind="info">{frontMatter.title}: {answer * 2}</Note>\n\n${text}`;
  const highlighter = await markdown.createCodeHighlighter({ themes, langs: [] });
  const time = async (source) => {
    const mdxFile = file.replace(/\.mdx?$/, '.mdx');
    await markdown.compileMarkdown(source, { file: mdxFile, highlighter, themes }); // grammars, lazy modules
    const each = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const before = process.cpuUsage();
      const out = await markdown.compileMarkdown(source, { file: mdxFile, highlighter, themes });
      each.push(cpuMs(before));
      if ((out.mdx !== undefined) !== (source === compiled)) throw new Error('not the kind of page measured');
    }
    return each.sort((a, b) => a - b)[Math.floor(each.length / 2)];
  };
  console.log(JSON.stringify({ mode, file, plainMs: await time(plain), compiledMs: await time(compiled) }));
} else if (mode === 'one') {
  const file = path.resolve(values.file ?? path.join(values.dir, 'server.md'));
  const importMs = cpuMs(loadStart);
  const highlighterStart = process.cpuUsage();
  const highlighter = await markdown.createCodeHighlighter({ themes, langs: [] });
  const highlighterMs = cpuMs(highlighterStart);
  const compileStart = process.cpuUsage();
  const compiled = await markdown.compileMarkdown(readFileSync(file, 'utf8'), { file, highlighter, themes });
  const compileMs = cpuMs(compileStart);
  const result = {
    mode,
    importMs,
    highlighterMs,
    compileMs,
    loadAndCompileMs: cpuMs(loadStart),
    totalMs: cpuMs(start),
    languages: highlighter.getLoadedLanguages().length,
  };
  if (values.out) (await import('node:fs')).writeFileSync(values.out, JSON.stringify(compiled.hast));
  console.log(JSON.stringify(result));
} else {
  const files = markdownFiles(values.dir).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
  const highlighter = await markdown.createCodeHighlighter({ themes, langs: [] });
  // One untimed pass loads the grammars, as a build's first pages do.
  const outputs = [];
  for (const { file, source } of files) outputs.push((await markdown.compileMarkdown(source, { file, highlighter, themes })).hast);
  if (values.out) (await import('node:fs')).writeFileSync(values.out, JSON.stringify(outputs));
  const runs = Number(values.runs);
  const perPage = [];
  for (let run = 0; run < runs; run++) {
    const before = process.cpuUsage();
    for (const { file, source } of files) await markdown.compileMarkdown(source, { file, highlighter, themes });
    perPage.push(cpuMs(before) / files.length);
  }
  perPage.sort((a, b) => a - b);
  console.log(JSON.stringify({ mode, pages: files.length, runs, medianMsPerPage: perPage[Math.floor(runs / 2)], perPage }));
}

// `npm run bench`: build speed, memory, dev-edit latency and page weight, as figures.
// Machines are shared and noisy, so every figure is a median of several runs; nothing here
// asserts a threshold. Run it on an idle machine when comparing two versions.
//
// Environment variables:
//   BENCH_RUNS=5         runs of each content/ figure (the watch latency takes 2× as many edits)
//   BENCH_COPIES=100     copies of content/docs in the generated guide corpus (21 pages each,
//                        so 100 gives 2,100 pages); 0 skips the corpus and Hugo
//   BENCH_CORPUS_RUNS    cold builds of the corpus by each generator, interleaved
//                        (default: half of BENCH_RUNS, at least 2)
//   HUGO_PATH            the Hugo binary (default /usr/bin/hugo, then `hugo` on PATH); the bench
//                        installs nothing: without Hugo it says so and prints no ratio
//   CHROMIUM_PATH        Chromium for the client-navigation figure (default /usr/bin/chromium)
//   BENCH_BASELINE=dir   an installed checkout of an earlier accounts-docs (`git worktree add
//                        dir <commit> && cd dir && npm ci`): its own content/ is built beside
//                        ours, runs interleaved, and each content/ figure printed against it
//   BENCH_ONLY=mdx       only the compiled-MDX figures (a plain and a compiled page's compile,
//                        a site with 30 % compiled pages against one with none)
// CPU times (user + sys, children included) need GNU time at /usr/bin/time; peak memory is
// read from /proc (Linux).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findHugo, findPagefind, hugoBuild, makeHugoSite } from './bench/hugo-site.mjs';
import { hasGnuTime, runMeasured, stopChild } from './bench/process-run.mjs';
import { measureWireWeight } from './bench/wire-weight.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin/accounts-docs');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const corpusCopies = Number(process.env.BENCH_COPIES ?? 100);
const corpusRuns = Number(process.env.BENCH_CORPUS_RUNS ?? Math.max(2, Math.ceil(runs / 2)));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (n) => `${Math.round(n)} ms`;
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * One `accounts-docs build --profile` in a fresh process: wall and CPU time measured from
 * outside, the profile's figures (its `maxRssBytes` is the process's own peak, worker threads
 * included), and the peak of the child processes it started (Pagefind's indexer) apart.
 */
async function build(cwd, args = [], env = {}, binPath = bin) {
  const run = await runMeasured(process.execPath, [binPath, 'build', '--profile', ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  if (run.status !== 0) throw new Error(`build failed in ${cwd}:\n${run.stderr}`);
  const profile = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const childPeaks = {};
  for (const { name, bytes } of run.children) childPeaks[name] = Math.max(childPeaks[name] ?? 0, bytes);
  return { wall: run.wallMs, cpu: run.cpuMs, childPeaks, ...profile };
}

const cpuText = (list) =>
  list.every((r) => r.cpu !== undefined) ? `, CPU ${ms(median(list.map((r) => r.cpu)))} (user+sys)` : '';

/** Every stage time of the profile, in the order the build reports them. */
function stagesText(list) {
  const names = Object.keys(list[0].timings).filter((name) => name !== 'search-index-reused');
  return names.map((name) => `${name} ${ms(median(list.map((r) => r.timings[name] ?? 0)))}`).join(', ');
}

async function copySite(from = root) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-bench-'));
  await cp(path.join(from, 'content'), path.join(dir, 'content'), { recursive: true });
  await cp(path.join(from, 'accounts-docs.config.ts'), path.join(dir, 'accounts-docs.config.ts'));
  // Git history gives the last-updated dates: keep the copy in a repository too.
  spawnSync('git', ['init', '-q'], { cwd: dir });
  spawnSync('git', ['add', '-A'], { cwd: dir });
  spawnSync(
    'git',
    ['-c', 'user.email=bench@example.com', '-c', 'user.name=bench', 'commit', '-qm', 'bench'],
    { cwd: dir },
  );
  return dir;
}

const cacheDir = (site) => path.join(site, 'node_modules/.cache/accounts-docs');

/**
 * Cold (no cache, no output), warm (nothing changed) and one-edit builds of a site.
 * `noCache`: the cold builds run with `--no-cache` (they write no cache either, so one more
 * cold build, reported apart, fills it for the warm ones). `between(i)`: run before (odd i) or
 * after (even i) the i-th cold build, to interleave another generator's runs with ours.
 */
async function measureSite(site, label, count, { noCache = false, between } = {}) {
  const cold = [];
  for (let i = 0; i < count; i++) {
    await rm(cacheDir(site), { recursive: true, force: true });
    await rm(path.join(site, 'build'), { recursive: true, force: true });
    if (between && i % 2 === 1) await between(i);
    cold.push(await build(site, noCache ? ['--no-cache'] : []));
    if (between && i % 2 === 0) await between(i);
  }
  // TypeDoc's worker keeps V8's compiled code of TypeScript in the temporary folder, beside no
  // site: the cold runs above use it (but the first run on a machine). One more run without it,
  // for a site with an API reference (`timings.typedoc` is there, as 0, for any site).
  let firstOnMachine;
  if (cold[0].apiPages > 0) {
    await rm(cacheDir(site), { recursive: true, force: true });
    await rm(path.join(site, 'build'), { recursive: true, force: true });
    firstOnMachine = await build(site, noCache ? ['--no-cache'] : [], { NODE_DISABLE_COMPILE_CACHE: '1' });
  }
  let filling;
  if (noCache) {
    await rm(path.join(site, 'build'), { recursive: true, force: true });
    filling = await build(site);
  }
  const warm = [];
  for (let i = 0; i < count; i++) warm.push(await build(site));
  const edited = [];
  const file = path.join(site, 'content/docs/server.md');
  const original = await readFile(file, 'utf8');
  for (let i = 0; i < count; i++) {
    await writeFile(file, `${original}\n\nEdit number ${i} for the benchmark.\n`);
    edited.push(await build(site));
  }
  await writeFile(file, original);
  const pages = cold[0].pages;
  const stage = (list, name) => median(list.map((r) => r.timings[name] ?? 0));
  const coldWall = median(cold.map((r) => r.wall));
  const childPeaks = {};
  for (const run of cold)
    for (const [name, bytes] of Object.entries(run.childPeaks))
      childPeaks[name] = Math.max(childPeaks[name] ?? 0, bytes);
  const children = Object.entries(childPeaks)
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]) => `${name} ${mib(bytes)}`)
    .join(', ');
  console.log(`\n${label}: ${pages} pages, median of ${count} runs`);
  console.log(
    `  cold build${noCache ? ' (--no-cache)' : ''}  ${ms(coldWall)} wall (${(coldWall / pages).toFixed(2)} ms/page)${cpuText(cold)}; peak RSS ${mib(Math.max(...cold.map((r) => r.maxRssBytes)))} (the accounts-docs process, worker threads included)${children ? `; its child processes apart (peak each, polled): ${children}` : ''}`,
  );
  console.log(`    stages (--profile): ${stagesText(cold)}`);
  if (cold[0].timings.typedoc !== undefined) {
    const apiPages = cold[0].apiPages ?? 0;
    console.log(
      `    API: TypeDoc conversion ${ms(stage(cold, 'typedoc'))} (on its worker, beside the markdown compile), API model total ${ms(stage(cold, 'api-model'))}; API page rendering ${ms(stage(cold, 'render-api'))}${apiPages ? ` for ${apiPages} pages (${(stage(cold, 'render-api') / apiPages).toFixed(2)} ms/page)` : ''}`,
    );
  }
  if (firstOnMachine)
    console.log(
      `    without TypeScript's code cache (a machine's first build, NODE_DISABLE_COMPILE_CACHE=1; one run): ${ms(firstOnMachine.wall)} wall${cpuText([firstOnMachine])}, TypeDoc ${ms(firstOnMachine.timings.typedoc)}`,
    );
  if (cold[0].twins) {
    // The llms stage runs after the pages: its time is what the twins, llms.txt and
    // llms-full.txt add to a build (off with `llms: { enabled: false }`).
    console.log(
      `    llms (markdown twins + llms.txt + llms-full.txt): ${ms(stage(cold, 'llms'))} cold for ${cold[0].twins.written} twins (${(stage(cold, 'llms') / Math.max(1, cold[0].twins.written)).toFixed(2)} ms/twin), ${ms(stage(warm, 'llms'))} warm (${median(warm.map((r) => r.twins.reused))} reused)`,
    );
  }
  if (filling)
    console.log(
      `  cold build writing the cache (one run, fills it for the warm runs) ${ms(filling.wall)} wall${cpuText([filling])}, peak RSS ${mib(filling.maxRssBytes)}`,
    );
  console.log(
    `  warm build       ${ms(median(warm.map((r) => r.wall)))} wall (${(median(warm.map((r) => r.wall)) / pages).toFixed(2)} ms/page)${cpuText(warm)}, ${median(warm.map((r) => r.reused))} pages reused, peak RSS ${mib(Math.max(...warm.map((r) => r.maxRssBytes)))}`,
  );
  console.log(`    stages (--profile): ${stagesText(warm)}`);
  if (warm[0].timings.typedoc !== undefined) {
    const ran = warm.filter((r) => r.timings.typedoc > 0).length;
    console.log(
      `    API: TypeDoc ${ran === 0 ? 'skipped in every run (JSON cache hit)' : `ran in ${ran} of ${warm.length} runs`}; reading the cached JSON and converting it ${ms(stage(warm, 'api-model'))}`,
    );
  }
  console.log(
    `  one page edited  ${ms(median(edited.map((r) => r.wall)))} wall${cpuText(edited)}, ${median(edited.map((r) => r.rendered))} pages rendered`,
  );
  const index = await folderSize(path.join(site, 'build/pagefind'));
  console.log(
    `  search index     Pagefind ${ms(stage(cold, 'search-index'))} cold (beside the rendering), ${ms(stage(edited, 'search-index'))} after one edit, ${ms(stage(warm, 'search-index'))} warm (${warm.every((r) => r.timings['search-index-reused'] === 1) ? 'reused in every run' : 'rebuilt in some runs'}); ${index.files} files, ${kb(index.bytes)} (a query downloads a few of them)`,
  );
  console.log(
    `  process start-up is part of every wall figure; in-process totals: cold ${ms(median(cold.map((r) => r.totalMs)))}, warm ${ms(median(warm.map((r) => r.totalMs)))}`,
  );
  return { cold, warm, edited };
}

/** Number and total size of the files under a folder. */
async function folderSize(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** content/ copied `copies` times, each copy its own sidebar, every page's text made unique. */
async function generateCorpus(copies) {
  const site = await copySite();
  const docs = path.join(site, 'content/docs');
  const originals = (await readdir(docs, { recursive: true })).filter((f) => f.endsWith('.md'));
  const sources = new Map(
    await Promise.all(originals.map(async (f) => [f, await readFile(path.join(docs, f), 'utf8')])),
  );
  await rm(docs, { recursive: true });
  const configSource = await readFile(path.join(site, 'accounts-docs.config.ts'), 'utf8');
  const sidebar = /sidebars: \{\s*docs: (\[[\s\S]*?\n {6}\]),\n/.exec(configSource)[1];
  const sidebars = [];
  for (let n = 0; n < copies; n++) {
    const set = `set-${String(n).padStart(3, '0')}`;
    // The first copy keeps the original paths: the config's and home page's links lead there.
    const dir = n === 0 ? '' : set;
    for (const [file, source] of sources) {
      const target = path.join(docs, dir, file);
      await mkdir(path.dirname(target), { recursive: true });
      // A different title and code in every copy: no two pages compile to the same thing.
      const unique = source
        .replace(/^title: (.*)$/m, `title: $1 (${set})`)
        .replace(/```(ts|tsx|js)([^\n]*)\n/g, `\`\`\`$1$2\n// ${set}\n`)
        .replace(/\]\(\/docs\//g, n === 0 ? '](/docs/' : `](/docs/${set}/`);
      await writeFile(target, unique);
    }
    sidebars.push(
      n === 0
        ? `docs: ${sidebar}`
        : `'${set}': ${sidebar.replace(/'((?:[a-z-]+\/)?[a-z-]+)'/g, (m, id) => (sources.has(`${id}.md`) ? `'${set}/${id}'` : m))}`,
    );
  }
  const config = configSource.replace(
    /sidebars: \{\s*docs: \[[\s\S]*?\n {6}\],\n {4}\},/,
    `sidebars: {\n${sidebars.join(',\n')}\n},`,
  );
  await writeFile(path.join(site, 'accounts-docs.config.ts'), config);
  spawnSync('git', ['add', '-A'], { cwd: site });
  spawnSync(
    'git',
    ['-c', 'user.email=bench@example.com', '-c', 'user.name=bench', 'commit', '-qm', 'corpus'],
    { cwd: site },
  );
  return site;
}

const WARM_UP_EDITS = 3;

/**
 * Time from saving a file to the live-reload event of `serve --watch`, for two kinds of edit:
 * a paragraph added (the page's own content: the quick path) and a heading added (the table
 * of contents changes: the full rebuild).
 */
async function measureEditLatency(site, edits, binPath = bin, label = '') {
  const medians = {};
  for (const kind of ['paragraph', 'heading'])
    medians[kind] = await measureEdits(site, edits, kind, binPath, label);
  return medians;
}

async function measureEdits(site, edits, kind, binPath, label) {
  const child = spawn(process.execPath, [binPath, 'serve', '--watch', '--port', '0'], {
    cwd: site,
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(output)));
  });
  const file = path.join(site, 'content/docs/server.md');
  const original = await readFile(file, 'utf8');
  const latencies = [];
  let missed = 0;
  try {
    for (let i = 0; i < edits + WARM_UP_EDITS; i++) {
      const latency = await new Promise((resolve) => {
        const timer = setTimeout(() => {
          req.destroy();
          resolve(undefined);
        }, 5000);
        const req = get(`${url}/__accounts-docs/events`, (res) => {
          let start;
          res.on('data', (chunk) => {
            if (String(chunk).includes(': connected')) {
              start = performance.now();
              const added = kind === 'heading' ? `## Live edit ${i}` : `Live edit ${i}.`;
              void writeFile(file, `${original}\n\n${added}\n`);
            } else if (start !== undefined && String(chunk).includes('data: reload')) {
              clearTimeout(timer);
              resolve(performance.now() - start);
              req.destroy();
            }
          });
        });
        req.on('error', () => undefined);
      });
      if (latency === undefined) missed++;
      else latencies.push(latency);
      // Let the rebuild settle before the next edit, as a person typing would.
      await new Promise((r) => setTimeout(r, 300));
    }
  } finally {
    await writeFile(file, original);
    await stopChild(child);
  }
  if (latencies.length === 0) {
    console.log(
      `\n${label}serve --watch: no reload event within 5 s in ${edits} edits; server output:\n${output}`,
    );
    return undefined;
  }
  // The issue's figure is the median of every edit, the first ones included (they also pay
  // for the JIT-compiling of the compile path); they are shown apart too.
  const first = latencies.slice(0, WARM_UP_EDITS);
  console.log(
    `\n${label}serve --watch (content/docs/server.md, a code-heavy page), a ${kind} added: save → reload event, median of ${latencies.length} edits, the first included: ${ms(median(latencies))} (min ${ms(Math.min(...latencies))}, max ${ms(Math.max(...latencies))}); first edits: ${first.map(ms).join(', ')}${missed ? `; ${missed} edits had no reload within 5 s` : ''}`,
  );
  const quick = (output.match(/ shown after /g) ?? []).length;
  console.log(
    `  (${quick} of ${edits + WARM_UP_EDITS} edits shown by the quick path; includes the watcher's wait for the save's events to pause, 3 ms; the browser then refetches one page)`,
  );
  return median(latencies);
}

/**
 * An earlier accounts-docs as the anchor of "no worse than today" (issue 32): the figures of
 * another day are another machine's, so the earlier version builds its own content/ in the
 * same run. Its cold builds interleave with ours (`cold`, measureSite's `between`); its warm,
 * one-edit and watch runs follow ours (`report`), which then prints both side by side.
 */
async function prepareBaseline(dir) {
  const baseBin = path.join(path.resolve(dir), 'bin/accounts-docs');
  if (!existsSync(baseBin) || !existsSync(path.join(dir, 'node_modules'))) {
    console.log(
      `\nBENCH_BASELINE: no installed accounts-docs at ${dir} (\`git worktree add ${dir} <commit> && cd ${dir} && npm ci\`): no baseline.`,
    );
    return undefined;
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: dir,
    encoding: 'utf8',
  }).stdout.trim();
  const baseSite = await copySite(path.resolve(dir));
  const cold = [];
  return {
    cold: async () => {
      await rm(cacheDir(baseSite), { recursive: true, force: true });
      await rm(path.join(baseSite, 'build'), { recursive: true, force: true });
      cold.push(await build(baseSite, [], {}, baseBin));
    },
    report: async (ourRuns, ourWatch, count) => {
      const warm = [];
      for (let i = 0; i < count; i++) warm.push(await build(baseSite, [], {}, baseBin));
      const edited = [];
      const file = path.join(baseSite, 'content/docs/server.md');
      const original = await readFile(file, 'utf8');
      for (let i = 0; i < count; i++) {
        await writeFile(file, `${original}\n\nEdit number ${i} for the benchmark.\n`);
        edited.push(await build(baseSite, [], {}, baseBin));
      }
      await writeFile(file, original);
      const baseWatch = await measureEditLatency(baseSite, count * 2, baseBin, 'baseline: ');
      await rm(baseSite, { recursive: true, force: true, maxRetries: 5 });
      const row = (name, mine, theirs) => {
        const wall = (list) => median(list.map((r) => r.wall));
        const cpu = (list) =>
          list.every((r) => r.cpu !== undefined) ? `, CPU ${ms(median(list.map((r) => r.cpu)))}` : '';
        console.log(
          `  ${name.padEnd(16)} ${ms(wall(mine))}${cpu(mine)} against ${ms(wall(theirs))}${cpu(theirs)}: ${(wall(mine) / wall(theirs)).toFixed(2)}×`,
        );
      };
      console.log(
        `\nagainst the baseline (${dir}, commit ${commit}, its own content/: ${cold[0].pages} pages), medians of the same run, ours first:`,
      );
      row('cold', ourRuns.cold, cold);
      row('warm', ourRuns.warm, warm);
      row('one page edited', ourRuns.edited, edited);
      for (const kind of ['paragraph', 'heading']) {
        const [mine, theirs] = [ourWatch[kind], baseWatch[kind]];
        if (mine !== undefined && theirs !== undefined)
          console.log(
            `  ${`watch, ${kind}`.padEnd(16)} ${ms(mine)} against ${ms(theirs)}: ${(mine / theirs).toFixed(2)}×`,
          );
      }
    },
  };
}

/** What a first visit to a docs page downloads, gzip: HTML, CSS, JS (the inline head script is in the HTML). */
async function measurePageWeight(site) {
  const out = path.join(site, 'build');
  const html = await readFile(path.join(out, 'docs/server/index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:href|src)="\/(assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSync(await readFile(path.join(out, asset)), { level: 9 }).length;
    if (asset.endsWith('.js')) js += size;
    else css += size;
  }
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce(
    (n, m) => n + gzipSync(m[1]).length,
    0,
  );
  console.log(
    `\nfirst visit to /docs/server, gzip: JS ${kb(js)} + CSS ${kb(css)} = ${kb(js + css)} (budget 15.0 KB) (inline head scripts ${kb(inline)}); HTML ${kb(gzipSync(html, { level: 9 }).length)}`,
  );
  // Loaded on intent only (pointer over the search button, a shortcut) or on the search page.
  const islandsDir = path.join(out, 'assets/js/islands');
  let islands = 0;
  const chunks = [];
  for (const file of (await readdir(islandsDir)).sort()) {
    const size = gzipSync(await readFile(path.join(islandsDir, file)), { level: 9 }).length;
    islands += size;
    chunks.push(`${file} ${kb(size)}`);
  }
  console.log(
    `search chunk (on demand, not in the first visit), gzip: ${kb(islands)} in all: ${chunks.join(', ')}`,
  );
}

/**
 * A client navigation between two prefetched pages in headless Chromium (`CHROMIUM_PATH` or
 * /usr/bin/chromium): from the click to the router's `accounts-docs:page` event (fetch from the
 * page cache, parse, swap) and to the next frame painted after it.
 */
async function measureClientNavigation(site, count) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const { existsSync } = await import('node:fs');
  if (!existsSync(executablePath)) {
    console.log(`
client navigation: skipped (no Chromium at ${executablePath})`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const child = spawn(process.execPath, [bin, 'serve', '--dir', 'build', '--port', '0'], {
    cwd: site,
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
  try {
    const url = await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /at (http:\/\/\S+?)\/?\s/.exec(output);
        if (match) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(output)));
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Nothing leaves the machine (the analytics script, external images).
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    const page = await context.newPage();
    await page.goto(`${url}/docs/server`);
    const times = await page.evaluate(async (n) => {
      const link = document.createElement('a');
      document.body.append(link); // outside the swapped region: it stays
      const go = (route) =>
        new Promise((resolve) => {
          const start = performance.now();
          document.addEventListener(
            'accounts-docs:page',
            () => {
              const swapped = performance.now() - start;
              requestAnimationFrame(() => setTimeout(() => resolve([swapped, performance.now() - start])));
            },
            { once: true },
          );
          link.href = route;
          link.click();
        });
      // Two rounds load both pages into the cache (what a hover or the viewport would do).
      for (const route of ['/docs/client', '/docs/server']) await go(route);
      const result = [];
      for (let i = 0; i < n; i++) result.push(await go(i % 2 ? '/docs/server' : '/docs/client'));
      return result;
    }, count);
    console.log(
      `\nclient navigation /docs/server ⇄ /docs/client (both prefetched), median of ${times.length} in Chromium: ${median(times.map((t) => t[0])).toFixed(1)} ms to the swapped page, ${median(times.map((t) => t[1])).toFixed(1)} ms to the next frame`,
    );
  } finally {
    await browser.close();
    await stopChild(child);
  }
}

/**
 * The guide corpus built cold by accounts-docs (`--no-cache`) and by Hugo on the same markdown,
 * runs interleaved, then the medians and their ratio (wall time is what a person waits for;
 * CPU time is what a shared machine's load distorts least).
 */
async function measureCorpus(copies, count) {
  const corpus = await generateCorpus(copies);
  const hugo = findHugo();
  const hugoSite = hugo ? await makeHugoSite(path.join(corpus, 'content/docs')) : undefined;
  if (!hugo)
    console.log(
      '\nHugo: not found (HUGO_PATH, /usr/bin/hugo or `hugo` on PATH); install it (Debian: `apt-get install hugo`) for the comparison. Going on without it.',
    );
  const pagefind = findPagefind(root);
  const hugoRuns = [];
  const between = hugo ? async () => hugoRuns.push(await hugoBuild(hugo, hugoSite, pagefind)) : undefined;
  const { cold } = await measureSite(corpus, `generated corpus (content/ × ${copies})`, count, {
    noCache: true,
    ...(between ? { between } : {}),
  });
  console.log(
    "  (the corpus keeps content/'s API reference, home page and config: accounts-docs also runs TypeDoc and renders the API pages once, and writes the search index and markdown twins; Hugo builds the guide pages only)",
  );
  const ourWall = median(cold.map((r) => r.wall));
  const ourCpu = cold.every((r) => r.cpu !== undefined) ? median(cold.map((r) => r.cpu)) : undefined;
  const ourPeak = Math.max(...cold.map((r) => r.maxRssBytes));
  if (hugo) {
    const hugoWall = median(hugoRuns.map((r) => r.wallMs));
    const hugoCpu = hugoRuns.every((r) => r.cpuMs !== undefined)
      ? median(hugoRuns.map((r) => r.cpuMs))
      : undefined;
    const hugoPeak = Math.max(...hugoRuns.map((r) => r.main?.bytes ?? 0));
    console.log(
      `\nHugo (${hugo.version}) on the same markdown (${hugoRuns[0].pages} HTML files; code highlighted at build time by Chroma), cold, median of ${hugoRuns.length} runs interleaved with the builds above: ${ms(hugoWall)} wall${hugoCpu !== undefined ? `, CPU ${ms(hugoCpu)}` : ''}, peak RSS ${mib(hugoPeak)}`,
    );
    console.log(
      `  accounts-docs / Hugo alone: ${(ourWall / hugoWall).toFixed(1)}× wall${ourCpu !== undefined && hugoCpu !== undefined ? `, ${(ourCpu / hugoCpu).toFixed(1)}× CPU` : ''}`,
    );
    if (pagefind) {
      // The anchor of issue 37: `hugo` then `pagefind --site public`, in the same run.
      const both = hugoRuns.map((r) => ({
        wall: r.wallMs + r.pagefind.wallMs,
        cpu: r.cpuMs !== undefined && r.pagefind.cpuMs !== undefined ? r.cpuMs + r.pagefind.cpuMs : undefined,
      }));
      const bothWall = median(both.map((r) => r.wall));
      const bothCpu = both.every((r) => r.cpu !== undefined) ? median(both.map((r) => r.cpu)) : undefined;
      // The indexer is the npm launcher's child (`pagefind_extended`); the launcher is Node's.
      const pagefindPeak = Math.max(
        ...hugoRuns.flatMap((r) =>
          (r.pagefind.children.length > 0 ? r.pagefind.children : [r.pagefind.main]).map(
            (p) => p?.bytes ?? 0,
          ),
        ),
      );
      const ourIndexer = Math.max(
        0,
        ...cold.map((r) => r.childPeaks.pagefind ?? Math.max(0, ...Object.values(r.childPeaks))),
      );
      console.log(
        `Hugo + Pagefind (\`hugo\` then \`pagefind --site public\`, the same work: pages and a search index): ${ms(bothWall)} wall${bothCpu !== undefined ? `, CPU ${ms(bothCpu)}` : ''}`,
      );
      console.log(
        `  accounts-docs / (Hugo + Pagefind): ${(ourWall / bothWall).toFixed(1)}× wall${ourCpu !== undefined && bothCpu !== undefined ? `, ${(ourCpu / bothCpu).toFixed(1)}× CPU` : ''} (goal ≤ 2×)`,
      );
      console.log(
        `  peak RSS: accounts-docs ${mib(ourPeak)} (goal: below Hugo's ${mib(hugoPeak)}${ourPeak < hugoPeak ? ', met' : ', not met'}); Pagefind's CLI on Hugo's pages ${mib(pagefindPeak)}, our Pagefind indexer process ${mib(ourIndexer)} on ours`,
      );
    } else {
      console.log(
        '  Pagefind: not found in node_modules/.bin (npm ci installs it): no Hugo + Pagefind anchor',
      );
    }
    await rm(hugoSite, { recursive: true, force: true });
  }
  await rm(corpus, { recursive: true, force: true });
  return { peak: ourPeak, pages: cold[0].pages };
}

/**
 * Peak RSS flat in pages (issue 37: ≤ 1.25× from 210 to 2,100 pages): the corpus at a tenth of
 * its copies, cold, beside the full corpus's peak.
 */
async function measureFlatness(copies, count, large) {
  const corpus = await generateCorpus(copies);
  const peaks = [];
  for (let i = 0; i < count; i++) {
    await rm(path.join(corpus, 'build'), { recursive: true, force: true });
    peaks.push((await build(corpus, ['--no-cache'])).maxRssBytes);
  }
  const small = Math.max(...peaks);
  console.log(
    `\nPeak RSS against pages: ${mib(small)} at content/ × ${copies}, ${mib(large.peak)} at ${large.pages} pages: ${(large.peak / small).toFixed(2)}× (goal ≤ 1.25×)`,
  );
  await rm(corpus, { recursive: true, force: true });
}

/**
 * The Docusaurus anchor of issue 37, only where it is installed: the bench never installs it.
 * DOCUSAURUS_SITE names a Docusaurus site (the accounts-js website) prepared as the issue says.
 */
async function measureDocusaurus() {
  const dir = process.env.DOCUSAURUS_SITE;
  const how =
    'to compare with the newest Docusaurus, set DOCUSAURUS_SITE to the accounts-js website with its `@docusaurus/*` upgraded to 3.10, `@docusaurus/faster` added and `future: { experimental_faster: true }` in docusaurus.config.js, installed (`npm install`): the bench then runs `npx docusaurus build` there and `accounts-docs build` on the same site';
  if (!dir || !existsSync(path.join(dir, 'node_modules/@docusaurus/core'))) {
    console.log(`\nDocusaurus: not installed; ${how}.`);
    return;
  }
  const docusaurus = [];
  const ours = [];
  for (let i = 0; i < 3; i++) {
    await rm(path.join(dir, 'build'), { recursive: true, force: true });
    await rm(path.join(dir, '.docusaurus'), { recursive: true, force: true });
    await rm(path.join(dir, 'node_modules/.cache'), { recursive: true, force: true });
    docusaurus.push(await runMeasured('npx', ['docusaurus', 'build'], { cwd: dir }));
    await rm(path.join(dir, 'build'), { recursive: true, force: true });
    ours.push(await build(dir, ['--no-cache']));
  }
  const theirs = median(docusaurus.map((r) => r.wallMs));
  const mine = median(ours.map((r) => r.wall));
  console.log(
    `\nDocusaurus (${dir}), cold, median of 3: ${ms(theirs)} wall, peak RSS ${mib(Math.max(...docusaurus.map((r) => r.main?.bytes ?? 0)))}; accounts-docs ${ms(mine)}: ${(theirs / mine).toFixed(1)}× faster (goal ≥ 8×)`,
  );
}

/**
 * Compiled MDX (issue 33): the markdown compile of one page as plain MDX and as MDX that needs
 * compiling (the compile bench's `kinds`), and the build time per page of a small Docusaurus
 * site with no compiled page and with 30 % of its pages compiled (bundled with esbuild and
 * rendered by React: costs a compile cache does not keep).
 */
async function measureCompiledMdx(count) {
  const kinds = spawnSync(
    process.execPath,
    [
      path.join(root, 'packages/markdown/test/bench/compile-bench.mjs'),
      'kinds',
      '--runs',
      String(Math.max(5, count)),
    ],
    { encoding: 'utf8' },
  );
  const line = kinds.stdout.trim().split('\n').at(-1) ?? '';
  if (kinds.status === 0) {
    const { plainMs, compiledMs } = JSON.parse(line);
    console.log(
      `\ncompiled MDX: markdown compile of one page (content/docs/server.md), CPU median: plain ${ms(plainMs)}, compiled ${ms(compiledMs)} (${(compiledMs / plainMs).toFixed(2)}×)`,
    );
  } else console.log(`\ncompiled MDX: the compile bench failed: ${kinds.stderr.slice(0, 500)}`);
  const pages = 40;
  const perPage = {};
  for (const share of [0, 0.3]) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-mdx-bench-'));
    await mkdir(path.join(dir, 'docs'), { recursive: true });
    await mkdir(path.join(dir, 'src/components'), { recursive: true });
    await writeFile(
      path.join(dir, 'docusaurus.config.js'),
      "module.exports = { title: 'Bench', url: 'https://bench.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]] };\n",
    );
    await writeFile(
      path.join(dir, 'src/components/Note.jsx'),
      'export default function Note({ kind, children }) { return <aside className={`note note--${kind}`}>{children}</aside>; }\n',
    );
    for (let i = 0; i < pages; i++) {
      const compiled = i < pages * share;
      const head = compiled
        ? "import Note from '@site/src/components/Note';\nexport const n = " +
          i +
          ';\n\n<Note kind="info">{frontMatter.title} is page {n + 1}</Note>\n\n'
        : '';
      await writeFile(
        path.join(dir, 'docs', `page-${i}.mdx`),
        `---\ntitle: Page ${i}\n---\n${head}# Page ${i}\n\n## Usage\n\nSome text about page ${i} with [a link](./page-${(i + 1) % pages}.mdx).\n\n\`\`\`ts\nconst page${i}: number = ${i};\nconsole.log(page${i});\n\`\`\`\n`,
      );
    }
    await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const walls = [];
    for (let run = 0; run < count; run++) {
      const started = performance.now();
      const result = spawnSync(process.execPath, [bin, 'build', '--no-cache'], {
        cwd: dir,
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`the compiled-MDX bench site did not build: ${result.stderr}`);
      walls.push(performance.now() - started);
    }
    perPage[share] = median(walls) / pages;
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  }
  console.log(
    `  a ${pages}-page site, cold (--no-cache), wall per page: no compiled page ${perPage[0].toFixed(1)} ms, 30 % compiled ${perPage[0.3].toFixed(1)} ms (${(perPage[0.3] / perPage[0]).toFixed(2)}×; goal ≤ 2×)`,
  );
}

console.log(
  `accounts-docs benchmark — node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${mib(os.totalmem())} RAM${hasGnuTime ? '' : '; no /usr/bin/time, so no CPU times (`apt-get install time`)'}`,
);
// BENCH_ONLY=mdx: only the compiled-MDX figures.
if (process.env.BENCH_ONLY === 'mdx') {
  await measureCompiledMdx(runs);
  process.exit(0);
}
const baseline = process.env.BENCH_BASELINE ? await prepareBaseline(process.env.BENCH_BASELINE) : undefined;
const site = await copySite();
const ours = await measureSite(site, 'content/', runs, baseline ? { between: baseline.cold } : {});
await measurePageWeight(site);
await measureWireWeight(bin, site, '/docs/server', kb);
await measureClientNavigation(site, Math.max(10, runs * 4));
const watch = await measureEditLatency(site, runs * 2);
if (baseline) await baseline.report(ours, watch, runs);
await measureCompiledMdx(runs);
await rm(site, { recursive: true, force: true, maxRetries: 5 });
// BENCH_COPIES=0 skips the large corpus (a quick run).
if (corpusCopies > 0) {
  const large = await measureCorpus(corpusCopies, corpusRuns);
  await measureFlatness(Math.max(1, Math.round(corpusCopies / 10)), corpusRuns, large);
}
await measureDocusaurus();

// `npm run compat -- <folder> [--json] [--install] [--no-scripts] [--timeout S] [--only NAME]`: builds every Docusaurus site
// found under <folder> (a folder holding docusaurus.config.{js,ts,mjs,cjs}) with this
// checkout's CLI, each into a temporary --out (never into the site, and without a cache, so
// nothing is written there), and prints per site the exit code, the pages built against the doc
// files, the errors and warnings by rule id, any stack trace in the output (always a bug: bad
// input must be a positioned message) and the time; then a table of all sites.
//
// It is not part of `npm test`: the sites are public repositories fetched by hand (see
// docs/compat.md for the corpus), and --install reaches the npm registry.
//
//   --json        one JSON document on stdout instead of the text report
//   --install     before building, install into the site folder the npm packages its config
//                 needs to load (bare `require`/`require.resolve`/`import` specifiers of the
//                 config and of the local files it requires), at the versions of the site's
//                 package.json, with `npm install --ignore-scripts`; packages already there are
//                 left alone
//   --timeout S   stop a build after S seconds (default 600)
//   --no-scripts  do not run the site's own `postinstall` and `prebuild` scripts (below)
//   --only NAME   build only the sites whose folder's path under <folder> contains NAME
//                 (repeatable)
//
// Of a site that builds, it also counts the pages whose text shows an MDX `import … from '…'`
// line (outside code): an import the build printed instead of running (should be 0).
//
// Before building, the site's own `postinstall` and `prebuild` scripts of its package.json run
// (`npm run <script>` in the site folder), as a user's `npm install` then `npm run build` would
// run them: sites generate files there that their pages import (trpc's
// `CompaniesUsing.script.output.ts`). They write into the site folder, as they do for its users;
// one that fails is reported and the build goes on.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin/accounts-docs');
const CONFIG_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

function parseArgs(argv) {
  const options = { json: false, install: false, scripts: true, timeout: 600, folder: undefined, only: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--install') options.install = true;
    else if (arg === '--no-scripts') options.scripts = false;
    else if (arg === '--timeout') options.timeout = Number(argv[++i]);
    else if (arg === '--only') options.only.push(argv[++i] ?? '');
    else if (!arg.startsWith('--') && !options.folder) options.folder = path.resolve(arg);
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.folder)
    throw new Error(
      'usage: npm run compat -- <folder> [--json] [--install] [--no-scripts] [--timeout S] [--only NAME]',
    );
  if (!(options.timeout > 0)) throw new Error('--timeout takes a number of seconds');
  return options;
}

/** Folders under `dir` holding a Docusaurus config; node_modules, dot folders and builds skipped. */
async function findSites(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const config = CONFIG_NAMES.find((name) => entries.some((e) => e.isFile() && e.name === name));
  const found = config ? [{ dir, config }] : [];
  for (const e of entries) {
    if (!e.isDirectory() || e.name === 'node_modules' || e.name.startsWith('.') || e.name === 'build')
      continue;
    found.push(...(await findSites(path.join(dir, e.name))));
  }
  return found;
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

function docusaurusVersion(site) {
  const pkg = readJson(path.join(site, 'package.json')) ?? {};
  return { ...pkg.devDependencies, ...pkg.dependencies }['@docusaurus/core'] ?? '?';
}

/**
 * The doc files Docusaurus would make pages of: .md/.mdx under the docs folder (the preset's
 * `docs.path` when the config names one as a literal, else `docs/`) and `versioned_docs/`,
 * without its default excludes (`_` files and folders, tests).
 */
function countDocFiles(site, configText) {
  const named = /\bdocs\s*:\s*\{[^}]*?\bpath\s*:\s*['"`]([^'"`]+)['"`]/s.exec(configText)?.[1];
  // The regex may catch a version's `path` (a URL segment): a folder that is not there is not it.
  const docs =
    named && existsSync(path.resolve(site, named)) ? path.resolve(site, named) : path.join(site, 'docs');
  const folders = [docs, path.join(site, 'versioned_docs')];
  let count = 0;
  const excluded = (name) => name.startsWith('_') || name === '__tests__' || name === 'node_modules';
  for (const folder of folders)
    walkFiles(folder, excluded, (file) => {
      const name = path.basename(file);
      if (!excluded(name) && /\.mdx?$/.test(name) && !/\.test\./.test(name)) count++;
    });
  return { count, folder: path.relative(site, folders[0]) || '.' };
}

/** Calls `visit` with every file under `dir`, not entering folders `skip` names; a folder that cannot be read is passed over. */
function walkFiles(dir, skip, visit) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!skip(e.name)) walkFiles(file, skip, visit);
    } else visit(file);
  }
}

// ── --install ──────────────────────────────────────────────────────────────────────────────

// `require('x')`, `import … from 'x'`, `import 'x'`, `import('x')`, `export … from 'x'` (not
// `import type`), and `require.resolve('x')` apart: a resolved file is not loaded by the config.
const LOADS =
  /(?:\brequire\s*\(\s*|\bimport\s*\(\s*|^\s*import\s+(?!type\b)[^'"]*?\bfrom\s*|^\s*import\s*|^\s*export\s+(?!type\b)[^'"]*?\bfrom\s*)['"]([^'"]+)['"]/gm;
const RESOLVES = /\brequire\.resolve\s*\(\s*['"]([^'"]+)['"]/g;
// An npm package name: lower case (`@docusaurus/ExecutionEnvironment` is a module of Docusaurus's
// client, which a config's client modules import, not a package).
const PACKAGE_NAME = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;

/**
 * Bare specifiers the config loads, and the local files it loads (sidebars too, which the docs
 * plugin loads), as package names. A plugin named by a string is not loaded by the config:
 * accounts-docs reads the options of those it knows and ignores the others.
 */
function configPackages(file, seen = new Set(), { follow = true } = {}) {
  if (seen.has(file) || !existsSync(file)) return new Set();
  seen.add(file);
  const names = new Set();
  // Comments out first: a JSDoc `@type {import('@docusaurus/types').Config}` loads nothing.
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm, '$1');
  const specs = [
    ...[...text.matchAll(LOADS)].map((m) => m[1]),
    ...[...text.matchAll(RESOLVES)]
      .map((m) => m[1])
      .filter((spec) => !spec.startsWith('.') || /sidebars/.test(spec)),
  ];
  for (const spec of specs) {
    if (spec.startsWith('.') || spec.startsWith('/')) {
      if (!follow) continue;
      const local = resolveLocal(path.resolve(path.dirname(file), spec));
      if (local) for (const name of configPackages(local, seen)) names.add(name);
      continue;
    }
    if (spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0])) continue;
    const parts = spec.split('/');
    const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    if (PACKAGE_NAME.test(name)) names.add(name);
  }
  return names;
}

// What Docusaurus itself provides to a site's code, and accounts-docs serves in its place.
const PROVIDED = /^(?:react|react-dom|clsx|@docusaurus\/.*|@theme.*|@site\/.*|@generated\/.*)$/;

/** Packages the site's React code (src/, as Docusaurus bundles it) imports. */
function sourcePackages(site) {
  const names = new Set();
  walkFiles(
    path.join(site, 'src'),
    (name) => name === 'node_modules',
    (file) => {
      if (!/\.[cm]?[jt]sx?$/.test(file)) return;
      for (const name of configPackages(file, new Set(), { follow: false }))
        if (!PROVIDED.test(name)) names.add(name);
    },
  );
  return names;
}

function resolveLocal(base) {
  // Only code files: a `require.resolve('./src/css/custom.css')` is not loaded by the config.
  for (const ext of ['', '.js', '.ts', '.mjs', '.cjs', '/index.js', '/index.ts']) {
    const file = base + ext;
    if (/\.[cm]?[jt]s$/.test(file) && existsSync(file)) return file;
  }
  return undefined;
}

/**
 * Installs the packages in a temporary folder holding only them, then moves each into the site's
 * node_modules (an `npm install x` in the site itself would install its whole package.json).
 */
async function installConfigPackages(site, config, log) {
  const pkg = readJson(path.join(site, 'package.json')) ?? {};
  const ranges = { ...pkg.devDependencies, ...pkg.dependencies };
  const missing = (name) => !existsSync(path.join(site, 'node_modules', name));
  const wanted = [...configPackages(path.join(site, config)), ...sourcePackages(site)].filter(missing);
  // Optional peers the site lists itself (`typescript` for remark-typescript-tools) come too:
  // npm leaves optional peers out, the site's own install has them.
  for (const name of [...wanted, ...configPackages(path.join(site, config))]) {
    const manifest = readJson(path.join(site, 'node_modules', name, 'package.json')) ?? {};
    for (const [peer, meta] of Object.entries(manifest.peerDependenciesMeta ?? {}))
      if (meta?.optional && ranges[peer] && !PROVIDED.test(peer) && missing(peer) && !wanted.includes(peer))
        wanted.push(peer);
  }
  // React, which every Docusaurus site lists: packages the config loads need it (prism-react-renderer
  // requires react as it loads), and the install runs with --legacy-peer-deps, which skips peers.
  // `sass` too, which docusaurus-plugin-sass takes as a peer and accounts-docs compiles `.scss` with.
  for (const name of ['react', 'react-dom', 'sass'])
    if (ranges[name] && missing(name) && !wanted.includes(name)) wanted.push(name);
  if (wanted.length === 0) return [];
  let specs = wanted.map((name) => (ranges[name] ? `${name}@${ranges[name]}` : name));
  log(`  installing ${specs.join(' ')}`);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-compat-install-'));
  try {
    await writeFile(path.join(tmp, 'package.json'), '{"private":true}\n');
    const install = (extra, list = specs) =>
      spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', ...extra, ...list], {
        cwd: tmp,
        encoding: 'utf8',
      });
    const firstError = (run) => run.stderr.split('\n').find((l) => /error/.test(l)) ?? run.status;
    // Without peers: a plugin's peer @docusaurus/core would bring all of Docusaurus (the
    // optional peers the site lists are added above, on the second round).
    const npm = install(['--legacy-peer-deps']);
    if (npm.status !== 0) {
      // One name the registry does not have (a webpack or tsconfig alias such as
      // `@components/page`, a package of a private registry) fails them all: the others are
      // installed one by one, and the ones that fail named.
      log(`  npm install failed: ${firstError(npm)}; installing one by one`);
      const installed = [];
      for (const spec of specs) {
        const one = install(['--legacy-peer-deps'], [...installed, spec]);
        if (one.status === 0) installed.push(spec);
        else log(`  not installed: ${spec} (${firstError(one)})`);
      }
      // The last install that went through left them all in the folder.
      specs = installed;
      if (specs.length === 0) return [];
    }
    const modules = path.join(site, 'node_modules');
    await mkdir(modules, { recursive: true });
    for (const entry of await readdir(path.join(tmp, 'node_modules'), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const names = entry.name.startsWith('@')
        ? (await readdir(path.join(tmp, 'node_modules', entry.name))).map((n) => `${entry.name}/${n}`)
        : [entry.name];
      for (const name of names) {
        const target = path.join(modules, name);
        if (existsSync(target)) continue;
        await mkdir(path.dirname(target), { recursive: true });
        await rename(path.join(tmp, 'node_modules', name), target);
      }
    }
    return specs;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

// ── one build ──────────────────────────────────────────────────────────────────────────────

// `place  error  reason  [rule-id]`, as packages/diagnostics formats a finding (place optional).
const FINDING = /^(?:(.+?)  )?(error|warning)  (.*)  \[([\w-]+)\]$/;
// A V8 stack frame (`    at fn (file:1:2)`, `    at file:1:2`), or a Go one of esbuild's (`goroutine 1 [`, `\tfile.go:36`).
const STACK_FRAME = /^\s+at (?:.+ \()?(?:\S+):\d+:\d+\)?$|^\t\S+\.go:\d+|^goroutine \d+ \[/;

/** The site's `postinstall` and `prebuild` scripts, run as npm runs them; each with its exit code. */
function runSiteScripts(site, timeoutMs) {
  const scripts = readJson(path.join(site, 'package.json'))?.scripts ?? {};
  return ['postinstall', 'prebuild']
    .filter((name) => typeof scripts[name] === 'string')
    .map((name) => {
      const run = spawnSync('npm', ['run', name], { cwd: site, encoding: 'utf8', timeout: timeoutMs });
      const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`.trim().split('\n');
      return {
        script: name,
        code: run.status ?? run.signal,
        last: run.status === 0 ? '' : (output.at(-1) ?? ''),
      };
    });
}

function runBuild(site, outDir, timeoutMs) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(process.execPath, [bin, 'build', '--no-cache', '--profile', '--out', outDir], {
      cwd: site,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, timedOut, ms: Math.round(performance.now() - start), stdout, stderr });
    });
  });
}

function analyse(run) {
  const lines = `${run.stdout}\n${run.stderr}`.split('\n');
  const findings = [];
  for (const line of lines) {
    const m = FINDING.exec(line);
    if (m) findings.push({ place: m[1] ?? '', severity: m[2], reason: m[3], rule: m[4] });
  }
  const traces = lines.filter((line) => STACK_FRAME.test(line));
  let profile;
  try {
    profile = JSON.parse(run.stdout.trim().split('\n').at(-1));
  } catch {
    profile = undefined;
  }
  const byRule = {};
  for (const f of findings) {
    const key = `${f.severity} ${f.rule}`;
    (byRule[key] ??= { severity: f.severity, rule: f.rule, count: 0, first: f }).count++;
  }
  const last = lines.filter((l) => l.trim()).at(-1) ?? '';
  return {
    pages: profile?.pages,
    apiPages: profile?.apiPages,
    errors: findings.filter((f) => f.severity === 'error').length,
    warnings: findings.filter((f) => f.severity === 'warning').length,
    rules: Object.values(byRule).sort((a, b) =>
      a.severity === b.severity ? b.count - a.count : a.severity === 'error' ? -1 : 1,
    ),
    traces,
    // A failure that is not a finding (a crash) is shown by its last line.
    lastLine: run.code !== 0 && findings.length === 0 ? last : undefined,
  };
}

// An ES import as MDX writes it (`import X from '…'`, `import { A, B } from "…"`, `import * as N from '…'`).
const IMPORT_TEXT =
  /\bimport\s+(?:[\w$]+\s*,\s*)?(?:[\w$]+|\{[^}]*\}|\*\s*as\s+[\w$]+)\s+from\s+['"][^'"\n]+['"]/;

/** The visible text of an HTML page outside code: scripts, styles, `<pre>` and `<code>` left out. */
function proseText(html) {
  return html
    .replace(/<(script|style|pre|code|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The built pages (output paths) whose prose shows an MDX import line as text. */
function pagesWithImportText(outDir) {
  const found = [];
  if (!existsSync(outDir)) return found;
  walkFiles(
    outDir,
    () => false,
    (file) => {
      if (!file.endsWith('.html')) return;
      const match = IMPORT_TEXT.exec(proseText(readFileSync(file, 'utf8')));
      if (match) found.push({ page: path.relative(outDir, file), text: match[0] });
    },
  );
  return found;
}

// ── report ─────────────────────────────────────────────────────────────────────────────────

function printSite(r) {
  console.log(`\n■ ${r.site}  (Docusaurus ${r.docusaurus}, ${r.config})`);
  console.log(
    `  exit ${r.exit}${r.timedOut ? ' (timed out)' : ''}, ${r.pages ?? 0} pages built` +
      `${r.apiPages ? ` (${r.apiPages} API)` : ''} against ${r.docFiles} doc files in ${r.docsFolder}/, ${(r.ms / 1000).toFixed(1)} s`,
  );
  if (r.installed.length > 0) console.log(`  installed: ${r.installed.join(' ')}`);
  for (const s of r.scripts)
    console.log(`  ran npm run ${s.script}: exit ${s.code}${s.last ? ` — ${clip(s.last)}` : ''}`);
  for (const rule of r.rules) {
    const where = rule.first.place ? `${rule.first.place}: ` : '';
    console.log(
      `  ${String(rule.count).padStart(4)} ${rule.severity} ${rule.rule} — e.g. ${where}${clip(rule.first.reason)}`,
    );
  }
  if (r.importText.length > 0) {
    console.log(`  ${r.importText.length} page(s) show an MDX import as text, e.g.:`);
    for (const { page, text } of r.importText.slice(0, 5)) console.log(`    ${page}: ${clip(text, 120)}`);
  }
  if (r.lastLine) console.log(`  crash: ${clip(r.lastLine)}`);
  if (r.traces.length > 0) {
    console.log(`  ✖ ${r.traces.length} stack frame(s) in the output (a bug):`);
    for (const frame of r.traces.slice(0, 5)) console.log(`    ${frame.trim()}`);
  }
}

const clip = (text, width = 160) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

function printTable(results) {
  const rows = [
    [
      'site',
      'docusaurus',
      'exit',
      'pages',
      'doc files',
      'errors',
      'warnings',
      'traces',
      'import text',
      'time',
    ],
    ...results.map((r) => [
      r.site,
      r.docusaurus,
      String(r.exit),
      String(r.pages ?? 0),
      String(r.docFiles),
      String(r.errors),
      String(r.warnings),
      String(r.traces.length),
      r.exit === 0 ? String(r.importText.length) : '-',
      `${(r.ms / 1000).toFixed(1)} s`,
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log('');
  for (const [n, row] of rows.entries()) {
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    );
    if (n === 0) console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  }
  const built = results.filter((r) => r.exit === 0).length;
  console.log(`\n${built} of ${results.length} sites built.`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const log = options.json ? (m) => process.stderr.write(`${m}\n`) : (m) => console.log(m);
  const sites = (await findSites(options.folder)).filter(
    ({ dir }) =>
      options.only.length === 0 ||
      options.only.some((name) => path.relative(options.folder, dir).includes(name)),
  );
  if (sites.length === 0) throw new Error(`no docusaurus.config.{js,ts,mjs,cjs} under ${options.folder}`);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-compat-'));
  const results = [];
  try {
    for (const [i, { dir, config }] of sites.entries()) {
      const site = path.relative(options.folder, dir) || path.basename(dir);
      if (!options.json) log(`[${i + 1}/${sites.length}] ${site} …`);
      // Twice: the second round adds the optional peers of what the first installed.
      const installed = options.install
        ? [
            ...(await installConfigPackages(dir, config, log)),
            ...(await installConfigPackages(dir, config, log)),
          ]
        : [];
      const scripts = options.scripts ? runSiteScripts(dir, options.timeout * 1000) : [];
      const docs = countDocFiles(dir, readFileSync(path.join(dir, config), 'utf8'));
      const run = await runBuild(dir, path.join(scratch, `site-${i}`), options.timeout * 1000);
      const result = {
        site,
        path: dir,
        config,
        docusaurus: docusaurusVersion(dir),
        exit: run.code,
        timedOut: run.timedOut,
        ms: run.ms,
        docFiles: docs.count,
        docsFolder: docs.folder,
        installed,
        scripts,
        ...analyse(run),
        importText: run.code === 0 ? pagesWithImportText(path.join(scratch, `site-${i}`)) : [],
      };
      results.push(result);
      if (!options.json) printSite(result);
      await rm(path.join(scratch, `site-${i}`), { recursive: true, force: true });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  if (options.json) console.log(JSON.stringify(results, null, 2));
  else printTable(results);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});

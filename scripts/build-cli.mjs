// Bundles the accounts-docs CLI (all workspace packages, TypeScript and TSX) into
// packages/cli/dist with esbuild. Third-party packages stay external: they load from
// node_modules. Runs on `npm install` (prepare) and before the tests and the benchmark;
// scripts/pack.mjs imports it to assemble the published package.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const workspaceDirs = [
  ...readdirSync(path.join(root, 'packages')).map((name) => path.join(root, 'packages', name)),
  path.join(root, 'site-theme'),
];

// Bundled although third-party: pure ES modules made of many small files (zod: 94; the markdown
// toolchain: ~300 across micromark, mdast and hast utilities), each of which Node would otherwise
// resolve, read and link apart in every thread that loads it. Not bundled: CommonJS packages,
// packages that find files beside their own (Shiki's grammars, Pagefind's binary, esbuild,
// TypeScript, TypeDoc) and React (its build is chosen by NODE_ENV when it loads).
export const BUNDLED = new Set([
  'zod',
  'unified',
  'vfile',
  'vfile-location',
  'remark-parse',
  'remark-frontmatter',
  'remark-gfm',
  'remark-directive',
  'remark-mdx',
  'remark-rehype',
  'remark-stringify',
  'rehype-react',
  'mdast-util-directive',
  'mdast-util-mdx-jsx',
  'mdast-util-mdxjs-esm',
  'mdast-util-to-string',
  'hast-util-raw',
  'hast-util-to-string',
  'hastscript',
  'unist-util-visit',
  'github-slugger',
  // Its `main` is a UMD build of six files that Node compiles one by one on every start (a
  // third of a warm build's module loading, measured); its ES module build bundles like the rest.
  'jsonc-parser',
]);

/**
 * The third-party packages the bundle leaves external, each with the ranges the workspace
 * manifests give it: what the published package must declare.
 */
export function externalDependencies() {
  const external = new Map();
  for (const dir of workspaceDirs) {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const [name, range] of Object.entries(pkg.dependencies ?? {})) {
      if (name.startsWith('@accounts-docs/') || BUNDLED.has(name)) continue;
      if (!external.has(name)) external.set(name, new Set());
      external.get(name).add(range);
    }
  }
  return external;
}

/** Hash of every source file the bundle is made from: the render engine's identity. */
function hashSources() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir).sort()) {
      if (entry === 'node_modules' || entry === 'dist' || entry === 'test') continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(full.slice(root.length)).update(readFileSync(full));
    }
  };
  for (const dir of workspaceDirs) walk(dir);
  return hash.digest('hex');
}

/**
 * Bundles the CLI, its public modules and its worker scripts into `outdir` (packages/cli/dist,
 * which bin/accounts-docs and the tests run); resolves to esbuild's metafile (which files went
 * into the bundle).
 */
export async function buildCli(outdir = path.join(root, 'packages/cli/dist')) {
  const version = JSON.parse(readFileSync(path.join(root, 'packages/cli/package.json'), 'utf8')).version;
  const common = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...externalDependencies().keys()],
    jsx: 'automatic',
    // Dynamic imports become chunks, so what a run does not need (the markdown toolchain on
    // a warm build, React when every page is reused) is never loaded.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    legalComments: 'none',
    // The ES module builds of the bundled packages that also ship another (jsonc-parser's UMD).
    mainFields: ['module', 'main'],
    // Paths in the bundle's comments and the metafile are from the repository's root, wherever
    // the script runs from.
    absWorkingDir: root,
  };
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    ...common,
    entryPoints: {
      cli: path.join(root, 'packages/cli/src/main.ts'),
      // The CLI's `run(argv)` without main's process around it: the hostile-input corpus runs
      // many cases in one process through it (packages/cli/test/hostile-runner.mjs).
      run: path.join(root, 'packages/cli/src/cli.ts'),
      index: path.join(root, 'packages/cli/src/public.ts'),
      theme: path.join(root, 'packages/cli/src/theme.ts'),
      'compile-worker': path.join(root, 'packages/content/src/compile-worker.ts'),
      'typedoc-worker': path.join(root, 'packages/api-model/src/typedoc-worker.ts'),
    },
    outdir,
    metafile: true,
    define: {
      __ACCOUNTS_DOCS_ENGINE_HASH__: JSON.stringify(hashSources()),
      __ACCOUNTS_DOCS_VERSION__: JSON.stringify(version),
    },
  });
  return result.metafile;
}

// Run as a script (`node scripts/build-cli.mjs`), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildCli();

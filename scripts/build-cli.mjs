// Bundles the accounts-docs CLI (all workspace packages, TypeScript and TSX) into
// packages/cli/dist with esbuild. Third-party packages stay external: they load from
// node_modules. Runs on `npm install` (prepare) and before the tests and the benchmark.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaceDirs = [
  ...readdirSync(path.join(root, 'packages')).map((name) => path.join(root, 'packages', name)),
  path.join(root, 'site-theme'),
];

// Bundled although third-party: pure ES modules made of many small files (zod: 94; the markdown
// toolchain: ~300 across micromark, mdast and hast utilities), each of which Node would otherwise
// resolve, read and link apart in every thread that loads it. Not bundled: CommonJS packages,
// packages that find files beside their own (Shiki's grammars, Pagefind's binary, esbuild,
// TypeScript, TypeDoc) and React (its build is chosen by NODE_ENV when it loads).
const BUNDLED = new Set([
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
]);
const external = new Set();
for (const dir of workspaceDirs) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const name of Object.keys(pkg.dependencies ?? {}))
    if (!name.startsWith('@accounts-docs/') && !BUNDLED.has(name)) external.add(name);
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

const version = JSON.parse(readFileSync(path.join(root, 'packages/cli/package.json'), 'utf8')).version;
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external],
  jsx: 'automatic',
  // Dynamic imports become chunks, so what a run does not need (the markdown toolchain on
  // a warm build, React when every page is reused) is never loaded.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  legalComments: 'none',
};
const outdir = path.join(root, 'packages/cli/dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  ...common,
  entryPoints: {
    cli: path.join(root, 'packages/cli/src/main.ts'),
    index: path.join(root, 'packages/cli/src/public.ts'),
    theme: path.join(root, 'packages/cli/src/theme.ts'),
    'compile-worker': path.join(root, 'packages/content/src/compile-worker.ts'),
    'typedoc-worker': path.join(root, 'packages/api-model/src/typedoc-worker.ts'),
    'twin-worker': path.join(root, 'packages/llms/src/twin-worker.ts'),
  },
  outdir,
  define: {
    __ACCOUNTS_DOCS_ENGINE_HASH__: JSON.stringify(hashSources()),
    __ACCOUNTS_DOCS_VERSION__: JSON.stringify(version),
  },
});

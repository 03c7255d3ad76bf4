import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildFailure, type Plugin } from 'esbuild';
import { cssUrlPlugin, ImportedFiles, sassPlugin } from '@accounts-docs/assets';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { assetModulesPlugin } from './asset-modules.ts';
import { clientModulesPlugin, type ClientModule } from './client-modules.ts';
import { bundleDiagnostic } from './bundle-diagnostics.ts';
import { docusaurusSurfacePlugin } from './docusaurus/surface-plugin.ts';
import { RUNTIME_NAMESPACE, runtimePlugin } from './react-runtime-plugin.ts';
import { mdxModulesPlugin, withoutMdxNamespace, type MdxBundleInput } from './mdx-modules.ts';

/** One source file's bundle: the module to import and the CSS its imports gathered. */
export interface BundledModule {
  /** Absolute path of the bundled ES module. */
  js: string;
  /** The CSS (plain and CSS modules) the file imports, bundled; absent when it imports none. */
  css: Uint8Array | undefined;
}

export interface BundleResult {
  /** By source file (absolute path). */
  modules: Map<string, BundledModule>;
  /** The modules whose components need the browser: their components are islands. */
  clientModules: ClientModule[];
  /** Files the modules import (images, fonts), by their path in the output. */
  assets: Map<string, Uint8Array>;
  /** The source files that import Docusaurus's client API or theme (`@docusaurus/*`, `@theme/*`). */
  docusaurusImporters: Set<string>;
  /** Every source file of the bundles (a swizzled component not among them is unused). */
  inputs: Set<string>;
  diagnostics: Diagnostic[];
}

/** What the bundles need to know of the site. */
export interface BundleOptions {
  root: string;
  baseUrl: string;
  staticDir: string | undefined;
  /** A Docusaurus site's `src/theme`: `@theme/…` looks there first. */
  themeDir: string | undefined;
  /** `@generated/docusaurus.config`. */
  siteConfig: unknown;
  /** Compiled MDX pages among the entries, and how partials they import are compiled (`compiled-mdx.ts`). */
  mdx?: MdxBundleInput;
}

let tempRoot: string | undefined;
let runs = 0;

/**
 * Bundles React pages and theme overrides for Node with esbuild, the way the config file is
 * bundled: TypeScript and JSX, local imports and npm packages inlined, CSS imports (and CSS
 * modules) gathered per file. React and `accounts-docs/theme` stay the renderer's own, so a
 * page's hooks and `useSite()` share one React with the layout. JSX is compiled in development
 * form, so each `<Link>` knows the line it is written on.
 */
export async function bundleReactSources(files: string[], options: BundleOptions): Promise<BundleResult> {
  const outdir = path.join(ensureTempRoot(), `run-${++runs}`);
  mkdirSync(outdir, { recursive: true });
  const clientModules = new Map<string, ClientModule>();
  const docusaurusImporters = new Set<string>();
  const imported = new ImportedFiles(options.baseUrl);
  try {
    const result = await build({
      entryPoints: files,
      absWorkingDir: options.root,
      // Packages are found from the site's folder too, as Docusaurus's webpack config lists the
      // site's node_modules in `resolve.modules`: docs outside it (`../docs`) import the site's packages.
      nodePaths: [path.join(options.root, 'node_modules')],
      outdir,
      outbase: options.root,
      entryNames: '[dir]/[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      jsxDev: true,
      jsxImportSource: 'accounts-docs-jsx',
      // `.js` files may hold JSX, as Docusaurus compiles them.
      loader: { '.js': 'jsx' },
      // Inline maps let stack traces of a page that throws point at its .tsx; the CSS is
      // stripped of its map before it is published (publicCss).
      sourcemap: 'inline',
      // CommonJS modules of npm packages `require` React (external) and Node's built-ins
      // (`process`): esbuild's ESM output calls the module scope's `require`, which Node's ESM has not.
      banner: {
        js: "import { createRequire as __accountsDocsCreateRequire } from 'node:module'; const require = __accountsDocsCreateRequire(import.meta.url);",
      },
      minifyWhitespace: true,
      metafile: true,
      write: true,
      logLevel: 'silent',
      plugins: [
        runtimePlugin(options.root),
        importersOf(/^@(?:docusaurus|theme(?:-original|-init)?)\//, docusaurusImporters),
        assetModulesPlugin(imported),
        docusaurusSurfacePlugin({
          target: 'node',
          siteDir: options.root,
          themeDir: options.themeDir,
          siteConfig: options.siteConfig,
          runtimeNamespace: RUNTIME_NAMESPACE,
        }),
        cssUrlPlugin(
          { staticDir: options.staticDir, siteDir: options.root, baseUrl: options.baseUrl },
          imported,
        ),
        sassPlugin(options.root),
        clientModulesPlugin(options.root, clientModules),
        ...(options.mdx ? [mdxModulesPlugin(options.mdx)] : []),
      ],
    });
    const modules = new Map<string, BundledModule>();
    for (const [out, meta] of Object.entries(result.metafile.outputs)) {
      const file = path.resolve(options.root, out);
      if (!meta.entryPoint || !out.endsWith('.js')) continue;
      const entry = withoutMdxNamespace(meta.entryPoint);
      const css = meta.cssBundle
        ? publicCss(readFileSync(path.resolve(options.root, meta.cssBundle), 'utf8'))
        : undefined;
      modules.set(path.resolve(options.root, entry), { js: file, css });
    }
    const inputs = new Set(
      Object.keys(result.metafile.inputs).map((input) =>
        path.resolve(options.root, withoutMdxNamespace(input)),
      ),
    );
    return {
      modules,
      clientModules: [...clientModules.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
      assets: imported.files,
      docusaurusImporters,
      inputs,
      diagnostics: [],
    };
  } catch (error) {
    const failure = error as Partial<BuildFailure>;
    if (!failure.errors) throw error;
    return {
      modules: new Map(),
      clientModules: [],
      assets: new Map(),
      docusaurusImporters,
      inputs: new Set(),
      diagnostics: failure.errors.map((message) => bundleDiagnostic(message, options.root)),
    };
  }
}

/** Records the files that import a specifier matching `filter` (resolution is left to the others). */
function importersOf(filter: RegExp, found: Set<string>): Plugin {
  return {
    name: 'accounts-docs-importers',
    setup(b) {
      b.onResolve({ filter }, (args) => {
        found.add(args.importer);
        return undefined;
      });
    },
  };
}

/** CSS as published: without the source map (it names this machine's temporary paths). */
function publicCss(css: string): Uint8Array {
  return Buffer.from(css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trimEnd() + '\n');
}

/** True for a file of this process's bundles (a stack frame that no source map mapped back). */
export function isBundle(file: string): boolean {
  return tempRoot !== undefined && file.startsWith(tempRoot + path.sep);
}

function ensureTempRoot(): string {
  if (tempRoot) return tempRoot;
  tempRoot = mkdtempSync(path.join(os.tmpdir(), 'accounts-docs-react-'));
  const dir = tempRoot;
  // Bundles are only read while this process runs.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

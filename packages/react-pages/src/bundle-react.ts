import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildFailure, type Message, type Plugin } from 'esbuild';
import { cssUrlPlugin, ImportedFiles } from '@accounts-docs/assets';
import {
  DOCUSAURUS_MODULE_UNSUPPORTED,
  REACT_PAGE_IMPORT,
  REACT_PAGE_SYNTAX,
  type Diagnostic,
} from '@accounts-docs/diagnostics';
import { docusaurusModulesDir } from '@accounts-docs/site-theme';
import { assetModulesPlugin } from './asset-modules.ts';
import { clientModulesPlugin, type ClientModule } from './client-modules.ts';
import { SURFACE_MODULES, THEME_MODULES } from './docusaurus/surface-modules.ts';
import { docusaurusSurfacePlugin, type UnsupportedDetail } from './docusaurus/surface-plugin.ts';
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

/** The global through which bundled pages reach the renderer's own theme runtime (one React). */
export const RUNTIME_GLOBAL = 'accounts-docs.theme';
const RUNTIME_NAMESPACE = 'accounts-docs-runtime';

const requireHere = createRequire(import.meta.url);
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

/**
 * esbuild's "No matching export in <a Docusaurus module we serve> for import X": X is a part of
 * that module accounts-docs does not serve (said without our install's paths).
 */
function servedExportMissing(text: string, root: string): { reason: string; hint: string } | undefined {
  const match = /^No matching export in "([^"]+)" for import "([^"]+)"/.exec(text);
  if (!match) return undefined;
  const file = path.relative(docusaurusModulesDir(), path.resolve(root, match[1]!)).split(path.sep).join('/');
  const specifier =
    Object.entries(SURFACE_MODULES).find(([name, served]) => served === file && name.startsWith('@'))?.[0] ??
    Object.entries(THEME_MODULES)
      .filter(([, served]) => served === file)
      .map(([name]) => `@theme/${name}`)[0];
  if (!specifier) return undefined;
  return {
    reason: `${specifier} has no export "${match[2]}" in accounts-docs: it is not among the parts of Docusaurus it serves`,
    hint: `use what accounts-docs serves of ${specifier} (README: Docusaurus React pages), or write it in src/components`,
  };
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

export function bundleDiagnostic(message: Message, root: string): Diagnostic {
  const location = message.location;
  const missing = servedExportMissing(message.text, root);
  const unresolved = /^Could not resolve/.test(message.text);
  // An import of a file kind Docusaurus's webpack config has no rule for either (YAML, TOML,
  // text without `!!raw-loader!`): an import problem, not a syntax one.
  const kind = /^No loader is configured for "([^"]+)" files/.exec(message.text)?.[1];
  const detail = message.detail as Partial<UnsupportedDetail> | undefined;
  return {
    severity: 'error',
    ruleId:
      detail?.ruleId ??
      (missing ? DOCUSAURUS_MODULE_UNSUPPORTED : unresolved || kind ? REACT_PAGE_IMPORT : REACT_PAGE_SYNTAX),
    reason: missing?.reason ?? message.text,
    ...(location
      ? {
          file: path.resolve(root, withoutMdxNamespace(withoutSuffix(location.file))),
          line: location.line,
          column: location.column + 1,
          ...(location.lineText ? { lineText: location.lineText } : {}),
        }
      : {}),
    hint:
      detail?.hint ??
      missing?.hint ??
      (unresolved
        ? 'install the package in the project, or fix the relative path of the import'
        : kind
          ? `Docusaurus has no loader for ${kind} files either (its webpack config imports JSON, scripts, CSS, images and other assets): convert the data to JSON and import that, or import the text with \`!!raw-loader!\``
          : location?.suggestion
            ? `did you mean \`${location.suggestion}\`?`
            : 'fix the TypeScript / JSX at this place'),
  };
}

/** Resolves React to the renderer's copy and serves `accounts-docs/theme` and the JSX runtime. */
function runtimePlugin(root: string): Plugin {
  const fileUrl = (specifier: string) => pathToFileURL(requireHere.resolve(specifier)).href;
  return {
    name: 'accounts-docs-react-runtime',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        try {
          // A CommonJS module's `require('react')` (a package's compiled components) takes a
          // path: `require` does not read URLs.
          return {
            path: args.kind === 'require-call' ? requireHere.resolve(args.path) : fileUrl(args.path),
            external: true,
          };
        } catch {
          return undefined; // not one React provides: esbuild reports it as unresolved
        }
      });
      // The React the runtime modules below import by URL.
      b.onResolve({ filter: /^file:/ }, (args) => ({ path: args.path, external: true }));
      b.onResolve({ filter: /^(accounts-docs\/theme|accounts-docs-jsx\/jsx-dev-runtime)$/ }, (args) => ({
        path: args.path,
        namespace: RUNTIME_NAMESPACE,
      }));
      b.onLoad({ filter: /.*/, namespace: RUNTIME_NAMESPACE }, (args) => ({
        loader: 'js',
        contents:
          args.path === 'accounts-docs/theme'
            ? themeModule()
            : args.path.startsWith('layout-part:')
              ? `${bridge}\nexport default runtime.layoutParts[${JSON.stringify(args.path.slice('layout-part:'.length))}];`
              : jsxModule(fileUrl('react/jsx-runtime'), ownSourcePrefix(root)),
      }));
    },
  };
}

const bridge = `const runtime = globalThis[Symbol.for(${JSON.stringify(RUNTIME_GLOBAL)})];
if (!runtime) throw new Error('accounts-docs/theme works only in pages that accounts-docs renders');`;

function themeModule(): string {
  return `${bridge}
export const Link = runtime.Link;
export const useSite = runtime.useSite;
export const __island = runtime.island;`;
}

/**
 * `jsxDEV` as React's `jsx`, plus: components marked POSITIONED get their element's place as a
 * prop, and an `<a href>` becomes the runtime's `SourcedAnchor`, so the link checker sees it there.
 * Elements written in our own Docusaurus modules are not the project's: the `<a>` that `<Link>`
 * renders was reported where the Link is written, and must not be reported again at Link.tsx.
 */
function jsxModule(jsxRuntime: string, ownPrefix: string): string {
  return `import { jsx, jsxs, Fragment } from ${JSON.stringify(jsxRuntime)};
${bridge}
export { Fragment };
export function jsxDEV(type, props, key, isStatic, source) {
  if (source && source.fileName.startsWith(${JSON.stringify(ownPrefix)})) source = undefined;
  if (source && type === 'a' && typeof props.href === 'string') type = runtime.SourcedAnchor;
  if (source && type && type[runtime.POSITIONED]) props = { ...props, [runtime.SOURCE_PROP]: source };
  return (isStatic ? jsxs : jsx)(type, props, key);
}`;
}

/** The JSX source file names of our Docusaurus modules: relative to the bundle's working folder. */
function ownSourcePrefix(root: string): string {
  return `${path.relative(root, docusaurusModulesDir()).split(path.sep).join('/')}/`;
}

/** A path without the suffix the island wrapper gives the module behind it (`client-modules.ts`). */
export function withoutSuffix(file: string): string {
  return file.replace(/\?accounts-docs-original$/, '');
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

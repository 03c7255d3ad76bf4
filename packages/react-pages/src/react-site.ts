import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bytesHash } from '@accounts-docs/cache';
import type { ComponentType } from 'react';
import { DiagnosticError, REACT_PAGE_EVALUATION, type Diagnostic } from '@accounts-docs/diagnostics';
import {
  AnnouncementBar,
  Footer,
  island,
  Link,
  Navbar,
  NotFoundPage,
  POSITIONED,
  registerDocusaurusHost,
  SOURCE_PROP,
  SourcedAnchor,
  useSite,
  type ThemeComponentName,
  type ThemeComponents,
} from '@accounts-docs/site-theme';
import { bundleReactSources, type BundledModule } from './bundle-react.ts';
import { RUNTIME_GLOBAL } from './react-runtime-plugin.ts';
import type { ClientModule } from './client-modules.ts';
import { findReactSources } from './find-sources.ts';
import { noComponent, readMeta, unusedSwizzles } from './react-page-checks.ts';
import { enableSourceMaps, errorPlace } from './error-place.ts';
import { checkOverrideTypes, type LoadedOverride } from './override-types.ts';

/** A React page, loaded: what the pages stage places and the renderer renders. */
export interface ReactPage {
  route: string;
  /** Absolute path of the `.tsx` / `.jsx` file. */
  file: string;
  /** Path from the project root, `/` separators: the page's id for the renderer. */
  relativePath: string;
  /** From `export const meta`; the site title when absent. */
  title: string;
  description: string | undefined;
  Component: ComponentType;
  /** The page's own CSS (its imports, CSS modules included), when it has any. */
  css: Uint8Array | undefined;
  /** Hash of the page's bundle: changes when the page or anything it imports changes. */
  key: string;
  /** The page imports Docusaurus's client API or theme (`@docusaurus/*`, `@theme/*`). */
  docusaurus: boolean;
}

/** The project's React side: its pages and its theme overrides. */
export interface ReactSite {
  pages: ReactPage[];
  overrides: Partial<ThemeComponents>;
  /** CSS imported by the overrides: on every page. */
  overrideCss: Uint8Array | undefined;
  /** Hash of the overrides' bundles: every page's HTML depends on it. */
  overridesKey: string;
  /** The modules reached from the pages and overrides whose components need the browser: the islands. */
  clientModules: ClientModule[];
  /** Files the pages import (images, fonts), by their path in the output. */
  assets: Map<string, Uint8Array>;
  /** Warnings (errors are thrown). */
  diagnostics: Diagnostic[];
}

export const EMPTY_REACT_SITE: ReactSite = {
  pages: [],
  overrides: {},
  overrideCss: undefined,
  overridesKey: '',
  clientModules: [],
  assets: new Map(),
  diagnostics: [],
};

/** What the React pages' bundles read of the site (see `BundleOptions`). */
export interface ReactSiteOptions {
  root: string;
  siteTitle: string;
  baseUrl: string;
  /** Where the override type check remembers what it checked (no cache: checked every time). */
  cacheDir?: string | undefined;
  paths: { pages: string | undefined; theme: string | undefined; static: string | undefined };
  /** A Docusaurus site: its `src/theme` holds swizzled components. */
  docusaurus: boolean;
  /** `useDocusaurusContext().siteConfig`, for `@generated/docusaurus.config`. */
  siteConfig: unknown;
  /** Compiles a markdown file a page imports (`import Intro from '../docs/intro.md'`) into its MDX module. */
  compileMarkdown?: (file: string) => Promise<string>;
}

/**
 * Finds, bundles and imports the React pages of `pages` and the overrides of `theme`. A
 * project with neither costs one folder listing. Throws a DiagnosticError (every problem at
 * its file:line:col) when a file does not compile, imports what cannot be found, throws while
 * loading, or does not export a component.
 */
export async function loadReactSite(options: ReactSiteOptions): Promise<ReactSite> {
  const sources = await findReactSources(options.paths, { docusaurus: options.docusaurus });
  if (sources.pages.length === 0 && sources.overrides.length === 0)
    return {
      ...EMPTY_REACT_SITE,
      diagnostics: [...sources.diagnostics, ...unusedSwizzles(sources.unmapped, new Set())],
    };

  const files = [...sources.pages.map((page) => page.file), ...sources.overrides.map((o) => o.file)];
  const bundled = await bundleReactSources(files, {
    root: options.root,
    baseUrl: options.baseUrl,
    staticDir: options.paths.static,
    themeDir: options.docusaurus ? options.paths.theme : undefined,
    siteConfig: options.siteConfig,
    ...(options.compileMarkdown ? { mdx: { pages: new Map(), compile: options.compileMarkdown } } : {}),
  });
  if (bundled.diagnostics.length > 0) {
    // Name the route a broken page would have had, like the other React page messages do.
    const routes = new Map(sources.pages.map((page) => [page.file, page.route]));
    const named = bundled.diagnostics.map((d) =>
      d.file && routes.has(d.file) ? { ...d, reason: `${d.reason} (page ${routes.get(d.file)})` } : d,
    );
    throw new DiagnosticError([...named, ...sources.diagnostics]);
  }

  enableSourceMaps();
  installRuntime();
  const routeOf = (file: string) => {
    const page = sources.pages.find((p) => p.file === file);
    return page ? ` (page ${page.route})` : '';
  };
  const errors: Diagnostic[] = [];
  const load = async (
    file: string,
  ): Promise<{ exports: Record<string, unknown>; module: BundledModule } | undefined> => {
    const module = bundled.modules.get(file)!;
    try {
      return { exports: (await import(pathToFileURL(module.js).href)) as Record<string, unknown>, module };
    } catch (error) {
      errors.push({
        severity: 'error',
        ruleId: REACT_PAGE_EVALUATION,
        reason: `${path.relative(options.root, file)} threw while loading: ${messageOf(error)}${routeOf(file)}`,
        ...errorPlace(error, file),
        hint: 'fix the code that runs when the module is imported (top-level statements)',
      });
      return undefined;
    }
  };

  const pages: ReactPage[] = [];
  for (const source of sources.pages) {
    const loaded = await load(source.file);
    if (!loaded) continue;
    const { exports, module } = loaded;
    const Component = exports.default;
    if (typeof Component !== 'function') {
      errors.push(noComponent(source.file, 'a React page must `export default` a component'));
      continue;
    }
    const meta = readMeta(exports.meta, source.file, errors);
    pages.push({
      route: source.route,
      file: source.file,
      relativePath: toPosix(path.relative(options.root, source.file)),
      title: meta.title ?? options.siteTitle,
      description: meta.description,
      Component: Component as ComponentType,
      css: module.css,
      key: hashOf(module),
      docusaurus: bundled.docusaurusImporters.has(source.file),
    });
  }

  const overrides: Partial<Record<ThemeComponentName, ComponentType<never>>> = {};
  const overrideKeys: string[] = [];
  const overrideCss: Uint8Array[] = [];
  const loadedOverrides: LoadedOverride[] = [];
  for (const source of sources.overrides) {
    const loaded = await load(source.file);
    if (!loaded) continue;
    const exportName = loaded.exports.default !== undefined ? 'default' : source.name;
    const Component = loaded.exports[exportName];
    if (typeof Component !== 'function') {
      errors.push(
        noComponent(
          source.file,
          `an override must \`export default\` (or export \`${source.name}\`) a component`,
        ),
      );
      continue;
    }
    overrides[source.name] = Component as ComponentType<never>;
    loadedOverrides.push({ ...source, exportName });
    overrideKeys.push(`${source.name}:${hashOf(loaded.module)}`);
    if (loaded.module.css) overrideCss.push(loaded.module.css);
  }
  // A Docusaurus site's swizzled components are written in JavaScript against Docusaurus's
  // props: not type-checked against ours.
  if (errors.length === 0 && !options.docusaurus)
    errors.push(...(await checkOverrideTypes(loadedOverrides, { cacheDir: options.cacheDir })));
  const diagnostics = [...sources.diagnostics, ...unusedSwizzles(sources.unmapped, bundled.inputs)];
  if (errors.length > 0) throw new DiagnosticError([...errors, ...diagnostics]);
  return {
    pages,
    overrides: overrides as Partial<ThemeComponents>,
    overrideCss: overrideCss.length > 0 ? Buffer.concat(overrideCss) : undefined,
    overridesKey: overrideKeys.join('\n'),
    clientModules: bundled.clientModules,
    assets: bundled.assets,
    diagnostics,
  };
}

/**
 * Makes the theme runtime reachable from bundled pages (see react-runtime-plugin's RUNTIME_GLOBAL), and
 * the page being rendered from the Docusaurus modules.
 */
export function installRuntime(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(RUNTIME_GLOBAL)] = {
    Link,
    useSite,
    island,
    POSITIONED,
    SOURCE_PROP,
    SourcedAnchor,
    layoutParts: { Navbar, Footer, AnnouncementBar, NotFoundPage },
  };
  registerDocusaurusHost();
}

function hashOf(module: BundledModule): string {
  // The file name carries esbuild's hash of the module's contents; the CSS is hashed too.
  const name = Buffer.from(path.basename(module.js));
  return bytesHash(module.css ? Buffer.concat([name, module.css]) : name, 16);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

import type { SiteModel } from '@accounts-docs/site-model';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bytesHash } from '@accounts-docs/cache';
import type { SiteAssetsInput } from '@accounts-docs/assets';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import {
  docusaurusSiteConfig,
  searchSettings,
  siteData,
  type Page,
  type ReactPageInput,
} from '@accounts-docs/pages';
import type { MdxContent, ReactPageLinks, ReactSite } from '@accounts-docs/react-pages';
import type { codeBlockInnerHtml } from '@accounts-docs/render';
import type { CodeBlockRequest } from '@accounts-docs/site-theme';

/** A highlighted code block, as the content's highlighter gives it (a hast element). */
type HighlightedBlock = Parameters<typeof codeBlockInnerHtml>[0];

/** A site's React side as a build uses it: loaded pages and overrides, their CSS files. */
export interface LoadedReact {
  site: ReactSite;
  inputs: ReactPageInput[];
  files: { path: string; contents: Uint8Array }[];
  /** Site path of the overrides' stylesheet (on every page). */
  overridesCss: string | undefined;
  /** The pages' `@theme/CodeBlock`s, highlighted (filled by `reactLinks`, which renders every page). */
  codeBlocks: Map<string, string>;
  /** Compiled MDX pages: their content components by content key, and their bundles' hash. */
  mdx?: { pages: Map<string, MdxContent>; key: string };
}

/**
 * Loads the project's React pages and theme overrides. A site without any (no `.tsx`/`.jsx` in
 * `pagesDir`, nothing in `themeDir`) never loads esbuild's page bundler or React for this.
 */
export async function loadReact(
  config: ResolvedConfig,
  options: {
    cache: boolean;
    /** Compiles a markdown file a React page imports into its MDX module (the content reader's `compilePartial`). */
    compileMarkdown?: (file: string) => Promise<string>;
  },
): Promise<LoadedReact | undefined> {
  const { findReactSources } = await import('@accounts-docs/react-pages/sources');
  const docusaurus = config.docusaurus !== undefined;
  const found = await findReactSources(config.paths, { docusaurus });
  if (found.pages.length === 0 && found.overrides.length === 0 && found.unmapped.length === 0) {
    if (found.diagnostics.length === 0) return undefined;
    const site = {
      pages: [],
      overrides: {},
      overrideCss: undefined,
      overridesKey: '',
      clientModules: [],
      assets: new Map(),
      diagnostics: found.diagnostics,
    };
    return { site, inputs: [], files: [], overridesCss: undefined, codeBlocks: new Map() };
  }
  const { loadReactSite, reactStylesheets } = await import('@accounts-docs/react-pages');
  const site = await loadReactSite({
    root: config.root,
    siteTitle: config.title,
    baseUrl: config.baseUrl,
    paths: config.paths,
    cacheDir: options.cache ? config.paths.cache : undefined,
    docusaurus,
    siteConfig: docusaurusSiteConfig(config),
    ...(options.compileMarkdown ? { compileMarkdown: options.compileMarkdown } : {}),
  });
  const css = reactStylesheets(site);
  return {
    site,
    inputs: site.pages.map((page) => ({
      route: page.route,
      relativePath: page.relativePath,
      title: page.title,
      description: page.description,
      key: page.key,
      stylesheet: css.byPage.get(page.relativePath),
      docusaurus: page.docusaurus,
    })),
    files: css.files,
    overridesCss: css.overrides,
    codeBlocks: new Map(),
  };
}

/**
 * The links and ids of the React pages (and of overridden layout parts), for the link checker;
 * the `@theme/CodeBlock`s this first render of every page met are highlighted meanwhile (with
 * the content's highlighter), for the pages' final render.
 */
export async function reactLinks(
  config: ResolvedConfig,
  react: LoadedReact | undefined,
  pages: readonly Page[],
  highlight: (blocks: CodeBlockRequest[]) => Promise<HighlightedBlock[]>,
  sourceOf?: (route: string) => string | undefined,
  model?: Pick<SiteModel, 'navbar' | 'versions' | 'docs' | 'sidebars'>,
): Promise<{ pages: ReactPageLinks[]; diagnostics: Diagnostic[] }> {
  if (!react) return { pages: [], diagnostics: [] };
  const { collectReactLinks } = await import('@accounts-docs/react-pages');
  const missing = new Map<string, CodeBlockRequest>();
  const collected = collectReactLinks(react.site, pages, {
    // The site as the final render sees it (the docs plugin's data the pages may read included).
    site: siteData(config, searchSettings(config, {}), model ? { model } : {}),
    routes: pages.map((page) => page.route).sort(),
    root: config.root,
    fallbackFile: config.configFile,
    docusaurus: config.docusaurus !== undefined,
    codeBlocks: { html: react.codeBlocks, onMissing: (key, block) => missing.set(key, block) },
    ...(react.mdx ? { mdxPages: react.mdx.pages } : {}),
    ...(sourceOf ? { sourceOf } : {}),
  });
  if (missing.size > 0) {
    const [highlighted, { codeBlockInnerHtml }] = await Promise.all([
      highlight([...missing.values()]),
      import('@accounts-docs/render'),
    ]);
    [...missing.keys()].forEach((key, i) => react.codeBlocks.set(key, codeBlockInnerHtml(highlighted[i]!)));
  }
  return collected;
}

/**
 * The folders whose React sources watch mode watches: the pages and theme folders, and a
 * Docusaurus site's `src` (its pages import `src/components`, `src/css`…).
 */
export function reactSourceDirs(config: ResolvedConfig): string[] {
  const dirs = [config.paths.pages, config.paths.theme];
  if (config.docusaurus) dirs.push(path.join(config.root, 'src'));
  return dirs.filter((dir): dir is string => dir !== undefined);
}

/** Whether a change to `file` (a script, a stylesheet or an imported file) means the React side must be loaded again. */
export function isReactSource(config: ResolvedConfig, file: string): boolean {
  return (
    reactSourceDirs(config).some((dir) => file.startsWith(dir + path.sep)) &&
    /\.(?:[cm]?[jt]sx?|css|json|svg|png|jpe?g|gif|webp)$/.test(file)
  );
}

/** Warnings found while loading (errors are thrown). */
export function reactDiagnostics(react: LoadedReact | undefined): Diagnostic[] {
  return react?.site.diagnostics ?? [];
}

/** The React side as the renderer takes it: theme overrides, and page components by source. */
export function reactRenderOptions(react: LoadedReact | undefined) {
  if (!react) return {};
  const pages = new Map(react.site.pages.map((page) => [page.relativePath, page.Component]));
  return {
    react: {
      overrides: react.site.overrides,
      pages,
      codeBlocks: { html: react.codeBlocks },
      ...(react.mdx ? { mdxPages: react.mdx.pages } : {}),
    },
  };
}

/**
 * What the site adds to the theme's assets — its islands (with what compiles them for the
 * browser), `customCss`, Infima when it has React pages — and what identifies that bundle.
 */
export async function siteAssets(
  config: ResolvedConfig,
  react: LoadedReact | undefined,
  compileMarkdown?: (file: string) => Promise<string>,
  /** The docs plugin's client data (a Docusaurus site with docs, once placed), for islands that read it. */
  docs?: unknown,
): Promise<{ input: SiteAssetsInput; key: string }> {
  const islands = react?.site.clientModules ?? [];
  // Infima for the React pages and compiled MDX pages that use its classes (each page says whether it does).
  const infima = (react?.site.pages.length ?? 0) > 0 || react?.mdx !== undefined;
  const customCss = config.paths.customCss;
  const css = { staticDir: config.paths.static, siteDir: config.root };
  // The blog's stylesheet only for a site with a blog folder (a Docusaurus preset has a blog by default).
  const blog = config.paths.blog !== undefined && existsSync(config.paths.blog);
  const parts: string[] = [String(infima), String(blog), ...(await Promise.all(customCss.map(contentKey)))];
  const input: SiteAssetsInput = { islands, infima, customCss, css, blog };
  if (islands.length > 0) {
    const { islandBundlePlugins } = await import('@accounts-docs/react-pages');
    const siteConfig = docusaurusSiteConfig(config);
    input.islandPlugins = islandBundlePlugins({
      siteDir: config.root,
      themeDir: config.docusaurus ? config.paths.theme : undefined,
      siteConfig,
      ...(compileMarkdown ? { compileMarkdown } : {}),
    });
    input.docusaurus = {
      siteConfig,
      codeTranslations: config.docusaurus?.codeTranslations ?? {},
      ...(docs !== undefined ? { docs } : {}),
    };
    parts.push(
      JSON.stringify(islands),
      JSON.stringify(input.docusaurus),
      ...react!.site.pages.map((page) => page.key),
      react!.site.overridesKey,
      react!.mdx?.key ?? '',
    );
  }
  return { input, key: parts.join('\0') };
}

/** A file's path and the hash of its bytes (a missing file is bundled, and reported, anyway). */
async function contentKey(file: string): Promise<string> {
  const bytes = await readFile(file).catch(() => Buffer.alloc(0));
  return `${file}:${bytesHash(bytes)}`;
}

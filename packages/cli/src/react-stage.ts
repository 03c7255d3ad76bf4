import path from 'node:path';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { searchSettings, siteData, type Page, type ReactPageInput } from '@accounts-docs/pages';
import type { ReactPageLinks, ReactSite } from '@accounts-docs/react-pages';

/** A site's React side as a build uses it: loaded pages and overrides, their CSS files. */
export interface LoadedReact {
  site: ReactSite;
  inputs: ReactPageInput[];
  files: { path: string; contents: Uint8Array }[];
  /** Site path of the overrides' stylesheet (on every page). */
  overridesCss: string | undefined;
}

/**
 * Loads the project's React pages and theme overrides. A site without any (no `.tsx`/`.jsx` in
 * `pagesDir`, nothing in `themeDir`) never loads esbuild's page bundler or React for this.
 */
export async function loadReact(
  config: ResolvedConfig,
  options: { cache: boolean },
): Promise<LoadedReact | undefined> {
  const { findReactSources } = await import('@accounts-docs/react-pages/sources');
  const found = await findReactSources(config.paths);
  if (found.pages.length === 0 && found.overrides.length === 0) {
    if (found.diagnostics.length === 0) return undefined;
    const site = {
      pages: [],
      overrides: {},
      overrideCss: undefined,
      overridesKey: '',
      clientModules: [],
      diagnostics: found.diagnostics,
    };
    return { site, inputs: [], files: [], overridesCss: undefined };
  }
  const { loadReactSite, reactStylesheets } = await import('@accounts-docs/react-pages');
  const site = await loadReactSite({
    root: config.root,
    siteTitle: config.title,
    paths: config.paths,
    cacheDir: options.cache ? config.paths.cache : undefined,
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
    })),
    files: css.files,
    overridesCss: css.overrides,
  };
}

/** The links and ids of the React pages (and of overridden layout parts), for the link checker. */
export async function reactLinks(
  config: ResolvedConfig,
  react: LoadedReact | undefined,
  pages: readonly Page[],
): Promise<{ pages: ReactPageLinks[]; diagnostics: Diagnostic[] }> {
  if (!react) return { pages: [], diagnostics: [] };
  const { collectReactLinks } = await import('@accounts-docs/react-pages');
  const collected = collectReactLinks(react.site, pages, {
    site: siteData(config, searchSettings(config, {})),
    routes: pages.map((page) => page.route).sort(),
    root: config.root,
    fallbackFile: config.configFile,
  });
  return collected;
}

/** Folders whose `.tsx`/`.jsx`/`.css`/`.ts` changes mean the React side must be loaded again. */
export function isReactSource(config: ResolvedConfig, file: string): boolean {
  const inside = (dir: string | undefined) => !!dir && file.startsWith(dir + path.sep);
  return (inside(config.paths.pages) || inside(config.paths.theme)) && /\.(?:[cm]?[jt]sx?|css)$/.test(file);
}

/** Warnings found while loading (errors are thrown). */
export function reactDiagnostics(react: LoadedReact | undefined): Diagnostic[] {
  return react?.site.diagnostics ?? [];
}

/** The React side as the renderer takes it: theme overrides, and page components by source. */
export function reactRenderOptions(react: LoadedReact | undefined) {
  if (!react) return {};
  const pages = new Map(react.site.pages.map((page) => [page.relativePath, page.Component]));
  return { react: { overrides: react.site.overrides, pages } };
}

/** The project's islands and what identifies their bundle (empty when it has none). */
export function reactIslands(react: LoadedReact | undefined) {
  const islands = react?.site.clientModules ?? [];
  if (islands.length === 0) return { islands, key: '' };
  const parts = [
    JSON.stringify(islands),
    ...react!.site.pages.map((page) => page.key),
    react!.site.overridesKey,
  ];
  return { islands, key: parts.join('\0') };
}

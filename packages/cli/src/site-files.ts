import { readFileSync } from 'node:fs';
import type { Assets } from '@accounts-docs/assets';
import type { ResolvedConfig } from '@accounts-docs/config';
import { blogFeedFiles, searchNamesFile, sitemapXml, type Page } from '@accounts-docs/pages';
import type { SiteModel } from '@accounts-docs/site-model';
import type { LoadedReact } from './react-stage.ts';

/** A file of the site that is not a page. */
export interface SiteFile {
  path: string;
  contents: string | Uint8Array;
}

/** The site's files besides its pages: assets, the React side's, the sitemap, the search names, feeds, posts' pictures. */
export async function siteFiles(
  model: SiteModel,
  pages: Page[],
  assets: Assets,
  react: LoadedReact | undefined,
): Promise<SiteFile[]> {
  const names = searchNamesFile(model);
  return [
    ...assets.files,
    ...(react?.files ?? []),
    { path: 'sitemap.xml', contents: sitemapXml(pages) },
    ...(names ? [names] : []),
    ...(await blogFeedFiles(model)),
    // The files beside pages that their links name (pictures, diagrams), under the names they were given.
    ...model.assets.map((asset) => ({ path: asset.path, contents: readFileSync(asset.file) })),
  ];
}

/** A page the search index reads, with the section of the index it goes to. */
export interface IndexedPage {
  url: string;
  outFile: string;
  fingerprint: string;
  section: string;
}

/**
 * The pages the search index reads, each with its section: the index is split by section (one
 * edited guide page indexes the guide again, not the API).
 */
export function indexedPages(
  model: SiteModel,
  pages: readonly Page[],
  fingerprints: readonly string[],
): IndexedPage[] {
  const posts = new Set(model.blog?.posts.map((post) => post.route));
  const sectionOf = (page: Page) =>
    page.head.search?.section === 'API' ? 'api' : posts.has(page.route) ? 'blog' : 'guide';
  return pages.flatMap((page, i) =>
    page.head.search
      ? [{ url: page.route, outFile: page.outFile, fingerprint: fingerprints[i]!, section: sectionOf(page) }]
      : [],
  );
}

/** Whether a route is a page of the API reference (landing, overviews, declarations, changelogs). */
export function isApiRoute(config: ResolvedConfig, route: string): boolean {
  if (!config.api) return false;
  const base = config.api.routeBasePath.replace(/\/$/, '');
  return route === (base || '/') || route.startsWith(`${base}/`);
}

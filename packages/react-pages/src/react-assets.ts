import { bytesHash } from '@accounts-docs/cache';
import type { ReactSite } from './react-site.ts';

/** A CSS file the React side adds to the output. */
export interface ReactAssetFile {
  /** Path inside the output folder, `/` separators. */
  path: string;
  contents: Uint8Array;
}

/**
 * The files of the React side, with content-hashed names: a stylesheet per React page that
 * imports CSS (linked from that page only), one for the overrides (linked from every page), and
 * the files the pages import.
 */
export function reactStylesheets(site: ReactSite): {
  files: ReactAssetFile[];
  /** Site path (`/assets/css/…`) of each page's stylesheet, by the page's relative path. */
  byPage: Map<string, string>;
  /** Site path of the overrides' stylesheet. */
  overrides: string | undefined;
} {
  const files: ReactAssetFile[] = [];
  const byPage = new Map<string, string>();
  const add = (stem: string, contents: Uint8Array) => {
    const hash = bytesHash(contents, 10);
    const file = { path: `assets/css/${stem}.${hash}.css`, contents };
    if (!files.some((f) => f.path === file.path)) files.push(file);
    return `/${file.path}`;
  };
  for (const page of site.pages) {
    if (!page.css) continue;
    const stem = page.route === '/' ? 'page-index' : `page-${page.route.slice(1).replace(/[^\w-]+/g, '-')}`;
    byPage.set(page.relativePath, add(stem, page.css));
  }
  const overrides = site.overrideCss ? add('theme', site.overrideCss) : undefined;
  // Files the pages import (images, fonts): already named by their content's hash.
  for (const [file, contents] of site.assets) files.push({ path: file, contents });
  return { files, byPage, overrides };
}

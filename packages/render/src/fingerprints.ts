import { entryKey, hashOf } from '@accounts-docs/cache';
import type { Page } from '@accounts-docs/pages';

/** A SHA-256 of the parts, each ended by a NUL so that `ab`+`c` and `a`+`bc` differ (the cache's `hashOf`). */
export function hash(...parts: string[]): string {
  return hashOf(...parts);
}

// A sidebar is one object shared by every page that shows it (the API's lists ~300 links):
// serialised once per build, not once per page.
const sidebarJson = new WeakMap<object, string>();

/** What a page shows besides its content, as a string for its fingerprint. */
export function pageData(page: Page): string {
  const view = page.view;
  if (view.kind !== 'doc' || !view.sidebar)
    return JSON.stringify({ r: page.route, h: page.head, v: view, l: page.linkMap });
  let sidebar = sidebarJson.get(view.sidebar);
  if (sidebar === undefined) {
    sidebar = hash(JSON.stringify(view.sidebar));
    sidebarJson.set(view.sidebar, sidebar);
  }
  return JSON.stringify({ r: page.route, h: page.head, v: { ...view, sidebar }, l: page.linkMap });
}

/** Every route and its title: a page's links and sidebar depend on the other pages. */
export function routeTableKey(pages: readonly Page[]): string {
  return pages.map((page) => `${page.route}\t${page.head.title}`).join('\n');
}

/** The fingerprint of a page's HTML: what the whole site shares, the page's data and its content. */
export function pageFingerprint(siteKey: string, page: Page): string {
  return hash(siteKey, page.contentKey ?? '', pageData(page));
}

/**
 * What every page's HTML depends on besides its own data, as one hash: a `render-manifest`
 * entry key, so the engine and React's version are folded in by the cache module.
 */
export function siteKeyOf(parts: {
  engine: string;
  config: string;
  assets: {
    css: readonly string[];
    js: readonly string[];
    islands: string;
    siteCss?: readonly string[] | undefined;
    blogCss?: readonly string[] | undefined;
    infima?: { url: string } | undefined;
  };
  search: unknown;
  devScript: string | undefined;
  analytics: boolean;
  pages: readonly Page[];
  overrides: string | undefined;
}): string {
  return entryKey(
    'render-manifest',
    parts.engine,
    parts.config,
    JSON.stringify(parts.assets.css),
    JSON.stringify(parts.assets.js),
    parts.assets.islands,
    JSON.stringify(parts.assets.siteCss ?? []),
    JSON.stringify(parts.assets.blogCss ?? []),
    parts.assets.infima?.url ?? '',
    JSON.stringify(parts.search),
    parts.devScript ?? '',
    String(parts.analytics),
    routeTableKey(parts.pages),
    parts.overrides ?? '',
  );
}

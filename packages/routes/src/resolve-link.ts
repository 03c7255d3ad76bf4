import { isExternalHref } from './link-kind.ts';
/** What a build serves: the route table the links are checked against. */
export interface SiteRoutes {
  /** Path the site is served under: `/` or `/docs-site/` (always a leading and trailing slash). */
  baseUrl: string;
  /** Route (`/`, `/docs/intro`) → the ids of the anchors on that page. */
  pages: ReadonlyMap<string, ReadonlySet<string>>;
  /** Other files served, without the base URL: `/img/logo.svg`, `/sitemap.xml`. */
  files: ReadonlySet<string>;
}

/** Where an `href` leads. Paths are percent-decoded and without the base URL. */
export type LinkResolution =
  /** Another site or scheme (`https:`, `mailto:`, `//host`): not checked. */
  | { kind: 'external' }
  /** A page of the site; `anchor` is the decoded `#id`, undefined for no or an empty hash. */
  | { kind: 'page'; route: string; anchor?: string }
  /** A static file (anchors on files are not checked). */
  | { kind: 'file'; path: string }
  /**
   * Nothing is served there. `outsideBase`: the path does not start with the base URL (then
   * `path` is the whole decoded path).
   */
  | { kind: 'missing'; path: string; outsideBase: boolean };

/** Leading and trailing C0 controls and spaces, which the URL parser strips. */
// eslint-disable-next-line no-control-regex
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** Tabs and newlines, which the URL parser removes anywhere. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
/**
 * What only the URL parser gets right: dot segments (encoded too), backslashes, tabs and
 * newlines. Tested on the whole href, so a `.` segment in a hash takes the slow way too.
 */
const NEEDS_URL_PARSER = /[\t\n\r\\]|%2e|(?:^|\/)\.\.?(?:[/?#]|$)/i;
const SLASH = 47;
const HASH = 35;
const SPACE = 32;

/**
 * Resolves `href`, written on the page at `fromRoute`, the way a browser does from the page's
 * URL (`baseUrl + route.slice(1)`), then matches it against the route table like the server:
 * `/x/`, `/x.html` and `/x/index.html` are the page `/x`.
 */
export function resolveLink(href: string, fromRoute: string, routes: SiteRoutes): LinkResolution {
  const target = resolveTarget(href, fromRoute, routes);
  return target.kind === 'page' ? { kind: 'page', route: target.route, anchor: target.anchor } : target;
}

/** A `LinkResolution` that carries the anchors of a target page, found by the same lookup. */
export type LinkTarget =
  | Exclude<LinkResolution, { kind: 'page' }>
  | { kind: 'page'; route: string; anchor: string | undefined; anchors: ReadonlySet<string> };

/** `resolveLink` for the checker: one map lookup per link gives the route and its anchors. */
export function resolveTarget(href: string, fromRoute: string, routes: SiteRoutes): LinkTarget {
  const first = href.charCodeAt(0);
  if (
    ((first === SLASH && href.charCodeAt(1) !== SLASH) || first === HASH) &&
    href.charCodeAt(href.length - 1) > SPACE &&
    !NEEDS_URL_PARSER.test(href)
  ) {
    // Most links of a site: `/docs/x#id` or `#id`. The URL parser would only percent-encode
    // what is decoded next, so it is skipped: ~6x faster per link (docs/performance.md).
    const hashAt = href.indexOf('#');
    const rawHash = hashAt === -1 ? '' : href.slice(hashAt + 1);
    if (first === HASH) return matchSitePath(fromRoute, routes, rawHash);
    const queryAt = href.indexOf('?');
    const pathEnd = queryAt !== -1 && (hashAt === -1 || queryAt < hashAt) ? queryAt : hashAt;
    return matchPath(decode(pathEnd === -1 ? href : href.slice(0, pathEnd)), routes, rawHash);
  }

  const cleaned = href.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
  if (isExternalHref(cleaned)) return { kind: 'external' };
  if (cleaned === '' || cleaned.startsWith('#') || cleaned.startsWith('?')) {
    // The page itself (its URL is made of the route: no need to parse it back).
    const hashAt = cleaned.indexOf('#');
    return matchSitePath(fromRoute, routes, hashAt === -1 ? '' : cleaned.slice(hashAt + 1));
  }
  let url: URL;
  try {
    url = new URL(cleaned, `http://localhost${routes.baseUrl}${fromRoute.slice(1)}`);
  } catch {
    return { kind: 'external' };
  }
  if (url.protocol !== 'http:' || url.host !== 'localhost') return { kind: 'external' };
  return matchPath(decode(url.pathname), routes, url.hash.slice(1));
}

/** A decoded path with the base URL, matched against the route table. */
function matchPath(path: string, routes: SiteRoutes, rawHash: string): LinkTarget {
  const { baseUrl } = routes;
  if (baseUrl === '/' || path.startsWith(baseUrl)) {
    return matchSitePath(baseUrl === '/' ? path : path.slice(baseUrl.length - 1), routes, rawHash);
  }
  // `/docs-site` is the home page of `/docs-site/`, as a server redirects it.
  if (path + '/' === baseUrl) return matchSitePath('/', routes, rawHash);
  return { kind: 'missing', path, outsideBase: true };
}

/**
 * A decoded path without the base URL, matched against the route table; `rawHash` (still
 * percent-encoded) becomes the anchor of a page.
 */
export function matchSitePath(sitePath: string, routes: SiteRoutes, rawHash = ''): LinkTarget {
  let route = sitePath;
  let anchors = routes.pages.get(route);
  if (anchors === undefined) {
    if (routes.files.has(sitePath)) return { kind: 'file', path: sitePath };
    if (route.endsWith('/index.html')) route = route.slice(0, -'index.html'.length);
    else if (route.endsWith('.html')) route = route.slice(0, -'.html'.length);
    if (route.length > 1 && route.endsWith('/')) route = route.slice(0, -1);
    if (route !== sitePath) anchors = routes.pages.get(route);
    if (anchors === undefined) return { kind: 'missing', path: sitePath, outsideBase: false };
  }
  return { kind: 'page', route, anchor: rawHash === '' ? undefined : decode(rawHash), anchors };
}

/** Percent-decoded like the server does; a malformed escape is kept as written (and then matches nothing). */
function decode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

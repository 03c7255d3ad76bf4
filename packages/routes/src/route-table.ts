import { isExternalHref } from './link-kind.ts';
import { resolveTarget, type LinkResolution, type LinkTarget, type SiteRoutes } from './resolve-link.ts';

/**
 * The one place the base URL is applied and removed. Everything before the output edge works
 * with site paths (`/docs/intro`, `/img/logo.svg`); `urlTo` makes the URL a page links to
 * (`/docs-site/docs/intro`) and `pathOf` reads a requested URL back. Given the site's pages and
 * files, `resolve` says where a link leads, as a browser and the server would.
 */
export class RouteTable implements SiteRoutes {
  /** Path the site is served under: `/` or `/docs-site/` (always a leading and trailing slash). */
  readonly baseUrl: string;
  /** Route → the ids of the anchors on that page (empty until `withSite`). */
  readonly pages: ReadonlyMap<string, ReadonlySet<string>>;
  /** Other files served, as site paths: `/img/logo.svg`, `/sitemap.xml`. */
  readonly files: ReadonlySet<string>;

  constructor(
    baseUrl: string,
    site: { pages?: ReadonlyMap<string, ReadonlySet<string>>; files?: Iterable<string> } = {},
  ) {
    this.baseUrl = baseUrl;
    this.pages = site.pages ?? new Map();
    this.files = new Set(site.files ?? []);
  }

  /** The same base URL with the site's pages (route → anchor ids) and other files. */
  withSite(pages: ReadonlyMap<string, ReadonlySet<string>>, files: Iterable<string>): RouteTable {
    return new RouteTable(this.baseUrl, { pages, files });
  }

  /**
   * The URL of a site path: `/docs/x#a` → `/docs-site/docs/x#a`, its path encoded where a URL
   * cannot hold a character as it is (`/docs/a b` → `/docs/a%20b`, `café` → `caf%C3%A9`): what
   * a browser requests, and the server decodes back to the file. Anything else (another site,
   * `#a`, a relative path) is returned as it is.
   */
  readonly urlTo = (href: string): string => {
    if (!href.startsWith('/') || isExternalHref(href)) return href;
    const url = this.baseUrl === '/' ? href : this.baseUrl + href.slice(1);
    return NEEDS_ENCODING.test(url) ? encodeUrlPath(url) : url;
  };

  /**
   * The URL of a link an author wrote (a markdown link or image, a JSX `href` or `src`), as
   * Docusaurus's `addBaseUrl` makes it: a path that already starts with the base URL keeps it
   * (`/docs-site/img/a.svg` is not given the base twice), `/docs-site` is `/docs-site/`, any other
   * site path gets it as `urlTo` gives it. The site's own routes go through `urlTo`: a route
   * may start with the base URL's name (`/docs/…` under `/docs/`).
   */
  readonly hrefUrl = (href: string): string => {
    if (this.baseUrl === '/' || !href.startsWith('/')) return this.urlTo(href);
    if (href.startsWith(this.baseUrl)) return NEEDS_ENCODING.test(href) ? encodeUrlPath(href) : href;
    const end = href.search(/[?#]/);
    if ((end === -1 ? href : href.slice(0, end)) + '/' === this.baseUrl) {
      return this.baseUrl + (end === -1 ? '' : href.slice(end));
    }
    return this.urlTo(href);
  };

  /** The site path of a URL path under the base URL (`/docs-site/a` → `/a`); undefined outside it. */
  readonly pathOf = (urlPath: string): string | undefined => {
    if (this.baseUrl === '/') return urlPath;
    if (urlPath.startsWith(this.baseUrl)) return urlPath.slice(this.baseUrl.length - 1);
    // `/docs-site` is the home page of `/docs-site/`, as a server redirects it.
    return `${urlPath}/` === this.baseUrl ? '/' : undefined;
  };

  /** Where `href`, written on the page at `fromRoute`, leads (paths decoded, without the base URL). */
  resolve(href: string, fromRoute: string): LinkResolution {
    const target = this.target(href, fromRoute);
    return target.kind === 'page' ? { kind: 'page', route: target.route, anchor: target.anchor } : target;
  }

  /** `resolve` with the anchors of a target page, found by the same lookup (the link checker's). */
  target(href: string, fromRoute: string): LinkTarget {
    return resolveTarget(href, fromRoute, this);
  }
}

/**
 * Characters a URL path cannot hold as they are (RFC 3986 `pchar` and `/`, with `%` kept: routes
 * never hold one, and an href written with escapes keeps them).
 */
const NEEDS_ENCODING = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]/;

/** `path` with every character a URL cannot hold percent-encoded (UTF-8), up to its `?` or `#`. */
export function encodeUrlPath(path: string): string {
  const end = path.search(/[?#]/);
  const [head, tail] = end === -1 ? [path, ''] : [path.slice(0, end), path.slice(end)];
  const encoded = head.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: U+FFFD
    }
  });
  return encoded + tail;
}

const tables = new WeakMap<object, RouteTable>();

/** The route table of a site's settings (its base URL), made once per settings object. */
export function routeTableOf(site: { readonly baseUrl: string }): RouteTable {
  let table = tables.get(site);
  if (!table) {
    table = new RouteTable(site.baseUrl);
    tables.set(site, table);
  }
  return table;
}

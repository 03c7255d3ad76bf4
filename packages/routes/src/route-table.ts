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
   * The URL of a site path: `/docs/x#a` → `/docs-site/docs/x#a`. Anything else (another site,
   * `#a`, a relative path) is returned as it is.
   */
  readonly urlTo = (href: string): string => {
    if (!href.startsWith('/') || isExternalHref(href) || this.baseUrl === '/') return href;
    return this.baseUrl + href.slice(1);
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

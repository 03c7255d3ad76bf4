import { twinFileOf } from '@accounts-docs/pages';
import { isExternalHref, type RouteTable } from '@accounts-docs/routes';

export interface SiteUrlsOptions {
  /** Origin of the deployed site (config `url`). */
  url: string;
  /** The site's route table: where its paths are served (the base URL). */
  routeTable: RouteTable;
  /** Routes that have a twin. */
  routes: ReadonlySet<string>;
  /** Whether the twins are written: without them, links lead to the HTML pages. */
  twins: boolean;
}

export interface SiteUrls {
  /** Canonical URL of a page. */
  page(route: string): string;
  /** Absolute URL of a page's twin (of the page itself when there are no twins). */
  twin(route: string): string;
  /**
   * An href as a page renders it (base URL applied to site paths), made absolute from the page
   * at `fromRoute` the way a browser resolves it: a page of the site leads to its twin (query
   * and anchor kept), any other path of the site to its absolute URL; other sites, `mailto:`
   * and `#anchors` stay as they are.
   */
  absolute(href: string, fromRoute: string): string;
}

/** The absolute URLs the twins and `llms.txt` link with. */
export function createSiteUrls(options: SiteUrlsOptions): SiteUrls {
  const origin = options.url.replace(/\/+$/, '');
  const { routeTable, routes } = options;
  const page = (route: string) => `${origin}${routeTable.urlTo(route)}`;
  const twin = (route: string) =>
    options.twins ? `${origin}${routeTable.urlTo(`/${twinFileOf(route)}`)}` : page(route);
  return {
    page,
    twin,
    absolute(href, fromRoute) {
      if (href === '' || href.startsWith('#') || isExternalHref(href.trim())) return href;
      let url: URL;
      try {
        url = new URL(href, page(fromRoute));
      } catch {
        return href;
      }
      if (`${url.protocol}//${url.host}` !== origin) return url.href;
      let path = url.pathname;
      try {
        path = decodeURIComponent(path);
      } catch {
        return url.href;
      }
      const sitePath = routeTable.pathOf(path);
      if (sitePath === undefined) return url.href;
      // As the server reads a path: `/x/`, `/x.html` and `/x/index.html` are the page `/x`.
      let route = sitePath;
      if (route.endsWith('/index.html')) route = route.slice(0, -'index.html'.length);
      else if (route.endsWith('.html')) route = route.slice(0, -'.html'.length);
      if (route.length > 1 && route.endsWith('/')) route = route.slice(0, -1);
      return routes.has(route) ? `${twin(route)}${url.search}${url.hash}` : url.href;
    },
  };
}

import { isDocusaurusConfig } from '@accounts-docs/config';
import type { SiteModel } from '@accounts-docs/site-model';
import type { HeadData, PageView } from '@accounts-docs/site-theme';
import { routeTableOf } from '@accounts-docs/routes';
import { searchFacets, searchRoute } from './search.ts';
import { blogPages } from './blog-pages.ts';
import { docPage, standalonePage } from './markdown-pages.ts';
import { outFileOf, twinFileOf, twinRouteOf } from './page-files.ts';

/** One HTML file of the output: where it goes, its head, what the layout shows, its content. */
export interface Page {
  route: string;
  /** Path inside the output folder, `/` separators: `docs/introduction/index.html`. */
  outFile: string;
  head: HeadData;
  view: PageView;
  /** `href` rewrites to apply to the content's links while rendering. */
  linkMap: Record<string, string>;
  /**
   * Identifies the compiled content (hash of the source): the renderer loads the tree by it,
   * and with the rest of the page it keys the HTML cache. None for the not-found page.
   */
  contentKey: string | undefined;
}

export const NOT_FOUND_ROUTE = '/404';

/** A React page of the project, as the pages stage needs it (see the react-pages stage). */
export interface ReactPageInput {
  route: string;
  /** Path of its file from the project root: how the renderer finds its component. */
  relativePath: string;
  title: string;
  description: string | undefined;
  /** Hash of its bundle: the page's HTML changes with it. */
  key: string;
  /** Site path of its own stylesheet (`/assets/css/…`), when it imports CSS. */
  stylesheet: string | undefined;
  /** It uses Docusaurus's client API (see `ReactView.docusaurus`). */
  docusaurus?: boolean;
}

/**
 * Every page of the site, in a stable order: standalone pages, React pages, docs, the blog's, a generated
 * home page when none of those is `/` (not for a Docusaurus config), the search page, then the
 * not-found page.
 */
export function createPages(model: SiteModel, reactPages: readonly ReactPageInput[] = []): Page[] {
  const { config } = model;
  const seen = new Set<string>();
  const pages: Page[] = [];
  const add = (page: Page) => {
    // Duplicate routes were reported by the model; the first source keeps the route.
    if (seen.has(page.route)) return;
    seen.add(page.route);
    pages.push(page);
  };
  const { urlTo } = routeTableOf(config);
  const canonical = (route: string) => `${config.url.replace(/\/$/, '')}${urlTo(route)}`;
  // The "Open as markdown" link of each page, when the build writes the twins (a page whose
  // twin's path is another page's route gets none: the llms stage reports it).
  const twins = config.llms.enabled && config.llms.twins;
  const routes = new Set(
    [...model.pages, ...model.docs, ...(model.blog?.posts ?? [])].map((page) => page.route),
  );
  const markdownUrl = (route: string) =>
    twins && !routes.has(twinRouteOf(route)) ? { markdownUrl: urlTo(`/${twinFileOf(route)}`) } : {};
  const apiBase = config.api ? config.api.routeBasePath.replace(/\/$/, '') || '' : undefined;
  for (const page of model.pages)
    add(standalonePage(page, canonical(page.route), config.title, config.tagline, markdownUrl(page.route)));
  for (const page of reactPages) add(reactPage(page, canonical(page.route), urlTo));
  for (const doc of model.docs)
    add(docPage(doc, model, canonical(doc.route), searchFacets(doc.route, apiBase), markdownUrl(doc.route)));
  if (model.blog) for (const page of blogPages(model.blog, { canonical, outFileOf, markdownUrl })) add(page);
  // The navbar's title and every breadcrumb trail link to `/`: a site without a home page gets
  // one. Not a Docusaurus site, which has none either, and whose logo link is then reported.
  if (!seen.has('/') && !isDocusaurusConfig(config.configFile)) add(generatedHome(model, canonical('/')));
  const search = searchRoute(config);
  add({
    route: search,
    outFile: outFileOf(search),
    // Not indexed and not in the sitemap: its content is whatever the reader typed.
    head: {
      title: 'Search',
      description: undefined,
      canonical: canonical(search),
      ogType: 'website',
      noindex: true,
    },
    view: { kind: 'search', title: `Search the documentation` },
    linkMap: {},
    contentKey: undefined,
  });
  add({
    route: NOT_FOUND_ROUTE,
    outFile: '404.html',
    head: {
      title: 'Page Not Found',
      description: undefined,
      canonical: undefined,
      ogType: 'website',
      noindex: true,
    },
    view: { kind: 'not-found' },
    linkMap: {},
    contentKey: undefined,
  });
  return pages;
}

/**
 * The home page of a site that has none: the site's title and tagline, and a button to its
 * first doc (the first of the first sidebar of the version served at the docs' route base),
 * else to the API reference. No content of its own, so no markdown twin and no search entry.
 */
function generatedHome(model: SiteModel, canonical: string): Page {
  const { config } = model;
  const main = model.versions.find((version) => version.isLast) ?? model.versions[0];
  const first = main && model.docs.find((doc) => doc.route === main.mainRoute);
  const api = config.api && model.docs.find((doc) => doc.route === config.api!.routeBasePath);
  const target = first ?? api;
  return {
    route: '/',
    outFile: outFileOf('/'),
    head: {
      title: config.title,
      description: config.tagline || undefined,
      canonical,
      ogType: 'website',
      noindex: false,
    },
    view: {
      kind: 'home',
      hero: {
        title: config.title,
        tagline: config.tagline,
        actions: target ? [{ text: target.title, link: target.route, variant: 'primary' }] : [],
      },
      features: [],
    },
    linkMap: {},
    contentKey: undefined,
  };
}

function reactPage(page: ReactPageInput, canonical: string, urlTo: (sitePath: string) => string): Page {
  return {
    route: page.route,
    outFile: outFileOf(page.route),
    head: {
      title: page.title,
      description: page.description,
      canonical,
      ogType: 'website',
      noindex: false,
      ...(page.stylesheet ? { stylesheets: [urlTo(page.stylesheet)] } : {}),
    },
    view: {
      kind: 'react',
      source: page.relativePath,
      key: page.key,
      ...(page.docusaurus ? { docusaurus: true } : {}),
    },
    linkMap: {},
    contentKey: undefined,
  };
}

import { apiSearchNames } from '@accounts-docs/api-pages';
import type { ResolvedConfig } from '@accounts-docs/config';
import { routeTableOf } from '@accounts-docs/routes';
import type { SidebarItem, SiteModel } from '@accounts-docs/site-model';
import type { SearchFacets, SearchNames, SearchSettings } from '@accounts-docs/site-theme';

/** Route of the search page: `algolia.searchPagePath`, else `/search` (Pagefind answers alone). */
export function searchRoute(config: ResolvedConfig): string {
  const path = (config.algolia?.searchPagePath ?? 'search').replace(/^\/+|\/+$/g, '');
  return `/${path || 'search'}`;
}

/** How many pages the "Try searching for" list offers. */
const SUGGESTIONS = 5;

/**
 * What the search button, modal and page are given: the search page, the Pagefind module,
 * Algolia's settings with DocSearch's contextual facet filters, suggestions and the issues URL.
 */
export function searchSettings(
  config: ResolvedConfig,
  sidebars: Record<string, SidebarItem[]>,
): SearchSettings {
  const { urlTo } = routeTableOf(config);
  const { algolia } = config;
  const issuesUrl = repositoryIssues(config);
  return {
    pageUrl: urlTo(searchRoute(config)),
    pagefindUrl: urlTo('/pagefind/pagefind.js'),
    ...(config.api ? { namesUrl: urlTo(`/${SEARCH_NAMES_FILE}`) } : {}),
    baseUrl: config.baseUrl,
    ...(algolia
      ? {
          algolia: {
            appId: algolia.appId,
            apiKey: algolia.apiKey,
            indexName: algolia.indexName,
            // What Docusaurus' contextual search sends: the site's language, and the tags the
            // DocSearch crawler gives pages outside any docs version and the current version's.
            facetFilters: algolia.contextualSearch
              ? [
                  'language:en',
                  ['docusaurus_tag:default', `docusaurus_tag:docs-default-${config.docs.version.name}`],
                ]
              : [],
          },
        }
      : {}),
    suggestions: firstDocs(Object.values(sidebars)[0] ?? [], SUGGESTIONS).map((doc) => ({
      label: doc.label,
      url: urlTo(doc.route),
    })),
    ...(issuesUrl ? { issuesUrl } : {}),
  };
}

/** The API's names for the search, beside the pages (see `searchNamesFile`). */
export const SEARCH_NAMES_FILE = 'search-names.json';

/**
 * The file of the API's declaration and member names with the page (and anchor) of each, which
 * the search matches a query against first (`SearchNames` in the theme's shared types: rows of
 * name, URL, kind, package, the declaration a member belongs to, summary). None without an API.
 */
export function searchNamesFile(model: SiteModel): { path: string; contents: string } | undefined {
  if (!model.api) return undefined;
  const { urlTo } = routeTableOf(model.config);
  const names: SearchNames = {
    version: 1,
    names: apiSearchNames(model.api.outline).map((n) => [
      n.name,
      urlTo(n.route),
      n.kind,
      n.pkg,
      n.parent ?? '',
      n.summary ?? '',
    ]),
  };
  return { path: SEARCH_NAMES_FILE, contents: JSON.stringify(names) };
}

/** The issues page of the GitHub repository the navbar or footer links to. */
function repositoryIssues(config: ResolvedConfig): string | undefined {
  const hrefs = [
    ...config.navbar.items.flatMap((item) =>
      'href' in item ? [item.href] : item.type === 'dropdown' ? item.items.map((link) => link.href) : [],
    ),
    ...config.footer.links.flatMap((group) => group.items.map((item) => item.href)),
  ];
  for (const href of hrefs) {
    const match = href && /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+/.exec(href);
    if (match) return `${match[0].replace(/\.git$/, '')}/issues`;
  }
  return undefined;
}

/** The sidebar's docs in reading order, the first `count`. */
function firstDocs(items: SidebarItem[], count: number): { label: string; route: string }[] {
  const docs: { label: string; route: string }[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (docs.length >= count) return;
      if (item.type === 'doc') docs.push({ label: item.label, route: item.route });
      else if (item.type === 'category') walk(item.items);
    }
  };
  walk(items);
  return docs;
}

/** The search index's filters for a page: section (Guide or API) and the API package. */
export function searchFacets(route: string, apiBase: string | undefined): SearchFacets {
  if (apiBase === undefined || !(route === apiBase || route.startsWith(`${apiBase}/`)))
    return { section: 'Guide' };
  const pkg = route.slice(apiBase.length + 1).split('/')[0];
  return { section: 'API', ...(pkg ? { package: pkg } : {}) };
}

// Shared by the server components (src/) and the browser islands (client/): types only.

/** What the search components need to know, in the browser too (they get it as JSON). */
export interface SearchSettings {
  /** URL of the search page (base URL applied): the no-JS form's action. */
  pageUrl: string;
  /** URL of Pagefind's browser module in the output (`…/pagefind/pagefind.js`). */
  pagefindUrl: string;
  /** The site's base URL, which Pagefind puts before its result URLs. */
  baseUrl: string;
  /** Algolia DocSearch (search-only key); absent: the Pagefind index answers alone. */
  algolia?: {
    appId: string;
    apiKey: string;
    indexName: string;
    /** DocSearch facet filters (language and docs version) when `contextualSearch` is on. */
    facetFilters: (string | string[])[];
  };
  /** Pages offered when a query finds nothing (the top of the docs sidebar). */
  suggestions: { label: string; url: string }[];
  /** Where readers report a query that should have found something. */
  issuesUrl?: string;
}

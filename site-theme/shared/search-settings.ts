// Shared by the server components (src/) and the browser islands (client/): types only.

/** What the search components need to know, in the browser too (they get it as JSON). */
export interface SearchSettings {
  /** URL of the search page (base URL applied): the no-JS form's action. */
  pageUrl: string;
  /** URL of Pagefind's browser module in the output (`…/pagefind/pagefind.js`). */
  pagefindUrl: string;
  /** The site's base URL, which Pagefind puts before its result URLs. */
  baseUrl: string;
  /** URL of the API's names (`SearchNames`), when the site has an API reference. */
  namesUrl?: string;
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

/**
 * The API's names, matched against a query before the full-text index: one row per declaration
 * or member — name, URL (with the member's anchor), kind, npm package, the declaration a member
 * belongs to (or ''), the first sentence of its comment (or '').
 */
export interface SearchNames {
  version: 1;
  names: [name: string, url: string, kind: string, pkg: string, parent: string, summary: string][];
}

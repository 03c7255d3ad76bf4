/**
 * Sent on the document by the always-loaded script (`client/navbar-search.ts`) to open the
 * search modal once its island is mounted; `detail.query` is the text to start with.
 */
export const SEARCH_OPEN_EVENT = 'accounts-docs:search-open';

export interface SearchOpenDetail {
  query: string;
}

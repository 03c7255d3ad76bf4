/** A page of the site as fetched: the URL it came from (after redirects) and its HTML. */
export interface LoadedPage {
  url: string;
  html: string;
}

/** The response is not a page the router can show (an error status, or not HTML). */
export class NotAPageError extends Error {}

// One request per page for the whole visit: a prefetch and the navigation that follows share it.
const pages = new Map<string, Promise<LoadedPage>>();

/** The part of a URL that names a page (no `#hash`). */
export const pageKey = (url: URL): string => url.origin + url.pathname + url.search;

/** Fetches a page of the site once; later calls for the same page get the same promise. */
export function loadPage(url: URL): Promise<LoadedPage> {
  const key = pageKey(url);
  let page = pages.get(key);
  if (!page) {
    page = fetch(key, { credentials: 'same-origin', headers: { accept: 'text/html' } }).then(async (res) => {
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !type.includes('text/html')) throw new NotAPageError(`${res.status} ${type}`);
      return { url: res.url || key, html: await res.text() };
    });
    // Whoever awaits it handles the failure; a prefetch nobody follows must not log one.
    page.catch(() => undefined);
    pages.set(key, page);
  }
  return page;
}

/** Drops a page from the cache, so the next load fetches it again ("Try again"). */
export function forgetPage(url: URL): void {
  pages.delete(pageKey(url));
}

/** The site's base URL, as the page's `accounts-docs-page` meta states it. */
export function siteBase(doc: Document): string | undefined {
  return doc.querySelector('meta[name="accounts-docs-page"]')?.getAttribute('content') ?? undefined;
}

/**
 * The URL of a link the router may open itself: a page of this site (same origin, under the
 * base URL, no file extension other than `.html`) that the reader asked to open here (no
 * `target`, no `download`). Anything else is left to the browser.
 */
export function routableUrl(link: Element | null | undefined, base: string): URL | undefined {
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('href')) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(base)) return undefined;
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  // `llms.txt`, `sitemap.xml`, a page's `.md` twin, images: files, not pages.
  if (/\.(?!html?$)[^.]+$/i.test(name)) return undefined;
  return url;
}

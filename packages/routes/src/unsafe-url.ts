/**
 * Link targets a docs site never ships as a link: they run code (`javascript:`, `vbscript:`)
 * or make a document of their own (`data:`) in the site's tab. Read the way the URL parser
 * reads them: spaces and control characters around them and tabs or newlines inside do not
 * hide the scheme.
 */
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data):/i;

/** Whether `href` is a `javascript:`, `vbscript:` or `data:` URL. */
export function isUnsafeUrl(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  return UNSAFE_SCHEME.test(cleaned);
}

import type { Root as HastRoot, Element } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

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

/**
 * Removes unsafe `href`s from the page's links, after `collectLinks` has recorded them for the
 * link checker: whatever severity the finding has, the site does not carry a clickable one.
 */
export function neutralizeUnsafeLinks(tree: HastRoot): void {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'pre') return SKIP;
    const href = node.properties.href;
    if (node.tagName === 'a' && typeof href === 'string' && isUnsafeUrl(href)) delete node.properties.href;
  });
}

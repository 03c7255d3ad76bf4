import type { Root as HastRoot } from 'hast';
import { SKIP, walkElements } from './tree-walk.ts';
import { isUnsafeUrl } from '@accounts-docs/routes';

/**
 * Removes unsafe `href`s from the page's links, after `collectLinks` has recorded them for the
 * link checker: whatever severity the finding has, the site does not carry a clickable one.
 */
export function neutralizeUnsafeLinks(tree: HastRoot): void {
  walkElements(tree, (node) => {
    if (node.tagName === 'pre') return SKIP;
    const href = node.properties.href;
    if (node.tagName === 'a' && typeof href === 'string' && isUnsafeUrl(href)) delete node.properties.href;
  });
}

import type { Root as HastRoot, Element } from 'hast';
import { SKIP, walk } from './tree-walk.ts';
import { isUnsafeUrl } from '@accounts-docs/routes';

/**
 * Removes unsafe `href`s from the page's links, after `collectLinks` has recorded them for the
 * link checker: whatever severity the finding has, the site does not carry a clickable one.
 */
export function neutralizeUnsafeLinks(tree: HastRoot): void {
  walk(tree, (child) => {
    if (child.type !== 'element') return;
    const node = child as Element;
    if (node.tagName === 'pre') return SKIP;
    const href = node.properties.href;
    if (node.tagName === 'a' && typeof href === 'string' && isUnsafeUrl(href)) delete node.properties.href;
  });
}

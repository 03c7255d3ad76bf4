import type { Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, walkElements } from './tree-walk.ts';

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** Appends a `#` link to every h2–h6 with an id, so readers can copy a link to a section. */
export function addHeadingAnchors(tree: HastRoot): void {
  walkElements(tree, (node) => {
    if (node.tagName === 'pre') return SKIP;
    if (!HEADINGS.has(node.tagName) || typeof node.properties.id !== 'string') return;
    const id = node.properties.id;
    node.children.push({
      type: 'element',
      tagName: 'a',
      properties: {
        className: ['hash-link'],
        href: `#${id}`,
        ariaLabel: `Direct link to ${toString(node).trim()}`,
      },
      children: [{ type: 'text', value: '#' }],
    });
  });
}

import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { CODE_HTML_PROPERTY } from '../src/index.ts';

/**
 * A copy of a compiled tree with each highlighted block's HTML (`CODE_HTML_PROPERTY`) as a raw
 * node in its `<code>`, for `toHtml(…, { allowDangerousHtml: true })` in tests that read the spans.
 */
export function codeHtmlAsRaw(tree: Root): Root {
  const copy = structuredClone(tree);
  visit(copy, 'element', (node: Element) => {
    const html = node.properties[CODE_HTML_PROPERTY];
    if (node.tagName !== 'code' || typeof html !== 'string') return;
    delete node.properties[CODE_HTML_PROPERTY];
    node.children = [{ type: 'raw', value: html } as never];
  });
  return copy;
}

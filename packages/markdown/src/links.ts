import type { Root as HastRoot, Element } from 'hast';
import { SKIP, walk, walkElements } from './tree-walk.ts';

/** A link of the page as it will be rendered (`href` of an `<a>`), with where it is written. */
export interface LinkRef {
  url: string;
  line: number;
  column: number;
  /** Where the link is written when that is not the page's own file (API pages: the declaration's source). */
  file?: string;
}

/**
 * Every `<a href>` and `<img src>` of the compiled page (markdown, raw HTML and MDX alike),
 * in order, with its source position. Later stages (link resolution, link checking) read
 * this list instead of walking the tree again.
 */
export function collectLinks(tree: HastRoot): LinkRef[] {
  const links: LinkRef[] = [];
  walkElements(tree, (node) => {
    // Highlighted code is thousands of spans and never holds a link: do not walk it.
    if (node.tagName === 'pre') return SKIP;
    const url =
      node.tagName === 'a' ? node.properties.href : node.tagName === 'img' ? node.properties.src : undefined;
    if (typeof url !== 'string') return;
    // An inline image (`data:image/…` in `<img src>`) is the picture itself: nothing to reach
    // and nothing a reader opens, so neither a broken nor an unsafe link.
    if (node.tagName === 'img' && /^\s*data:/i.test(url)) return;
    links.push({
      url,
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
    });
  });
  return links;
}

/** Drops source positions from the tree: they would bloat the cache, and `collectLinks` kept the ones needed. */
export function stripPositions(tree: HastRoot): void {
  walk(tree, (node) => {
    delete node.position;
    // Highlighted code comes from Shiki, which writes no positions.
    if (node.type === 'element' && (node as Element).tagName === 'pre') return SKIP;
  });
}

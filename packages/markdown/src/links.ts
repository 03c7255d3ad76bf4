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
 * in order, with its source position, and every element `id` (the anchors a link may name
 * beside the headings': footnotes' `#user-content-fn-1` and `#footnote-label`, an author's
 * `<a id>`). Later stages (link resolution, link checking) read these lists instead of walking
 * the tree again.
 */
export function collectLinks(tree: HastRoot): { links: LinkRef[]; ids: string[] } {
  const links: LinkRef[] = [];
  const ids: string[] = [];
  walkElements(tree, (node) => {
    if (typeof node.properties.id === 'string' && node.properties.id !== '') ids.push(node.properties.id);
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
  return { links, ids };
}

/** Drops source positions from the tree: they would bloat the cache, and `collectLinks` kept the ones needed. */
export function stripPositions(tree: HastRoot): void {
  walk(tree, (node) => {
    delete node.position;
    // Highlighted code comes from Shiki, which writes no positions.
    if (node.type === 'element' && (node as Element).tagName === 'pre') return SKIP;
  });
}

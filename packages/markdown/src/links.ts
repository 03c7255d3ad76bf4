import type { Root as HastRoot, Element } from 'hast';
import type { Root as MdastRoot, Link, Definition } from 'mdast';
import { visit } from 'unist-util-visit';

/** A link as written in the source, with where it is written. */
export interface LinkRef {
  url: string;
  line: number;
  column: number;
}

/** Every link and link definition of a markdown tree, with its position. */
export function collectLinks(tree: MdastRoot): LinkRef[] {
  const links: LinkRef[] = [];
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const { url, position } = node as Link | Definition;
    links.push({ url, line: position?.start.line ?? 1, column: position?.start.column ?? 1 });
  });
  return links;
}

/**
 * Drops source positions from the tree (they would bloat the cache) except on links, which
 * keep theirs so later stages can report a broken link at its place.
 */
export function stripPositions(tree: HastRoot): void {
  visit(tree, (node) => {
    if (node.type === 'element' && (node as Element).tagName === 'a') return;
    delete node.position;
  });
}

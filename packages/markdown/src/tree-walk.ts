import type { Element } from 'hast';
import type { Node, Parent } from 'unist';

/** Returned by a walker's visitor: do not walk this node's children. */
export const SKIP = 'skip';
/** Returned by a walker's visitor: stop the walk. */
export const EXIT = false;

export type WalkAction = typeof SKIP | typeof EXIT | void;

/**
 * Walks `tree` in document order (a node before its children), calling `visitor` with each
 * node, its index in its parent and the parent (`undefined` for the tree itself). Children are
 * read as the walk reaches them, so a child a visitor adds to the node it is given is walked
 * too, and a node replaced at its own index is not walked.
 *
 * The pipeline's own passes over every page use this rather than `unist-util-visit`, whose
 * walk makes a closure, names it (`Object.defineProperty`) and copies the ancestors' array for
 * every node: those allocations were a fifth of a page's compile, in a compile that
 * spends a fifth of its time collecting garbage. The order, `SKIP` and `EXIT` are the same as
 * `visit`'s; `test/tree-walk.test.ts` compares the two on generated trees.
 */
export function walk(
  tree: Node,
  visitor: (node: Node, index: number | undefined, parent: Parent | undefined) => WalkAction,
): void {
  walkNode(tree, undefined, undefined, visitor);
}

/** `walk` over the elements of a hast tree only (as `visit(tree, 'element', …)`). */
export function walkElements(
  tree: Node,
  visitor: (node: Element, index: number | undefined, parent: Parent | undefined) => WalkAction,
): void {
  walkNode(tree, undefined, undefined, (node, index, parent) =>
    node.type === 'element' ? visitor(node as Element, index, parent) : undefined,
  );
}

/** True when the walk is to stop. */
function walkNode(
  node: Node,
  index: number | undefined,
  parent: Parent | undefined,
  visitor: (node: Node, index: number | undefined, parent: Parent | undefined) => WalkAction,
): boolean {
  const action = visitor(node, index, parent);
  if (action === EXIT) return true;
  if (action === SKIP) return false;
  const children = (node as Partial<Parent>).children;
  if (!children) return false;
  for (let i = 0; i < children.length; i++) {
    if (walkNode(children[i]!, i, node as Parent, visitor)) return true;
  }
  return false;
}

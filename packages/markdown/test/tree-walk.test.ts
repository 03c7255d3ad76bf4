/**
 * The pipeline's walker visits what `unist-util-visit` visits, in the same order, with the same
 * index and parent, and honours SKIP and EXIT the same way: checked on generated trees and on
 * the edits the pipeline's passes make while they walk.
 */
import fc from 'fast-check';
import type { Node, Parent } from 'unist';
import { EXIT as VISIT_EXIT, SKIP as VISIT_SKIP, visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, walk } from '../src/tree-walk.ts';

interface TestNode extends Node {
  id: number;
  children?: TestNode[];
}

const TYPES = ['root', 'element', 'text', 'pre', 'raw'] as const;

/** Trees of up to a few hundred nodes, each with a unique id; leaves without `children`. */
const treeArbitrary = fc.letrec<{ node: TestNode }>((tie) => ({
  node: fc.record({
    type: fc.constantFrom(...TYPES),
    children: fc.option(fc.array(tie('node'), { maxLength: 4 }), { nil: undefined, depthSize: 'small' }),
  }) as unknown as fc.Arbitrary<TestNode>,
})).node.map((tree) => {
  let next = 0;
  const number = (node: TestNode): void => {
    node.id = next++;
    if (node.children === undefined) delete node.children;
    node.children?.forEach(number);
  };
  number(tree);
  return tree;
});

/** What a visitor does at each node: skip the children of `skipType`, stop at the `exitAt`-th visit. */
const behaviourArbitrary = fc.record({
  skipType: fc.constantFrom(...TYPES, 'none'),
  exitAt: fc.option(fc.nat(40), { nil: undefined }),
});

type Visit = [id: number, index: number | undefined, parent: number | undefined];

function record(
  run: (visitor: (node: Node, index: number | undefined, parent: Parent | undefined) => unknown) => void,
  behaviour: { skipType: string; exitAt: number | undefined },
  skip: unknown,
  exit: unknown,
): Visit[] {
  const seen: Visit[] = [];
  run((node, index, parent) => {
    seen.push([(node as TestNode).id, index, (parent as TestNode | undefined)?.id]);
    if (behaviour.exitAt !== undefined && seen.length > behaviour.exitAt) return exit;
    if (node.type === behaviour.skipType) return skip;
    return undefined;
  });
  return seen;
}

describe('walk', () => {
  it('visits the nodes unist-util-visit visits, in its order, with the same index and parent', () => {
    fc.assert(
      fc.property(treeArbitrary, behaviourArbitrary, (tree, behaviour) => {
        const ours = record((visitor) => walk(tree, visitor as never), behaviour, SKIP, EXIT);
        const theirs = record((visitor) => visit(tree, visitor as never), behaviour, VISIT_SKIP, VISIT_EXIT);
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 500 },
    );
  });

  it('walks a child added to the node being visited, and not a node replaced at its own index', () => {
    const run = (walker: (tree: Node, visitor: (node: Node, index?: number, parent?: Parent) => unknown) => void) => {
      const tree = {
        type: 'root',
        children: [
          { type: 'heading', children: [{ type: 'text', value: 'a' }] },
          { type: 'directive', children: [{ type: 'text', value: 'inside' }] },
          { type: 'text', value: 'after' },
        ],
      } as unknown as Parent;
      const seen: string[] = [];
      walker(tree, (node, index, parent) => {
        seen.push(node.type + ((node as { value?: string }).value ?? ''));
        if (node.type === 'heading') (node as Parent).children.push({ type: 'anchor' } as Node);
        if (node.type === 'directive' && parent && index !== undefined) {
          parent.children.splice(index, 1, { type: 'text', value: 'replaced' } as Node);
          return 'skip';
        }
        return undefined;
      });
      return seen;
    };
    const ours = run((tree, visitor) => walk(tree, visitor as never));
    expect(ours).toEqual(['root', 'heading', 'texta', 'anchor', 'directive', 'textafter']);
    expect(ours).toEqual(run((tree, visitor) => visit(tree, visitor as never)));
  });
});

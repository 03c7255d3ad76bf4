import type { Root as MdastRoot, Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'danger', 'warning'] as const;
const types = new Set<string>(ADMONITION_TYPES);

/** `:::tip Some title` (the legacy form) → `:::tip[Some title]`, which remark-directive parses. */
export function normalizeAdmonitionTitles(source: string): string {
  return source.replace(
    new RegExp(`^([ \\t]*:::(?:${ADMONITION_TYPES.join('|')}))[ \\t]+([^\\[{\\s].*?)[ \\t]*$`, 'gm'),
    '$1[$2]',
  );
}

/**
 * Turns admonition directives into `<div class="admonition admonition-{type}">` with a title,
 * and puts every other directive back as the text it was written as (so `a:b` in prose stays).
 */
export function transformDirectives(tree: MdastRoot, source: string): void {
  visit(tree, (node, index, parent) => {
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective')
      return;
    if (node.type === 'containerDirective' && types.has(node.name)) {
      toAdmonition(node);
      return;
    }
    if (!parent || index === undefined) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const value = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
    parent.children.splice(
      index,
      1,
      node.type === 'leafDirective'
        ? ({ type: 'paragraph', children: [{ type: 'text', value }] } as never)
        : ({ type: 'text', value } as never),
    );
    return SKIP;
  });
}

function toAdmonition(node: ContainerDirective): void {
  const first = node.children[0];
  const label =
    first && first.type === 'paragraph' && first.data?.directiveLabel ? (first as Paragraph) : undefined;
  const body = label ? node.children.slice(1) : node.children;
  const title: Paragraph = label ?? {
    type: 'paragraph',
    children: [{ type: 'text', value: node.name[0]!.toUpperCase() + node.name.slice(1) }],
  };
  title.data = { hName: 'p', hProperties: { className: ['admonition-title'] } };
  node.children = [
    title,
    {
      type: 'paragraph',
      data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
      children: body as never,
    },
  ] as never;
  node.data = {
    hName: 'div',
    hProperties: { className: ['admonition', `admonition-${node.name}`], role: 'note' },
  };
}

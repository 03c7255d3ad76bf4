import type { Code, PhrasingContent } from 'mdast';
import {
  ADMONITION_LABELS,
  paragraph,
  phrasingOf,
  quote,
  text,
  type AnyNode,
  type PlainContext,
} from './plain-nodes.ts';

/**
 * An MDX component as plain markdown: what it shows, without the component. Known ones keep
 * their meaning (an admonition's type, a tab's label, a details' summary, a code block's
 * code); any other is replaced by its children.
 */
export function jsxElement(
  node: AnyNode,
  context: PlainContext,
  plainChildren: (children: AnyNode[], context: PlainContext) => AnyNode[],
): AnyNode[] {
  const name = node.name ?? '';
  const attr = (key: string) => {
    const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === key);
    return typeof found?.value === 'string' ? found.value : undefined;
  };
  const children = node.children ?? [];
  if (name === 'summary') {
    // A details' summary: its text in bold, where it stands.
    const label = plainChildren(children, 'phrasing').flatMap(phrasingOf) as PhrasingContent[];
    const strong = { type: 'strong', children: label } as AnyNode;
    return context === 'phrasing' ? [strong] : [paragraph([strong as PhrasingContent])];
  }
  if (context === 'phrasing') return plainChildren(children, 'phrasing');
  if (name === 'Admonition') {
    const type = attr('type') ?? 'note';
    const title = attr('title') ?? ADMONITION_LABELS[type] ?? type;
    return [quote([text(title)], plainChildren(children, 'flow'))];
  }
  if (name === 'CodeBlock') {
    const code: Code = {
      type: 'code',
      lang: attr('language') ?? null,
      meta: null,
      value: codeText(children),
    };
    return [code as unknown as AnyNode];
  }
  if (name === 'TabItem') {
    const label = attr('label') ?? attr('value');
    const body = plainChildren(children, 'flow');
    return label ? [paragraph([{ type: 'strong', children: [text(label)] }]), ...body] : body;
  }
  return plainChildren(children, 'flow');
}

/** The code of `<CodeBlock>`: its text, or the string of a `{`…`}` template expression. */
function codeText(children: AnyNode[]): string {
  const parts: string[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const match = /^\s*(["'`])([\s\S]*)\1\s*$/.exec(node.value ?? '');
        if (match) parts.push(match[2]!);
      } else if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
        parts.push(node.value ?? '');
      } else if (node.children) {
        walk(node.children);
      }
    }
  };
  walk(children);
  return parts.join('\n').replace(/^\n+|\n+$/g, '');
}

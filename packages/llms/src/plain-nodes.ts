import type { BlockContent, Blockquote, Paragraph, PhrasingContent } from 'mdast';

// The node shapes and small builders the plain-markdown writers share.

/** Admonition types of `:::note` … blocks, as the markdown stage knows them. */
export const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  danger: 'Danger',
  warning: 'Warning',
  // Docusaurus's other keywords (docusaurus-mdx-loader's DefaultAdmonitionOptions).
  important: 'Important',
  secondary: 'Secondary',
  success: 'Success',
};

// A node of a tree parsed with remark-directive or remark-mdx, read by its `type` alone: the
// twin stage does not depend on those packages' node types (MDX may or may not be parsed).
export interface AnyNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  children?: AnyNode[];
  attributes?: { type: string; name?: string; value?: unknown }[];
  data?: { directiveLabel?: boolean };
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** Where nodes stand: among blocks, or inside a paragraph-like node. */
export type PlainContext = 'flow' | 'phrasing';

/** A blockquote whose first paragraph is the bold label: an admonition in plain markdown. */
export function quote(label: PhrasingContent[], body: AnyNode[]): AnyNode {
  const title: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: label }] };
  const blockquote: Blockquote = { type: 'blockquote', children: [title, ...(body as BlockContent[])] };
  return blockquote as unknown as AnyNode;
}

/** A paragraph's children; any other node as itself. */
export function phrasingOf(node: AnyNode): AnyNode[] {
  return node.type === 'paragraph' ? (node.children ?? []) : [node];
}

/** A text node. */
export function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

/** A paragraph. */
export function paragraph(children: PhrasingContent[]): AnyNode {
  return { type: 'paragraph', children: children as AnyNode[] } as AnyNode;
}

import type { BlockContent, List, ListItem, Paragraph, PhrasingContent, Root } from 'mdast';

// Small builders of mdast nodes: the twin writers build their trees with these.

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
export const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({
  type: 'link',
  url,
  children: children as never,
});
export const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
/** A bold label on a line of its own (`**Parameters**`). */
export const labelParagraph = (label: string): Paragraph => paragraph([strong(label)]);
export const heading = (depth: 1 | 2 | 3, children: PhrasingContent[]): BlockContent => ({
  type: 'heading',
  depth,
  children,
});
export const code = (lang: string, value: string): BlockContent => ({
  type: 'code',
  lang,
  meta: null,
  value,
});
export const root = (children: BlockContent[]): Root => ({ type: 'root', children });

/** A tight bullet list, one paragraph an item. */
export function list(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [paragraph(children)],
    })),
  };
}

/** `: parts`, or nothing when there are none. */
export function withColon(parts: PhrasingContent[]): PhrasingContent[] {
  return parts.length > 0 ? [text(': '), ...parts] : [];
}

/** ` — parts`, or nothing when there are none. */
export function dash(parts: PhrasingContent[]): PhrasingContent[] {
  return parts.length > 0 ? [text(' — '), ...parts] : [];
}

import type { Root } from 'mdast';
import { TWIN_ADMONITION_LABELS, type TwinEdit, type TwinEdits } from './twin-edits.ts';
import { componentEdits } from './twin-component-edits.ts';
import {
  blankLinesEnd,
  destinationAt,
  end,
  lineEnd,
  lineStart,
  nextLine,
  readDestination,
  start,
  type Node,
} from './source-offsets.ts';

// The walk that finds a twin's edits (what they are: `twin-edits.ts`) in the tree as parsed; an
// MDX component's edits are `twin-component-edits.ts`'s.

/** The twin's edits of a page parsed from `text` (the tree as parsed, before any transform). */
export function twinEdits(tree: Root, text: string, source: string): TwinEdits {
  const edits: TwinEdit[] = [];
  const toml = /^\+\+\+[ \t]*\r?\n[\s\S]*?\r?\n\+\+\+[ \t]*(?:\r?\n|$)/.exec(text);
  if (toml) edits.push({ kind: 'replace', start: 0, end: blankLinesEnd(text, toml[0].length), text: '' });
  const finder = new EditFinder(text);
  for (const child of (tree as unknown as Node).children ?? []) finder.node(child, edits, 'flow');
  return { ...(text !== source ? { text } : {}), length: source.length, edits };
}

export class EditFinder {
  constructor(readonly text: string) {}

  node(node: Node, out: TwinEdit[], context: 'flow' | 'phrasing'): void {
    const s = start(node);
    const e = end(node);
    if (s === undefined || e === undefined) return;
    switch (node.type) {
      case 'yaml':
        out.push({
          kind: 'replace',
          start: s,
          end: blankLinesEnd(this.text, lineEnd(this.text, e)),
          text: '',
        });
        return;
      case 'mdxjsEsm':
        out.push(this.removeBlock(s, e));
        return;
      // `mdx1Compat.comments`: an editor's note, not the page's text.
      case 'comment':
        out.push(context === 'flow' ? this.removeBlock(s, e) : this.removeInline(s, e));
        return;
      case 'mdxFlowExpression':
        out.push({ ...this.removeBlock(s, e), render: s } as TwinEdit);
        return;
      case 'mdxTextExpression':
        out.push({ ...this.removeInline(s, e), render: s } as TwinEdit);
        return;
      case 'containerDirective':
        if (node.name && TWIN_ADMONITION_LABELS[node.name]) this.admonition(node, s, e, out);
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        this.jsx(node, s, e, out, node.type === 'mdxJsxFlowElement' ? context : 'phrasing');
        return;
      case 'link':
      case 'image':
      case 'definition':
        this.url(node, s, e, out);
        break;
      case 'heading':
        this.headingId(node, out);
        break;
      case 'code':
      case 'inlineCode':
      case 'html':
        return;
    }
    for (const child of node.children ?? []) this.node(child, out, context);
  }

  /** `[start, end)`, and the whole line(s) when nothing else stands on them. */
  removeBlock(s: number, e: number, replacement = ''): TwinEdit {
    const from = lineStart(this.text, s);
    const to = lineEnd(this.text, e);
    if (this.text.slice(from, s).trim() === '' && this.text.slice(e, to).trim() === '') {
      const indent = this.text.slice(from, s);
      return replacement
        ? { kind: 'replace', start: from, end: nextLine(this.text, to), text: `${indent}${replacement}\n` }
        : { kind: 'replace', start: from, end: nextLine(this.text, to), text: '', block: true };
    }
    return { kind: 'replace', start: s, end: e, text: replacement };
  }

  /** Inline `[start, end)`, with the spaces before it when it ends its line (no trailing space left). */
  removeInline(s: number, e: number): TwinEdit {
    let from = s;
    if (this.text.slice(e, lineEnd(this.text, e)).trim() === '')
      while (from > 0 && (this.text[from - 1] === ' ' || this.text[from - 1] === '\t')) from--;
    return { kind: 'replace', start: from, end: e, text: '' };
  }

  /** A link's, image's or definition's destination as written (autolinks are absolute already). */
  url(node: Node, s: number, e: number, out: TwinEdit[]): void {
    if (node.url === undefined) return;
    const source = this.text.slice(s, e);
    let from: number;
    if (node.type === 'definition') {
      const at = source.indexOf(']:');
      if (at < 0) return;
      from = at + 2;
    } else {
      if (!source.endsWith(')')) return;
      // After the label: its last child's end for a link, the last `](` whose destination is
      // the node's for an image (its alt is no node).
      const children = node.children ?? [];
      const labelEnd = children.length > 0 ? end(children[children.length - 1]!) : undefined;
      const at =
        labelEnd !== undefined ? source.indexOf('](', labelEnd - s) : destinationAt(source, node.url);
      if (at < 0) return;
      from = at + 2;
    }
    while (from < source.length && /\s/.test(source[from]!)) from++;
    const destination = readDestination(source, from);
    if (!destination) return;
    out.push({ kind: 'url', start: s + destination.start, end: s + destination.end, url: node.url });
  }

  /** `## Title {#id}`: the id is the HTML page's; the twin's heading is its text. */
  headingId(node: Node, out: TwinEdit[]): void {
    const last = node.children?.[node.children.length - 1];
    if (last?.type !== 'text') return;
    const s = start(last);
    const e = end(last);
    if (s === undefined || e === undefined) return;
    const match = /\s*\\?\{#[^}\s]+\}\s*$/.exec(this.text.slice(s, e));
    if (match) out.push({ kind: 'replace', start: s + match.index, end: e, text: '' });
  }

  /** `:::tip[Title]` … `:::` → a quote whose first line is the bold label. */
  admonition(node: Node, s: number, e: number, out: TwinEdit[]): void {
    const children = node.children ?? [];
    const first = children[0];
    const label = first?.type === 'paragraph' && first.data?.directiveLabel === true ? first : undefined;
    const inner: TwinEdit[] = [];
    const openEnd = lineEnd(this.text, s);
    const labelChildren = label?.children ?? [];
    const ls = labelChildren.length > 0 ? start(labelChildren[0]!) : undefined;
    const le = labelChildren.length > 0 ? end(labelChildren[labelChildren.length - 1]!) : undefined;
    if (ls !== undefined && le !== undefined && le <= openEnd) {
      inner.push({ kind: 'replace', start: s, end: ls, text: '**' });
      for (const child of labelChildren) this.node(child, inner, 'phrasing');
      inner.push({ kind: 'replace', start: le, end: openEnd, text: '**' });
    } else {
      inner.push({
        kind: 'replace',
        start: s,
        end: openEnd,
        text: `**${TWIN_ADMONITION_LABELS[node.name!]}**`,
      });
    }
    this.quoteBody(label ? children.slice(1) : children, openEnd, e, inner);
    const keep = node.position!.start.column - 1;
    out.push({ kind: 'lines', start: s, end: e, keep, strip: 0, quote: true, edits: inner });
  }

  /** The body of a quote after its label line: one blank line, the children, nothing after them. */
  quoteBody(body: Node[], labelEnd: number, e: number, inner: TwinEdit[]): void {
    const bs = body.length > 0 ? start(body[0]!) : undefined;
    const be = body.length > 0 ? end(body[body.length - 1]!) : undefined;
    if (bs === undefined || be === undefined) {
      inner.push({ kind: 'replace', start: labelEnd, end: e, text: '' });
      return;
    }
    inner.push({ kind: 'replace', start: labelEnd, end: lineStart(this.text, bs), text: '\n\n' });
    for (const child of body) this.node(child, inner, 'flow');
    inner.push({ kind: 'replace', start: be, end: e, text: '' });
  }

  /** An MDX component as what it shows: `twin-component-edits.ts`. */
  jsx(node: Node, s: number, e: number, out: TwinEdit[], context: 'flow' | 'phrasing'): void {
    componentEdits(this, node, s, e, out, context);
  }

  /** The least indentation of the lines with text in `[from, to)`. */
  indentOf(from: number, to: number): number {
    let least = Infinity;
    for (const line of this.text.slice(from, to).split('\n'))
      if (line.trim()) least = Math.min(least, line.length - line.trimStart().length);
    return least === Infinity ? 0 : least;
  }

  /** A tag replaced: a tag alone on its line(s) goes with them (a label keeps a line of its own). */
  tag(s: number, e: number, replacement: string, block: boolean): TwinEdit {
    return block
      ? this.removeBlock(s, e, replacement)
      : { kind: 'replace', start: s, end: e, text: replacement };
  }
}

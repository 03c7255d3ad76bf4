import type { Root } from 'mdast';

// A page's markdown twin is its source with a few edits at the places the parse gives: front
// matter, imports and expressions out, MDX components as their text, admonitions as quotes, and
// each link's destination marked so the llms stage can make it absolute (the site's part: the
// route table). Everything else is the author's text as written. The edits are computed here,
// from the compile's own parse, and kept in the page's cache entry: the twin needs no parse.

/** Labels of the admonition types a twin names (`:::tip` → `**Tip**`), Docusaurus's keywords. */
export const TWIN_ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  danger: 'Danger',
  warning: 'Warning',
  // docusaurus-mdx-loader's DefaultAdmonitionOptions.
  important: 'Important',
  secondary: 'Secondary',
  success: 'Success',
};

/** One edit of the source, by offsets into `TwinEdits.text` (or the source). */
export type TwinEdit =
  /**
   * `[start, end)` becomes `text` (removed when empty). `block`: whole lines removed, and the
   * blank lines after them too when the text before already ends with one (blocks stay apart
   * by one blank line, not two).
   */
  | {
      kind: 'replace';
      start: number;
      end: number;
      text: string;
      block?: true;
      /**
       * A compiled page's component without text of its own or expression: the start offset of
       * its node, by which the render records what it rendered there (`twinRenderIds`); the
       * twin writes that text in place of `text` when it has it.
       */
      render?: number;
    }
  /** A link destination as written, `[start, end)`: the twin writes `url` made absolute. */
  | { kind: 'url'; start: number; end: number; url: string }
  /**
   * `[start, end)`, its own edits applied, then line by line: the first `keep` columns of
   * indentation kept (the block's place in a list), up to `strip` more removed (a component's
   * indentation of its children), and with `quote`, `> ` after them (an admonition as a
   * blockquote). A first line that does not start the range's line is only quoted.
   */
  | {
      kind: 'lines';
      start: number;
      end: number;
      keep: number;
      strip: number;
      quote?: true;
      edits: TwinEdit[];
    };

/** What a page's twin is made from besides the site: kept with the compiled page. */
export interface TwinEdits {
  /** The text the offsets are into, when it is not the source as read (MDX `{#id}`s escaped, legacy admonition titles). */
  text?: string;
  /** The length of the source the edits are for: a twin of another text is refused. */
  length: number;
  /** Sorted by start, not overlapping (a quote holds the edits inside it). */
  edits: TwinEdit[];
}

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  children?: Node[];
  attributes?: { type: string; name?: string; value?: unknown }[];
  data?: { directiveLabel?: boolean };
  position?: { start: { offset?: number; column: number }; end: { offset?: number } };
}

/** The twin's edits of a page parsed from `text` (the tree as parsed, before any transform). */
export function twinEdits(tree: Root, text: string, source: string): TwinEdits {
  const edits: TwinEdit[] = [];
  const toml = /^\+\+\+[ \t]*\r?\n[\s\S]*?\r?\n\+\+\+[ \t]*(?:\r?\n|$)/.exec(text);
  if (toml) edits.push({ kind: 'replace', start: 0, end: blankLinesEnd(text, toml[0].length), text: '' });
  const finder = new EditFinder(text);
  for (const child of (tree as unknown as Node).children ?? []) finder.node(child, edits, 'flow');
  return { ...(text !== source ? { text } : {}), length: source.length, edits };
}

/** The ids of a twin's edits that take a compiled page's rendered text (`render`), nested ones too. */
export function twinRenderIds(edits: readonly TwinEdit[]): Set<number> {
  const ids = new Set<number>();
  const visit = (list: readonly TwinEdit[]) => {
    for (const edit of list)
      if (edit.kind === 'lines') visit(edit.edits);
      else if (edit.kind === 'replace' && edit.render !== undefined) ids.add(edit.render);
  };
  visit(edits);
  return ids;
}

/** A twin without render ids: a page that is not compiled renders nothing for its twin. */
export function withoutRenderIds(twin: TwinEdits): TwinEdits {
  const strip = (list: TwinEdit[]): TwinEdit[] =>
    list.map((edit) => {
      if (edit.kind === 'lines') return { ...edit, edits: strip(edit.edits) };
      if (edit.kind !== 'replace' || edit.render === undefined) return edit;
      const { render: _, ...rest } = edit;
      return rest;
    });
  return { ...twin, edits: strip(twin.edits) };
}

const start = (node: Node) => node.position?.start.offset;
const end = (node: Node) => node.position?.end.offset;

class EditFinder {
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

  /** An MDX component as what it shows: its children; an admonition's, tab's or summary's label. */
  jsx(node: Node, s: number, e: number, out: TwinEdit[], context: 'flow' | 'phrasing'): void {
    const name = node.name ?? '';
    const attr = (key: string) => {
      const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === key);
      return typeof found?.value === 'string' ? found.value : undefined;
    };
    const children = node.children ?? [];
    const cs = children.length > 0 ? start(children[0]!) : undefined;
    const ce = children.length > 0 ? end(children[children.length - 1]!) : undefined;
    const flow = context === 'flow';
    if (name === 'CodeBlock' && flow) {
      const indent = ' '.repeat(node.position!.start.column - 1);
      const code = codeText(children).replace(/\n/g, `\n${indent}`);
      const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
      const edit = this.removeBlock(
        s,
        e,
        `${fence}${attr('language') ?? ''}\n${indent}${code}\n${indent}${fence}`,
      );
      // `{Example}` (a raw import): its code is known once rendered.
      const evaluated =
        !code && children.some((c) => c.type === 'mdxFlowExpression' || c.type === 'mdxTextExpression');
      out.push(evaluated ? ({ ...edit, render: s } as TwinEdit) : edit);
      return;
    }
    if (cs === undefined || ce === undefined) {
      out.push({ ...(flow ? this.removeBlock(s, e) : this.removeInline(s, e)), render: s } as TwinEdit);
      return;
    }
    // The tags: from the element's start to its first child's, from its last child's end to its own.
    const openEnd = s + this.text.slice(s, cs).trimEnd().length;
    const closeStart = ce + (this.text.slice(ce, e).length - this.text.slice(ce, e).trimStart().length);
    if (name === 'Admonition' && flow) {
      const type = attr('type') ?? 'note';
      const inner: TwinEdit[] = [
        {
          kind: 'replace',
          start: s,
          end: openEnd,
          text: `**${attr('title') ?? TWIN_ADMONITION_LABELS[type] ?? type}**`,
        },
      ];
      this.quoteBody(children, openEnd, e, inner);
      const keep = node.position!.start.column - 1;
      const strip = Math.max(0, this.indentOf(lineStart(this.text, cs), ce) - keep);
      out.push({ kind: 'lines', start: s, end: e, keep, strip, quote: true, edits: inner });
      return;
    }
    const label =
      name === 'summary' ? '**' : name === 'TabItem' && flow ? (attr('label') ?? attr('value')) : undefined;
    const open = name === 'summary' ? '**' : label ? `**${label}**` : '';
    const close = name === 'summary' ? '**' : '';
    const block = flow && name !== 'summary';
    out.push(this.tag(s, openEnd, open, block));
    // Children on lines of their own lose the component's indentation of them: in the twin's
    // markdown four spaces would make them code.
    const from = lineStart(this.text, cs);
    if (block && from >= openEnd) {
      const keep = node.position!.start.column - 1;
      const inner: TwinEdit[] = [];
      for (const child of children) this.node(child, inner, 'flow');
      const strip = Math.max(0, this.indentOf(from, ce) - keep);
      // Through the last child's line: its own edits may take the whole line.
      const to = this.text.slice(ce, lineEnd(this.text, ce)).trim()
        ? ce
        : nextLine(this.text, lineEnd(this.text, ce));
      out.push({ kind: 'lines', start: from, end: to, keep, strip, edits: inner });
    } else for (const child of children) this.node(child, out, flow ? 'flow' : 'phrasing');
    out.push(this.tag(closeStart, e, close, block));
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

/** The code of `<CodeBlock>`: its text, or the string of a `{`…`}` template expression. */
function codeText(children: Node[]): string {
  const parts: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const match = /^\s*(["'`])([\s\S]*)\1\s*$/.exec(node.value ?? '');
        if (match) parts.push(match[2]!);
      } else if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
        parts.push(node.value ?? '');
      } else if (node.children) walk(node.children);
    }
  };
  walk(children);
  return parts.join('\n').replace(/^\n+|\n+$/g, '');
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) longest = Math.max(longest, (run = c === char ? run + 1 : 0));
  return longest;
}

/** The `](` after which the destination is `url` (the last one when none reads so). */
function destinationAt(source: string, url: string): number {
  let found = -1;
  for (let at = source.indexOf(']('); at >= 0; at = source.indexOf('](', at + 1)) {
    found = at;
    let from = at + 2;
    while (from < source.length && /\s/.test(source[from]!)) from++;
    const destination = readDestination(source, from);
    if (destination && unescape(source.slice(destination.start, destination.end)) === url) return at;
  }
  return found;
}

const unescape = (raw: string) => raw.replace(/^<|>$/g, '').replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** A link destination from `from`: `<…>`, or up to whitespace or the unbalanced `)`. */
function readDestination(source: string, from: number): { start: number; end: number } | undefined {
  if (source[from] === '<') {
    const close = source.indexOf('>', from);
    return close < 0 ? undefined : { start: from, end: close + 1 };
  }
  let depth = 0;
  let at = from;
  for (; at < source.length; at++) {
    const c = source[at]!;
    if (c === '\\') {
      at++;
      continue;
    }
    if (/\s/.test(c)) break;
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  return at > from ? { start: from, end: at } : undefined;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function lineEnd(text: string, at: number): number {
  const found = text.indexOf('\n', at);
  return found < 0 ? text.length : found;
}

function nextLine(text: string, at: number): number {
  return at < text.length ? at + 1 : at;
}

/** From a line's end: past its newline and the blank lines after it. */
function blankLinesEnd(text: string, at: number): number {
  let end = nextLine(text, at);
  for (;;) {
    const next = lineEnd(text, end);
    if (end >= text.length || text.slice(end, next).trim() !== '') return end;
    end = nextLine(text, next);
  }
}

import { TWIN_ADMONITION_LABELS, type TwinEdit } from './twin-edits.ts';
import type { EditFinder } from './find-twin-edits.ts';
import { end, lineEnd, lineStart, nextLine, start, type Node } from './source-offsets.ts';

// A twin's edits of an MDX component (`<Admonition>`, `<TabItem>`, `<CodeBlock>`, `<summary>`, any
// other): what it shows, its children, without its tags.

/** An MDX component as what it shows: its children; an admonition's, tab's or summary's label. */
export function componentEdits(
  finder: EditFinder,
  node: Node,
  s: number,
  e: number,
  out: TwinEdit[],
  context: 'flow' | 'phrasing',
): void {
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
    const edit = finder.removeBlock(
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
    out.push({ ...(flow ? finder.removeBlock(s, e) : finder.removeInline(s, e)), render: s } as TwinEdit);
    return;
  }
  // The tags: from the element's start to its first child's, from its last child's end to its own.
  const openEnd = s + finder.text.slice(s, cs).trimEnd().length;
  const closeStart = ce + (finder.text.slice(ce, e).length - finder.text.slice(ce, e).trimStart().length);
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
    finder.quoteBody(children, openEnd, e, inner);
    const keep = node.position!.start.column - 1;
    const strip = Math.max(0, finder.indentOf(lineStart(finder.text, cs), ce) - keep);
    out.push({ kind: 'lines', start: s, end: e, keep, strip, quote: true, edits: inner });
    return;
  }
  const label =
    name === 'summary' ? '**' : name === 'TabItem' && flow ? (attr('label') ?? attr('value')) : undefined;
  const open = name === 'summary' ? '**' : label ? `**${label}**` : '';
  const close = name === 'summary' ? '**' : '';
  const block = flow && name !== 'summary';
  out.push(finder.tag(s, openEnd, open, block));
  // Children on lines of their own lose the component's indentation of them: in the twin's
  // markdown four spaces would make them code.
  const from = lineStart(finder.text, cs);
  if (block && from >= openEnd) {
    const keep = node.position!.start.column - 1;
    const inner: TwinEdit[] = [];
    for (const child of children) finder.node(child, inner, 'flow');
    const strip = Math.max(0, finder.indentOf(from, ce) - keep);
    // Through the last child's line: its own edits may take the whole line.
    const to = finder.text.slice(ce, lineEnd(finder.text, ce)).trim()
      ? ce
      : nextLine(finder.text, lineEnd(finder.text, ce));
    out.push({ kind: 'lines', start: from, end: to, keep, strip, edits: inner });
  } else for (const child of children) finder.node(child, out, flow ? 'flow' : 'phrasing');
  out.push(finder.tag(closeStart, e, close, block));
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

import type { Nodes, Parents, Root as MdastRoot, Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { ADMONITION_UNCLOSED, ADMONITION_UNKNOWN_TYPE, closest } from '@accounts-docs/diagnostics';
import { report } from './messages.ts';
import { SKIP, walk } from './tree-walk.ts';

/**
 * Admonitions are container directives (`:::tip[Title]` … `:::`) parsed by remark-directive
 * and turned into `<div class="admonition admonition-{type}">` here, on the tree: a `:::`
 * inside a code block stays code.
 */

/**
 * The admonition keywords Docusaurus knows (`DefaultAdmonitionOptions.keywords` in
 * docusaurus-mdx-loader/src/remark/admonitions/index.ts).
 */
export const ADMONITION_TYPES = [
  'note',
  'tip',
  'info',
  'caution',
  'danger',
  'warning',
  'important',
  'secondary',
  'success',
] as const;

/**
 * How a keyword looks: its own style, or the one theme-classic gives it (`admonitionAliases` in
 * theme-classic/src/theme/Admonition/Types.tsx: `secondary` is a note, `important` an info,
 * `success` a tip), keeping its own title.
 */
const STYLE_OF: Record<string, string> = { important: 'info', secondary: 'note', success: 'tip' };

/** The style (`admonition-{style}` class) of an admonition keyword. */
export function admonitionStyle(type: string): string {
  return STYLE_OF[type] ?? type;
}

const types = new Set<string>(ADMONITION_TYPES);
const LEGACY_TITLE = /^([ \t>]*:{3,}([A-Za-z][\w-]*))[ \t]+([^[{\s].*?)[ \t]*$/;

/**
 * `:::tip Some title`, the legacy form, is not a directive to remark-directive. When a page has
 * such lines outside code (as the parsed `tree` shows), this returns its source with them
 * written `:::tip[Some title]` (same lines, so positions after them hold); else `undefined`.
 */
export function rewriteLegacyTitles(source: string, tree: MdastRoot): string | undefined {
  const code: Array<[number, number]> = [];
  walk(tree, (node: Node) => {
    if ((node.type === 'code' || node.type === 'html' || node.type === 'yaml') && node.position) {
      code.push([node.position.start.line, node.position.end.line]);
    }
  });
  const inCode = (line: number) => code.some(([start, end]) => line >= start && line <= end);
  let changed = false;
  const lines = source.split('\n').map((line, i) => {
    const match = LEGACY_TITLE.exec(line);
    if (!match || !types.has(match[2]!) || inCode(i + 1)) return line;
    changed = true;
    return `${match[1]}[${match[3]}]${line.endsWith('\r') ? '\r' : ''}`;
  });
  return changed ? lines.join('\n') : undefined;
}

/**
 * Turns admonition directives into `<div class="admonition admonition-{type}">` with a title,
 * reports on `file` the containers that are never closed or have an unknown type, and puts
 * leaf and text directives back as the text they were written as (so `a:b` in prose stays).
 */
export function transformDirectives(
  tree: MdastRoot,
  source: string,
  file: VFile,
  extraKeywords: readonly string[] = [],
): void {
  // Keywords the site adds (Docusaurus's `markdown.admonitions.keywords`, which extend the
  // defaults) are admonitions too, in the info style (theme-classic's fallback for a type it has
  // no component for).
  const known = extraKeywords.length > 0 ? new Set([...types, ...extraKeywords]) : types;
  walk(tree, (child, index, parentNode) => {
    const node = child as Nodes;
    const parent = parentNode as Parents | undefined;
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective')
      return;
    if (node.type === 'containerDirective') {
      checkContainer(node, source, file, parent, known);
      if (known.has(node.name))
        toAdmonition(node, types.has(node.name) ? admonitionStyle(node.name) : 'info');
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

/** What an unclosed container runs to the end of, in words. */
const PARENT_NAMES: Record<string, string> = {
  root: 'the page',
  listItem: 'its list item',
  blockquote: 'its block quote',
  containerDirective: 'the container it is in',
};

function checkContainer(
  node: ContainerDirective,
  source: string,
  file: VFile,
  parent: Parents | undefined,
  known: ReadonlySet<string>,
): void {
  const start = node.position?.start;
  const place = { line: start?.line ?? 1, column: start?.column ?? 1 };
  if (!known.has(node.name)) {
    const suggestion = closest(node.name, [...known]);
    report(file, `Unknown admonition type "${node.name}"`, {
      place,
      ruleId: ADMONITION_UNKNOWN_TYPE,
      hint: suggestion
        ? `did you mean \`:::${suggestion}\`?`
        : `use one of ${ADMONITION_TYPES.map((t) => `\`:::${t}\``).join(', ')}`,
      fatal: true,
    });
  }
  // A closed container ends with its own fence: a line of at least as many colons as it opened
  // with, after its last child (an inner container may have taken the fence that follows it).
  const text = source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  const opening = /^[ \t]*(:{3,})/.exec(text)?.[1]?.length ?? 3;
  const lastLine = text.slice(text.lastIndexOf('\n') + 1).replace(/^[ \t>]*/, '');
  const endLine = node.position?.end.line ?? 0;
  const contentEnd = node.children.at(-1)?.position?.end.line ?? start?.line ?? 0;
  if (endLine > contentEnd && new RegExp(`^:{${opening},}[ \\t]*\\r?$`).test(lastLine)) return;
  // As in Docusaurus (micromark's directive syntax), a container left open runs to the end of
  // its parent and the page builds: a warning, at the opening line.
  const runsTo = PARENT_NAMES[parent?.type ?? 'root'] ?? 'its parent';
  report(file, `The \`:::${node.name}\` opened here is never closed: it runs to the end of ${runsTo}`, {
    place,
    ruleId: ADMONITION_UNCLOSED,
    hint: `end it with a line holding only \`${':'.repeat(opening)}\``,
  });
}

function toAdmonition(node: ContainerDirective, style: string): void {
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
    hProperties: { className: ['admonition', `admonition-${style}`], role: 'note' },
  };
}

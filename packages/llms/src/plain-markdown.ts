import type { Heading, PhrasingContent, Root, RootContent } from 'mdast';
import { jsxElement } from './mdx-elements.ts';
import { ADMONITION_LABELS, paragraph, quote, text, type AnyNode } from './plain-nodes.ts';

export interface PlainMarkdownOptions {
  /** The URL a link, image or definition should point at, from the URL as written. */
  url: (written: string) => string;
  /** The file's text: directives that are not admonitions are put back as they were written. */
  source?: string;
}

/** Nodes whose children are blocks (the rest hold inline content, or rows and cells). */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'html',
  'footnoteReference',
]);

/**
 * Makes a parsed page plain markdown that any reader understands: front matter and MDX
 * imports/exports/expressions dropped, admonitions (`:::tip`, `<Admonition>`) as blockquotes
 * with a bold label, other MDX components replaced by their children (a tab's label and a
 * details' summary kept as bold text), `{#id}` heading suffixes removed, and every link,
 * image and definition pointed at `options.url(…)`. Changes the tree in place.
 */
export function toPlainMarkdown(tree: Root, options: PlainMarkdownOptions): void {
  tree.children = plainChildren(tree.children as AnyNode[], options, 'flow') as RootContent[];
}

function plainChildren(
  nodes: AnyNode[],
  options: PlainMarkdownOptions,
  context: 'flow' | 'phrasing',
): AnyNode[] {
  const out: AnyNode[] = [];
  for (const node of nodes) out.push(...plainNode(node, options, context));
  return context === 'flow' ? wrapPhrasing(out) : out;
}

function plainNode(node: AnyNode, options: PlainMarkdownOptions, context: 'flow' | 'phrasing'): AnyNode[] {
  switch (node.type) {
    case 'yaml':
    case 'toml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'containerDirective':
      if (node.name && ADMONITION_LABELS[node.name]) return [admonition(node, options)];
      return [asWritten(node, options, 'flow')];
    case 'leafDirective':
    case 'textDirective':
      return [asWritten(node, options, node.type === 'leafDirective' ? 'flow' : 'phrasing')];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, node.type === 'mdxJsxFlowElement' ? 'flow' : context, (children, inner) =>
        plainChildren(children, options, inner),
      );
    case 'link':
    case 'image':
    case 'definition':
      if (node.url !== undefined) node.url = options.url(node.url);
      break;
    case 'heading':
      stripHeadingId(node as unknown as Heading);
      break;
  }
  if (node.children) {
    const flow = FLOW_PARENTS.has(node.type);
    node.children = plainChildren(node.children, options, flow ? 'flow' : 'phrasing');
    if (!flow) trimEdges(node.children);
  }
  return [node];
}

/** `:::tip[Title]` → a blockquote whose first paragraph is the bold label. */
function admonition(node: AnyNode, options: PlainMarkdownOptions): AnyNode {
  const children = node.children ?? [];
  const first = children[0];
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label = hasLabel
    ? (plainChildren(first.children ?? [], options, 'phrasing') as PhrasingContent[])
    : [text(ADMONITION_LABELS[node.name!]!)];
  return quote(label, plainChildren(hasLabel ? children.slice(1) : children, options, 'flow'));
}

/** A directive that is not an admonition (`a:b` in prose parses as one): its text as written. */
function asWritten(node: AnyNode, options: PlainMarkdownOptions, context: 'flow' | 'phrasing'): AnyNode {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const value =
    options.source !== undefined && start !== undefined && end !== undefined
      ? options.source.slice(start, end)
      : `:${node.name ?? ''}`;
  if (context === 'phrasing') return text(value) as AnyNode;
  // A block written as text: a code-free paragraph would escape its colons, so keep it raw.
  return { type: 'html', value };
}

/** Inline content may not stand alone among blocks: consecutive inline nodes share a paragraph. */
function wrapPhrasing(nodes: AnyNode[]): AnyNode[] {
  const out: AnyNode[] = [];
  let run: AnyNode[] = [];
  const flush = () => {
    const meaningful = run.some((node) => !(node.type === 'text' && !(node.value ?? '').trim()));
    if (meaningful) out.push(paragraph(run as PhrasingContent[]) as unknown as AnyNode);
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type) && node.type !== 'html') run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/** Inline content whose first or last node was removed (an expression) keeps no dangling space. */
function trimEdges(nodes: AnyNode[]): void {
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  if (first?.type === 'text' && first.value !== undefined) first.value = first.value.replace(/^[ \t]+/, '');
  if (last?.type === 'text' && last.value !== undefined) last.value = last.value.replace(/[ \t]+$/, '');
}

/** `## Options {#custom-id}`: the id is for the HTML page; the twin's heading is the text. */
function stripHeadingId(heading: Heading): void {
  const last = heading.children[heading.children.length - 1];
  if (last?.type !== 'text') return;
  last.value = last.value.replace(/\s*\{#[^}\s]+\}\s*$/, '');
}

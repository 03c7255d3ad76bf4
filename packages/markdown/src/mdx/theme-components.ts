import type { Program } from 'estree';
import type { Code, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { ADMONITION_TYPES, admonitionStyle } from '../admonitions.ts';
import { evaluateProgram } from './literal.ts';
import {
  checkPropNames,
  classesOf,
  MDX_RULES,
  readProps,
  report,
  stringProp,
  type JsxElement,
  type MdxContext,
} from './props.ts';

/**
 * `<Details summary="…">` (or a `<summary>` child) → `<details class="details">` with the
 * summary first, as the HTML element requires.
 */
export function transformDetails(node: JsxElement, context: MdxContext): void {
  const props = readProps(context, node);
  checkPropNames(context, node, props, ['summary', 'className', 'open']);
  const summary = stringProp(context, node, props, 'summary');
  const children = node.children as RootContent[];
  const isSummary = (c: RootContent | undefined) =>
    (c?.type === 'mdxJsxFlowElement' || c?.type === 'mdxJsxTextElement') && c.name === 'summary';
  const index = children.findIndex(isSummary);
  let own = index === -1 ? undefined : children.splice(index, 1)[0];
  // `<summary>…</summary>` followed by text on the next line: one paragraph that opens with it.
  const opening = children[0];
  if (!own && opening?.type === 'paragraph' && isSummary(opening.children[0])) {
    own = opening.children.shift() as RootContent;
    const next = opening.children[0];
    if (next?.type === 'text') next.value = next.value.replace(/^\s+/, '');
    if (opening.children.length === 0) children.shift();
  }
  const first = own ?? {
    type: 'detailsSummary',
    data: { hName: 'summary', hChildren: [{ type: 'text', value: summary ?? 'Details' }] },
  };
  node.children = [first, ...children] as never;
  node.data = {
    hName: 'details',
    hProperties: {
      className: ['details', ...classesOf(context, node, props)],
      ...(props.open === true ? { open: true } : {}),
    },
  } as never;
  (node as unknown as { type: string }).type = 'details';
}

/**
 * `<Admonition type="tip" title="…">` → the HTML of the `:::tip[…]` directive (a unit test
 * compares the two). Built here rather than handed to the directive transform, which checks
 * a container against its `:::` fences in the source.
 */
export function transformAdmonition(node: JsxElement, context: MdxContext): void {
  const props = readProps(context, node);
  checkPropNames(context, node, props, ['type', 'title', 'icon', 'className']);
  const type = stringProp(context, node, props, 'type');
  const types: readonly string[] = ADMONITION_TYPES;
  if (type === undefined || !types.includes(type)) {
    report(
      context,
      MDX_RULES.prop,
      node,
      type === undefined ? `<${node.name}> needs a \`type\`` : `Unknown admonition type "${type}"`,
      `use type="${ADMONITION_TYPES.join('" | "')}"`,
    );
    return;
  }
  const title = stringProp(context, node, props, 'title') ?? type[0]!.toUpperCase() + type.slice(1);
  const admonition = node as unknown as { type: string; data: unknown; children: unknown[] };
  admonition.type = 'admonition';
  admonition.data = {
    hName: 'div',
    hProperties: {
      className: ['admonition', `admonition-${admonitionStyle(type)}`, ...classesOf(context, node, props)],
      role: 'note',
    },
  };
  admonition.children = [
    {
      type: 'paragraph',
      data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
      children: [{ type: 'text', value: title }],
    },
    {
      type: 'admonitionContent',
      data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
      children: node.children,
    },
  ];
}

/**
 * `<CodeBlock language="ts" title="a.ts" showLineNumbers>{`…`}</CodeBlock>` → the fenced code
 * block it stands for, highlighted like any other. The code is the string literal child, or
 * the text of the children.
 */
export function transformCodeBlock(node: JsxElement, context: MdxContext): Code | undefined {
  const props = readProps(context, node);
  checkPropNames(context, node, props, ['language', 'title', 'showLineNumbers', 'metastring', 'className']);
  const language =
    stringProp(context, node, props, 'language') ??
    languageOfClass(stringProp(context, node, props, 'className'));
  const title = stringProp(context, node, props, 'title');
  const metastring = stringProp(context, node, props, 'metastring');
  const meta = [
    title === undefined ? '' : title.includes('"') ? `title='${title}'` : `title="${title}"`,
    props.showLineNumbers === true ? 'showLineNumbers' : '',
    metastring ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const value = codeOf(node, context);
  if (value === undefined) return undefined;
  return {
    type: 'code',
    lang: language ?? null,
    meta: meta || null,
    value,
    ...(node.position ? { position: node.position } : {}),
  };
}

function languageOfClass(className: string | undefined): string | undefined {
  return className
    ?.split(/\s+/)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
}

function codeOf(node: JsxElement, context: MdxContext): string | undefined {
  const [only] = node.children;
  if (
    node.children.length === 1 &&
    only &&
    (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression')
  ) {
    const result = evaluateProgram(only.data?.estree as Program | undefined);
    if (result.ok === true && typeof result.value === 'string')
      return result.value.replace(/^\n/, '').replace(/\n$/, '');
    report(
      context,
      MDX_RULES.expression,
      result.ok === false && result.node.loc ? result.node : only,
      `The code of <${node.name}> must be a string literal`,
      'write the code in a template literal: {`…`}',
    );
    return undefined;
  }
  // Written as text between the tags: the source as written (markdown would have eaten its `*`).
  const start = node.children[0]?.position?.start.offset;
  const end = node.children.at(-1)?.position?.end.offset;
  if (start !== undefined && end !== undefined) return context.source.slice(start, end);
  return toString(node.children as never);
}

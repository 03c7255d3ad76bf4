import type { Heading, Root as MdastRoot, RootContent } from 'mdast';
import type { Program } from 'estree';
import { toString } from 'mdast-util-to-string';
import { walk } from '../tree-walk.ts';
import type { JsxElement } from './props.ts';

// A compiled MDX page's `toc` export, as Docusaurus's mdx-loader makes it (remark/toc): its items
// read from the tree, each heading's value as HTML, and the export's code (`compile-mdx.ts`'s
// module ends with it).

/** One item of a compiled page's `toc` export: a heading, or the `toc` of a partial shown there. */
export type TocExportItem =
  { value: string; id: string; level: number } | { partial: string; specifier: string };
export type TocExport = TocExportItem[];

/**
 * The page's `toc` export as Docusaurus's mdx-loader makes it (`remark/toc`): every heading of
 * level 2 and more that has text, in document order (nested ones too, inside components), its
 * `value` the heading's inline content as HTML (`tocValue`), and, where a partial (the default
 * import of a `.md` / `.mdx` file) is used as `<Partial />`, that partial's own `toc` spread in.
 * A page's own `export const toc = …` (alone in its block) gives way to it when there is at
 * least one item, and is kept when there is none, as remark/toc does. Run on the tree after
 * `addHeadingIds` (the ids are set).
 */
export function tocExport(tree: MdastRoot): TocExport {
  const partials = new Map<string, string>();
  let own: number | undefined;
  tree.children.forEach((node, index) => {
    if (node.type !== 'mdxjsEsm') return;
    const body = (node.data as { estree?: Program } | undefined)?.estree?.body ?? [];
    if (isTocDeclaration(body)) own = index;
    for (const statement of body) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = statement.source.value;
      if (typeof specifier !== 'string' || !/\.mdx?$/.test(specifier)) continue;
      const name = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
      if (name) partials.set(name, specifier);
    }
  });
  const items: TocExport = [];
  walk(tree, (node) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const id = (heading.data?.hProperties as { id?: unknown } | undefined)?.id;
      if (toString(heading) && heading.depth >= 2 && typeof id === 'string')
        items.push({ value: tocValue(heading).trim(), id, level: heading.depth });
    } else if (node.type === 'mdxJsxFlowElement') {
      const name = (node as JsxElement).name;
      const specifier = name ? partials.get(name) : undefined;
      if (name && specifier) items.push({ partial: name, specifier });
    }
  });
  if (own !== undefined && items.length > 0) tree.children.splice(own, 1);
  return items;
}

/** `export const toc = …` alone in its ESM block: what remark/toc's `isNamedExport` recognises. */
function isTocDeclaration(body: Program['body']): boolean {
  const [statement] = body;
  if (body.length !== 1 || statement?.type !== 'ExportNamedDeclaration') return false;
  const declaration = statement.declaration;
  if (declaration?.type !== 'VariableDeclaration') return false;
  const id = declaration.declarations[0]?.id;
  return id?.type === 'Identifier' && id.name === 'toc';
}

/** Elements whose content a browser runs or reads raw: a TOC value never opens one. */
const UNSAFE_TOC_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'textarea',
  'title',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'base',
  'link',
  'meta',
  'form',
  'input',
  'button',
  'select',
  'option',
  'a',
]);

/**
 * A heading's inline content as the HTML of its TOC entry, as Docusaurus's mdx-loader writes it
 * (remark/utils `toValue`): text escaped, inline code as `<code>`, emphasis, strong and
 * strikethrough as `<em>`, `<strong>`, `<del>`, a link as its content, an inline JSX element as
 * its tag with its `className` and content. What Docusaurus passes through unescaped (an
 * expression's source, raw HTML: `toString` of any other node) is escaped text here, and an
 * element that could run or load anything (`<script>`, `<iframe>`, …) is only its content:
 * the entry is written with `dangerouslySetInnerHTML`, so only markup made here reaches it.
 */
export function tocValue(node: Heading | RootContent): string {
  switch (node.type) {
    case 'heading':
      return node.children.map(tocValue).join('');
    case 'text':
      return escapeHtml(node.value);
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`;
    case 'emphasis':
      return `<em>${node.children.map(tocValue).join('')}</em>`;
    case 'strong':
      return `<strong>${node.children.map(tocValue).join('')}</strong>`;
    case 'delete':
      return `<del>${node.children.map(tocValue).join('')}</del>`;
    case 'link':
      return node.children.map(tocValue).join('');
    case 'mdxJsxTextElement': {
      const element = node as JsxElement;
      const content = (element.children as RootContent[]).map(tocValue).join('');
      const tag = element.name;
      if (!tag || !/^[A-Za-z][\w.:-]*$/.test(tag) || UNSAFE_TOC_TAGS.has(tag.toLowerCase())) return content;
      const attributes = element.attributes.filter((a) => a.type === 'mdxJsxAttribute');
      const className =
        attributes.find((a) => a.name === 'className') ?? attributes.find((a) => a.name === 'class');
      // A string value is the attribute's text; an expression's source is written as Docusaurus
      // writes it (`String(value)`), escaped.
      const value = className?.value;
      const text = typeof value === 'string' ? value : value ? String(value) : undefined;
      return `<${tag}${text !== undefined ? ` class="${escapeHtml(text)}"` : ''}>${content}</${tag}>`;
    }
    default:
      return escapeHtml(toString(node));
  }
}

/** `export const toc = [...]`, a partial's items spread from its own `toc`, imported under a name of its own. */
export function tocExportCode(toc: TocExport): string {
  const imported = new Map<string, string>();
  const parts = toc.map((item) => {
    if ('id' in item) return JSON.stringify(item);
    const local = `__toc${item.partial}`;
    imported.set(local, item.specifier);
    return `...${local}`;
  });
  return [
    ...[...imported].map(
      ([local, specifier]) => `import { toc as ${local} } from ${JSON.stringify(specifier)};`,
    ),
    `export const toc = [${parts.join(', ')}];`,
  ].join('\n');
}

/** Text in a TOC entry's HTML, escaped as Docusaurus's `escape-html` does it. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

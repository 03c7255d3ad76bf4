import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import { VFile } from 'vfile';
import { CODE_HTML_PROPERTY } from '../code-html.ts';
import type { Program } from 'estree';
import { closest } from '@accounts-docs/diagnostics';
import { isExternalHref, isMarkdownHref, PARTIAL_LINK_FILE } from '@accounts-docs/routes';
import { walk, walkElements } from '../tree-walk.ts';
import { MDX_RULES, report, type JsxElement, type MdxContext } from './props.ts';
import { transformMdx } from './transform-mdx.ts';
import { tocExportCode, type TocExport } from './toc-export.ts';

/**
 * The tag of the one element a compiled MDX page's tree holds: the renderer puts the page's
 * compiled component there (render's `render-page.ts` names it too). A custom element name no
 * markdown or HTML writes (`accounts-docs-` is ours).
 */
export const COMPILED_MDX_TAG = 'accounts-docs-mdx';

/**
 * The property a compiled page's highlighted `<code>` holds its HTML in (the tree's own,
 * `accounts-docs/html`, is no JSX attribute name): the MDX `code` component of the renderer
 * writes it as is.
 */
export const COMPILED_CODE_HTML = 'data-accounts-docs-html';

/**
 * The element around what a compiled page renders for a component without text of its own or
 * an expression (its twin edit's `render` id in `data-twin`): the renderer records its HTML for
 * the markdown twin and writes the page without it (render's `render-page.ts` names it too).
 */
export const TWIN_MARK_TAG = 'accounts-docs-twin';

const MDX_NODES = new Set([
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
]);

/**
 * Wraps each MDX node whose start offset is one of `ids` in the twin's mark. Only where its
 * parent is the document or an HTML element: a component reads its children (Tabs reads its
 * TabItems), and a mark between them would change what it renders.
 */
export function markTwinNodes(hast: HastRoot, ids: ReadonlySet<number>): void {
  if (ids.size === 0) return;
  const visit = (parent: { children: HastRoot['children'] }) => {
    parent.children = parent.children.map((child) => {
      const offset = child.position?.start.offset;
      if (MDX_NODES.has(child.type) && offset !== undefined && ids.has(offset))
        return {
          type: 'element',
          tagName: TWIN_MARK_TAG,
          properties: { dataTwin: String(offset) },
          children: [child],
        } as Element;
      if (child.type === 'element') visit(child);
      return child;
    });
  };
  visit(hast);
}

/** What makes an MDX page need its JavaScript run: the problems the flattening would report. */
const EVALUATION_RULES: ReadonlySet<string> = new Set([
  MDX_RULES.import,
  MDX_RULES.export,
  MDX_RULES.expression,
  MDX_RULES.unknownComponent,
]);

/**
 * Whether an MDX page must be compiled (imports of the site's modules, `export`, expressions
 * that are not literals, components accounts-docs does not draw itself), decided by flattening
 * a copy of its tree as `transformMdx` does: a page that flattens keeps the plain path.
 */
export function needsCompiling(tree: MdastRoot, source: string): boolean {
  const scratch = new VFile();
  transformMdx(structuredClone(tree), { file: scratch, source });
  return scratch.messages.some(
    (message) => message.ruleId !== undefined && EVALUATION_RULES.has(message.ruleId),
  );
}

/**
 * The page's tree (hast with its MDX nodes, after every step of the markdown pipeline) as an ES
 * module by `@mdx-js/mdx`'s own back half (rehype → estree → JavaScript): its default export is
 * the page's content component. Docusaurus's mdx-loader adds `frontMatter`, `contentTitle` and
 * `toc` exports; so does this, so `{frontMatter.title}` and `<TOCInline toc={toc} />` work.
 */
export async function mdxModule(
  hast: HastRoot,
  page: {
    file: string;
    frontMatter: Record<string, unknown>;
    h1: string | undefined;
    toc: TocExport;
    /** The twin edits' `render` ids: what the twin takes from the render is marked. */
    twinIds?: ReadonlySet<number>;
  },
): Promise<string> {
  markTwinNodes(hast, page.twinIds ?? new Set());
  walkElements(hast, (node: Element) => {
    const html = node.properties[CODE_HTML_PROPERTY];
    if (typeof html !== 'string') return;
    delete node.properties[CODE_HTML_PROPERTY];
    node.properties[COMPILED_CODE_HTML] = html;
    // Its text stays for nothing: the HTML replaces it.
    node.children = [];
  });
  const [{ createProcessor }, { SourceMapGenerator }] = await Promise.all([
    import('@mdx-js/mdx'),
    import('source-map'),
  ]);
  // The processor's parse is never used: it runs from the tree, and our tree replaces the one
  // its remark-rehype makes of the empty document it is given.
  const processor = createProcessor({
    format: 'mdx',
    outputFormat: 'program',
    jsx: false,
    // JSX in dev form, through the React stage's runtime (react-pages' `bundle-react.ts`): each
    // `<Link to>` and `<a href>` written in the page knows its line and column, for the link check.
    development: true,
    jsxImportSource: 'accounts-docs-jsx',
    // A throw while rendering is placed in the MDX source: esbuild carries this map into the
    // bundle's, which Node applies to stack traces.
    SourceMapGenerator,
    rehypePlugins: [() => () => hast],
    // The components a page's content and its partials share (react-pages' `mdx-modules.ts`).
    providerImportSource: 'accounts-docs-mdx-provider',
  });
  const file = new VFile({ path: page.file });
  const estree = await processor.run({ type: 'root', children: [] } as never, file);
  const code = String(processor.stringify(estree, file));
  const exported = (name: string) =>
    new RegExp(`export\\s+(?:const|let|var|function)\\s+${name}\\b`).test(code);
  // What Docusaurus's loader exports, unless the page exports it itself (it would not compile).
  const extra = [
    exported('frontMatter') ? '' : `export const frontMatter = ${JSON.stringify(page.frontMatter)};`,
    exported('contentTitle') ? '' : `export const contentTitle = ${JSON.stringify(page.h1 ?? null)};`,
    exported('toc') ? '' : tocExportCode(page.toc),
  ];
  const map = file.map
    ? `//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(file.map)).toString('base64')}\n`
    : '';
  return `${code}\n${extra.filter(Boolean).join('\n')}\n${map}`;
}

/**
 * Marks each relative markdown link of a partial (`[x](./other.md)`) with the partial's file
 * (routes' `PARTIAL_LINK_FILE`): the renderer then takes its target from the importing page's
 * link map under `partialLinkKey(file, href)`, resolved from the partial's folder as Docusaurus's
 * mdx-loader does.
 */
export function markPartialLinks(hast: HastRoot, file: string): void {
  walkElements(hast, (node: Element) => {
    const href = node.properties.href;
    if (node.tagName !== 'a' || typeof href !== 'string') return;
    if (href.startsWith('/') || isExternalHref(href) || !isMarkdownHref(href)) return;
    node.properties[PARTIAL_LINK_FILE] = file;
  });
}

/**
 * A paragraph that holds only JSX and expressions (and white space) is those nodes themselves,
 * as `@mdx-js/mdx`'s remark-mark-and-unravel makes it: `<Foo>text</Foo>` on its own line is no
 * `<p>` around a component.
 */
export function unravelJsxParagraphs(tree: MdastRoot): void {
  const visit = (parent: { children: RootContent[] }) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i]!;
      if (node.type === 'paragraph') {
        const kids = node.children;
        const onlyJsx =
          kids.some((k) => k.type === 'mdxJsxTextElement' || k.type === 'mdxTextExpression') &&
          kids.every(
            (k) =>
              k.type === 'mdxJsxTextElement' ||
              k.type === 'mdxTextExpression' ||
              (k.type === 'text' && /^[\t\r\n ]*$/.test(k.value)),
          );
        if (onlyJsx) {
          const flow = kids
            .filter((k) => k.type !== 'text')
            .map((k) => ({
              ...k,
              type: k.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression',
            })) as RootContent[];
          parent.children.splice(i, 1, ...flow);
          i += flow.length - 1;
          continue;
        }
      }
      if ('children' in node && Array.isArray(node.children)) visit(node as { children: RootContent[] });
    }
  };
  visit(tree);
}

/** The components every compiled page has without an import (react-pages' `mdx-modules.ts`, as Docusaurus's MDXComponents). */
const PROVIDED = new Set(['Details', 'Admonition', 'CodeBlock', 'Tabs', 'TabItem']);

/**
 * Reports each component a compiled page uses that nothing defines — not imported, not
 * exported by the page, not one every page has — at its place: MDX would only throw when the
 * page renders, naming no line.
 */
export function checkComponentsDefined(tree: MdastRoot, context: MdxContext): void {
  const defined = new Set<string>(PROVIDED);
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data as { estree?: Program } | undefined)?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration')
        for (const s of statement.specifiers) defined.add(s.local.name);
      if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
      const declaration = statement.declaration;
      if (declaration.type === 'VariableDeclaration') {
        for (const d of declaration.declarations) if (d.id.type === 'Identifier') defined.add(d.id.name);
      } else if (declaration.id) defined.add(declaration.id.name);
    }
  }
  walk(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = (node as JsxElement).name;
    if (!name || !/^[A-Z_$]/.test(name) || name.includes('-')) return;
    const base = name.split('.')[0]!;
    if (defined.has(base)) return;
    const near = closest(base, [...defined]);
    report(
      context,
      MDX_RULES.unknownComponent,
      node,
      `Unknown MDX component <${name}>: \`${base}\` is not imported or exported by this page`,
      near ? `did you mean <${near}>?` : `import it: \`import ${base} from '@site/src/components/${base}';\``,
    );
  });
}

import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import { VFile } from 'vfile';
import { CODE_HTML_PROPERTY } from '../code-html.ts';
import type { TocEntry } from '../heading-ids.ts';
import { walkElements } from '../tree-walk.ts';
import { MDX_RULES } from './props.ts';
import { transformMdx } from './transform-mdx.ts';

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
  page: { file: string; frontMatter: Record<string, unknown>; h1: string | undefined; toc: TocEntry[] },
): Promise<string> {
  walkElements(hast, (node: Element) => {
    const html = node.properties[CODE_HTML_PROPERTY];
    if (typeof html !== 'string') return;
    delete node.properties[CODE_HTML_PROPERTY];
    node.properties[COMPILED_CODE_HTML] = html;
    // Its text stays for nothing: the HTML replaces it.
    node.children = [];
  });
  const { createProcessor } = await import('@mdx-js/mdx');
  // The processor's parse is never used: it runs from the tree, and our tree replaces the one
  // its remark-rehype makes of the empty document it is given.
  const processor = createProcessor({
    format: 'mdx',
    outputFormat: 'program',
    jsx: false,
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
    exported('toc')
      ? ''
      : `export const toc = ${JSON.stringify(page.toc.map((entry) => ({ value: escapeHtml(entry.text), id: entry.id, level: entry.depth })))};`,
  ];
  return `${code}\n${extra.filter(Boolean).join('\n')}\n`;
}

/** A TOC entry's `value` is HTML in Docusaurus (TOCInline writes it with dangerouslySetInnerHTML). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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

import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot, Paragraph } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import { HEADING_ID_DUPLICATE, vfileDiagnostics } from '@accounts-docs/diagnostics';
import { rewriteLegacyTitles, transformDirectives } from './admonitions.ts';
import { highlightCodeBlocks } from './code-blocks.ts';
import { readFrontMatter } from './front-matter.ts';
import { addHeadingAnchors } from './heading-anchors.ts';
import { addHeadingIds } from './heading-ids.ts';
import { collectLinks, stripPositions } from './links.ts';
import { checkRawHtmlNesting, checkSourceNesting, checkTreeNesting } from './nesting-depth.ts';
import { checkSourceLimits } from './source-limits.ts';
import { report, throwIfErrors } from './messages.ts';
import { neutralizeUnsafeLinks } from './unsafe-links.ts';
import { dropComments, mdxParser, parseMdx } from './mdx/parse-mdx.ts';
import { MDX_NODE_TYPES } from './mdx/mdx-node-types.ts';
import {
  DEFAULT_SYNTAX,
  escapeHeadingIds,
  formatOf,
  pluginsKey,
  tocLevels,
  type MarkdownSyntax,
} from './format.ts';
import { loadPlugins, runPlugins, type ConfigPlugins } from './plugins.ts';
import { parseRawHtml } from './raw-html.ts';
import { parseInSections, type SectionMemo } from './section-parse.ts';
import { twinEdits } from './find-twin-edits.ts';
import { twinRenderIds, withoutRenderIds } from './twin-edits.ts';
import type { CompiledMarkdown, CompileOptions } from './compiled-markdown.ts';

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective);
/** The parser with the config's remark plugins attached (they may add syntax), by their key. */
const pluginParsers = new Map<string, Processor<MdastRoot>>();
// Raw HTML is kept as `raw` nodes, parsed into elements by `parseRawHtml`.
const toHast = unified().use(remarkRehype, { allowDangerousHtml: true });
// A compiled MDX page keeps its JSX, expressions and ESM for the MDX compiler.
const toMdxHast = unified().use(remarkRehype, { allowDangerousHtml: true, passThrough: [...MDX_NODE_TYPES] });

/**
 * Parses a markdown file's sections into `memo` as `compileMarkdown` would (watch mode, before
 * the first edit): an edit of the file then parses only the sections it changed. MDX is
 * parsed whole by `compileMarkdown`, so it is left out.
 */
export function parseSectionsInto(
  memo: SectionMemo,
  source: string,
  file: string,
  syntax: MarkdownSyntax = DEFAULT_SYNTAX,
): void {
  if (formatOf(file, source, syntax.format) === 'md')
    parseInSections(source, (text) => parser.parse(text) as MdastRoot, memo);
}

/**
 * Compiles one markdown file (`.mdx`: MDX): front matter, GFM, raw HTML, MDX components,
 * admonitions, heading ids, TOC, highlighted code.
 */
export async function compileMarkdown(source: string, options: CompileOptions): Promise<CompiledMarkdown> {
  // Problems are messages on the page's vfile, as in unified; they become diagnostics at the end
  // (warnings) or when a step cannot go on (errors).
  const file = new VFile({ path: options.file, value: source });
  const syntax = options.syntax ?? DEFAULT_SYNTAX;
  // MDX: the same syntax plus JSX, expressions and import/export (and no raw HTML, as in MDX).
  // Which files are MDX is `markdown.format`'s (and a page's `mdx.format`) to say.
  const mdx = formatOf(options.file, source, syntax.format) === 'mdx';
  checkSourceNesting(source, file);
  checkSourceLimits(source, file, { mdx });
  const sections = options.sections;
  // The config's remark and rehype plugins, loaded with the first page that needs them.
  const key = pluginsKey(syntax);
  let plugins: ConfigPlugins | undefined;
  let base = parser as unknown as Processor<MdastRoot>;
  if (key) {
    plugins = await loadPlugins(syntax, key, file, parser as unknown as Processor<MdastRoot>);
    const loaded = plugins;
    base = pluginParsers.get(key) ?? (parser.copy().use(loaded.remark) as unknown as Processor<MdastRoot>);
    pluginParsers.set(key, base);
  }
  const parse = async (input: string) =>
    mdx
      ? parseMdx(base, input, file, { comments: syntax.mdx1Compat.comments })
      : sections && !key
        ? parseInSections(input, (text) => parser.parse(text) as MdastRoot, sections)
        : base.parse(input);
  // `mdx1Compat.headingIds`: `{#id}` would otherwise be read as an MDX expression.
  let text = (mdx && syntax.mdx1Compat.headingIds && escapeHeadingIds(source)) || source;
  let mdast = await parse(text);
  // Legacy `:::tip Title` lines outside code are written as directives, and parsed again
  // (`mdx1Compat.admonitions`, on unless a Docusaurus config turns it off, as Docusaurus does).
  const rewritten = syntax.mdx1Compat.admonitions ? rewriteLegacyTitles(text, mdast) : undefined;
  if (rewritten !== undefined) mdast = await parse((text = rewritten));
  checkTreeNesting(mdast, file);
  checkRawHtmlNesting(mdast, file);
  // Found now: the transforms below change the tree in place.
  const twin = twinEdits(mdast, text, source);
  if (mdx && syntax.mdx1Compat.comments) dropComments(mdast);
  const { data: frontMatter, places: frontMatterPlaces } = readFrontMatter(mdast, file, source);
  // The config's remark plugins see the page as parsed, before accounts-docs's own steps (so a
  // plugin that writes `<Tabs>`, as npm2yarn does, gets them rendered): `beforeDefault` first.
  if (plugins) {
    mdast = await runPlugins([...plugins.beforeDefaultRemark, ...plugins.remarkPlugins], mdast, file);
    // Docusaurus 2's plugins (npm2yarn 2 among them) write JSX and imports as MDX 1's text nodes.
    if (mdx) {
      const { hasMdx1Nodes, reparseMdx1Nodes } = await import('./mdx/mdx1-nodes.ts');
      if (hasMdx1Nodes(mdast)) {
        const fragments = await mdxParser(base, false);
        reparseMdx1Nodes(mdast, (fragment) => fragments.parse(fragment), file);
      }
    }
  }
  // An MDX page that needs its JavaScript run is compiled, not flattened (`mdx/compile-mdx.ts`).
  let compiled = options.compileMdx === true;
  if (mdx) {
    const { transformMdx } = await import('./mdx/transform-mdx.ts');
    const { checkComponentsDefined, needsCompiling, unravelJsxParagraphs } =
      await import('./mdx/compile-mdx.ts');
    compiled ||= needsCompiling(mdast, text);
    if (compiled) {
      checkComponentsDefined(mdast, { file, source: text });
      unravelJsxParagraphs(mdast);
    } else transformMdx(mdast, { file, source: text });
    throwIfErrors(file);
  }
  transformDirectives(mdast, text, file, options.admonitionKeywords);
  throwIfErrors(file);
  // The page's TOC levels: its front matter's, else the site's (Docusaurus's doc and blog pages).
  const levels = tocLevels(frontMatter, syntax.tableOfContents);
  const headings = addHeadingIds(mdast, {
    tocMinDepth: levels.minHeadingLevel,
    tocMaxDepth: levels.maxHeadingLevel,
  });
  // A compiled page's `toc` export: every heading and its partials' (Docusaurus's remark/toc).
  const toc = compiled ? (await import('./mdx/toc-export.ts')).tocExport(mdast) : [];
  const description =
    typeof frontMatter.description === 'string' ? frontMatter.description : firstParagraph(mdast);

  for (const duplicate of headings.duplicates) {
    report(
      file,
      `Heading id "${duplicate.id}" is already used by the heading on line ${duplicate.firstLine}: links to #${duplicate.id} reach only that one`,
      {
        place: { line: duplicate.line, column: duplicate.column },
        ruleId: HEADING_ID_DUPLICATE,
        hint: `give this heading another id: \`{#${duplicate.id}-2}\``,
      },
    );
  }
  let hast =
    compiled && mdx
      ? ((await toMdxHast.run(mdast)) as HastRoot)
      : await parseRawHtml((await toHast.run(mdast)) as HastRoot, { file, source: text });
  // Rehype plugins before the code is highlighted: Docusaurus highlights in the browser's
  // CodeBlock, so its plugins see code blocks as plain `<pre><code>`.
  if (plugins && plugins.rehype.length > 0) hast = await runPlugins(plugins.rehype, hast, file);
  // The config's defaults (see config's markdownSchema).
  const themes = options.themes ?? { light: 'github-light-high-contrast', dark: 'github-dark-default' };
  await highlightCodeBlocks(hast, {
    highlighter: options.highlighter,
    themes,
    store: options.codeBlocks,
    file,
  });
  addHeadingAnchors(hast);
  const { links, ids } = collectLinks(hast);
  // The headings' ids first (in the TOC's order), then the page's other elements' ids.
  const headingIds = new Set(headings.anchors);
  const anchors = [...headings.anchors, ...new Set(ids.filter((id) => !headingIds.has(id)))];
  neutralizeUnsafeLinks(hast);
  // A compiled page keeps them for its module's source map (its tree is not cached).
  if (!compiled) stripPositions(hast);
  let module: string | undefined;
  if (compiled) {
    const { mdxModule, COMPILED_MDX_TAG, markPartialLinks } = await import('./mdx/compile-mdx.ts');
    // A partial's relative `.md` links resolve from its own file, not from the page that shows it.
    if (options.compileMdx) markPartialLinks(hast, options.file);
    module = await mdxModule(hast, {
      file: options.file,
      frontMatter,
      h1: headings.h1,
      toc,
      // A partial's twin is the page's: only a page marks what its twin takes from the render.
      twinIds: options.compileMdx ? new Set() : twinRenderIds(twin.edits),
    });
    hast = {
      type: 'root',
      children: [{ type: 'element', tagName: COMPILED_MDX_TAG, properties: {}, children: [] }],
    };
  }

  return {
    frontMatter,
    frontMatterPlaces,
    h1: headings.h1,
    description,
    toc: headings.toc,
    anchors,
    links,
    hast,
    diagnostics: vfileDiagnostics(file),
    twin: compiled ? twin : withoutRenderIds(twin),
    ...(module !== undefined ? { mdx: module } : {}),
  };
}

function firstParagraph(tree: MdastRoot): string | undefined {
  const paragraph = tree.children.find((node): node is Paragraph => node.type === 'paragraph');
  if (!paragraph) return undefined;
  const text = toString(paragraph).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text || undefined;
}

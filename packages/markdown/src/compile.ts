import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot, Paragraph } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { HEADING_ID_DUPLICATE, vfileDiagnostics, type Diagnostic } from '@accounts-docs/diagnostics';
import { rewriteLegacyTitles, transformDirectives } from './admonitions.ts';
import { highlightCodeBlocks, type CodeBlockStore } from './code-blocks.ts';
import { readFrontMatter, type Place } from './front-matter.ts';
import { addHeadingAnchors } from './heading-anchors.ts';
import { addHeadingIds, escapeMdxHeadingIds, type TocEntry } from './heading-ids.ts';
import type { Highlighter } from './highlighter.ts';
import { collectLinks, stripPositions, type LinkRef } from './links.ts';
import { checkRawHtmlNesting, checkSourceNesting, checkTreeNesting } from './nesting-depth.ts';
import { checkSourceLimits } from './source-limits.ts';
import { report, throwIfErrors } from './messages.ts';
import { neutralizeUnsafeLinks } from './unsafe-links.ts';
import { isMdxFile, parseMdx } from './mdx/parse-mdx.ts';
import { parseRawHtml } from './raw-html.ts';
import { parseInSections, type SectionMemo } from './section-parse.ts';

/** Everything later stages need from one markdown file; plain JSON so it can be cached. */
export interface CompiledMarkdown {
  frontMatter: Record<string, unknown>;
  /** Where each front matter key is written, for messages about its value. */
  frontMatterPlaces: Record<string, Place>;
  /** Text of the `# h1` that opens the page (its first heading), when it has one; the layout then adds no title of its own. */
  h1: string | undefined;
  /** `description` from front matter, or the first paragraph's text. */
  description: string | undefined;
  toc: TocEntry[];
  anchors: string[];
  links: LinkRef[];
  hast: HastRoot;
  /** Warnings found while compiling (errors are thrown as DiagnosticError). */
  diagnostics: Diagnostic[];
  /**
   * With `keepParse`, a markdown page (not MDX) as parsed, before any transform: JSON of
   * `{ text, tree }` (`ParsedMarkdown`), the text the tree was parsed from and its mdast. What a
   * later stage would otherwise parse again (the page's markdown twin).
   */
  parsed?: string;
}

/** `CompiledMarkdown.parsed`, read back. */
export interface ParsedMarkdown {
  text: string;
  tree: MdastRoot;
}

export interface CompileOptions {
  /** Absolute path, for messages. */
  file: string;
  /** Needed to highlight code; without it code blocks are plain. A function is called only when a block is not in `codeBlocks`. */
  highlighter?: Highlighter | (() => Promise<Highlighter>);
  themes?: { light: string; dark: string };
  /** Highlighted code blocks of earlier compiles (a one-page edit then loads no highlighter). */
  codeBlocks?: CodeBlockStore;
  /**
   * Trees of the sections of earlier compiles (watch mode): a markdown page is parsed section by
   * section, and only the sections an edit changed are parsed again. Not used for MDX.
   */
  sections?: SectionMemo;
  /** Keep the page as parsed (`CompiledMarkdown.parsed`). */
  keepParse?: boolean;
  /** Admonition keywords besides Docusaurus's own (`markdown.admonitionKeywords`). */
  admonitionKeywords?: readonly string[];
}

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective);
// Raw HTML is kept as `raw` nodes, parsed into elements by `parseRawHtml`.
const toHast = unified().use(remarkRehype, { allowDangerousHtml: true });

/**
 * Parses a markdown file's sections into `memo` as `compileMarkdown` would (watch mode, before
 * the first edit): an edit of the file then parses only the sections it changed. MDX is
 * parsed whole by `compileMarkdown`, so it is left out.
 */
export function parseSectionsInto(memo: SectionMemo, source: string, file: string): void {
  if (!isMdxFile(file)) parseInSections(source, (text) => parser.parse(text) as MdastRoot, memo);
}

/**
 * Compiles one markdown file (`.mdx`: MDX): front matter, GFM, raw HTML, MDX components,
 * admonitions, heading ids, TOC, highlighted code.
 */
export async function compileMarkdown(source: string, options: CompileOptions): Promise<CompiledMarkdown> {
  // Problems are messages on the page's vfile, as in unified; they become diagnostics at the end
  // (warnings) or when a step cannot go on (errors).
  const file = new VFile({ path: options.file, value: source });
  // MDX: the same syntax plus JSX, expressions and import/export (and no raw HTML, as in MDX).
  const mdx = isMdxFile(options.file);
  checkSourceNesting(source, file);
  checkSourceLimits(source, file, { mdx });
  const sections = options.sections;
  const parse = async (input: string) =>
    mdx
      ? parseMdx(parser, input, file)
      : sections
        ? parseInSections(input, (text) => parser.parse(text) as MdastRoot, sections)
        : (parser.parse(input) as MdastRoot);
  let text = mdx ? escapeMdxHeadingIds(source) : source;
  let mdast = await parse(text);
  // Legacy `:::tip Title` lines outside code are written as directives, and parsed again.
  const rewritten = rewriteLegacyTitles(text, mdast);
  if (rewritten !== undefined) mdast = await parse((text = rewritten));
  checkTreeNesting(mdast, file);
  checkRawHtmlNesting(mdast, file);
  // Serialised now: the transforms below change the tree in place.
  const parsed =
    options.keepParse && !mdx ? JSON.stringify({ text, tree: mdast } satisfies ParsedMarkdown) : undefined;
  const { data: frontMatter, places: frontMatterPlaces } = readFrontMatter(mdast, file, source);
  if (mdx) {
    const { transformMdx } = await import('./mdx/transform-mdx.ts');
    transformMdx(mdast, { file, source: text });
    throwIfErrors(file);
  }
  transformDirectives(mdast, text, file, options.admonitionKeywords);
  throwIfErrors(file);
  const headings = addHeadingIds(mdast);
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
  const hast = await parseRawHtml((await toHast.run(mdast)) as HastRoot, { file, source: text });
  // The config's defaults (see config's markdownSchema).
  const themes = options.themes ?? { light: 'github-light-high-contrast', dark: 'github-dark-default' };
  await highlightCodeBlocks(hast, {
    highlighter: options.highlighter,
    themes,
    store: options.codeBlocks,
    file,
  });
  addHeadingAnchors(hast);
  const links = collectLinks(hast);
  neutralizeUnsafeLinks(hast);
  stripPositions(hast);

  return {
    frontMatter,
    frontMatterPlaces,
    h1: headings.h1,
    description,
    toc: headings.toc,
    anchors: headings.anchors,
    links,
    hast,
    diagnostics: vfileDiagnostics(file),
    ...(parsed !== undefined ? { parsed } : {}),
  };
}

function firstParagraph(tree: MdastRoot): string | undefined {
  const paragraph = tree.children.find((node): node is Paragraph => node.type === 'paragraph');
  if (!paragraph) return undefined;
  const text = toString(paragraph).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text || undefined;
}

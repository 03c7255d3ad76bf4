import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';
import { parseInSections, type ParsedMarkdown, type SectionMemo } from '@accounts-docs/markdown';
import { escapeHeadingIds } from '@accounts-docs/markdown/format';
import { toPlainMarkdown, type PlainMarkdownOptions } from './plain-markdown.ts';
import { ADMONITION_LABELS } from './plain-nodes.ts';

const markdownParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkGfm)
  .use(remarkDirective);
// `<!-- comments -->` as Docusaurus's `mdx1Compat.comments` reads them (a page whose config
// turns that off does not compile with one, so it never gets here).
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkGfm)
  .use(remarkMdx)
  .use(remarkComment)
  .use(remarkDirective);

/** How every twin is written: one style whatever the source used, so twins read alike. */
const STYLE: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  resourceLink: true,
};
// No directive or MDX extension here: after the transform the tree has none of their nodes,
// and their escapes (`\:`) would only add noise to the text.
const stringifier = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, STYLE);

/** `:::tip Some title` (the legacy form) → `:::tip[Some title]`, which remark-directive parses. */
function normalizeAdmonitionTitles(source: string): string {
  const types = Object.keys(ADMONITION_LABELS).join('|');
  return source.replace(
    new RegExp(`^([ \\t]*:::(?:${types}))[ \\t]+([^\\[{\\s].*?)[ \\t]*$`, 'gm'),
    '$1[$2]',
  );
}

/**
 * A markdown (or, with `mdx`, MDX) file as an mdast tree: front matter, GFM, directives. `parsed`,
 * the compile's parse of the page, is taken instead of parsing when it is the parse of the same
 * text by the same syntax: the compile parses markdown with these extensions but for TOML front
 * matter, so a text that opens with `+++` (or MDX) is parsed here.
 */
export function parseMarkdown(
  source: string,
  options: { mdx?: boolean; sections?: SectionMemo; parsed?: ParsedMarkdown } = {},
): { tree: Root; text: string } {
  // `{#id}` of a heading escaped, as the compile does (`mdx1Compat.headingIds`).
  const text = normalizeAdmonitionTitles((options.mdx && escapeHeadingIds(source)) || source);
  const { parsed } = options;
  if (parsed && !options.mdx && parsed.text === text && !text.startsWith('+++'))
    return { tree: parsed.tree, text };
  const parse = (input: string) => (options.mdx ? mdxParser : markdownParser).parse(input) as Root;
  // Section by section (watch mode) only for markdown: MDX's JSX may span headings.
  const tree =
    options.sections && !options.mdx ? parseInSections(text, parse, options.sections) : parse(text);
  return { tree, text };
}

/** A tree as markdown text, ending with one newline. */
export function stringifyMarkdown(tree: Root): string {
  return `${stringifier.stringify(tree).trimEnd()}\n`;
}

/** Source markdown → plain markdown: `parseMarkdown`, `toPlainMarkdown`, then stringified. */
export function plainMarkdownTree(
  source: string,
  options: Omit<PlainMarkdownOptions, 'source'> & {
    mdx?: boolean;
    sections?: SectionMemo;
    parsed?: ParsedMarkdown;
  },
): Root {
  const { tree, text } = parseMarkdown(source, options);
  toPlainMarkdown(tree, { url: options.url, source: text });
  return tree;
}

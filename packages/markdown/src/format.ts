import { createRequire } from 'node:module';

/**
 * How `.md` files are read, as Docusaurus's `markdown.format` says: `mdx` (Docusaurus 3's
 * default: every file is MDX), `md` (CommonMark, raw HTML allowed), `detect` (`.mdx` as MDX,
 * the other markdown extensions as CommonMark).
 */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** Docusaurus's `markdown.mdx1Compat`: what MDX 1 allowed that MDX 3 would refuse (all on by default). */
export interface Mdx1Compat {
  /** `<!-- comments -->` in MDX (Docusaurus reads them with remark-comment). */
  comments: boolean;
  /** `:::tip Title` written as the directive label `:::tip[Title]`. */
  admonitions: boolean;
  /** `## Heading {#id}`: the `{` escaped, so MDX does not read an expression there. */
  headingIds: boolean;
}

/** A remark or rehype plugin of the config: the module (file URL) and export to load, its options. */
export interface PluginSpec {
  name: string;
  module: string;
  export: string;
  options?: unknown;
}

/** The syntax options of one site, passed to every compile (and part of the cache key). */
export interface MarkdownSyntax {
  format: MarkdownFormat;
  mdx1Compat: Mdx1Compat;
  /** The config's plugins, in Docusaurus's lists (absent or empty: none). */
  beforeDefaultRemarkPlugins?: PluginSpec[];
  remarkPlugins?: PluginSpec[];
  beforeDefaultRehypePlugins?: PluginSpec[];
  rehypePlugins?: PluginSpec[];
  /** The levels of a page's table of contents (absent: h2–h3), unless its front matter says. */
  tableOfContents?: TocLevels;
}

/** The heading levels a table of contents holds (Docusaurus's `minHeadingLevel` / `maxHeadingLevel`). */
export interface TocLevels {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/** The levels of one page's TOC: its front matter's `toc_min_heading_level` / `toc_max_heading_level`, else the site's, else 2–3. */
export function tocLevels(frontMatter: Record<string, unknown>, site: TocLevels | undefined): TocLevels {
  const level = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : undefined;
  return {
    minHeadingLevel: level(frontMatter.toc_min_heading_level) ?? site?.minHeadingLevel ?? 2,
    maxHeadingLevel: level(frontMatter.toc_max_heading_level) ?? site?.maxHeadingLevel ?? 3,
  };
}

/** The plugins of `syntax` as one string for cache keys; '' without any. */
export function pluginsKey(syntax: MarkdownSyntax): string {
  const lists = [
    syntax.beforeDefaultRemarkPlugins,
    syntax.remarkPlugins,
    syntax.beforeDefaultRehypePlugins,
    syntax.rehypePlugins,
  ];
  return lists.every((list) => !list || list.length === 0) ? '' : JSON.stringify(lists);
}

/** accounts-docs's own sites: `.mdx` is MDX and `.md` CommonMark, as it always was. */
export const DEFAULT_SYNTAX: MarkdownSyntax = {
  format: 'detect',
  mdx1Compat: { comments: true, admonitions: true, headingIds: true },
};

/** mdx-js's markdown extensions (Docusaurus's `getExtensionFormat`): anything else is MDX. */
const MD_EXTENSIONS = /\.(md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/i;

/**
 * The syntax a file is parsed with, as Docusaurus's `getFormat` decides: the page's own
 * `mdx: { format }` front matter first, then the config's format; `detect` goes by extension.
 */
export function formatOf(file: string, source: string, format: MarkdownFormat): 'md' | 'mdx' {
  const chosen = frontMatterFormat(source) ?? format;
  if (chosen !== 'detect') return chosen;
  return MD_EXTENSIONS.test(file) ? 'md' : 'mdx';
}

/**
 * Whether a page's text is MDX: a markdown source (`.md`, `.mdx`, …) as `formatOf` decides; the
 * text of anything else (a generated category index, a changelog read from elsewhere) is not.
 */
export function isMdxSource(file: string, source: string, format: MarkdownFormat): boolean {
  return (MD_EXTENSIONS.test(file) || /\.mdx$/i.test(file)) && formatOf(file, source, format) === 'mdx';
}

/**
 * `mdx.format` of the page's front matter, read before the page is parsed (the format decides
 * the parser). Only a front matter that mentions `mdx:` at its top level is parsed here; one
 * that does not parse is left for the front matter reader to report.
 */
function frontMatterFormat(source: string): MarkdownFormat | undefined {
  if (!source.startsWith('---')) return undefined;
  const end = /\r?\n---[ \t]*(\r?\n|$)/.exec(source.slice(3));
  if (!end) return undefined;
  const yaml = source.slice(3, 3 + end.index);
  if (!/^mdx:/m.test(yaml)) return undefined;
  try {
    // Loaded here only: a warm build computes every page's format and compiles none.
    const { parse: parseYaml } = createRequire(import.meta.url)('yaml') as typeof import('yaml');
    const format = (parseYaml(yaml) as { mdx?: { format?: unknown } } | null)?.mdx?.format;
    return format === 'md' || format === 'mdx' || format === 'detect' ? format : undefined;
  } catch {
    return undefined;
  }
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?[ \t])(\{#[^}\s]+\})[ \t]*$/;

/**
 * `mdx1Compat.headingIds`: `## Heading {#id}` outside code becomes `## Heading \{#id}`, as
 * Docusaurus's `escapeMarkdownHeadingIds` does before MDX reads the page; the heading id step
 * then finds `{#id}` as text. Only the heading's end moves (one column); `undefined` when no
 * heading has an id.
 */
export function escapeHeadingIds(source: string): string | undefined {
  if (!source.includes('{#')) return undefined;
  let fence: string | undefined;
  let changed = false;
  const lines = source.split('\n').map((line) => {
    const opening = FENCE.exec(line);
    if (fence !== undefined) {
      if (
        opening &&
        opening[1]![0] === fence[0] &&
        opening[1]!.length >= fence.length &&
        !/\S/.test(line.slice(opening[0].length))
      )
        fence = undefined;
      return line;
    }
    if (opening) {
      fence = opening[1];
      return line;
    }
    const cr = line.endsWith('\r') ? '\r' : '';
    const match = HEADING_ID.exec(cr ? line.slice(0, -1) : line);
    if (!match) return line;
    changed = true;
    return `${match[1]}\\${match[2]}${cr}`;
  });
  return changed ? lines.join('\n') : undefined;
}

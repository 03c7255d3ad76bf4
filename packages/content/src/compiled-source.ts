import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { CompiledMeta } from './compile-cache.ts';
import { frontMatterFields, type FrontMatterFields } from './front-matter-fields.ts';
import { readMarkdown, type ReadMarkdownContext } from './read-markdown.ts';

/** One markdown source of the site, compiled: what placing it needs, its tree loaded apart. */
export interface CompiledSource {
  /** Absolute path of the file. */
  file: string;
  /** Front matter, TOC, anchors, links (with the parser's positions), h1, description, warnings. */
  meta: CompiledMeta;
  /** The fields the site model places a page by, checked. */
  fields: FrontMatterFields;
  /** Identifies the compiled tree (`Content.loadTree`). */
  contentKey: string;
  /** Milliseconds since the epoch of its last commit (docs, when the config shows it). */
  lastUpdated?: number;
}

/** Compiles one file through the cache and checks its front matter; problems are thrown together. */
export async function compileSource(
  file: string,
  text: string,
  read: ReadMarkdownContext,
): Promise<{ source: CompiledSource; errors: Diagnostic[] }> {
  const { compiled, key } = await readMarkdown(file, text, read);
  const { fields, diagnostics } = frontMatterFields(compiled, file);
  return { source: { file, meta: compiled, fields, contentKey: key }, errors: diagnostics };
}

/** A source compiled before and after an edit. */
export interface SourceEdit {
  previous: CompiledSource;
  next: CompiledSource;
}

/**
 * How far an edit reaches, from what the site reads of the source:
 * - `content`: only what the page shows of its own content — the same front matter, title,
 *   description, headings, anchors and link targets (their positions aside), so the site places
 *   the page, and links to and from it, as before; and the same warnings (one the config makes
 *   an error would fail the build). Only the page's own HTML differs.
 * - `headings`: that, and its h2–h6 headings: the page's table of contents, the anchors links
 *   to it may name, and its links to its own anchors. Its HTML differs, with its table of
 *   contents; other pages' HTML does not, only the link check's findings about anchors may.
 * - `site`: anything else (the title, a link target, a warning…): the site is placed again.
 */
export function editReach({ previous, next }: SourceEdit): 'content' | 'headings' | 'site' {
  if (placedBy(previous) === placedBy(next)) return 'content';
  if (placedBy(previous, false) === placedBy(next, false)) return 'headings';
  return 'site';
}

/** Everything the site model and the link check read of a source, but positions (and headings). */
function placedBy({ meta, fields, lastUpdated }: CompiledSource, withHeadings = true): string {
  return JSON.stringify([
    meta.frontMatter,
    meta.h1,
    meta.description,
    withHeadings ? meta.toc : null,
    withHeadings ? meta.anchors : null,
    // A heading brings its own `#id` link (its anchor sign); a link within the page is checked
    // against the page's own anchors only: both belong with the headings.
    meta.links.filter((link) => withHeadings || !link.url.startsWith('#')).map((link) => [link.url, link.file]),
    meta.diagnostics.map((d) => [d.ruleId, d.severity, d.reason]),
    fields,
    lastUpdated,
  ]);
}

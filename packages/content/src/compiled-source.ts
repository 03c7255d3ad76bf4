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
 * Whether an edit changed only what the page shows of its own content: the same front matter,
 * title, description, headings, anchors and link targets (their positions aside), so the site
 * places the page, and links to and from it, as before; and the same warnings (one the config
 * makes an error would fail the build). Then only the page's own HTML differs.
 */
export function changesOnlyItsContent({ previous, next }: SourceEdit): boolean {
  return placedBy(previous) === placedBy(next);
}

/** Everything the site model and the link check read of a source, but positions. */
function placedBy({ meta, fields, lastUpdated }: CompiledSource): string {
  return JSON.stringify([
    meta.frontMatter,
    meta.h1,
    meta.description,
    meta.toc,
    meta.anchors,
    meta.links.map((link) => [link.url, link.file]),
    meta.diagnostics.map((d) => [d.ruleId, d.severity, d.reason]),
    fields,
    lastUpdated,
  ]);
}

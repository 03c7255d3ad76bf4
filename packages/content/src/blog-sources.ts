import { stat } from 'node:fs/promises';
import readingTime from 'reading-time';
import type { CompiledSource } from './compiled-source.ts';

/** One blog post, compiled whole and, when it has a truncate marker, up to the marker. */
export interface BlogSource {
  source: CompiledSource;
  /** What the lists show: the text before the marker, compiled; absent without a marker. */
  excerpt: CompiledSource | undefined;
  /** Minutes to read the post (its text after the front matter). */
  readingMinutes: number;
  /** Milliseconds since the epoch of the file's creation: the date of a post that names none. */
  created: number;
}

/**
 * Docusaurus's default `truncateMarker` (blog plugin `src/options.ts`): `<!-- truncate -->` in
 * markdown, `{/* truncate *\/}` in MDX.
 */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** The text before the first marker (the blog plugin's `truncate`, `blogUtils.ts`), or undefined without one. */
export function truncated(text: string): string | undefined {
  const body = withoutFrontMatter(text);
  if (!TRUNCATE_MARKER.test(body)) return undefined;
  return text.slice(0, text.length - body.length) + body.split(TRUNCATE_MARKER, 1)[0]!;
}

/**
 * Minutes to read: the `reading-time` package at 300 words a minute, as the blog plugin's
 * `readingTime.ts` counts the post's content (front matter left out).
 */
export function readingMinutes(text: string): number {
  return readingTime(withoutFrontMatter(text), { wordsPerMinute: 300 }).minutes;
}

/** The file's creation time (the blog plugin falls back to it when git has no date). */
export async function createdAt(file: string): Promise<number> {
  const info = await stat(file);
  return info.birthtimeMs || info.mtimeMs;
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[^\S\r\n]*(\r?\n|$)/;

function withoutFrontMatter(text: string): string {
  const match = FRONT_MATTER.exec(text);
  return match ? text.slice(match[0].length) : text;
}

/**
 * The blog's posts: each compiled whole like a page, and its text before the truncate marker
 * compiled too by `compileExcerpt` (what the lists show, as the blog plugin's loader truncates
 * the source; undefined when it cannot be compiled, its problems reported by the caller).
 */
export async function compileBlog(
  entries: [string, string][],
  compileEach: (entries: [string, string][]) => Promise<CompiledSource[]>,
  compileExcerpt: (file: string, text: string) => Promise<CompiledSource | undefined>,
): Promise<BlogSource[]> {
  const sources = await compileEach(entries);
  const texts = new Map(entries);
  return Promise.all(
    sources.map(async (source): Promise<BlogSource> => {
      const text = texts.get(source.file)!;
      const cut = truncated(text);
      const excerpt = cut === undefined ? undefined : await compileExcerpt(source.file, cut);
      return { source, excerpt, readingMinutes: readingMinutes(text), created: await createdAt(source.file) };
    }),
  );
}

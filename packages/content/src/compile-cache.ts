import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import { entryHash, isRecord, readJsonEntry, writeEntry, writeScratchSync } from '@accounts-docs/cache';
import type { CompiledMarkdown } from '@accounts-docs/markdown';
import { DEFAULT_SYNTAX, formatOf, pluginsKey, type MarkdownSyntax } from '@accounts-docs/markdown/format';

/** Everything compiled from a file except its tree: small, needed for every page of every build. */
export type CompiledMeta = Omit<CompiledMarkdown, 'hast'>;

/**
 * Where compiled markdown is kept between builds, keyed by a hash of everything it depends
 * on. The metadata and the tree are stored apart: a build reads every page's metadata but
 * only the trees of the pages it renders.
 */
export interface CompileCache {
  /** Whether an entry exists, without reading it. */
  has(key: string): boolean;
  get(key: string): Promise<CompiledMeta | undefined>;
  /** The tree of an entry; rejects when there is none. */
  getHast(key: string): Promise<HastRoot>;
  set(key: string, value: CompiledMarkdown): Promise<void>;
  /** Records metadata of an entry that another thread has already written to disk. */
  adopt(key: string, value: CompiledMeta): void;
}

/** An entry's tree is not in the cache (removed, cut short, damaged): the page must be compiled again. */
export class MissingTree extends Error {
  constructor(readonly key: string) {
    super(`No compiled content for ${key}`);
  }
}

/** The shape of an entry's metadata as `CompiledMeta` has it; any other is a miss. */
function isCompiledMeta(value: unknown): value is CompiledMeta {
  return (
    isRecord(value) &&
    isRecord(value.frontMatter) &&
    isRecord(value.frontMatterPlaces) &&
    Array.isArray(value.toc) &&
    Array.isArray(value.anchors) &&
    Array.isArray(value.links) &&
    Array.isArray(value.diagnostics) &&
    isRecord(value.twin) &&
    Array.isArray(value.twin.edits)
  );
}

function isHastRoot(value: unknown): value is HastRoot {
  return isRecord(value) && value.type === 'root' && Array.isArray(value.children);
}

/** Where an entry's files are, so that a worker thread can write them itself. */
export function cacheEntryFiles(dir: string, key: string): { meta: string; hast: string } {
  const base = path.join(dir, 'markdown', key.slice(0, 2), key);
  return { meta: `${base}.meta.json`, hast: `${base}.hast.json` };
}

/**
 * Writes an entry's files: the tree first, the metadata last (an entry is
 * complete once its metadata file exists). A scratch folder (`--no-cache`) gets no metadata file
 * (nothing reads it back: the build keeps every page's metadata in memory), and its files are
 * written plainly: only this build reads them, after they are written, so the temporary file and
 * rename that keep a cache entry whole across a killed build are not needed (they cost a compile
 * worker a tenth of its time on a large site).
 */
export async function writeCacheEntry(
  dir: string,
  key: string,
  value: CompiledMarkdown,
  options: { scratch?: boolean } = {},
): Promise<void> {
  const { hast, ...meta } = value;
  const files = cacheEntryFiles(dir, key);
  if (options.scratch) {
    writeScratchSync(files.hast, JSON.stringify(hast));
    return;
  }
  await writeJsonFile(files.hast, hast);
  await writeJsonFile(files.meta, meta);
}

/**
 * Writes a JSON cache file whole or not at all (`writeEntry`): a killed build never leaves half
 * an entry. The value is serialised before the call returns, so the caller may change it after.
 */
export function writeJsonFile(file: string, value: unknown): Promise<void> {
  return writeEntry(file, JSON.stringify(value));
}

/**
 * The cache key of one source (a `markdown` entry: the engine and the markdown tools' versions
 * folded in, so a change to the pipeline's code or a new Shiki never reads a stale tree), code themes, the syntax it is parsed with (the
 * same bytes compile differently as MDX; `markdown.format` and the page's extension decide, and
 * `mdx1Compat` changes what MDX reads), the config's remark and rehype plugins (module, export
 * and options) and the file's bytes.
 */
export function compileKey(
  source: string,
  themes: { light: string; dark: string },
  file = '',
  options: MarkdownSyntax = DEFAULT_SYNTAX,
  admonitionKeywords: readonly string[] = [],
): string {
  const format = formatOf(file, source, options.format);
  const plugins = pluginsKey(options);
  const compat = options.mdx1Compat;
  const syntax =
    format === 'md' ? 'md' : `mdx${compat.comments ? 'c' : ''}${compat.admonitions ? 'a' : ''}${compat.headingIds ? 'h' : ''}`;
  // The site's own admonition keywords change what compiles (none: the keys stay as they were).
  const keywords = admonitionKeywords.length > 0 ? `${admonitionKeywords.join(',')}\0` : '';
  // The site's TOC levels, when not h2–h3 (the keys of sites that keep them stay as they were).
  const toc = options.tableOfContents;
  const levels =
    toc && (toc.minHeadingLevel !== 2 || toc.maxHeadingLevel !== 3)
      ? `toc${toc.minHeadingLevel}-${toc.maxHeadingLevel}\0`
      : '';
  return entryHash('markdown')
    .add(`${themes.light}\0${themes.dark}\0${syntax}\0${keywords}${levels}`)
    .add(plugins ? `${plugins}\0` : '')
    .add(source)
    .digest();
}

export interface CompileCacheOptions {
  /** Folder on disk; without it the cache lives in memory only. */
  dir: string | undefined;
  /** Where trees stay in memory once on disk too (watch mode's `ContentMemory.trees`: a rebuild re-renders from memory). */
  keptTrees?: Map<string, HastRoot> | undefined;
  /** `dir` is this build's scratch folder, not a cache: entries are not read back from it. */
  scratch?: boolean;
}

/** Metadata in memory, trees in memory until written (or for good in watch mode), JSON files on disk. */
export function createCompileCache(options: CompileCacheOptions): CompileCache {
  const { dir } = options;
  const meta = new Map<string, CompiledMeta>();
  const trees = options.keptTrees ?? new Map<string, HastRoot>();
  const keep = options.keptTrees !== undefined;
  const fileOf = (key: string, kind: 'meta' | 'hast') => cacheEntryFiles(dir!, key)[kind];
  return {
    has(key) {
      return meta.has(key) || (dir !== undefined && existsSync(fileOf(key, 'meta')));
    },
    async get(key) {
      const hit = meta.get(key);
      if (hit || !dir || options.scratch) return hit;
      const value = await readJsonEntry(fileOf(key, 'meta'), isCompiledMeta);
      if (value) meta.set(key, value);
      return value;
    },
    async getHast(key) {
      const hit = trees.get(key);
      if (hit) return hit;
      const tree = dir ? await readJsonEntry(fileOf(key, 'hast'), isHastRoot) : undefined;
      if (!tree) throw new MissingTree(key);
      if (keep) trees.set(key, tree);
      return tree;
    },
    async set(key, value) {
      const { hast, ...rest } = value;
      meta.set(key, rest);
      trees.set(key, hast);
      if (!dir) return;
      await writeCacheEntry(dir, key, value, { scratch: options.scratch === true });
      if (!keep) trees.delete(key);
    },
    adopt(key, value) {
      meta.set(key, value);
    },
  };
}

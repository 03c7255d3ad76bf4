import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import { DiagnosticError, SOURCE_FILE_UNREADABLE } from '@accounts-docs/diagnostics';
import type { MarkdownSyntax } from '@accounts-docs/markdown/format';
import type { CodeBlockStore, CompiledMarkdown, Highlighter, SectionMemo } from '@accounts-docs/markdown';
import type { CompiledMeta } from './compile-cache.ts';
import { WorkerLost } from '@accounts-docs/workers';
import type { PooledResult } from './compile-pool.ts';
import { compileKey, type CompileCache } from './compile-cache.ts';

export interface ReadMarkdownContext {
  cache: CompileCache;
  themes: { light: string; dark: string };
  /** `markdown.format` and `mdx1Compat` (default: `.mdx` is MDX, `.md` CommonMark). */
  syntax?: MarkdownSyntax | undefined;
  /** The site's admonition keywords besides Docusaurus's (`markdown.admonitionKeywords`). */
  admonitionKeywords?: readonly string[] | undefined;
  /** Created on the first cache miss only: a warm build never loads Shiki. */
  highlighter: () => Promise<Highlighter>;
  /** Highlighted code blocks of earlier compiles (memory in watch mode, the build cache on disk). */
  codeBlocks?: CodeBlockStore | undefined;
  /** Trees of sections parsed before (watch mode): an edit parses only the sections it changed. */
  sections?: SectionMemo | undefined;
  /** Compiles a cache miss elsewhere (a worker pool); in this thread when absent. */
  compile?: (source: string, file: string, key: string) => Promise<PooledResult>;
}

export interface ReadMarkdownResult {
  compiled: CompiledMeta;
  key: string;
}

/** Compiles one markdown file's source, through the cache. */
export async function readMarkdown(
  file: string,
  source: string,
  context: ReadMarkdownContext,
): Promise<ReadMarkdownResult> {
  const key = compileKey(source, context.themes, file, context.syntax, context.admonitionKeywords);
  let compiled: CompiledMeta | undefined = await context.cache.get(key);
  if (!compiled) {
    const pooled = context.compile
      ? await context.compile(source, file, key).catch((error: unknown) => {
          if (error instanceof WorkerLost) return undefined; // compiled here instead
          throw error;
        })
      : undefined;
    if (pooled) {
      // A worker compiled it and, with a cache folder, already wrote the entry.
      const { meta, hast } = pooled;
      if (hast) void context.cache.set(key, { ...meta, hast }).catch(() => undefined);
      else context.cache.adopt(key, meta);
      compiled = meta;
    } else {
      const fresh = await compileHere(source, file, context);
      // Not awaited: writing the cache entry must not hold up the build (or a watch-mode
      // reload); the tree stays readable from memory until it is on disk.
      void context.cache.set(key, fresh).catch(() => undefined);
      // Only the metadata from here on: the tree is the cache's to keep or drop.
      const { hast: _hast, ...meta } = fresh;
      compiled = meta;
    }
  }
  // Two files with the same bytes share an entry: messages always name the file being read.
  const diagnostics = compiled.diagnostics.map((d) => ({ ...d, file: path.resolve(file) }));
  return { compiled: { ...compiled, diagnostics }, key };
}

/**
 * A page's tree compiled again from its file (its cache entry could not be read back), kept in
 * the cache again. The file must still hold the text the key was made from: one changed since
 * the page was read would put another version of the page into this build.
 */
export async function recompileTree(
  file: string,
  key: string,
  context: ReadMarkdownContext,
  readText: (file: string) => Promise<string>,
): Promise<HastRoot> {
  const source = await readText(file).catch(() => undefined);
  if (source === undefined || compileKey(source, context.themes, file, context.syntax, context.admonitionKeywords) !== key) {
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: SOURCE_FILE_UNREADABLE,
        reason: `${file} changed or went while the site was built, and its compiled tree is no longer in the cache`,
        file,
        hint: 'build again',
      },
    ]);
  }
  const fresh = await compileHere(source, file, context);
  void context.cache.set(key, fresh).catch(() => undefined);
  return fresh.hast;
}

/**
 * Compiles run one after another: they are CPU-bound, and started together they would all
 * hold their syntax trees at once (hundreds of MB on a large site) for no gain in speed.
 */
let queue: Promise<unknown> = Promise.resolve();

function compileHere(
  source: string,
  file: string,
  context: ReadMarkdownContext,
): Promise<CompiledMarkdown> {
  const run = queue.then(() => compileNow(source, file, context));
  queue = run.catch(() => undefined);
  return run;
}

async function compileNow(
  source: string,
  file: string,
  context: ReadMarkdownContext,
): Promise<CompiledMarkdown> {
  // Loaded on the first cache miss only: a warm build never loads the markdown toolchain.
  const { compileMarkdown } = await import('@accounts-docs/markdown');
  return compileMarkdown(source, {
    file,
    // Loaded only when a code block is not in the store.
    highlighter: context.highlighter,
    themes: context.themes,
    ...(context.syntax ? { syntax: context.syntax } : {}),
    ...(context.admonitionKeywords ? { admonitionKeywords: context.admonitionKeywords } : {}),
    ...(context.codeBlocks ? { codeBlocks: context.codeBlocks } : {}),
    ...(context.sections ? { sections: context.sections } : {}),
  });
}

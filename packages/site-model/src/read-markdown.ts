import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledMarkdown, Highlighter } from '@accounts-docs/markdown';
import { compileKey, type CompileCache } from './compile-cache.ts';

export interface ReadMarkdownContext {
  cache: CompileCache;
  themes: { light: string; dark: string };
  /** Created on the first cache miss only: a warm build never loads Shiki. */
  highlighter: () => Promise<Highlighter>;
}

export interface ReadMarkdownResult {
  compiled: CompiledMarkdown;
  key: string;
}

/** Reads and compiles one markdown file, through the cache. */
export async function readMarkdown(file: string, context: ReadMarkdownContext): Promise<ReadMarkdownResult> {
  const source = await readFile(file, 'utf8');
  const key = compileKey(source, context.themes);
  let compiled = await context.cache.get(key);
  if (!compiled) {
    // Loaded on the first cache miss only: a warm build never loads the markdown toolchain.
    const { compileMarkdown } = await import('@accounts-docs/markdown');
    compiled = await compileMarkdown(source, {
      file,
      highlighter: await context.highlighter(),
      themes: context.themes,
    });
    await context.cache.set(key, compiled);
  }
  // Two files with the same bytes share an entry: messages always name the file being read.
  const diagnostics = compiled.diagnostics.map((d) => ({ ...d, file: path.resolve(file) }));
  return { compiled: { ...compiled, diagnostics }, key };
}

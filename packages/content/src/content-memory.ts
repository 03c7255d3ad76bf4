import type { Root as HastRoot } from 'hast';
import type { CodeBlockStore, SectionMemo } from '@accounts-docs/markdown';
import { diskCodeBlockStore, memoryCodeBlockStore } from './code-block-store.ts';
import type { CompiledSource } from './compiled-source.ts';
import { SourceTexts } from './source-texts.ts';

/**
 * What watch mode keeps in memory between rebuilds of the content: its session makes one per
 * config and hands it to each reader, which fills it. Without one (a one-shot build) every
 * read starts from the build cache on disk.
 */
export class ContentMemory {
  /** Compiled trees by content key, kept once on disk too: a rebuild re-renders from memory. */
  readonly trees = new Map<string, HastRoot>();
  /** The sources' texts, each by its file's stats: a file whose stats did not change is not read again. */
  readonly texts = new SourceTexts();
  /** Highlighted code blocks by block (one moved to another page is not highlighted again), in front of the build cache's. */
  readonly codeBlocks: CodeBlockStore;
  /** API comments' code blocks: comments share one file name, so only a store by block fits them. */
  readonly commentBlocks: CodeBlockStore = memoryCodeBlockStore();
  /** The markdown sources of the last successful read, by file: what the quick path compiles again. */
  readonly sources = new Map<string, CompiledSource>();
  #sections: SectionMemo | undefined;

  /** `cacheDir`: the build cache, whose code blocks the memory stands in front of. */
  constructor(cacheDir?: string) {
    this.codeBlocks = memoryCodeBlockStore(cacheDir === undefined ? undefined : diskCodeBlockStore(cacheDir));
  }

  /** The trees of the sections parsed before (an edit parses only the sections it changed), made on first use: a warm build never loads the markdown toolchain. */
  async sections(): Promise<SectionMemo> {
    if (this.#sections) return this.#sections;
    const { SectionMemo } = await import('@accounts-docs/markdown');
    return (this.#sections ??= new SectionMemo());
  }
}

import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Element, ElementContent } from 'hast';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { CodeBlockStore, CompiledMarkdown, Highlighter } from '@accounts-docs/markdown';
import type { CompileCache } from './compile-cache.ts';
import type { ContentMemory } from './content-memory.ts';
import type { ReadMarkdownContext } from './read-markdown.ts';
import { sharedHighlighter } from './shared-highlighter.ts';
import { WARM_UP_MARKDOWN, WARM_UP_SAMPLES } from './warm-up-samples.ts';

/** How long watch mode's warm-up parses pages' sections before the first edit, at most. */
const PRIME_MS = 250;

/** The files, the latest modified first (those gone last). */
async function latestChanged(files: readonly string[]): Promise<string[]> {
  const times = new Map(
    await Promise.all(files.map(async (file) => [file, (await stat(file).catch(() => undefined))?.mtimeMs ?? 0] as const)),
  );
  return [...files].sort((a, b) => times.get(b)! - times.get(a)!);
}

/**
 * The markdown pipeline as the reader uses it: the highlighter (loaded on the first cache miss
 * only), the context every compile of a source shares, and the compiles that are not cached
 * (API comments, MDX partials, React pages' code blocks).
 */
export class MarkdownTools {
  readonly #config: ResolvedConfig;
  readonly #cache: CompileCache;
  readonly #codeBlocks: CodeBlockStore | undefined;
  readonly #memory: ContentMemory | undefined;
  #highlighter: Promise<Highlighter> | undefined;
  /** The partials compiled since the read began, by file: read for their links, then bundled. */
  readonly #partials = new Map<string, Promise<CompiledMarkdown>>();
  /**
   * Time this read waited for the highlighter (0 when the process had it already); undefined when
   * the read highlighted nothing (every code block came from the cache).
   */
  highlighterMs: number | undefined;

  constructor(
    config: ResolvedConfig,
    { cache, codeBlocks, memory }: { cache: CompileCache; codeBlocks: CodeBlockStore | undefined; memory: ContentMemory | undefined },
  ) {
    this.#config = config;
    this.#cache = cache;
    this.#codeBlocks = codeBlocks;
    this.#memory = memory;
  }

  /** What compiling one source through the cache needs. */
  context(): ReadMarkdownContext {
    const { markdown } = this.#config;
    return {
      cache: this.#cache,
      themes: markdown.codeThemes,
      syntax: markdown,
      admonitionKeywords: markdown.admonitionKeywords,
      highlighter: () => this.highlighter(),
      codeBlocks: this.#codeBlocks,
    };
  }

  highlighter(): Promise<Highlighter> {
    this.highlighterMs ??= 0;
    if (this.#highlighter) return this.#highlighter;
    const start = performance.now();
    this.#highlighter = sharedHighlighter(this.#config.markdown.codeThemes, this.#config.markdown.codeLanguages).finally(
      () => (this.highlighterMs = Math.round((performance.now() - start) * 10) / 10),
    );
    return this.#highlighter;
  }

  /**
   * Loads and exercises what the first edit would otherwise pay for (the highlighter and its
   * common grammars; with a memory (watch mode) the markdown pipeline and the sections of the
   * last read's sources, the latest changed first), so that an edit shows up in tens of milliseconds.
   */
  async warmUp(): Promise<void> {
    const highlighter = await this.highlighter();
    for (const lang of ['ts', 'tsx', 'bash', 'json']) {
      await highlighter.loadLanguage(lang as never).catch(() => undefined);
      // A grammar compiles each rule's expressions the first time the rule is met: a sample
      // with the common forms of the language makes the first edit's highlighting cheap.
      highlighter.codeToHast(WARM_UP_SAMPLES[lang] ?? WARM_UP_SAMPLES.ts!, {
        lang,
        themes: this.#config.markdown.codeThemes,
        tokenizeTimeLimit: 0,
      });
    }
    const memory = this.#memory;
    if (!memory) return;
    const { compileMarkdown, parseSectionsInto, SectionMemo } = await import('@accounts-docs/markdown');
    const { memoryCodeBlockStore } = await import('./code-block-store.ts');
    // The markdown pipeline's code compiled by V8 on a sample, not on the first edit.
    await compileMarkdown(WARM_UP_MARKDOWN, {
      file: path.join(this.#config.root, 'warm-up.md'),
      highlighter,
      themes: this.#config.markdown.codeThemes,
      codeBlocks: memoryCodeBlockStore(),
      sections: new SectionMemo(),
    }).catch(() => undefined);
    // The sections of the pages most likely to be edited next: a first edit of one then
    // parses only what it changed (a whole page takes ~20 ms).
    const sections = await memory.sections();
    const start = performance.now();
    for (const file of await latestChanged([...memory.sources.keys()])) {
      if (performance.now() - start > PRIME_MS) break;
      const text = await memory.texts.read(file).catch(() => undefined);
      if (text !== undefined) parseSectionsInto(sections, text, file, this.#config.markdown);
    }
  }

  /**
   * Code blocks given as data (React pages' `@theme/CodeBlock`s), highlighted with the site's
   * code themes by the reader's highlighter, as its pages' blocks are.
   */
  async highlightCode(blocks: readonly { code: string; language: string; meta: string }[]): Promise<Element[]> {
    const { highlightCode } = await import('@accounts-docs/markdown');
    return highlightCode(blocks, { highlighter: () => this.highlighter(), themes: this.#config.markdown.codeThemes });
  }

  /**
   * A markdown file another MDX page imports (a partial, `import P from './_p.mdx'`), compiled
   * through the site's pipeline into its module (`CompiledMarkdown.mdx`), not cached: the React
   * stage bundles it with the pages that import it. Problems are thrown at their places in it.
   */
  async compilePartial(file: string): Promise<string> {
    return (await this.compiledPartial(file)).mdx ?? '';
  }

  /** A partial compiled once per read (see `newRead`): its links are read with the pages, its module bundled after. */
  compiledPartial(file: string): Promise<CompiledMarkdown> {
    let compiled = this.#partials.get(file);
    if (!compiled) {
      compiled = (async () => {
        const [{ compileMarkdown }, { readFile }] = await Promise.all([
          import('@accounts-docs/markdown'),
          import('node:fs/promises'),
        ]);
        return compileMarkdown(await readFile(file, 'utf8'), {
          file,
          highlighter: () => this.highlighter(),
          themes: this.#config.markdown.codeThemes,
          syntax: this.#config.markdown,
          admonitionKeywords: this.#config.markdown.admonitionKeywords,
          compileMdx: true,
        });
      })();
      this.#partials.set(file, compiled);
    }
    return compiled;
  }

  /** A read begins: the partials are compiled again from their files. */
  newRead(): void {
    this.highlighterMs = undefined;
    this.#partials.clear();
  }

  /** A comment's markdown through the guide's pipeline (GFM, highlighted code), not cached on disk. */
  async compileFragment(markdown: string): Promise<ElementContent[]> {
    const { compileMarkdown } = await import('@accounts-docs/markdown');
    const compiled = await compileMarkdown(markdown, {
      file: 'api-comment.md',
      highlighter: () => this.highlighter(),
      themes: this.#config.markdown.codeThemes,
      // Comments share one file name: only watch mode's store, which is by block, not by page.
      ...(this.#memory ? { codeBlocks: this.#memory.commentBlocks } : {}),
    });
    return compiled.hast.children as ElementContent[];
  }
}

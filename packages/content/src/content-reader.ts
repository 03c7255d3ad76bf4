import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { ApiModel } from '@accounts-docs/api-model';
import type { ResolvedConfig, SourcePath } from '@accounts-docs/config';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import type { CodeBlockStore, CompiledMarkdown, Highlighter, SectionMemo } from '@accounts-docs/markdown';
import { diskCodeBlockStore, memoryCodeBlockStore } from './code-block-store.ts';
import { readChangelogs } from './changelogs.ts';
import { createCompileCache, compileKey, MissingTree, type CompileCache } from './compile-cache.ts';
import { poolFor } from './compile-pool.ts';
import { scratchFolder } from './scratch-folder.ts';
import { compileSource, type CompiledSource, type SourceEdit } from './compiled-source.ts';
import { committedFiles, lastCommitTimes, lastUpdated } from './last-updated.ts';
import {
  apiSourcePaths,
  contentSourcePaths,
  findPackages,
  loadApi,
  type FoundApiPackages,
} from './load-api.ts';
import { recompileTree, type ReadMarkdownContext } from './read-markdown.ts';
import type { Content, ContentReaderOptions } from './content.ts';

export type { Content, ContentReaderOptions } from './content.ts';
import { readSourceFiles } from './read-sources.ts';
import { createdAt, readingMinutes, truncated, type BlogSource } from './blog-sources.ts';
import { readText, SourceTexts, type ReadText } from './source-texts.ts';
import { checkSourceFolders } from './source-folders.ts';
import { withPartialLinks } from './partial-links.ts';
import { WARM_UP_MARKDOWN, WARM_UP_SAMPLES } from './warm-up-samples.ts';

/** How long watch mode's warm-up parses pages' sections before the first edit, at most. */
const PRIME_MS = 250;

/** The files, the latest modified first (those gone last). */
async function latestChanged(files: string[]): Promise<string[]> {
  const times = new Map(
    await Promise.all(files.map(async (file) => [file, (await stat(file).catch(() => undefined))?.mtimeMs ?? 0] as const)),
  );
  return [...files].sort((a, b) => times.get(b)! - times.get(a)!);
}

/**
 * Reads the site's sources and keeps what a rebuild can reuse: compiled markdown, the
 * highlighter, git dates, and the API model while its sources do not change.
 */
export class ContentReader {
  readonly #config: ResolvedConfig;
  readonly #options: ContentReaderOptions;
  readonly #cache: CompileCache;
  /** Where compiled trees are written: the build cache, or a scratch folder without one (not memory). */
  readonly #cacheDir: string | undefined;
  /** The build cache, where highlighted code blocks are kept (none with `--no-cache`). */
  readonly #codeBlocksDir: string | undefined;
  #highlighter: Promise<Highlighter> | undefined;
  /** Highlighted code blocks of earlier compiles: by page in the build cache, by block in memory in watch mode. */
  readonly #codeBlocks: CodeBlockStore | undefined;
  readonly #commentBlocks: CodeBlockStore | undefined;
  /** Watch mode: the trees of the sections compiled before, so an edit parses only what it changed. */
  #sections: SectionMemo | undefined;
  /** Reads a source; in watch mode a file whose stats did not change is not read again. */
  readonly #readText: ReadText;
  #commitTimes: Promise<Map<string, number>> | undefined;
  #committed: Promise<ReadonlySet<string> | undefined> | undefined;
  /** Watch mode: the markdown sources of the last successful read, by file (see `recompile`). */
  #lastSources = new Map<string, CompiledSource>();
  /** The partials compiled since the last read began, by file: read for their links, then bundled. */
  #partials = new Map<string, Promise<CompiledMarkdown>>();
  /** The file each compiled tree was made from: a tree the cache no longer gives is made again. */
  #keyFiles = new Map<string, string>();
  /**
   * The text a tree was compiled from where it is not its file's: a changelog as the site writes
   * it (the version alone for a package without CHANGELOG.md, whose file is its package.json; a
   * bare package name as the h1 renamed), a blog post's excerpt (its text before the truncate
   * marker). Small, and kept so a lost tree is compiled again from the same text.
   */
  #keyTexts = new Map<string, string>();
  #packages: Promise<FoundApiPackages> | undefined;
  #api: Promise<{ model: ApiModel; diagnostics: Diagnostic[] } | undefined> | undefined;
  /** TypeDoc's own time in the last read that ran it (0 when its JSON came from the cache). */
  typedocMs = 0;
  /** Time to the API model in the last read, TypeDoc included. */
  apiMs = 0;
  /** Time spent loading Shiki on this thread in the last read (0: not loaded, e.g. every code block came from the cache). */
  highlighterMs = 0;

  constructor(config: ResolvedConfig, options: ContentReaderOptions) {
    this.#config = config;
    this.#options = options;
    this.#cacheDir = options.cache ? config.paths.cache : options.watch ? undefined : scratchFolder();
    this.#cache = createCompileCache({
      dir: this.#cacheDir,
      // Watch mode re-renders from memory; a one-shot build keeps only what is not yet on disk.
      keepTrees: options.watch === true,
      scratch: !options.cache,
    });
    this.#codeBlocksDir = options.cache ? config.paths.cache : undefined;
    const onDisk = this.#codeBlocksDir ? diskCodeBlockStore(this.#codeBlocksDir) : undefined;
    this.#codeBlocks = options.watch ? memoryCodeBlockStore(onDisk) : onDisk;
    this.#commentBlocks = options.watch ? memoryCodeBlockStore() : undefined;
    this.#readText = options.watch ? new SourceTexts().read : readText;
  }

  /** Reads and compiles everything; throws a DiagnosticError listing every source that cannot be read. */
  async read(): Promise<Content> {
    const config = this.#config;
    this.highlighterMs = 0;
    this.#partials.clear();
    checkSourceFolders(config);
    // Not awaited yet: TypeDoc runs (on its worker) while the markdown compiles.
    const api = (this.#api ??= this.#loadApi());
    api.catch(() => undefined);
    const [files, commitTimes, repositoryFiles] = await Promise.all([
      readSourceFiles(config, this.#readText),
      config.docs.showLastUpdateTime
        ? (this.#commitTimes ??= lastCommitTimes(config.paths.docs))
        : Promise.resolve(new Map<string, number>()),
      // Only links into the repository need it.
      config.docs.editUrl || config.api?.sourceUrl
        ? (this.#committed ??= committedFiles(config.root))
        : undefined,
    ]);
    const read = this.#readContext();
    const themes = config.markdown.codeThemes;
    let misses = 0;
    const keywords = config.markdown.admonitionKeywords;
    for (const [file, text] of files.text)
      if (!this.#cache.has(compileKey(text, themes, file, config.markdown, keywords))) misses++;
    if (this.#options.watch && misses > 0) {
      read.sections = await this.#sectionMemo();
    }
    const pool = this.#pool(misses);
    if (pool) read.compile = (source, file, key) => pool.compile(source, file, key);

    const diagnostics: Diagnostic[] = [...files.diagnostics];
    const fatal: Diagnostic[] = [];
    // Every source is compiled even when one fails: all problems are reported together.
    const compileEach = async (entries: [string, string][], dates?: Map<string, number>) => {
      const compiled = await Promise.all(
        entries.map(async ([file, text]) => {
          try {
            const { source, errors } = await compileSource(file, text, read);
            this.#keyFiles.set(source.contentKey, file);
            diagnostics.push(...source.meta.diagnostics);
            fatal.push(...errors);
            if (dates) source.lastUpdated = await lastUpdated(file, dates);
            return await withPartialLinks(source, config.root, (partial) => this.#compilePartial(partial));
          } catch (error) {
            if (!(error instanceof DiagnosticError)) throw error;
            fatal.push(...error.diagnostics);
            return undefined;
          }
        }),
      );
      return compiled.filter((source): source is CompiledSource => source !== undefined);
    };
    const withText = (list: string[]) => list.map((file): [string, string] => [file, files.text.get(file)!]);
    let content: Content;
    try {
      const dates = config.docs.showLastUpdateTime ? commitTimes : undefined;
      const versions = await Promise.all(
        files.versions.map(async (version) => ({
          name: version.name,
          sources: await compileEach(withText(version.files), dates),
        })),
      );
      const pages = await compileEach(withText(files.pages));
      const blog = await this.#compileBlog(files.blog.map((file) => [file, files.text.get(file)!]), compileEach, read, fatal);
      // Awaited last: the API model may still be loading while the markdown compiles.
      let loaded: Awaited<typeof api> | undefined;
      try {
        loaded = await api;
      } catch (error) {
        if (!(error instanceof DiagnosticError)) throw error;
        fatal.push(...error.diagnostics);
      }
      let apiContent: Content['api'];
      if (loaded) {
        diagnostics.push(...loaded.diagnostics);
        const changelogs = await readChangelogs(loaded.model, config, this.#readText);
        const compiled = await compileEach(changelogs.map((c): [string, string] => [c.file, c.text]));
        for (const c of changelogs) {
          const source = compiled.find((s) => s.file === c.file);
          if (source) this.#keyTexts.set(source.contentKey, c.text);
        }
        apiContent = {
          model: loaded.model,
          changelogs: new Map(
            changelogs.flatMap((c) => {
              const source = compiled.find((s) => s.file === c.file);
              return source ? [[c.packageName, source] as const] : [];
            }),
          ),
        };
      }
      content = {
        versions,
        pages,
        blog,
        api: apiContent,
        ...(repositoryFiles ? { repositoryFiles } : {}),
        diagnostics,
        loadTree: (key) => this.loadTree(key),
        compileFragment: (markdown) => this.#compileFragment(markdown),
      };
    } finally {
      await pool?.close();
    }
    this.#lastSources.clear();
    // The warnings of the pages that compiled go with the errors: a failed build shows them all
    // at once, not as a second wave after the fix.
    if (fatal.length > 0) throw new DiagnosticError([...fatal, ...diagnostics]);
    if (this.#options.watch)
      // Not the blog's posts: a post is shown by its lists and feeds too, so its edit rebuilds.
      for (const source of [...content.versions.flatMap((v) => v.sources), ...content.pages])
        this.#lastSources.set(source.file, source);
    return content;
  }

  /**
   * The blog's posts: each compiled whole like a page, and its text before the truncate marker
   * compiled too (what the lists show, as the blog plugin's loader truncates the source). The
   * excerpt's warnings are the post's own, reported once; its errors are reported.
   */
  async #compileBlog(
    entries: [string, string][],
    compileEach: (entries: [string, string][]) => Promise<CompiledSource[]>,
    read: ReadMarkdownContext,
    fatal: Diagnostic[],
  ): Promise<BlogSource[]> {
    const sources = await compileEach(entries);
    const texts = new Map(entries);
    return Promise.all(
      sources.map(async (source): Promise<BlogSource> => {
        const text = texts.get(source.file)!;
        const cut = truncated(text);
        let excerpt: CompiledSource | undefined;
        if (cut !== undefined) {
          try {
            const compiled = await compileSource(source.file, cut, read);
            this.#keyFiles.set(compiled.source.contentKey, source.file);
            this.#keyTexts.set(compiled.source.contentKey, cut);
            fatal.push(...compiled.errors);
            excerpt = compiled.source;
          } catch (error) {
            if (!(error instanceof DiagnosticError)) throw error;
            fatal.push(...error.diagnostics);
          }
        }
        return { source, excerpt, readingMinutes: readingMinutes(text), created: await createdAt(source.file) };
      }),
    );
  }

  /**
   * Watch mode: compiles again a markdown source of the last read after an edit, through the
   * cache (the next read finds it there). Undefined when the file was not a source of the last
   * read, or the edit does not compile cleanly (the next read reports why).
   */
  async recompile(file: string): Promise<SourceEdit | undefined> {
    const previous = this.#lastSources.get(file);
    if (!previous) return undefined;
    try {
      const read = this.#readContext();
      read.sections = await this.#sectionMemo();
      const { source, errors } = await compileSource(file, await this.#readText(file), read);
      this.#keyFiles.set(source.contentKey, file);
      if (errors.length > 0) return undefined;
      // Dated as the read dates it: the last commit, or the file's time when it has none.
      if (previous.lastUpdated !== undefined && this.#commitTimes)
        source.lastUpdated = await lastUpdated(file, await this.#commitTimes);
      return { previous, next: source };
    } catch {
      return undefined;
    }
  }

  /**
   * The compiled tree of a source, by its content key (as `Content.loadTree`). A tree the cache
   * cannot give (its entry removed, cut short or damaged since the page was read) is compiled
   * again from the page's file.
   */
  async loadTree(contentKey: string): Promise<HastRoot> {
    try {
      return await this.#cache.getHast(contentKey);
    } catch (error) {
      const file = this.#keyFiles.get(contentKey);
      if (!(error instanceof MissingTree) || file === undefined) throw error;
      // A changelog or a blog post's excerpt from the text it was compiled from, else its file.
      const written = this.#keyTexts.get(contentKey);
      const readText = written !== undefined ? async () => written : this.#readText;
      return recompileTree(file, contentKey, this.#readContext(), readText);
    }
  }

  /** Forgets the API model: the next read runs the API sources again (through the TypeDoc cache). */
  invalidateApi(): void {
    this.#api = undefined;
    this.#packages = undefined;
  }

  /** The API packages' folders and tsconfig: what watch mode watches for the API reference. */
  async apiSourcePaths(): Promise<string[]> {
    return apiSourcePaths(this.#config, await this.#findPackages());
  }

  /** Everything the site is read from, each with what names it (see `contentSourcePaths`). */
  async sourcePaths(): Promise<SourcePath[]> {
    return contentSourcePaths(this.#config, await this.#findPackages());
  }

  /** The API packages, found once until the API is invalidated (the protected paths and TypeDoc share them). */
  #findPackages(): Promise<FoundApiPackages> {
    return (this.#packages ??= findPackages(this.#config).catch((error: unknown) => {
      this.#packages = undefined; // a failed look-up (an API package being fixed) is tried again
      throw error;
    }));
  }

  /**
   * Loads and exercises what the first edit would otherwise pay for (the highlighter and its
   * common grammars; in watch mode the markdown pipeline and the sections of the latest changed
   * pages), so that in watch mode an edit shows up in tens of milliseconds.
   */
  async warmUp(): Promise<void> {
    const highlighter = await this.#loadHighlighter();
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
    if (!this.#options.watch) return;
    const { compileMarkdown, parseSectionsInto, SectionMemo } = await import('@accounts-docs/markdown');
    // The markdown pipeline's code compiled by V8 on a sample, not on the first edit.
    await compileMarkdown(WARM_UP_MARKDOWN, {
      file: path.join(this.#config.root, 'warm-up.md'),
      highlighter,
      themes: this.#config.markdown.codeThemes,
      codeBlocks: memoryCodeBlockStore(),
      sections: new SectionMemo(),
    }).catch(() => undefined);
    // The sections of the pages most likely to be edited next, the latest changed first: a
    // first edit of one then parses only what it changed (a whole page takes ~20 ms).
    const sections = await this.#sectionMemo();
    const start = performance.now();
    for (const file of await latestChanged([...this.#lastSources.keys()])) {
      if (performance.now() - start > PRIME_MS) break;
      const text = await this.#readText(file).catch(() => undefined);
      if (text !== undefined) parseSectionsInto(sections, text, file, this.#config.markdown);
    }
  }

  /** Watch mode's section memo, made on first use (a warm build never loads the markdown toolchain). */
  async #sectionMemo(): Promise<SectionMemo> {
    if (this.#sections) return this.#sections;
    const { SectionMemo } = await import('@accounts-docs/markdown');
    return (this.#sections ??= new SectionMemo());
  }

  #readContext(): ReadMarkdownContext {
    return {
      cache: this.#cache,
      themes: this.#config.markdown.codeThemes,
      syntax: this.#config.markdown,
      admonitionKeywords: this.#config.markdown.admonitionKeywords,
      highlighter: () => this.#loadHighlighter(),
      codeBlocks: this.#codeBlocks,
    };
  }

  async #loadApi(): Promise<{ model: ApiModel; diagnostics: Diagnostic[] } | undefined> {
    const start = performance.now();
    try {
      const loaded = await loadApi(this.#config, await this.#findPackages(), this.#options);
      this.typedocMs = loaded?.typedocMs ?? 0;
      return loaded;
    } catch (error) {
      this.#api = undefined; // a failed load is not kept: the next build tries again
      throw error;
    } finally {
      this.apiMs = Math.round((performance.now() - start) * 10) / 10;
    }
  }

  #pool(misses: number) {
    return poolFor(misses, {
      ...this.#options,
      themes: this.#config.markdown.codeThemes,
      syntax: this.#config.markdown,
      admonitionKeywords: this.#config.markdown.admonitionKeywords,
      langs: this.#config.markdown.codeLanguages,
      cacheDir: this.#cacheDir,
      scratch: !this.#options.cache,
      codeBlocksDir: this.#codeBlocksDir,
    });
  }

  #loadHighlighter(): Promise<Highlighter> {
    if (this.#highlighter) return this.#highlighter;
    const start = performance.now();
    this.#highlighter = import('@accounts-docs/markdown')
      .then(({ createCodeHighlighter }) =>
        createCodeHighlighter({
          themes: this.#config.markdown.codeThemes,
          langs: this.#config.markdown.codeLanguages,
        }),
      )
      .finally(() => (this.highlighterMs = Math.round((performance.now() - start) * 10) / 10));
    return this.#highlighter;
  }

  /**
   * Code blocks given as data (React pages' `@theme/CodeBlock`s), highlighted with the site's
   * code themes by the reader's highlighter, as its pages' blocks are.
   */
  async highlightCode(blocks: readonly { code: string; language: string; meta: string }[]): Promise<Element[]> {
    const { highlightCode } = await import('@accounts-docs/markdown');
    return highlightCode(blocks, { highlighter: () => this.#loadHighlighter(), themes: this.#config.markdown.codeThemes });
  }

  /**
   * A markdown file another MDX page imports (a partial, `import P from './_p.mdx'`), compiled
   * through the site's pipeline into its module (`CompiledMarkdown.mdx`), not cached: the React
   * stage bundles it with the pages that import it. Problems are thrown at their places in it.
   */
  async compilePartial(file: string): Promise<string> {
    return (await this.#compilePartial(file)).mdx ?? '';
  }

  /** A partial compiled once per read: its links are read with the pages, its module bundled after. */
  #compilePartial(file: string): Promise<CompiledMarkdown> {
    let compiled = this.#partials.get(file);
    if (!compiled) {
      compiled = (async () => {
        const [{ compileMarkdown }, { readFile }] = await Promise.all([
          import('@accounts-docs/markdown'),
          import('node:fs/promises'),
        ]);
        return compileMarkdown(await readFile(file, 'utf8'), {
          file,
          highlighter: () => this.#loadHighlighter(),
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

  /** A comment's markdown through the guide's pipeline (GFM, highlighted code), not cached on disk. */
  async #compileFragment(markdown: string): Promise<ElementContent[]> {
    const { compileMarkdown } = await import('@accounts-docs/markdown');
    const compiled = await compileMarkdown(markdown, {
      file: 'api-comment.md',
      highlighter: () => this.#loadHighlighter(),
      themes: this.#config.markdown.codeThemes,
      // Comments share one file name: only watch mode's store, which is by block, not by page.
      ...(this.#commentBlocks ? { codeBlocks: this.#commentBlocks } : {}),
    });
    return compiled.hast.children as ElementContent[];
  }
}

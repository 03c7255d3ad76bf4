import type { Element, Root as HastRoot } from 'hast';
import type { ResolvedConfig, SourcePath } from '@accounts-docs/config';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { diskCodeBlockStore } from './code-block-store.ts';
import { CompileBatch, TreeOrigins } from './compile-batch.ts';
import { createCompileCache, compileKey, MissingTree, type CompileCache } from './compile-cache.ts';
import { poolFor } from './compile-pool.ts';
import { scratchFolder } from './scratch-folder.ts';
import { compileSource, type SourceEdit } from './compiled-source.ts';
import { committedFiles, lastCommitTimes, lastUpdated } from './last-updated.ts';
import { recompileTree } from './read-markdown.ts';
import type { Content, ContentReaderOptions } from './content.ts';
import type { ContentMemory } from './content-memory.ts';

export type { Content, ContentReaderOptions } from './content.ts';
import { readSourceFiles } from './read-sources.ts';
import { compileBlog } from './blog-sources.ts';
import { readText, type ReadText } from './source-texts.ts';
import { checkSourceFolders } from './source-folders.ts';
import { ApiSource } from './api-source.ts';
import { withPartialLinks } from './partial-links.ts';
import { MarkdownTools } from './markdown-tools.ts';

/**
 * Reads the site's sources and keeps what a rebuild can reuse: compiled markdown, the
 * highlighter, git dates, and the API model while its sources do not change. With a
 * `ContentMemory` (watch mode) trees, texts and code blocks stay in memory between reads.
 */
export class ContentReader {
  readonly #config: ResolvedConfig;
  readonly #options: ContentReaderOptions;
  readonly #memory: ContentMemory | undefined;
  readonly #cache: CompileCache;
  /** Where compiled trees are written: the build cache, or a scratch folder without one (not memory). */
  readonly #cacheDir: string | undefined;
  /**
   * The build cache (none with `--no-cache`): highlighted code blocks, git's answers for the
   * last-updated dates and committed files.
   */
  readonly #buildCache: string | undefined;
  readonly #tools: MarkdownTools;
  readonly #api: ApiSource;
  /** Reads a source; with a memory a file whose stats did not change is not read again. */
  readonly #readText: ReadText;
  #commitTimes: Promise<Map<string, number>> | undefined;
  #committed: Promise<ReadonlySet<string> | undefined> | undefined;
  /** Where each compiled tree came from: a tree the cache no longer gives is made again. */
  readonly #origins = new TreeOrigins();

  constructor(config: ResolvedConfig, options: ContentReaderOptions) {
    const memory = options.memory;
    this.#config = config;
    this.#options = options;
    this.#memory = memory;
    this.#cacheDir = options.cache ? config.paths.cache : memory ? undefined : scratchFolder();
    // With a memory a rebuild re-renders from memory; a one-shot build keeps only what is not yet on disk.
    this.#cache = createCompileCache({ dir: this.#cacheDir, keptTrees: memory?.trees, scratch: !options.cache });
    this.#buildCache = options.cache ? config.paths.cache : undefined;
    const codeBlocks = memory?.codeBlocks ?? (this.#buildCache ? diskCodeBlockStore(this.#buildCache) : undefined);
    this.#tools = new MarkdownTools(config, { cache: this.#cache, codeBlocks, memory });
    this.#api = new ApiSource(config, options);
    this.#readText = memory ? memory.texts.read : readText;
  }

  /** TypeDoc's own time in the last read that ran it (0 when its JSON came from the cache). */
  get typedocMs(): number {
    return this.#api.typedocMs;
  }

  /** Time to the API model in the last read, TypeDoc included. */
  get apiMs(): number {
    return this.#api.apiMs;
  }

  /** Time the last read waited for Shiki on this thread; undefined when it highlighted nothing. */
  get highlighterMs(): number | undefined {
    return this.#tools.highlighterMs;
  }

  /** Reads and compiles everything; throws a DiagnosticError listing every source that cannot be read. */
  async read(): Promise<Content> {
    const config = this.#config;
    this.#tools.newRead();
    checkSourceFolders(config);
    // Not awaited yet: TypeDoc runs (on its worker) while the markdown compiles.
    const api = this.#api.model();
    api.catch(() => undefined);
    const [files, commitTimes, repositoryFiles] = await Promise.all([
      readSourceFiles(config, this.#readText),
      config.docs.showLastUpdateTime
        ? (this.#commitTimes ??= lastCommitTimes(config.paths.docs, this.#buildCache))
        : Promise.resolve(new Map<string, number>()),
      // Only links into the repository need it.
      config.docs.editUrl || config.api?.sourceUrl
        ? (this.#committed ??= committedFiles(config.root, this.#buildCache))
        : undefined,
    ]);
    const read = this.#tools.context();
    const themes = config.markdown.codeThemes;
    let misses = 0;
    const keywords = config.markdown.admonitionKeywords;
    for (const [file, text] of files.text)
      if (!this.#cache.has(compileKey(text, themes, file, config.markdown, keywords))) misses++;
    if (this.#memory && misses > 0) read.sections = await this.#memory.sections();
    const pool = this.#pool(misses);
    if (pool) read.compile = (source, file, key) => pool.compile(source, file, key);

    const batch = new CompileBatch(read, this.#origins, files.diagnostics, (source) =>
      withPartialLinks(
        source,
        config.root,
        (partial) => this.#tools.compiledPartial(partial),
        config.markdown.tableOfContents,
      ),
    );
    const withText = (list: string[]) => list.map((file): [string, string] => [file, files.text.get(file)!]);
    let content: Content;
    try {
      const dates = config.docs.showLastUpdateTime ? commitTimes : undefined;
      const versions = await Promise.all(
        files.versions.map(async (version) => ({
          name: version.name,
          sources: await batch.each(withText(version.files), dates),
        })),
      );
      const pages = await batch.each(withText(files.pages));
      // An excerpt's warnings are its post's own, reported once; its errors are reported.
      const blog = await compileBlog(withText(files.blog), batch.each, (file, cut) => batch.one(file, cut, true));
      // Awaited last: the API model may still be loading while the markdown compiles.
      const apiContent = await batch.api(api, config, this.#readText);
      content = {
        versions,
        pages,
        blog,
        api: apiContent,
        ...(repositoryFiles ? { repositoryFiles } : {}),
        diagnostics: batch.diagnostics,
        loadTree: (key) => this.loadTree(key),
        compileFragment: (markdown) => this.#tools.compileFragment(markdown),
      };
    } finally {
      await pool?.close();
    }
    this.#memory?.sources.clear();
    // The warnings of the pages that compiled go with the errors: a failed build shows them all
    // at once, not as a second wave after the fix.
    if (batch.fatal.length > 0) throw new DiagnosticError([...batch.fatal, ...batch.diagnostics]);
    if (this.#memory)
      // Not the blog's posts: a post is shown by its lists and feeds too, so its edit rebuilds.
      for (const source of [...content.versions.flatMap((v) => v.sources), ...content.pages])
        this.#memory.sources.set(source.file, source);
    return content;
  }

  /**
   * The quick path (watch mode): compiles again a markdown source of the last read after an
   * edit, through the cache (the next read finds it there). Undefined without a memory, when
   * the file was not a source of the last read, or when the edit does not compile cleanly (the
   * next read reports why).
   */
  async recompile(file: string): Promise<SourceEdit | undefined> {
    const previous = this.#memory?.sources.get(file);
    if (!previous) return undefined;
    try {
      const read = this.#tools.context();
      read.sections = await this.#memory!.sections();
      const { source, errors } = await compileSource(file, await this.#readText(file), read);
      this.#origins.set(source.contentKey, file);
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
      // A changelog or a blog post's excerpt from the text it was compiled from, else its file.
      const origin = this.#origins.of(contentKey, this.#readText);
      if (!(error instanceof MissingTree) || !origin) throw error;
      return recompileTree(origin.file, contentKey, this.#tools.context(), origin.readText);
    }
  }

  /**
   * Starts loading the API model ahead of `read`, which takes it from there (and reports its
   * failure): on a cold build TypeDoc is the longest stage, and its thread can load TypeScript
   * while the build loads the React side and reads the sources.
   */
  startApi(): void {
    this.#api.model().catch(() => undefined);
  }

  /** Forgets the API model: the next read runs the API sources again (through the TypeDoc cache). */
  invalidateApi(): void {
    this.#api.invalidate();
  }

  /** The API packages' folders and tsconfig: what watch mode watches for the API reference. */
  apiSourcePaths(): Promise<string[]> {
    return this.#api.apiSourcePaths();
  }

  /** Everything the site is read from, each with what names it (see `contentSourcePaths`). */
  sourcePaths(): Promise<SourcePath[]> {
    return this.#api.sourcePaths();
  }

  /** Loads what the first edit would otherwise pay for (see `MarkdownTools.warmUp`). */
  warmUp(): Promise<void> {
    return this.#tools.warmUp();
  }

  /** Code blocks given as data (React pages' `@theme/CodeBlock`s), highlighted as the pages' blocks are. */
  highlightCode(blocks: readonly { code: string; language: string; meta: string }[]): Promise<Element[]> {
    return this.#tools.highlightCode(blocks);
  }

  /** A markdown file an MDX page imports, compiled into its module (see `MarkdownTools.compilePartial`). */
  compilePartial(file: string): Promise<string> {
    return this.#tools.compilePartial(file);
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
      codeBlocksDir: this.#buildCache,
    });
  }
}

import type { ApiModel } from '@accounts-docs/api-model';
import type { ResolvedConfig } from '@accounts-docs/config';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { readChangelogs } from './changelogs.ts';
import { compileSource, type CompiledSource } from './compiled-source.ts';
import type { Content } from './content.ts';
import { lastUpdated } from './last-updated.ts';
import type { ReadMarkdownContext } from './read-markdown.ts';
import type { ReadText } from './source-texts.ts';

/**
 * Where each compiled tree came from, by content key: a tree the cache no longer gives (its
 * entry removed, cut short or damaged since the page was read) is compiled again from it.
 */
export class TreeOrigins {
  readonly #files = new Map<string, string>();
  /**
   * The text a tree was compiled from where it is not its file's: a changelog as the site writes
   * it (the version alone for a package without CHANGELOG.md, whose file is its package.json; a
   * bare package name as the h1 renamed), a blog post's excerpt (its text before the truncate
   * marker). Small, and kept so a lost tree is compiled again from the same text.
   */
  readonly #texts = new Map<string, string>();

  /** Records the file (and, when it is not the file's, the text) a tree was compiled from. */
  set(contentKey: string, file: string, text?: string): void {
    this.#files.set(contentKey, file);
    if (text !== undefined) this.#texts.set(contentKey, text);
  }

  /** The tree's file and how to read its text again; undefined for a key never compiled here. */
  of(contentKey: string, readText: ReadText): { file: string; readText: ReadText } | undefined {
    const file = this.#files.get(contentKey);
    if (file === undefined) return undefined;
    const written = this.#texts.get(contentKey);
    return { file, readText: written !== undefined ? async () => written : readText };
  }
}

/**
 * One read's compiles: every source is compiled even when one fails, its warnings and errors
 * gathered so that all problems are reported together.
 */
export class CompileBatch {
  readonly diagnostics: Diagnostic[];
  readonly fatal: Diagnostic[] = [];
  readonly #read: ReadMarkdownContext;
  readonly #origins: TreeOrigins;
  readonly #finish: ((source: CompiledSource) => Promise<CompiledSource>) | undefined;

  /** `finish`: what a page's compile is completed with (a compiled page given its partials' links). */
  constructor(
    read: ReadMarkdownContext,
    origins: TreeOrigins,
    diagnostics: readonly Diagnostic[],
    finish?: (source: CompiledSource) => Promise<CompiledSource>,
  ) {
    this.#read = read;
    this.#origins = origins;
    this.diagnostics = [...diagnostics];
    this.#finish = finish;
  }

  /** Compiles each `[file, text]`, dated by the commit times when given; those that fail are left out. */
  readonly each = async (entries: [string, string][], dates?: Map<string, number>): Promise<CompiledSource[]> => {
    const compiled = await Promise.all(
      entries.map(async ([file, text]) => {
        const source = await this.one(file, text);
        if (source) this.diagnostics.push(...source.meta.diagnostics);
        if (source && dates) source.lastUpdated = await lastUpdated(file, dates);
        return source && this.#finish ? this.#finished(source) : source;
      }),
    );
    return compiled.filter((source): source is CompiledSource => source !== undefined);
  };

  async #finished(source: CompiledSource): Promise<CompiledSource | undefined> {
    try {
      return await this.#finish!(source);
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      this.fatal.push(...error.diagnostics);
      return undefined;
    }
  }

  /**
   * Compiles one text of a file; its warnings are left to the caller (a post's excerpt shares
   * its post's). `own`: the text is not the file's (an excerpt, a changelog as written).
   */
  readonly one = async (file: string, text: string, own = false): Promise<CompiledSource | undefined> => {
    try {
      const { source, errors } = await compileSource(file, text, this.#read);
      this.#origins.set(source.contentKey, file, own ? text : undefined);
      this.fatal.push(...errors);
      return source;
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      this.fatal.push(...error.diagnostics);
      return undefined;
    }
  };

  /** The API model's content: the model, its warnings, and each package's changelog compiled. */
  async api(
    loading: Promise<{ model: ApiModel; diagnostics: Diagnostic[] } | undefined>,
    config: ResolvedConfig,
    readText: ReadText,
  ): Promise<Content['api']> {
    let loaded: Awaited<typeof loading>;
    try {
      loaded = await loading;
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      this.fatal.push(...error.diagnostics);
      return undefined;
    }
    if (!loaded) return undefined;
    this.diagnostics.push(...loaded.diagnostics);
    const changelogs = await readChangelogs(loaded.model, config, readText);
    const compiled = await Promise.all(
      changelogs.map(async (c) => {
        const source = await this.one(c.file, c.text, true);
        if (source) this.diagnostics.push(...source.meta.diagnostics);
        return [c.packageName, source] as const;
      }),
    );
    const found = compiled.filter((entry): entry is readonly [string, CompiledSource] => entry[1] !== undefined);
    return { model: loaded.model, changelogs: new Map(found) };
  }
}

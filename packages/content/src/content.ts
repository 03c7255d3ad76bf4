import type { ElementContent, Root as HastRoot } from 'hast';
import type { ApiModel } from '@accounts-docs/api-model';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { BlogSource } from './blog-sources.ts';
import type { CompiledSource } from './compiled-source.ts';
import type { ContentMemory } from './content-memory.ts';
import type { LoadApiOptions } from './load-api.ts';

/** Everything the site is made from, read and compiled: the site model places it. */
export interface Content {
  /** Each docs version's sources, in the config's order of versions. */
  versions: { name: string; sources: CompiledSource[] }[];
  /** The pages folder's sources. */
  pages: CompiledSource[];
  /** The blog's posts (none without a blog), each with its excerpt. */
  blog: BlogSource[];
  /** The API model, when the config has `api`, and each package's compiled changelog by package name. */
  api: { model: ApiModel; changelogs: Map<string, CompiledSource> } | undefined;
  /**
   * The files committed in the project's git repository (paths from the project root), read when
   * the config links into the repository (`docs.editUrl`, `api.sourceUrl`); absent outside git.
   */
  repositoryFiles?: ReadonlySet<string>;
  /** Warnings: skipped files, compile warnings, TypeDoc's findings. */
  diagnostics: Diagnostic[];
  /** The compiled tree of a source, by its content key. */
  loadTree(contentKey: string): Promise<HastRoot>;
  /** A markdown fragment (an API comment) through the same pipeline, compiled when a page needs it. */
  compileFragment(markdown: string): Promise<ElementContent[]>;
}

export interface ContentReaderOptions extends LoadApiOptions {
  /** Keep compiled markdown on disk between runs (warm builds). */
  cache: boolean;
  /** Watch mode's memory: trees, texts and highlighted code blocks kept between reads (see `ContentMemory`). */
  memory?: ContentMemory | undefined;
  /**
   * Worker script of the compile pool (the bundled CLI has one). With it, a build with many
   * uncompiled pages compiles on `workers` threads (default: one per core, from 100 misses).
   */
  compileWorker?: string;
  /** Number of compile workers; 0 never starts any. */
  workers?: number;
}

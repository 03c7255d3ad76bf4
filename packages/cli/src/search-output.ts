import {
  SearchIndexCache,
  SearchIndexRefresher,
  searchIndexKey,
  SearchIndexSink,
} from '@accounts-docs/search-index';
import type { RenderManifest } from '@accounts-docs/render/incremental';
import type { IndexedPage } from './site-files.ts';

/** Where a build writes the index's files. */
interface IndexFiles {
  write(path: string, contents: string | Uint8Array): Promise<unknown>;
  read(path: string): Promise<string>;
}

/**
 * The search index's side of the output: a sink the site writer feeds page by page, its
 * sections' caches kept across builds, and in watch mode the refresh from the files after
 * the build (the site and each edit are served at once, the index follows a moment later).
 */
export class SearchOutput {
  readonly #cacheDir: string | undefined;
  readonly #sectionCaches = new Map<string, SearchIndexCache>();
  readonly #refresher: SearchIndexRefresher | undefined;
  #started = 0;

  /** `refreshAfter`: watch mode, the index of a build in place refreshed after it. */
  constructor(cacheDir: string | undefined, refreshAfter: boolean) {
    this.#cacheDir = cacheDir;
    this.#refresher = refreshAfter ? new SearchIndexRefresher(new SearchIndexCache(cacheDir)) : undefined;
  }

  /**
   * The sink for a build's pages, or undefined when the index is refreshed after the build
   * (watch mode, `inPlace`: the output is updated in place). Watch mode's first build (a new
   * folder) writes its index like any build: search works once the address is shown, and no
   * indexing competes with the first edits.
   */
  async open(indexed: readonly IndexedPage[], inPlace: boolean): Promise<SearchIndexSink | undefined> {
    this.#started = performance.now();
    if (this.#refresher && inPlace) return undefined;
    return SearchIndexSink.open(indexed, (section) => this.#sectionCache(section));
  }

  /** Writes the sink's index once every page is fed; its files recorded in the next manifest. */
  async finish(
    index: SearchIndexSink,
    output: IndexFiles,
    next: RenderManifest,
    timings: Record<string, number>,
  ): Promise<void> {
    const { key, files, reused } = await index.finish((file) => output.read(file));
    // All at once: the writer's writes are independent, and one after the other each waited
    // for the file system's round trip (~0.1 s for the index's ~60 files on a one-edit build).
    await Promise.all(files.map((file) => output.write(file.path, file.contents)));
    for (const file of files) next.pages[file.path] = `search-index ${key}`;
    // Indexing overlaps the rendering: the figure runs from its start to its files written.
    timings['search-index'] = Math.round((performance.now() - this.#started) * 10) / 10;
    timings['search-index-reused'] = reused;
  }

  /** Watch mode, after a build in place: the index refreshed from the files it wrote. */
  refresh(outDir: string, indexed: readonly IndexedPage[]): void {
    this.#refresher?.refresh(
      outDir,
      searchIndexKey(indexed),
      indexed.map((page) => ({ route: page.url, outFile: page.outFile })),
    );
  }

  /** A build starts: the last build's index refresh would compete with it for the CPU. */
  cancel(): void {
    this.#refresher?.cancel();
  }

  /** Resolves when the last refresh is written. */
  settled(): Promise<void> {
    return this.#refresher?.settled() ?? Promise.resolve();
  }

  /** A section's index cache, kept across rebuilds (watch mode). */
  #sectionCache(section: string): SearchIndexCache {
    let cache = this.#sectionCaches.get(section);
    if (!cache) {
      cache = new SearchIndexCache(this.#cacheDir, `search-index-${section}`);
      this.#sectionCaches.set(section, cache);
    }
    return cache;
  }
}

import { readFile } from 'node:fs/promises';
import { searchIndexKey, type SearchIndexCache } from './index-cache.ts';
import { startSearchIndex, type SearchIndexBuilder, type SearchIndexFile } from './pagefind-index.ts';

/** A page the index holds: its URL (a site route), its output file and its HTML's fingerprint. */
export interface IndexedPage {
  url: string;
  outFile: string;
  fingerprint: string;
}

/** What `SearchIndexSink.finish` gives: the index's files and whether they came from the cache. */
export interface SinkResult {
  key: string;
  files: SearchIndexFile[];
  reused: boolean;
}

/**
 * The search index as a consumer of the output: the site writer feeds it every file it writes
 * or links (structurally an `OutputSink` of `@accounts-docs/output`), and it sends the indexed
 * pages' HTML to Pagefind in the order they come. When the cache holds the index of these very
 * pages (same URLs and fingerprints) Pagefind never starts and the feed is ignored.
 */
export class SearchIndexSink {
  readonly #pages: ReadonlyMap<string, IndexedPage>;
  readonly #cache: SearchIndexCache;
  readonly key: string;
  #cached: SearchIndexFile[] | undefined;
  #index: SearchIndexBuilder | undefined;
  /** Indexed pages in the order they were fed (a page fed twice keeps its first place). */
  readonly #order: IndexedPage[] = [];
  /** A page was fed twice: Pagefind cannot take one back, so `finish` indexes again from the output. */
  #again = false;

  private constructor(pages: readonly IndexedPage[], cache: SearchIndexCache) {
    this.#pages = new Map(pages.map((page) => [page.outFile, page]));
    this.#cache = cache;
    this.key = searchIndexKey(pages);
  }

  /** A sink for these pages: the cached index when it has their key, else a Pagefind run started. */
  static async open(pages: readonly IndexedPage[], cache: SearchIndexCache): Promise<SearchIndexSink> {
    const sink = new SearchIndexSink(pages, cache);
    sink.#cached = await cache.read(sink.key);
    if (!sink.#cached) sink.#index = await startSearchIndex();
    return sink;
  }

  /** Takes a file of the output: an indexed page's HTML goes to Pagefind (resolves once indexed). */
  async accept(
    file: string,
    source: { contents: string | Uint8Array } | { from: string },
    again: boolean,
  ): Promise<void> {
    const page = this.#pages.get(file);
    if (!page || !this.#index) return;
    if (again) {
      this.#again = true;
      return;
    }
    this.#order.push(page);
    if (this.#again) return;
    const html =
      'from' in source
        ? readFile(source.from, 'utf8')
        : typeof source.contents === 'string'
          ? source.contents
          : Buffer.from(source.contents).toString('utf8');
    await this.#index.add({ url: page.url, html });
  }

  /**
   * The index's files (cached, or written by Pagefind and then cached). `read` gives an output
   * file's text: when a page was fed twice, every page is indexed again from what the output
   * holds now, in the order first fed.
   */
  async finish(read: (file: string) => Promise<string>): Promise<SinkResult> {
    if (this.#cached) return { key: this.key, files: this.#cached, reused: true };
    let index = this.#index!;
    this.#index = undefined;
    try {
      if (this.#again) {
        await index.abort();
        index = await startSearchIndex();
        for (const page of this.#order) await index.add({ url: page.url, html: read(page.outFile) });
      }
      const files = await index.finish();
      await this.#cache.write(this.key, files);
      return { key: this.key, files, reused: false };
    } catch (error) {
      await index.abort();
      throw error;
    }
  }

  /** Closes Pagefind without an index (a failed build). */
  async abort(): Promise<void> {
    const index = this.#index;
    this.#index = undefined;
    await index?.abort();
  }
}

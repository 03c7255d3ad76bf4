import { readFile } from 'node:fs/promises';
import { searchIndexKey, type SearchIndexCache } from './index-cache.ts';
import {
  SEARCH_INDEX_DIR,
  startSearchIndexes,
  type SearchIndexBuilder,
  type SearchIndexFile,
} from './pagefind-index.ts';

/**
 * A page the index holds: its URL (a site route), its output file, its HTML's fingerprint and
 * the section of the index it goes to (`guide`, `api`, `blog`: a word).
 */
export interface IndexedPage {
  url: string;
  outFile: string;
  fingerprint: string;
  section: string;
}

/** What `SearchIndexSink.finish` gives: the index's files and the sections taken from the cache. */
export interface SinkResult {
  /** One key of every section's key: the whole index's. */
  key: string;
  files: SearchIndexFile[];
  /** How many sections came from the cache, and how many there are. */
  reused: number;
  sections: number;
}

/**
 * The list of the sections merged into the first one, in the index's folder: the search loads
 * `pagefind/pagefind.js` (the first section's bundle) and merges each one named there
 * (Pagefind's `mergeIndex`, https://pagefind.app/docs/multisite/).
 */
export const SEARCH_SECTIONS_FILE = `${SEARCH_INDEX_DIR}/sections.json`;

/** A merged section keeps only its index: the search runs on the first section's script and WebAssembly. */
const MERGED_KEEPS = /^(?:pagefind-entry\.json|pagefind\.[^/]*\.pf_meta|(?:fragment|index|filter)\/[^/]+)$/;

interface Section {
  name: string;
  pages: IndexedPage[];
  key: string;
  cache: SearchIndexCache;
  cached: SearchIndexFile[] | undefined;
  index: SearchIndexBuilder | undefined;
  /** Indexed pages in the order they were fed (a page fed twice keeps its first place). */
  order: IndexedPage[];
  /** Pages sent to Pagefind and not yet answered, oldest first (see `accept`). */
  pending: Promise<void>[];
}

/**
 * How many pages of a section may be on their way to Pagefind at once. The writer waits for
 * its sinks, so a sink that waited for Pagefind's answer to each page held the rendering back
 * (a one-edit build rendered its page only once the section's reused pages were indexed); a
 * window this wide lets the pages render while Pagefind indexes, and still holds back a
 * build whose pages come faster than Pagefind takes them (their HTML would pile up in memory).
 */
const IN_FLIGHT = 32;

/**
 * The search index as a consumer of the output: the site writer feeds it every file it writes
 * or links (structurally an `OutputSink` of `@accounts-docs/output`), and it sends the indexed
 * pages' HTML to Pagefind in the order they come. The index is split by section, one Pagefind
 * index each, cached by its own pages' URLs and fingerprints: a build where one guide page
 * changed indexes the guide again, not the API reference. The first section's bundle is
 * `pagefind/`, the others `pagefind/<section>/`, listed in `pagefind/sections.json`.
 */
export class SearchIndexSink {
  readonly #sections: Section[];
  readonly #byFile: ReadonlyMap<string, Section>;
  readonly #pages: ReadonlyMap<string, IndexedPage>;
  /** A page was fed twice: Pagefind cannot take one back, so `finish` indexes again from the output. */
  #again = false;

  private constructor(sections: Section[]) {
    this.#sections = sections;
    this.#byFile = new Map(
      sections.flatMap((section) => section.pages.map((page) => [page.outFile, section])),
    );
    this.#pages = new Map(sections.flatMap((section) => section.pages.map((page) => [page.outFile, page])));
  }

  /**
   * A sink for these pages: each section's cached index when it has that section's key, and one
   * Pagefind service for the others. `cacheOf` gives a section's cache.
   */
  static async open(
    pages: readonly IndexedPage[],
    cacheOf: (section: string) => SearchIndexCache,
  ): Promise<SearchIndexSink> {
    const bySection = new Map<string, IndexedPage[]>();
    for (const page of pages) {
      const list = bySection.get(page.section) ?? [];
      list.push(page);
      bySection.set(page.section, list);
    }
    // No page at all: one empty index, so that the search finds nothing rather than failing.
    if (bySection.size === 0) bySection.set('pages', []);
    const sections: Section[] = [];
    for (const [name, list] of bySection) {
      // A word, and not one of Pagefind's own folders.
      if (!/^[a-z][a-z0-9-]*$/.test(name) || ['fragment', 'index', 'filter'].includes(name))
        throw new Error(`Not a search index section name: ${name}`);
      // The first section is laid out as the whole bundle, the others as merged indexes.
      const key = `${sections.length === 0 ? 'primary' : 'merged'} ${name} ${searchIndexKey(list)}`;
      const cache = cacheOf(name);
      sections.push({
        name,
        pages: list,
        key,
        cache,
        cached: await cache.read(key),
        index: undefined,
        order: [],
        pending: [],
      });
    }
    const toIndex = sections.filter((section) => !section.cached);
    if (toIndex.length > 0) {
      const builders = await startSearchIndexes(toIndex.length);
      toIndex.forEach((section, i) => (section.index = builders[i]));
    }
    return new SearchIndexSink(sections);
  }

  /** Takes a file of the output: an indexed page's HTML goes to its section's Pagefind index. */
  async accept(
    file: string,
    source: { contents: string | Uint8Array } | { from: string },
    again: boolean,
  ): Promise<void> {
    const section = this.#byFile.get(file);
    if (!section?.index) return;
    if (again) {
      this.#again = true;
      return;
    }
    const page = this.#pages.get(file)!;
    section.order.push(page);
    if (this.#again) return;
    const html =
      'from' in source
        ? readFile(source.from, 'utf8')
        : typeof source.contents === 'string'
          ? source.contents
          : Buffer.from(source.contents).toString('utf8');
    // Sent at once, in the order the writer fed the pages (Pagefind numbers them by arrival);
    // only then does a full window hold the writer back. Waited for before sending, a page
    // could be overtaken by the next one, fed while it waited: the index's bytes then depended
    // on timing (a crash-safety build under load wrote another index than a cold one).
    const added = section.index.add({ url: page.url, html });
    added.catch(() => undefined); // awaited in its turn, or by `finish`
    section.pending.push(added);
    if (section.pending.length > IN_FLIGHT) await section.pending.shift();
  }

  /**
   * The index's files: each section's (cached, or written by Pagefind and then cached), the
   * merged ones moved under their name, and the list of those. `read` gives an output file's
   * text: when a page was fed twice, its section is indexed again from what the output holds
   * now, in the order first fed.
   */
  async finish(read: (file: string) => Promise<string>): Promise<SinkResult> {
    const files: SearchIndexFile[] = [];
    try {
      // Every page sent is indexed, or its failure is this build's.
      for (const section of this.#sections) await Promise.all(section.pending.splice(0));
      if (this.#again) {
        const stale = this.#sections.filter((section) => section.index);
        for (const section of stale) await section.index!.abort();
        const fresh = await startSearchIndexes(stale.length);
        stale.forEach((section, i) => (section.index = fresh[i]));
        for (const section of stale)
          for (const page of section.order)
            await section.index!.add({ url: page.url, html: read(page.outFile) });
      }
      for (const [i, section] of this.#sections.entries()) {
        let own = section.cached;
        if (!own) {
          const index = section.index!;
          section.index = undefined;
          own = await index.finish();
          await section.cache.write(section.key, own);
        }
        if (i === 0) files.push(...own);
        else files.push(...merged(section.name, own));
      }
    } catch (error) {
      await this.abort();
      throw error;
    }
    const names = this.#sections.slice(1).map((section) => section.name);
    files.push({
      path: SEARCH_SECTIONS_FILE,
      contents: new TextEncoder().encode(JSON.stringify({ merge: names })),
    });
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return {
      key: searchIndexKey(this.#sections.map((section) => ({ url: section.name, fingerprint: section.key }))),
      files,
      reused: this.#sections.filter((section) => section.cached).length,
      sections: this.#sections.length,
    };
  }

  /** Closes Pagefind without an index (a failed build). */
  async abort(): Promise<void> {
    for (const section of this.#sections) {
      const index = section.index;
      section.index = undefined;
      await index?.abort();
    }
  }
}

/** A section's files as a merged index: under `pagefind/<name>/`, its index only. */
function merged(name: string, files: SearchIndexFile[]): SearchIndexFile[] {
  const prefix = `${SEARCH_INDEX_DIR}/`;
  return files
    .filter((file) => MERGED_KEEPS.test(file.path.slice(prefix.length)))
    .map((file) => ({ path: `${prefix}${name}/${file.path.slice(prefix.length)}`, contents: file.contents }));
}

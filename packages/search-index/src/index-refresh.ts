import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { SearchIndexCache } from './index-cache.ts';
import { SEARCH_INDEX_DIR, startSearchIndex, type SearchIndexBuilder } from './pagefind-index.ts';

/**
 * Watch mode's search index: made from the pages as written, after the pages are served, then
 * swapped in file by file (new files first, then `pagefind-entry.json`, then the old files
 * removed). Refreshes run one after another; one whose key is no longer the latest is skipped.
 */
export class SearchIndexRefresher {
  readonly #cache: SearchIndexCache;
  #queue: Promise<void> = Promise.resolve();
  #latestKey: string | undefined;
  readonly #quietMs: number;

  constructor(cache: SearchIndexCache, options: { quietMs?: number } = {}) {
    this.#cache = cache;
    this.#quietMs = options.quietMs ?? 500;
  }

  /**
   * Queues a refresh of the index of `outDir` from these pages' files. It starts once no newer
   * refresh was asked for during `quietMs`, and stops early when one is: a burst of saves
   * costs one indexing, not one per save, and no indexing competes with the next rebuild.
   */
  refresh(outDir: string, key: string, pages: { route: string; outFile: string }[]): void {
    this.#latestKey = key;
    const stale = () => this.#latestKey !== key;
    this.#queue = this.#queue.then(async () => {
      if (stale()) return;
      await new Promise((resolve) => setTimeout(resolve, this.#quietMs));
      if (stale()) return;
      let index: SearchIndexBuilder | undefined;
      try {
        let files = await this.#cache.read(key);
        if (!files) {
          index = await startSearchIndex();
          const builder = index;
          for (let i = 0; i < pages.length; i += 16) {
            if (stale()) return await builder.abort();
            await Promise.all(
              pages
                .slice(i, i + 16)
                .map((page) =>
                  builder.add({ url: page.route, html: readFile(path.join(outDir, page.outFile), 'utf8') }),
                ),
            );
          }
          files = await builder.finish();
          index = undefined;
          await this.#cache.write(key, files);
        }
        const entry = files.find((file) => file.path.endsWith('/pagefind-entry.json'));
        for (const file of [...files.filter((f) => f !== entry), ...(entry ? [entry] : [])]) {
          const target = path.join(outDir, file.path);
          // A fragment, index, filter or meta file is named by its content's hash: one already
          // there (same name, same size) is these bytes. A one-page edit rewrites a few files,
          // not all of them.
          if (CONTENT_NAMED.test(file.path) && (await sizeOf(target)) === file.contents.byteLength) continue;
          await mkdir(path.dirname(target), { recursive: true });
          await writeFileAtomic(target, Buffer.from(file.contents), { fsync: false });
        }
        const kept = new Set(files.map((file) => file.path));
        for (const old of await listIndexFiles(outDir))
          if (!kept.has(old)) await rm(path.join(outDir, old), { force: true });
      } catch (error) {
        await index?.abort();
        // The pages are served already; the previous index stays until the next rebuild.
        console.error(error instanceof Error ? `Search index not updated: ${error.message}` : error);
      }
    });
  }

  /** A rebuild started: a refresh waiting or running stops (the rebuild queues its own). */
  cancel(): void {
    this.#latestKey = undefined;
  }

  /** Resolves when the last refresh queued is written. */
  settled(): Promise<void> {
    return this.#queue;
  }
}

/** Pagefind's files whose names carry a hash of their content (`en_5139cbd1cf.pf_meta`). */
const CONTENT_NAMED = /_[0-9a-f]{7,}\.pf_(?:fragment|index|filter|meta)$/;

const sizeOf = (file: string) =>
  stat(file).then(
    (s) => s.size,
    () => undefined,
  );

/** Whether an output path is one of the search index's files. */
export const isSearchIndexFile = (file: string) => file.startsWith(`${SEARCH_INDEX_DIR}/`);

/** The search index's files in an output folder, as output paths. */
async function listIndexFiles(outDir: string): Promise<string[]> {
  const root = path.join(outDir, SEARCH_INDEX_DIR);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bytesHash, entryHash, isRecord, readJsonEntry, sealEntry } from '@accounts-docs/cache';
import type { SearchIndexFile } from './pagefind-index.ts';

/**
 * The key of the index of these pages (a `search-index` entry: the engine and Pagefind's version
 * folded in by the cache module) and every indexed page's URL and
 * HTML fingerprint. Pagefind cannot update an index, so one changed page means a new index;
 * no changed page means the cached one is the same bytes.
 */
export function searchIndexKey(pages: readonly { url: string; fingerprint: string }[]): string {
  const hash = entryHash('search-index');
  for (const page of pages) hash.add(page.url, page.fingerprint);
  return hash.digest();
}

/**
 * Keeps the last index written with its key: in memory (a builder that lives across
 * rebuilds, in watch mode) and, given a cache folder, under `<cacheDir>/<name>/`.
 */
export class SearchIndexCache {
  readonly #dir: string | undefined;
  #last: { key: string; files: SearchIndexFile[] } | undefined;

  /** `name`: the folder in the cache (one per section of a split index). */
  constructor(cacheDir: string | undefined, name = 'search-index') {
    this.#dir = cacheDir ? path.join(cacheDir, name) : undefined;
  }

  /**
   * The cached index when it has this key. Its files are published as they are: each must have
   * the hash the index's sealed list gives it, and the list must name every file there, or the
   * whole index is a miss (Pagefind runs again).
   */
  async read(key: string): Promise<SearchIndexFile[] | undefined> {
    if (this.#last?.key === key) return this.#last.files;
    if (!this.#dir) return undefined;
    const list = await readJsonEntry(path.join(this.#dir, 'key'), isIndexList);
    if (list?.key !== key) return undefined;
    try {
      const root = path.join(this.#dir, 'files');
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      const files = await Promise.all(
        entries
          .filter((entry) => !entry.isDirectory())
          .map(async (entry) => {
            const file = path.join(entry.parentPath, entry.name);
            return {
              path: path.relative(root, file).split(path.sep).join('/'),
              contents: await readFile(file),
            };
          }),
      );
      if (files.length !== Object.keys(list.files).length) return undefined;
      for (const file of files) if (list.files[file.path] !== sha256(file.contents)) return undefined;
      files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      this.#last = { key, files };
      return files;
    } catch {
      return undefined;
    }
  }

  /**
   * Replaces the cached index (on disk written beside the old one first: never half of one).
   * A cache that cannot be written (a full disk) only costs the next build an indexing: the
   * failure is dropped with the half-written folder.
   */
  async write(key: string, files: SearchIndexFile[]): Promise<void> {
    this.#last = { key, files };
    if (!this.#dir) return;
    const next = `${this.#dir}.tmp-${process.pid}`;
    try {
      await rm(next, { recursive: true, force: true });
      const list: IndexList = { key, files: {} };
      for (const file of files) {
        const target = path.join(next, 'files', file.path);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.contents);
        list.files[file.path] = sha256(file.contents);
      }
      await writeFile(path.join(next, 'key'), sealEntry(JSON.stringify(list)));
      await rm(this.#dir, { recursive: true, force: true });
      await rename(next, this.#dir);
    } catch {
      await rm(next, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

/** The sealed list of a cached index: its key and the hash of each of its files. */
interface IndexList {
  key: string;
  files: Record<string, string>;
}

function isIndexList(value: unknown): value is IndexList {
  return isRecord(value) && typeof value.key === 'string' && isRecord(value.files);
}

function sha256(bytes: Uint8Array): string {
  return bytesHash(bytes);
}

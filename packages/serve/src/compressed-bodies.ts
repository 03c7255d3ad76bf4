import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentCoding } from './content-coding.ts';
import type { SiteFile } from './site-file.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller bodies gain a few hundred bytes at most, less than the coding's own framing is worth. */
export const MIN_COMPRESSED_SIZE = 1024;
/** Larger files are streamed as they are rather than held in memory whole. */
export const MAX_COMPRESSED_SIZE = 8 * 1024 * 1024;

export interface CompressedBodiesOptions {
  /** Total bytes of compressed bodies kept; the least recently used go first. */
  maxBytes?: number;
}

/**
 * Compressed bodies of the site's files, made once per version of a file and kept in a
 * bounded least-recently-used cache. A version is the file's path, inode, size, modification and change
 * times: a build replaces a file by renaming a new one over it (new inode), and an editor
 * that rewrites it in place changes its change time even when it restores size and mtime,
 * so a rebuilt file under `serve --watch` is never answered with an older body.
 *
 * Brotli at quality 5 and gzip at level 6: quality 11 saves another 7–12 % on the site's
 * CSS and pages but takes ~100 ms a file instead of ~1 ms, which the first request after
 * each rebuild would wait for. Concurrent requests for one version share one compression.
 */
export class CompressedBodies {
  readonly #cache = new ByteBudgetCache();
  readonly #pending = new Map<string, Promise<Buffer>>();

  constructor(options: CompressedBodiesOptions = {}) {
    this.#cache.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  /** The file's body in `coding`, from the cache or compressed now. */
  get(file: SiteFile, coding: Exclude<ContentCoding, 'identity'>): Promise<Buffer> {
    const key = `${coding}\0${file.ino}\0${file.size}\0${file.mtimeMs}\0${file.ctimeMs}\0${file.path}`;
    const cached = this.#cache.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = compressFile(file, coding)
        .then(({ body, unchanged }) => {
          // A file rewritten in place while it was read is not cached under the old version.
          if (unchanged) this.#cache.set(key, body);
          return body;
        })
        .finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }

  /** Number of bodies kept. */
  get size(): number {
    return this.#cache.size;
  }

  /** Their total size in bytes. */
  get bytes(): number {
    return this.#cache.bytes;
  }
}

/**
 * Least recently used first out, within a byte budget: a Map keeps insertion order, and a hit
 * is moved to the end. Not the lru-cache package: the CLI bundle resolves third-party packages
 * from the root node_modules, where Babel's lru-cache@5 (a dev tool's) sits, not this one's.
 */
class ByteBudgetCache {
  maxBytes = 0;
  bytes = 0;
  readonly #entries = new Map<string, Buffer>();

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.bytes -= old.length;
    }
    this.#entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, body] of this.#entries) {
      if (this.bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.bytes -= body.length;
    }
  }
}

async function compressFile(
  file: SiteFile,
  coding: 'br' | 'gzip',
): Promise<{ body: Buffer; unchanged: boolean }> {
  const bytes = Buffer.allocUnsafe(file.size);
  for (let offset = 0; offset < file.size;) {
    const { bytesRead } = await file.handle.read(bytes, offset, file.size - offset, offset);
    if (bytesRead === 0) throw new Error('the file shrank while it was read');
    offset += bytesRead;
  }
  const after = await file.handle.stat();
  const unchanged =
    after.size === file.size && after.mtimeMs === file.mtimeMs && after.ctimeMs === file.ctimeMs;
  const body =
    coding === 'br'
      ? await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: file.size,
          },
        })
      : await gzipAsync(bytes, { level: 6 });
  return { body, unchanged };
}

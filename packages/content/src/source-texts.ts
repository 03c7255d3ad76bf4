import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { keepableSince, statKey } from '@accounts-docs/cache';
import { decodeSource } from '@accounts-docs/markdown/decode-source';

/** Reads a source file as text (see `decodeSource`: UTF-8, or UTF-16 with its byte order mark). */
export type ReadText = (file: string) => Promise<string>;

/** Reads every time: a one-shot build reads each source once. */
export const readText: ReadText = async (file) => decodeSource(await readFile(file), file);

/**
 * The texts of the sources read before (watch mode), each kept with its file's stats: a rebuild
 * reads again only the files whose size, inode, modification or change time differ, one `stat`
 * where a read takes four system calls (open, stat, read, close). A text read just after
 * its file's last change is not kept (git's "racy clean" rule, `keepableSince`): a write in the same
 * clock tick would leave the stats as they were. Synchronous: a stat is microseconds, while
 * the thread pool may be busy writing the last edit's cache entries (a rebuild waited ~7 ms).
 */
export class SourceTexts {
  readonly #texts = new Map<string, { key: string; text: string }>();

  /** The file's text, from memory when its stats did not change. */
  readonly read: ReadText = async (file) => {
    const before = statSync(file, { bigint: true });
    const key = statKey(before);
    const kept = this.#texts.get(file);
    if (kept?.key === key) return kept.text;
    const started = Date.now();
    const text = decodeSource(readFileSync(file), file);
    if (keepableSince(before, started)) this.#texts.set(file, { key, text });
    else this.#texts.delete(file);
    return text;
  };
}

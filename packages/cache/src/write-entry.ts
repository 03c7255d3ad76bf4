import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { sealEntry } from './sealed-entry.ts';

/**
 * Writes a cache file whole or not at all, sealed (`sealEntry`): a temporary file beside it
 * (named for this process, thread and write, so two builds sharing the cache never write into
 * each other's), then a rename over it. Created with `wx`, never opened if it exists: a link
 * planted at the name is not written through. No fsync: an entry lost in a power cut is made
 * again, and syncing costs more than making it. Synchronous: write-file-atomic's realpath and
 * asynchronous round trips cost a compile worker more than the writes themselves (a first build
 * of 2,000 pages spent a third of its time there). A build killed between the two steps leaves
 * a `.tmp` file, never read as an entry. The folder is made when missing.
 */
export function writeEntrySync(
  file: string,
  payload: string | Uint8Array,
  options: { sealed?: boolean; mode?: number } = {},
): void {
  const bytes = options.sealed === false ? payload : sealEntry(payload);
  let temp = '';
  try {
    inFolder(path.dirname(file), () => {
      for (let attempt = 0; ; attempt++) {
        temp = `${file}.${process.pid}-${threadId}-${tempFiles++}.tmp`;
        try {
          writeFileSync(temp, bytes, {
            flag: 'wx',
            ...(options.mode === undefined ? {} : { mode: options.mode }),
          });
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 2) throw error;
        }
      }
    });
    renameSync(temp, file);
  } catch (error) {
    if (temp && (error as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(temp, { force: true });
    throw error instanceof Error ? error : new Error(String(error));
  }
}

/** `writeEntrySync` as a promise, rejected when the write fails. */
export function writeEntry(
  file: string,
  payload: string | Uint8Array,
  options: { sealed?: boolean; mode?: number } = {},
): Promise<void> {
  try {
    writeEntrySync(file, payload, options);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * Writes a scratch file plainly (`--no-cache`'s folder: only this build reads it, after it is
 * written, so the temporary file and rename are not needed), sealed as any entry.
 */
export function writeScratchSync(file: string, payload: string | Uint8Array): void {
  inFolder(path.dirname(file), () => writeFileSync(file, sealEntry(payload)));
}

/** Runs a write into `folder`, made first unless this thread made it; made again if it was removed since. */
function inFolder(folder: string, write: () => void): void {
  if (!madeFolders.has(folder)) mkdirSync(folder, { recursive: true });
  madeFolders.add(folder);
  try {
    write();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(folder, { recursive: true });
    write();
  }
}

/** Folders of cache files this thread has made or written into. */
const madeFolders = new Set<string>();
let tempFiles = 0;

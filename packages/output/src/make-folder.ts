import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes a folder and its missing parents one level at a time: a recursive `mkdir` says ENOENT
 * where a parent is on a read-only disk, and the message would send the user looking for a
 * missing folder.
 */
export async function makeFolder(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let current = path.resolve(dir); !existsSync(current) && path.dirname(current) !== current; current = path.dirname(current))
    missing.unshift(current);
  for (const folder of missing)
    await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
}

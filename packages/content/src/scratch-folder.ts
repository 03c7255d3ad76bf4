import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let scratchFolders = 0;
/** Every scratch folder of this process, removed by one exit listener. */
const scratchRoot = path.join(os.tmpdir(), `accounts-docs-trees-${process.pid}`);

/**
 * A folder for one build's compiled trees when there is no build cache (`--no-cache`): the trees
 * of a large site would otherwise all stay in memory until their pages are rendered. Created on
 * the first write, removed when the process exits.
 */
export function scratchFolder(): string {
  if (scratchFolders === 0) process.once('exit', () => rmSync(scratchRoot, { recursive: true, force: true }));
  return path.join(scratchRoot, String(scratchFolders++));
}

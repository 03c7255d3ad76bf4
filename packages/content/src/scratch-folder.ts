import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let scratchFolders = 0;
/**
 * Every scratch folder of this process, removed by one exit listener. Made by `mkdtemp` (a
 * random name, readable by this user only): a name another user of the machine could guess
 * would let them plant links that the build's plain writes follow.
 */
let scratchRoot: string | undefined;

/**
 * A folder for one build's compiled trees when there is no build cache (`--no-cache`): the trees
 * of a large site would otherwise all stay in memory until their pages are rendered. Its parent
 * is made now; the folder itself on the first write. Removed when the process exits. Undefined
 * when the temporary folder cannot be written: the trees then stay in memory.
 */
export function scratchFolder(): string | undefined {
  if (scratchRoot === undefined) {
    let root: string;
    try {
      root = mkdtempSync(path.join(os.tmpdir(), 'accounts-docs-trees-'));
    } catch {
      return undefined;
    }
    process.once('exit', () => removeAfterExit(root));
    scratchRoot = root;
  }
  return path.join(scratchRoot, String(scratchFolders++));
}

/**
 * Removes a folder once this process has exited: a detached Node process removes it, so that a
 * build of thousands of pages does not wait seconds at its exit for thousands of unlinks. If
 * that process cannot be started, the folder is removed here.
 */
function removeAfterExit(dir: string): void {
  if (!existsSync(dir)) return;
  try {
    const { NODE_OPTIONS: _options, ...env } = process.env;
    spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir], {
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
      env,
    }).unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

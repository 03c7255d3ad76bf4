import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const tempDir = (prefix: string) => mkdtemp(path.join(os.tmpdir(), `accounts-docs-output-${prefix}-`));

/** The id of a process that has exited: what a killed build leaves in its folder names. */
export function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

export const names = async (dir: string) => (await readdir(dir)).sort();

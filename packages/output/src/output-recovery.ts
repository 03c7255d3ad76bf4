import { existsSync } from 'node:fs';
import { readdir, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { checkpoint } from './checkpoint.ts';

/**
 * Written last into every build, so its presence says "this folder is a complete build":
 * `--out` accepts a non-empty folder only when it holds it, and recovery restores only
 * folders that hold it. Its bytes never change, so two builds stay byte-identical.
 */
export const BUILD_MARKER = '.accounts-docs-build';
export const BUILD_MARKER_TEXT =
  'A complete site built by accounts-docs. The next build replaces this folder whole.\n';

/** `build.tmp-PID-TIME` (being written) and `build.old-PID-TIME` (being swapped out). */
export function siblingName(outDir: string, kind: 'tmp' | 'old', serial = 0): string {
  return `${outDir}.${kind}-${process.pid}-${Date.now()}${serial ? `-${serial}` : ''}`;
}

interface Leftover {
  dir: string;
  kind: 'tmp' | 'old';
  pid: number;
  time: number;
  complete: boolean;
}

export interface RecoveryResult {
  /** The leftover folder renamed to the output folder, when the output folder was missing. */
  restored: string | undefined;
  /** Leftover folders removed. */
  removed: string[];
}

/**
 * Puts the output folder back in order after a build that was killed: the output folder is
 * restored from a complete leftover when it is missing (the build died between the two renames
 * of its swap), and every leftover whose process is gone is removed. Leftovers of a build that
 * is still running are left alone.
 */
export async function recoverOutput(outDir: string): Promise<RecoveryResult> {
  const result: RecoveryResult = { restored: undefined, removed: [] };
  const parent = path.dirname(outDir);
  if (parent === outDir) return result; // the file system's root has no siblings
  const names = await readdir(parent).catch(() => [] as string[]);
  const pattern = new RegExp(`^${escapeRegExp(path.basename(outDir))}\\.(tmp|old)-(\\d+)-(\\d+)(?:-\\d+)?$`);
  const leftovers: Leftover[] = [];
  for (const name of names) {
    const match = pattern.exec(name);
    if (!match) continue;
    const pid = Number(match[2]);
    if (pid === process.pid || isRunning(pid)) continue;
    const dir = path.join(parent, name);
    leftovers.push({
      dir,
      kind: match[1] as 'tmp' | 'old',
      pid,
      time: Number(match[3]),
      complete: existsSync(path.join(dir, BUILD_MARKER)),
    });
  }
  if (!existsSync(outDir)) {
    // A complete new build is newer than the output it was replacing; among equals, the latest.
    const best = leftovers
      .filter((leftover) => leftover.complete)
      .sort((a, b) => Number(a.kind === 'old') - Number(b.kind === 'old') || b.time - a.time)[0];
    if (best) {
      await rename(best.dir, outDir);
      result.restored = best.dir;
      leftovers.splice(leftovers.indexOf(best), 1);
    }
  }
  for (const leftover of leftovers) {
    await removeBuild(leftover.dir);
    result.removed.push(leftover.dir);
  }
  return result;
}

/** Removes a build folder, its marker first: a half-removed folder never passes for a complete build. */
export async function removeBuild(dir: string): Promise<void> {
  await unlink(path.join(dir, BUILD_MARKER)).catch(() => undefined);
  await checkpoint('unmarked');
  await rm(dir, { recursive: true, force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

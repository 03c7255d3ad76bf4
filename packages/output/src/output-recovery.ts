import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkpoint } from './checkpoint.ts';
import { makeFolder } from './make-folder.ts';

/**
 * Written last into every build, so its presence says "this folder is a complete build":
 * `--out` accepts a non-empty folder only when it holds it, and recovery restores only
 * folders that hold it. Its bytes never change, so two builds stay byte-identical.
 */
export const BUILD_MARKER = '.accounts-docs-build';
export const BUILD_MARKER_TEXT =
  'A complete site built by accounts-docs. The next build replaces this folder whole.\n';

/**
 * Names the sibling folder a build made (`build.tmp-PID-TIME`) or moved its old output to
 * (`build.old-PID-TIME`): written into the folder before it gets that name. Recovery removes or
 * restores a sibling only when this file inside it names it: a folder that merely looks like one
 * (`build.old-2024-06`, a copy kept by hand) is never touched. It is taken out of the output
 * once the swap is done.
 */
export const SIBLING_CLAIM = '.accounts-docs-sibling';

/** `build.tmp-PID-TIME` (being written) and `build.old-PID-TIME` (being swapped out). */
export function siblingName(outDir: string, kind: 'tmp' | 'old', serial = 0): string {
  return `${outDir}.${kind}-${process.pid}-${Date.now()}${serial ? `-${serial}` : ''}`;
}

/**
 * Makes the folder `dir` (which must not exist) and claims it as this build's sibling. Its
 * parent is made first when missing.
 */
export async function makeSibling(dir: string): Promise<void> {
  await makeFolder(path.dirname(dir));
  await mkdir(dir); // never an existing folder: EEXIST is an error
  // Claimed at once; a folder that cannot be claimed (a full disk) goes while it is empty.
  await claimSibling(dir, dir).catch(async (error: unknown) => {
    await rm(path.join(dir, SIBLING_CLAIM), { force: true }).catch(() => undefined);
    await rmdir(dir).catch(() => undefined);
    throw error;
  });
}

/** Writes into `folder` the claim that names `sibling` (the name `folder` has or is about to get). */
export async function claimSibling(folder: string, sibling: string): Promise<void> {
  await writeFile(path.join(folder, SIBLING_CLAIM), `${path.basename(sibling)}\n`);
}

/** Takes the claim out of a folder that is now the output. */
export async function unclaim(folder: string): Promise<void> {
  await unlink(path.join(folder, SIBLING_CLAIM)).catch(() => undefined);
}

interface Leftover {
  dir: string;
  kind: 'tmp' | 'old';
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
 * of its swap), and every leftover whose process is gone is removed. A leftover is a sibling
 * whose claim names it (see SIBLING_CLAIM), or an empty folder of a sibling's name (a build
 * killed between making it and claiming it); anything else is left alone. Leftovers of a build
 * that is still running are left alone too.
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
    const owned = ownership(dir);
    if (owned === 'empty') {
      await rmdir(dir).catch(() => undefined); // nothing in it to lose; never anything else
      continue;
    }
    if (owned !== 'claimed') continue;
    leftovers.push({
      dir,
      kind: match[1] as 'tmp' | 'old',
      time: Number(match[3]),
      complete: existsSync(path.join(dir, BUILD_MARKER)),
    });
  }
  if (!existsSync(outDir) && !isLink(outDir)) {
    // A complete new build is newer than the output it was replacing; among equals, the latest.
    const best = leftovers
      .filter((leftover) => leftover.complete)
      .sort((a, b) => Number(a.kind === 'old') - Number(b.kind === 'old') || b.time - a.time)[0];
    if (best) {
      await rename(best.dir, outDir);
      await unclaim(outDir);
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

/** Whether a sibling-named folder is provably a build's: its claim names it; or it is empty. */
function ownership(dir: string): 'claimed' | 'empty' | 'foreign' {
  try {
    if (!lstatSync(dir).isDirectory()) return 'foreign'; // a file or a link of that name: not ours
    const claim = readFileSync(path.join(dir, SIBLING_CLAIM), 'utf8');
    return claim === `${path.basename(dir)}\n` ? 'claimed' : 'foreign';
  } catch {
    try {
      return lstatSync(dir).isDirectory() && readdirSync(dir).length === 0 ? 'empty' : 'foreign';
    } catch {
      return 'foreign';
    }
  }
}

/**
 * Removes a build folder: its marker first (a half-removed folder never passes for a complete
 * build), its claim last (a removal that fails half way, on a file it may not delete, leaves a
 * folder the next recovery still knows as a build's, and removes).
 */
export async function removeBuild(dir: string): Promise<void> {
  // A link of that name (never made by a build) is not followed: only the link would go.
  if (isLink(dir)) return;
  await unlink(path.join(dir, BUILD_MARKER)).catch(() => undefined);
  await checkpoint('unmarked');
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (names === undefined) return;
  for (const name of names) if (name !== SIBLING_CLAIM) await rm(path.join(dir, name), { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
}

function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
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

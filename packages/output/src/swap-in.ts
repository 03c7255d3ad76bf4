import { rename, stat } from 'node:fs/promises';
import { OUTPUT_CLEANUP, type Diagnostic } from '@accounts-docs/diagnostics';
import { checkpoint } from './checkpoint.ts';
import { claimSibling, removeBuild, siblingName, unclaim } from './output-recovery.ts';

// A new output folder swapped in for the old one (`site-writer.ts` commits by it), and this
// process's folders not yet swapped in, removed when it is told to stop.

/** This process's new output folders not yet swapped in, and whether their swap has begun. */
export const unfinished = new Map<string, { committing: boolean }>();
/** Folders of stopped builds: no file is written into them any more (see `write`). */
export const abandoned = new Set<string>();
export const committed: (() => void)[] = [];

/**
 * For a process that was told to stop (SIGINT, SIGTERM): removes the new output folders it was
 * writing, so that nothing of an unfinished build stays beside the output. A swap that has begun
 * is let finish first (its two renames take milliseconds; stopped between them, the output
 * would be missing until the next build restored it): resolves once it has, to the number of
 * folders removed and whether a new build was swapped in meanwhile.
 */
export async function abandonUnfinishedBuilds(): Promise<{ removed: number; swappedIn: boolean }> {
  let swappedIn = false;
  while ([...unfinished.values()].some((state) => state.committing)) {
    swappedIn = true;
    await new Promise<void>((resolve) => committed.push(resolve));
  }
  const folders = [...unfinished.keys()];
  unfinished.clear();
  for (const folder of folders) abandoned.add(folder);
  for (const folder of folders) await removeBuild(folder).catch(() => undefined);
  return { removed: folders.length, swappedIn };
}

/** `dev:inode` of a folder: a build that replaced the output gave it a new one. */
export async function folderIdentity(dir: string): Promise<string> {
  const stats = await stat(dir).catch(() => undefined);
  return stats ? `${stats.dev}:${stats.ino}` : '';
}

/**
 * Renames the old output away, the new one in, then removes the old one. At every instant the
 * output folder, or a `.tmp-`/`.old-` sibling holding the marker, is a complete build, which
 * `recoverOutput` restores if the process dies between the two renames; each sibling holds the
 * claim that names it (written before the rename that gives it the name). When another build
 * swaps its output in between (the rename fails because the folder is there again), that one
 * is moved away too and the rename retried. Once the new output is in place the build has
 * succeeded: an old output that cannot be removed is a warning (the next build removes it).
 */
export async function swapIn(temp: string, outDir: string): Promise<Diagnostic[]> {
  const olds: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const old = siblingName(outDir, 'old', attempt);
    try {
      await claimSibling(outDir, old);
      await rename(outDir, old);
      olds.push(old);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await checkpoint('old-moved');
    try {
      await rename(temp, outDir);
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || attempt >= 10) throw error;
    }
  }
  await unclaim(outDir);
  await checkpoint('new-moved');
  const warnings: Diagnostic[] = [];
  for (const old of olds) {
    try {
      await removeBuild(old);
    } catch (error) {
      warnings.push({
        severity: 'warning',
        ruleId: OUTPUT_CLEANUP,
        reason: `The new build is in place, but the previous one could not be removed from ${old}: ${(error as Error).message}`,
        file: old,
        hint: 'the next build removes it; or remove the folder yourself',
      });
    }
    await checkpoint('old-removed');
  }
  return warnings;
}

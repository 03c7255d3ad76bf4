import {
  copyFileSync,
  existsSync,
  linkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkpoint } from './checkpoint.ts';
import { makeParentFolders, outputPath } from './output-path.ts';
import { writeFailure } from './write-failure.ts';
import { OUTPUT_CLEANUP, type Diagnostic } from '@accounts-docs/diagnostics';
import {
  BUILD_MARKER,
  BUILD_MARKER_TEXT,
  claimSibling,
  makeSibling,
  recoverOutput,
  removeBuild,
  siblingName,
  unclaim,
} from './output-recovery.ts';
import type { StaticFile } from './static-files.ts';

export interface SiteWriterOptions {
  outDir: string;
  /** Copied into the output before the generated files (see `listStaticFiles`). */
  staticFiles?: StaticFile[] | undefined;
  /**
   * `swap` (default): files go to a new sibling folder that replaces `outDir` on `commit()`;
   * `abort()` (or a failed build) leaves the old output untouched.
   * `in-place`: for watch mode, where `outDir` holds the previous build: each file is
   * replaced atomically, and on `commit()` the `previousFiles` not written again are removed.
   */
  mode?: 'swap' | 'in-place';
  previousFiles?: string[];
  /**
   * Consumers of the files the build writes (the search index): each is told of every file
   * `write` or `reuse` puts in the new output, in call order, and the call resolves once the
   * sink has taken it. Static copies are not fed.
   */
  sinks?: readonly OutputSink[] | undefined;
}

/**
 * A consumer of the new output's files, fed by the writer as they are written: the bytes
 * written, or the previous output's file they are the same as. `again` when the file was fed
 * before in this build (written twice): a sink that cannot take a file back starts over from
 * the output (`SiteWriter.read`).
 */
export interface OutputSink {
  accept(
    file: string,
    source: { contents: string | Uint8Array } | { from: string },
    again: boolean,
  ): Promise<void>;
}

/** Receives the files of one build as they are produced, so no build holds all its HTML at once. */
export interface SiteWriter {
  /** Files replace the old output's one by one (watch mode): each is served once written. */
  readonly inPlace: boolean;
  /** Writes a file (path inside the output folder, `/` separators). */
  write(file: string, contents: string | Uint8Array): Promise<void>;
  /**
   * The same bytes as a file of the previous output. Resolves to false when that file is gone
   * (another build replaced the output meanwhile): the caller renders the page instead.
   */
  reuse(file: string, from: string): Promise<boolean>;
  /** A file this build wrote (or reused), read back from the new output as text. */
  read(file: string): Promise<string>;
  /** Makes the new output the output; resolves to the identity of the folder now in place. */
  commit(): Promise<string>;
  /** Files written so far (static copies included) and, once committed in place, stale files removed. */
  counts(): { written: number; removed: number };
  /** Drops everything written (swap mode). */
  abort(): Promise<void>;
  /**
   * Warnings of a commit that succeeded: the old output could not be removed after the new one
   * was in place (the build is done; the leftover goes at the next build).
   */
  warnings(): Diagnostic[];
}

/**
 * Opens the output of one build. In swap mode it first puts the output folder in order after
 * a killed build (see `recoverOutput`), then writes into `outDir.tmp-PID-TIME`.
 */
export async function openSiteWriter(options: SiteWriterOptions): Promise<SiteWriter> {
  const outDir = path.resolve(options.outDir);
  const inPlace = options.mode === 'in-place' && existsSync(outDir);
  if (!inPlace) await recoverOutput(outDir);
  await checkpoint('recovered');
  const target = inPlace ? outDir : siblingName(outDir, 'tmp');
  if (!inPlace) {
    await makeSibling(target).catch((error: unknown) => {
      throw writeFailure(error, outDir);
    });
    unfinished.set(target, { committing: false });
  }
  await checkpoint('opened');

  const made = new Set<string>([target]);
  const written = new Set<string>();
  let writes = 0;
  let removed = 0;
  const prepare = (file: string) => {
    const full = outputPath(target, file, outDir);
    makeParentFolders(target, full, file, made, outDir);
    written.add(file);
    return full;
  };
  // Files are written with synchronous calls: a page is tens of kilobytes, written in a fraction
  // of the time the thread pool's round trips cost the main thread (3 per file), which renders.
  const put = async (file: string, contents: string | Uint8Array | { copyOf: string }) => {
    try {
      write(file, contents);
    } catch (error) {
      throw writeFailure(error, outDir, file);
    }
    writes++;
    await checkpoint(`write:${writes}`);
  };
  const write = (file: string, contents: string | Uint8Array | { copyOf: string }) => {
    // A stopped build's folder is being removed: a page still rendering must not make it again.
    if (abandoned.has(target)) throw new Error('the build was stopped');
    const again = written.has(file);
    const full = prepare(file);
    // A file written twice may be a hard link into the previous output (see reuse): unlink it
    // rather than write through it.
    if (again && !inPlace) rmSync(full, { force: true });
    // In place, replace by rename, never by rewriting: a hard-linked copy elsewhere keeps its
    // bytes, and the server never reads a half-written page. A fresh folder has nothing to replace.
    const temp = inPlace ? `${full}.${process.pid}.tmp` : full;
    if (typeof contents === 'object' && 'copyOf' in contents) {
      copyFileSync(contents.copyOf, temp);
      // The copy takes the original's times, so that watch mode can tell it is unchanged.
      // Seconds as numbers: a Date would round the time to the millisecond below.
      const { atimeMs, mtimeMs } = statSync(contents.copyOf);
      utimesSync(temp, atimeMs / 1000, mtimeMs / 1000);
    } else writeFileSync(temp, contents);
    if (temp !== full) renameSync(temp, full);
  };

  try {
    for (const file of options.staticFiles ?? []) {
      if (inPlace && (await sameCopy(file.source, outputPath(target, file.path, outDir))))
        written.add(file.path);
      else await put(file.path, { copyOf: file.source });
    }
  } catch (error) {
    // The caller gets no writer to abort: the new folder goes now.
    if (!inPlace) await removeBuild(target).catch(() => undefined);
    unfinished.delete(target);
    throw error;
  }
  await checkpoint('static');
  const warnings: Diagnostic[] = [];
  const sinks = options.sinks ?? [];
  const fed = new Set<string>();
  // Each sink is called synchronously within the writer's call, so the sinks see the files in
  // the order `write` and `reuse` were called (the search index numbers pages by arrival).
  const feed = async (file: string, source: { contents: string | Uint8Array } | { from: string }) => {
    if (sinks.length === 0) return;
    const again = fed.has(file);
    fed.add(file);
    await Promise.all(sinks.map((sink) => sink.accept(file, source, again)));
  };

  return {
    inPlace,
    async write(file, contents) {
      await Promise.all([put(file, contents), feed(file, { contents })]);
    },
    async reuse(file, from) {
      // In place, the previous build's own file is already where it belongs (its folders were
      // checked when it was written): nothing to write, nothing to look up.
      if (inPlace && path.resolve(from) === outputPath(target, file, outDir)) {
        written.add(file);
        await feed(file, { from });
        return true;
      }
      const full = prepare(file);
      if (path.resolve(from) === full) {
        await feed(file, { from });
        return true;
      }
      // Output files are never modified in place (see put), so a hard link is safe and cheap.
      try {
        linkSync(from, full);
      } catch {
        try {
          copyFileSync(from, full);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw writeFailure(error, outDir, file);
          written.delete(file);
          return false;
        }
      }
      await feed(file, { from });
      return true;
    },
    read: (file) => readFile(outputPath(target, file, outDir), 'utf8'),
    async commit() {
      await checkpoint('before-marker');
      await writeFile(path.join(target, BUILD_MARKER), BUILD_MARKER_TEXT).catch((error: unknown) => {
        throw writeFailure(error, outDir, BUILD_MARKER);
      });
      await checkpoint('marker');
      // Taken from the folder itself before the swap (a rename keeps it): if another build
      // swaps its output in right after ours, the identity still names ours.
      const identity = await folderIdentity(target);
      if (inPlace) {
        for (const stale of options.previousFiles ?? []) {
          if (written.has(stale)) continue;
          await rm(outputPath(outDir, stale), { force: true });
          removed++;
        }
      } else {
        unfinished.set(target, { committing: true });
        try {
          warnings.push(...(await swapIn(target, outDir)));
        } catch (error) {
          throw writeFailure(error, outDir);
        } finally {
          unfinished.delete(target);
          for (const waiting of committed.splice(0)) waiting();
        }
      }
      return identity;
    },
    async abort() {
      if (inPlace) return;
      unfinished.delete(target);
      await removeBuild(target);
    },
    counts: () => ({ written: writes, removed }),
    warnings: () => warnings,
  };
}

/** This process's new output folders not yet swapped in, and whether their swap has begun. */
const unfinished = new Map<string, { committing: boolean }>();
/** Folders of stopped builds: no file is written into them any more (see `write`). */
const abandoned = new Set<string>();
const committed: (() => void)[] = [];

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

/**
 * Whether `copy` is still the copy of `source` a build made: the same size and modification
 * time (copies take their original's times), rsync's quick check. In place only, where the
 * previous build's copies are this process's own.
 */
async function sameCopy(source: string, copy: string): Promise<boolean> {
  const [original, copied] = await Promise.all([stat(source), stat(copy).catch(() => undefined)]);
  return (
    copied !== undefined &&
    copied.isFile() &&
    copied.size === original.size &&
    // Within a millisecond: the times go through floating-point seconds (rsync's --modify-window).
    Math.abs(copied.mtimeMs - original.mtimeMs) < 1
  );
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
async function swapIn(temp: string, outDir: string): Promise<Diagnostic[]> {
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

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
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkpoint } from './checkpoint.ts';
import { makeParentFolders, outputPath } from './output-path.ts';
import { writeFailure } from './write-failure.ts';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import {
  BUILD_MARKER,
  BUILD_MARKER_TEXT,
  makeSibling,
  recoverOutput,
  removeBuild,
  siblingName,
} from './output-recovery.ts';
import { abandoned, committed, folderIdentity, swapIn, unfinished } from './swap-in.ts';
import { sameCopy, type StaticFile } from './static-files.ts';

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

import { existsSync } from 'node:fs';
import { cp, link, copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file to write: new contents, or the same bytes as a file of the previous output. */
export type OutputFile = { path: string; contents: string | Uint8Array } | { path: string; reuse: string };

export interface WriteSiteOptions {
  outDir: string;
  files: OutputFile[];
  /** Copied as-is into the output root before the generated files. */
  staticDir?: string | undefined;
  /**
   * `swap` (default): a complete new folder replaces the old one at the end.
   * `in-place`: for watch mode, where `outDir` holds the previous build: only new contents
   * are written (each file atomically), and the pages listed in `previousFiles` that are
   * gone are removed.
   */
  mode?: 'swap' | 'in-place';
  previousFiles?: string[];
}

/**
 * Writes every file into a temporary sibling folder, then swaps it in for `outDir`. A build
 * that fails before the swap removes its temporary folder and leaves the old output untouched.
 */
export async function writeSite(options: WriteSiteOptions): Promise<void> {
  const outDir = path.resolve(options.outDir);
  if (options.mode === 'in-place') return writeInPlace(outDir, options);
  const temp = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  await rm(temp, { recursive: true, force: true });
  try {
    await mkdir(temp, { recursive: true });
    if (options.staticDir && existsSync(options.staticDir))
      await cp(options.staticDir, temp, { recursive: true });
    const made = new Set<string>([temp]);
    for (const file of options.files) {
      const target = path.join(temp, file.path);
      const dir = path.dirname(target);
      if (!made.has(dir)) {
        await mkdir(dir, { recursive: true });
        made.add(dir);
      }
      if ('contents' in file) await writeFile(target, file.contents);
      // Output folders are never edited in place by a swap build, so a hard link to the
      // old file is safe and cheap; watch mode's in-place writes replace files by rename.
      else await link(file.reuse, target).catch(() => copyFile(file.reuse, target));
    }
    await swapIn(temp, outDir);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}

async function writeInPlace(outDir: string, options: WriteSiteOptions): Promise<void> {
  if (options.staticDir && existsSync(options.staticDir))
    await cp(options.staticDir, outDir, { recursive: true });
  const keep = new Set(options.files.map((file) => file.path));
  for (const file of options.files) {
    const target = path.join(outDir, file.path);
    if (!('contents' in file)) {
      if (file.reuse === target) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(file.reuse, target);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    // Replace by rename, never by rewriting: a hard-linked copy elsewhere keeps its bytes,
    // and the server never reads a half-written page.
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, file.contents);
    await rename(temp, target);
  }
  for (const stale of options.previousFiles ?? []) {
    if (!keep.has(stale)) await rm(path.join(outDir, stale), { force: true });
  }
}

async function swapIn(temp: string, outDir: string): Promise<void> {
  if (!existsSync(outDir)) {
    await rename(temp, outDir);
    return;
  }
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  await rename(outDir, old);
  await rename(temp, outDir);
  await rm(old, { recursive: true, force: true });
}

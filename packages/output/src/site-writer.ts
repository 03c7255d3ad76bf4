import { existsSync } from 'node:fs';
import { cp, link, copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SiteWriterOptions {
  outDir: string;
  /** Copied as-is into the output root before the generated files. */
  staticDir?: string | undefined;
  /**
   * `swap` (default): files go to a new sibling folder that replaces `outDir` on `commit()`;
   * `abort()` (or a failed build) leaves the old output untouched.
   * `in-place`: for watch mode, where `outDir` holds the previous build: each file is
   * replaced atomically, and on `commit()` the `previousFiles` not written again are removed.
   */
  mode?: 'swap' | 'in-place';
  previousFiles?: string[];
}

/** Receives the files of one build as they are produced, so no build holds all its HTML at once. */
export interface SiteWriter {
  /** Writes a file (path inside the output folder, `/` separators). */
  write(file: string, contents: string | Uint8Array): Promise<void>;
  /** The same bytes as a file of the previous output. */
  reuse(file: string, from: string): Promise<void>;
  /** Makes the new output the output. */
  commit(): Promise<void>;
  /** Drops everything written (swap mode). */
  abort(): Promise<void>;
}

/** Opens the output of one build. */
export async function openSiteWriter(options: SiteWriterOptions): Promise<SiteWriter> {
  const outDir = path.resolve(options.outDir);
  const inPlace = options.mode === 'in-place' && existsSync(outDir);
  const target = inPlace ? outDir : `${outDir}.tmp-${process.pid}-${Date.now()}`;
  if (!inPlace) {
    await rm(target, { recursive: true, force: true });
    await mkdir(target, { recursive: true });
  }
  if (options.staticDir && existsSync(options.staticDir))
    await cp(options.staticDir, target, { recursive: true });

  const made = new Set<string>([target]);
  const written = new Set<string>();
  const prepare = async (file: string) => {
    written.add(file);
    const full = path.join(target, file);
    const dir = path.dirname(full);
    if (!made.has(dir)) {
      await mkdir(dir, { recursive: true });
      made.add(dir);
    }
    return full;
  };

  return {
    async write(file, contents) {
      const full = await prepare(file);
      if (!inPlace) return writeFile(full, contents);
      // Replace by rename, never by rewriting: a hard-linked copy elsewhere keeps its bytes,
      // and the server never reads a half-written page.
      const temp = `${full}.${process.pid}.tmp`;
      await writeFile(temp, contents);
      await rename(temp, full);
    },
    async reuse(file, from) {
      const full = await prepare(file);
      if (path.resolve(from) === full) return;
      // Output files are never modified in place (see write), so a hard link is safe and cheap.
      await link(from, full).catch(() => copyFile(from, full));
    },
    async commit() {
      if (inPlace) {
        for (const stale of options.previousFiles ?? []) {
          if (!written.has(stale)) await rm(path.join(outDir, stale), { force: true });
        }
        return;
      }
      await swapIn(target, outDir);
    },
    async abort() {
      if (!inPlace) await rm(target, { recursive: true, force: true });
    },
  };
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

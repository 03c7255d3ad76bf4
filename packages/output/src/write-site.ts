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
}

/**
 * Writes every file into a temporary sibling folder, then swaps it in for `outDir`. A build
 * that fails before the swap removes its temporary folder and leaves the old output untouched.
 */
export async function writeSite(options: WriteSiteOptions): Promise<void> {
  const outDir = path.resolve(options.outDir);
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
      // Output folders are never edited in place, so a hard link to the old file is safe and cheap.
      else await link(file.reuse, target).catch(() => copyFile(file.reuse, target));
    }
    await swapIn(temp, outDir);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
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

import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledMarkdown } from '@accounts-docs/markdown';

/** Where compiled markdown is kept between builds, keyed by a hash of everything it depends on. */
export interface CompileCache {
  get(key: string): Promise<CompiledMarkdown | undefined>;
  set(key: string, value: CompiledMarkdown): Promise<void>;
}

/** Bump when the markdown pipeline's output changes shape or content. */
export const MARKDOWN_PIPELINE_VERSION = '2';

/** The cache key of one source: pipeline version, code themes, and the file's bytes. */
export function compileKey(source: string, themes: { light: string; dark: string }): string {
  return createHash('sha256')
    .update(`${MARKDOWN_PIPELINE_VERSION}\0${themes.light}\0${themes.dark}\0`)
    .update(source)
    .digest('hex');
}

/** A cache in memory (for watch mode) in front of JSON files on disk (for warm builds). */
export function createCompileCache(dir: string | undefined): CompileCache {
  const memory = new Map<string, CompiledMarkdown>();
  const fileOf = (key: string) => path.join(dir!, 'markdown', key.slice(0, 2), `${key}.json`);
  return {
    async get(key) {
      const hit = memory.get(key);
      if (hit || !dir) return hit;
      try {
        const value = JSON.parse(await readFile(fileOf(key), 'utf8')) as CompiledMarkdown;
        memory.set(key, value);
        return value;
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      memory.set(key, value);
      if (!dir) return;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a build killed halfway never leaves a truncated entry.
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(value));
      await rename(temp, file);
    },
  };
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompileCache } from '../src/compile-cache.ts';
import { createCompilePool, WorkerLost } from '../src/compile-pool.ts';
import { readMarkdown } from '../src/read-markdown.ts';

const themes = { light: 'github-light-high-contrast', dark: 'github-dark-default' };
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A worker that runs out of memory on its first job, as one would on a huge page. */
async function greedyWorker(): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'compile-pool-'));
  const script = path.join(dir, 'greedy-worker.mjs');
  await writeFile(
    script,
    `import { parentPort } from 'node:worker_threads';
parentPort.on('message', () => { const kept = []; for (;;) kept.push(new Array(1e6).fill(kept.length)); });`,
  );
  return script;
}

describe('the compile pool', () => {
  it('gives up the jobs of a worker that ran out of memory, and the page is compiled on the main thread', async () => {
    const pool = createCompilePool({ workerScript: await greedyWorker(), themes, langs: [], cacheDir: undefined, size: 1 });
    try {
      await expect(pool.compile('# Page', 'page.md', 'k')).rejects.toBeInstanceOf(WorkerLost);
      // No worker left: later jobs are handed back at once.
      await expect(pool.compile('# Other', 'other.md', 'k2')).rejects.toBeInstanceOf(WorkerLost);

      const read = await readMarkdown('docs/page.md', '# A page\n\nIts text.\n', {
        cache: createCompileCache({ dir: undefined }),
        themes,
        highlighter: () => Promise.reject(new Error('no code on this page')),
        compile: (source, file, key) => pool.compile(source, file, key),
      });
      expect(read.compiled.h1).toBe('A page');
    } finally {
      await pool.close();
    }
  }, 60_000);
});

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

/** A worker that fails on its first job: `throw` crashes it, `exit` ends it without an error. */
async function failingWorker(how: 'throw' | 'exit'): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'compile-pool-'));
  const script = path.join(dir, `${how}-worker.mjs`);
  const fail = how === 'throw' ? "throw new Error('crashed')" : 'process.exit(3)';
  await writeFile(script, `import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => { ${fail}; });`);
  return script;
}

/**
 * A worker that answers each job after a few milliseconds with the file's name as its title,
 * and the most jobs it held at once as its description.
 */
async function echoWorker(): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'compile-pool-'));
  const script = path.join(dir, 'echo-worker.mjs');
  await writeFile(
    script,
    `import { parentPort } from 'node:worker_threads';
let held = 0, most = 0;
parentPort.on('message', (job) => {
  held++; most = Math.max(most, held);
  setTimeout(() => { held--; parentPort.postMessage({ id: job.id, result: { meta: { h1: job.file, description: String(most) } } }); }, 5);
});`,
  );
  return script;
}

describe('the compile pool', () => {
  it.each(['throw', 'exit'] as const)('gives up the jobs of a worker that stopped (%s), and the page is compiled on the main thread', async (how) => {
    const pool = createCompilePool({ workerScript: await failingWorker(how), themes, langs: [], cacheDir: undefined, size: 1 });
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
  });

  it('hands the jobs out as the workers finish: two at most on a worker, every one answered once', async () => {
    const pool = createCompilePool({ workerScript: await echoWorker(), themes, langs: [], cacheDir: undefined, size: 2 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => pool.compile(`# Page ${i}`, `page-${i}.md`, `k${i}`)),
      );
      expect(answers.map((answer) => answer.meta.h1)).toEqual(Array.from({ length: 40 }, (_, i) => `page-${i}.md`));
      expect(Math.max(...answers.map((answer) => Number(answer.meta.description)))).toBe(2);
    } finally {
      await pool.close();
    }
  });
});

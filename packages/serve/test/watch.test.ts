import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchPaths, type Watcher } from '../src/index.ts';

let dir: string;
let watcher: Watcher | undefined;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-watch-'));
  await writeFile(path.join(dir, 'page.md'), '# Page\n');
});

afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** Watches `dir`; each batch is recorded with the file's text when it was reported. */
async function record(batching: { quiet: number; maxWait: number }) {
  const batches: { files: string[]; text: string; at: number }[] = [];
  const file = path.join(dir, 'page.md');
  watcher = watchPaths(
    [dir],
    (files) => {
      const at = performance.now();
      void readFile(file, 'utf8').then((text) => batches.push({ files, text, at }));
    },
    batching,
  );
  await watcher.ready;
  return { batches, file };
}

describe('watchPaths', () => {
  it('reports a file written in chunks once, after its last chunk (the batch ends when events pause)', async () => {
    const { batches, file } = await record({ quiet: 60, maxWait: 5000 });
    await writeFile(file, '');
    let lastWrite = 0;
    // Ten chunks 15 ms apart: longer than a fixed window of `quiet` ms from the first event.
    for (let i = 0; i < 10; i++) {
      await appendFile(file, `chunk ${i}\n`);
      lastWrite = performance.now();
      await pause(15);
    }
    await expect.poll(() => batches.length).toBe(1);
    await pause(200);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.files).toContain(file);
    expect(batches[0]!.text).toBe(Array.from({ length: 10 }, (_, i) => `chunk ${i}\n`).join(''));
    expect(batches[0]!.at).toBeGreaterThanOrEqual(lastWrite);
  });

  it('reports a single save soon after it, and a later save as a batch of its own', async () => {
    const { batches, file } = await record({ quiet: 20, maxWait: 5000 });
    await writeFile(file, '# First\n');
    await expect.poll(() => batches.length).toBe(1);
    await pause(100);
    await writeFile(file, '# Second\n');
    await expect.poll(() => batches.length).toBe(2);
    expect(batches.map((b) => b.text)).toEqual(['# First\n', '# Second\n']);
  });

  it('reports changes that never pause once `maxWait` has passed', async () => {
    const { batches, file } = await record({ quiet: 60, maxWait: 150 });
    const start = performance.now();
    for (let i = 0; i < 40; i++) {
      await appendFile(file, `line ${i}\n`);
      await pause(15);
    }
    const end = performance.now();
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(batches[0]!.at).toBeLessThan(start + (end - start) / 2);
  });
});

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
    // Ten chunks 50 ms apart: longer in all than a fixed window of `quiet` ms from the first
    // event. A run in which the busy machine held one write back for half of `quiet` or more
    // (its events may then pause for `quiet`) shows nothing either way: it is run again.
    const quiet = 400;
    for (let attempt = 1; ; attempt++) {
      const { batches, file } = await record({ quiet, maxWait: 5000 });
      await writeFile(file, '');
      let lastWrite = performance.now();
      let longestGap = 0;
      for (let i = 0; i < 10; i++) {
        await appendFile(file, `chunk ${i}\n`);
        const now = performance.now();
        longestGap = Math.max(longestGap, now - lastWrite);
        lastWrite = now;
        await pause(50);
      }
      await expect.poll(() => batches.length).toBeGreaterThanOrEqual(1);
      await pause(quiet * 2);
      if (longestGap >= quiet / 2 && attempt < 5) {
        await watcher?.close();
        watcher = undefined;
        continue;
      }
      expect(batches).toHaveLength(1);
      expect(batches[0]!.files).toContain(file);
      expect(batches[0]!.text).toBe(Array.from({ length: 10 }, (_, i) => `chunk ${i}\n`).join(''));
      expect(batches[0]!.at).toBeGreaterThanOrEqual(lastWrite);
      return;
    }
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

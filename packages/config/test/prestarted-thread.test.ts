import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Every thread the config stage starts, counted: a run after `prestartConfigThread` starts none.
const started = vi.hoisted(() => ({ threads: 0 }));
vi.mock('node:worker_threads', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:worker_threads')>();
  class CountedWorker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      started.threads += 1;
    }
  }
  return { ...real, Worker: CountedWorker };
});

const { discardPrestartedConfigThread, prestartConfigThread, runConfigThread } =
  await import('../src/config-thread.ts');

async function moduleUrl(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-prestart-'));
  const file = path.join(dir, 'config.mjs');
  await writeFile(file, source);
  return pathToFileURL(file).href;
}

const input = (url: string) => ({ url, callExport: false, maxDepth: 64, maxValues: 100_000 });

afterEach(() => {
  discardPrestartedConfigThread();
  started.threads = 0;
});

describe('the config thread started ahead', () => {
  it('is the one the next run takes: the config evaluates on it, no second thread starts', async () => {
    prestartConfigThread();
    expect(started.threads).toBe(1);
    const url = await moduleUrl('export default { title: "Site", nested: { list: [1, 2] } };\n');
    expect(await runConfigThread(input(url), 60_000)).toEqual({
      kind: 'value',
      value: { title: 'Site', nested: { list: [1, 2] } },
    });
    expect(started.threads).toBe(1);
    // Taken once: the run after it starts a thread of its own.
    expect(await runConfigThread(input(url), 60_000)).toMatchObject({ kind: 'value' });
    expect(started.threads).toBe(2);
  });

  it('still stops a config that never ends at the time limit, and forbids process.exit()', async () => {
    prestartConfigThread();
    const loop = await moduleUrl('while (true) {}\nexport default {};\n');
    expect(await runConfigThread(input(loop), 300)).toEqual({ kind: 'timeout' });
    prestartConfigThread();
    const exits = await moduleUrl('process.exit(0);\nexport default {};\n');
    expect(await runConfigThread(input(exits), 60_000)).toMatchObject({
      kind: 'thrown',
      forbidden: expect.stringMatching(/process\.exit\(\)/),
    });
    expect(started.threads).toBe(2);
  });
});

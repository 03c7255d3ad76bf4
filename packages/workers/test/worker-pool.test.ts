import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerLost, WorkerPool } from '../src/worker-pool.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'worker-pool-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * A worker that answers each job after a few milliseconds with its thread id and the most
 * jobs it held at once; a job `{ fail: true }` ends the thread instead.
 */
async function echoWorker(): Promise<string> {
  const script = path.join(dir, 'echo-worker.mjs');
  await writeFile(
    script,
    `import { parentPort, threadId } from 'node:worker_threads';
let held = 0, most = 0;
parentPort.on('message', (job) => {
  if (job.fail) process.exit(3);
  held++; most = Math.max(most, held);
  setTimeout(() => { held--; parentPort.postMessage({ id: job.id, n: job.n, thread: threadId, most }); }, 5);
});`,
  );
  return script;
}

type Reply = { id: number; n: number; thread: number; most: number };

describe('the worker pool', () => {
  it('answers every job once, its window of jobs at most on a thread, the work spread over the threads', async () => {
    const pool = new WorkerPool<{ n: number }, Reply>({ script: await echoWorker(), size: 2, window: 2 });
    try {
      const replies = await Promise.all(Array.from({ length: 30 }, (_, n) => pool.run({ n })));
      expect(replies.map((reply) => reply.n)).toEqual(Array.from({ length: 30 }, (_, n) => n));
      expect(Math.max(...replies.map((reply) => reply.most))).toBe(2);
      expect(new Set(replies.map((reply) => reply.thread)).size).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it("starts a lazy pool's threads as jobs come, one job on each at a time", async () => {
    const pool = new WorkerPool<{ n: number }, Reply>({ script: await echoWorker(), size: 3, start: 'lazy' });
    try {
      expect(pool.threads).toBe(0);
      expect((await pool.run({ n: 0 })).most).toBe(1);
      expect(pool.threads).toBe(1);
      const replies = await Promise.all(Array.from({ length: 9 }, (_, n) => pool.run({ n })));
      expect(Math.max(...replies.map((reply) => reply.most))).toBe(1);
      expect(pool.threads).toBe(3);
    } finally {
      await pool.close();
    }
  });

  it('drops a lost thread: its jobs rejected with WorkerLost, the others go on, none left rejects at once', async () => {
    const pool = new WorkerPool<{ n: number; fail?: boolean }, Reply>({
      script: await echoWorker(),
      size: 1,
    });
    try {
      await expect(pool.run({ n: 0, fail: true })).rejects.toBeInstanceOf(WorkerLost);
      expect(pool.threads).toBe(0);
      await expect(pool.run({ n: 1 })).rejects.toBeInstanceOf(WorkerLost);
    } finally {
      await pool.close();
    }
  });

  it('closes on a lost thread when asked: its job fails with the cause, the waiting ones as closed', async () => {
    const pool = new WorkerPool<{ n: number; fail?: boolean }, Reply>({
      script: await echoWorker(),
      size: 1,
      start: 'lazy',
      onLost: 'close',
      name: 'The test worker',
    });
    const lost = pool.run({ n: 0, fail: true });
    const waiting = pool.run({ n: 1 });
    await expect(lost).rejects.toThrow('The test worker exited with code 3');
    await expect(waiting).rejects.toThrow('The test workers were closed');
    await expect(pool.run({ n: 2 })).rejects.toThrow('The test workers were closed');
  });
});

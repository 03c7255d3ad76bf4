import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GuideTwinJob, TwinSite } from './twin-job.ts';

/** A job as sent to a twin worker. */
export interface TwinJobMessage {
  id: number;
  job: GuideTwinJob;
}

export type TwinReply = { id: number; text: string } | { id: number; error: string };

export interface TwinPool {
  /** The twin's text; rejects with the worker's error (a message, not a stack) when it failed. */
  render(job: GuideTwinJob): Promise<string>;
  /** Stops the workers; jobs not finished yet reject. */
  close(): Promise<void>;
}

/** Jobs a worker holds at once: enough that it never waits for a busy main thread to send more. */
const WINDOW = 16;

/**
 * Renders guide twins on worker threads while the main thread renders the HTML pages. Jobs
 * wait in one queue and go to a worker as it has room (a few at a time: twins differ in size),
 * so no worker idles while another has a backlog. A worker that fails or exits fails its jobs
 * and takes no more; when none is left, every job still queued fails.
 */
export function createTwinPool(options: { workerScript: string; site: TwinSite; size?: number }): TwinPool {
  const size = Math.max(1, options.size ?? availableParallelism() - 1);
  type Pending = { message: TwinJobMessage; resolve: (text: string) => void; reject: (error: Error) => void };
  const queue: Pending[] = [];
  const running = new Map<Worker, Map<number, Pending>>();
  let nextId = 0;
  let closed = false;

  const dispatch = () => {
    for (const [worker, jobs] of running)
      while (jobs.size < WINDOW && queue.length > 0) {
        const job = queue.shift()!;
        jobs.set(job.message.id, job);
        worker.postMessage(job.message);
      }
    if (running.size === 0)
      for (const job of queue.splice(0)) job.reject(new Error('no twin worker is running'));
  };
  const fail = (worker: Worker, error: Error) => {
    const jobs = running.get(worker);
    if (!jobs) return;
    running.delete(worker);
    for (const job of jobs.values()) job.reject(error);
    dispatch();
  };

  for (let i = 0; i < size; i++) {
    const worker = new Worker(options.workerScript, { workerData: options.site });
    running.set(worker, new Map());
    worker.on('message', (reply: TwinReply) => {
      const jobs = running.get(worker);
      const job = jobs?.get(reply.id);
      if (!job) return;
      jobs!.delete(reply.id);
      if ('text' in reply) job.resolve(reply.text);
      else job.reject(new Error(reply.error));
      dispatch();
    });
    worker.on('error', (error) => fail(worker, new Error(`the twin worker stopped: ${error.message}`)));
    worker.on('exit', (code) => fail(worker, new Error(`the twin worker exited (code ${code})`)));
  }

  return {
    render(job) {
      return new Promise<string>((resolve, reject) => {
        if (closed) return reject(new Error('the twin pool is closed'));
        queue.push({ message: { id: nextId++, job }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the twin pool is closed'));
      const workers = [...running.keys()];
      for (const worker of workers) fail(worker, new Error('the twin pool is closed'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * The pool for `needed` guide twins to render, if one is worth starting: a worker loads the
 * markdown toolchain (~0.3 s), and watch mode's rebuilds of one page must not wait for that,
 * so from 100 twins; an explicit `workers` count means always (that many workers), and 0 never.
 */
export function twinPoolFor(
  needed: number,
  options: { twinWorker?: string | undefined; workers?: number | undefined; site: () => TwinSite },
): TwinPool | undefined {
  const { twinWorker, workers } = options;
  if (!twinWorker || workers === 0 || needed < (workers ? 1 : 100) || !existsSync(twinWorker))
    return undefined;
  return createTwinPool({
    workerScript: twinWorker,
    site: options.site(),
    ...(workers ? { size: workers } : {}),
  });
}

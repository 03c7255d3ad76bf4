import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Root as HastRoot } from 'hast';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { DEFAULT_SYNTAX, type MarkdownSyntax } from '@accounts-docs/markdown/format';
import type { CompiledMeta } from './compile-cache.ts';

/** A compile job as sent to a worker. */
export interface CompileJob {
  id: number;
  key: string;
  source: string;
  file: string;
  themes: { light: string; dark: string };
  syntax: MarkdownSyntax;
  admonitionKeywords: readonly string[];
  langs: string[];
  /** When set, the worker writes the cache entry itself and sends back the metadata only. */
  cacheDir: string | undefined;
  /** `cacheDir` is a scratch folder (see `writeCacheEntry`). */
  scratch: boolean;
  /** The build cache, where highlighted code blocks are kept (not the scratch folder of `--no-cache`). */
  codeBlocksDir: string | undefined;
}

/** The tree comes back only when there is no cache folder to put it in. */
export interface PooledResult {
  meta: CompiledMeta;
  hast?: HastRoot;
}

export type CompileReply =
  | { id: number; result: PooledResult }
  | { id: number; diagnostics: Diagnostic[] }
  | { id: number; error: string };

export interface CompilePool {
  compile(source: string, file: string, key: string): Promise<PooledResult>;
  close(): Promise<void>;
}

/** Jobs a worker holds at once: one compiling, one waiting, so it never waits for the next. */
const JOBS_PER_WORKER = 2;

/**
 * Compiles markdown on worker threads: highlighting dominates a cold build and each worker has
 * its own Shiki. Workers also serialise and write the cache entries, so the main thread neither
 * waits for that nor holds the trees. Jobs wait in the pool and go to a worker as it finishes
 * one: the sources stay on the main thread (a worker given all its jobs at once held every
 * source and its message until it reached it), and the work evens out.
 */
export function createCompilePool(options: {
  workerScript: string;
  themes: { light: string; dark: string };
  syntax?: MarkdownSyntax;
  admonitionKeywords?: readonly string[] | undefined;
  langs: string[];
  cacheDir: string | undefined;
  /** `cacheDir` is this build's scratch folder (`--no-cache`). */
  scratch?: boolean;
  codeBlocksDir?: string | undefined;
  size?: number;
}): CompilePool {
  const size = Math.max(1, options.size ?? availableParallelism());
  type Waiting = {
    job: CompileJob;
    resolve: (value: PooledResult) => void;
    reject: (error: unknown) => void;
  };
  const waiting: Waiting[] = [];
  const pending = new Map<number, Waiting & { worker: Worker }>();
  const load = new Map<Worker, number>();
  let nextId = 0;

  const dispatch = () => {
    for (const worker of workers) {
      while ((load.get(worker) ?? 0) < JOBS_PER_WORKER && waiting.length > 0) {
        const next = waiting.shift()!;
        load.set(worker, (load.get(worker) ?? 0) + 1);
        pending.set(next.job.id, { ...next, worker });
        worker.postMessage(next.job);
      }
    }
    // No worker left: the jobs go back to the caller, which compiles them on its own thread.
    if (workers.length === 0) for (const next of waiting.splice(0)) next.reject(new WorkerLost(undefined));
  };

  const workers = Array.from({ length: size }, () => {
    // No heap limit (resourceLimits): a 384 MB cap took ~5 % off a 625-page build's peak RSS
    // and added ~35 % to its CPU time, V8 collecting far more often.
    const worker = new Worker(options.workerScript);
    load.set(worker, 0);
    worker.on('message', (reply: CompileReply) => {
      load.set(worker, (load.get(worker) ?? 1) - 1);
      const job = pending.get(reply.id);
      if (job) {
        pending.delete(reply.id);
        if ('result' in reply) job.resolve(reply.result);
        else if ('diagnostics' in reply) job.reject(new DiagnosticError(reply.diagnostics));
        else job.reject(new Error(reply.error));
      }
      dispatch();
    });
    // A worker that crashed, ran out of memory or exited: its jobs, and the later ones when no
    // worker is left, are compiled by the caller on its own thread.
    const lost = (cause: unknown) => {
      const at = workers.indexOf(worker);
      if (at >= 0) workers.splice(at, 1);
      for (const [id, job] of pending) {
        if (job.worker !== worker) continue;
        pending.delete(id);
        job.reject(new WorkerLost(cause));
      }
      dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`exited with code ${code}`)));
    return worker;
  });

  return {
    compile(source, file, key) {
      if (workers.length === 0) return Promise.reject(new WorkerLost(undefined));
      return new Promise((resolve, reject) => {
        const job: CompileJob = {
          id: nextId++,
          key,
          source,
          file,
          themes: options.themes,
          syntax: options.syntax ?? DEFAULT_SYNTAX,
          admonitionKeywords: options.admonitionKeywords ?? [],
          langs: options.langs,
          cacheDir: options.cacheDir,
          scratch: options.scratch === true,
          codeBlocksDir: options.codeBlocksDir,
        };
        waiting.push({ job, resolve, reject });
        dispatch();
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** A job whose worker died (out of memory, or crashed): compile it elsewhere. */
export class WorkerLost extends Error {
  constructor(cause: unknown) {
    super('The compile worker stopped', { cause });
  }
}

/**
 * The pool for a read with `misses` files to compile, if one is worth starting: workers (each
 * loads its own Shiki) cost about a second, so from about a hundred misses; an explicit count
 * means always, and 0 never.
 */
export function poolFor(
  misses: number,
  options: {
    compileWorker?: string | undefined;
    workers?: number | undefined;
    themes: { light: string; dark: string };
    syntax: MarkdownSyntax;
    admonitionKeywords?: readonly string[] | undefined;
    langs: string[];
    cacheDir: string | undefined;
    scratch?: boolean;
    codeBlocksDir: string | undefined;
  },
): CompilePool | undefined {
  const { compileWorker, workers } = options;
  if (!compileWorker || !existsSync(compileWorker) || workers === 0) return undefined;
  if (misses < (workers ? 1 : 100)) return undefined;
  return createCompilePool({
    workerScript: compileWorker,
    themes: options.themes,
    syntax: options.syntax,
    admonitionKeywords: options.admonitionKeywords,
    langs: options.langs,
    cacheDir: options.cacheDir,
    scratch: options.scratch === true,
    codeBlocksDir: options.codeBlocksDir,
    ...(workers ? { size: workers } : {}),
  });
}

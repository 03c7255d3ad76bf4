import { Worker } from 'node:worker_threads';
import { THREAD_SOURCE } from './config-thread-source.ts';

/**
 * The config is evaluated on a worker thread, never on the CLI's own: a config that loops
 * (`while (true) {}`) can then be stopped at the time limit (`terminate()`), and one that
 * calls `process.exit()` or `process.chdir()` cannot end or move the CLI's process. The thread
 * runs `THREAD_SOURCE` and posts back one `ThreadReply`.
 */

/** What the thread is given. */
export interface ThreadInput {
  /** The module to import: the bundle written to a file, or a URL the hooks below answer. */
  url: string;
  /** With it, the bundle is not on disk: a module hook (`module.register`) serves `code` at `url`. */
  code?: string;
  /** A Docusaurus config may export a function (sync or async) that returns the config. */
  callExport: boolean;
  /** Deepest nesting and most values the config's value may have (see `copyValue`). */
  maxDepth: number;
  maxValues: number;
  /** FUNCTION_MARK (the thread's code is a script of its own). */
  functionMark: string;
  /**
   * The packages the bundle imports (esbuild leaves them external): a function of the value
   * that one of them exports is marked with its module and export name (`FunctionOrigin`), so
   * a remark or rehype plugin can be loaded again where markdown compiles.
   */
  externals?: string[];
}

/** Where a function of the config comes from: a module (file URL) and the name it is exported as. */
export interface FunctionOrigin {
  module: string;
  export: string;
}

/** What went wrong, as plain data (an Error does not cross threads whole). */
export interface ThrownValue {
  isError: boolean;
  name: string;
  message: string;
  stack: string;
  code?: string;
}

export type ThreadReply =
  | { kind: 'value'; value: unknown }
  | { kind: 'no-default' }
  | { kind: 'thrown'; thrown: ThrownValue; forbidden?: string }
  | { kind: 'shape'; problem: 'cycle' | 'depth' | 'size'; keyPath: (string | number)[] };

/** Marks a function in the value sent back (functions do not cross threads): its name. */
export const FUNCTION_MARK = '\u0000accounts-docs-function';

/** Why the thread gave no value. */
export type ThreadEnd =
  { kind: 'timeout' } | { kind: 'exit'; code: number } | { kind: 'crash'; message: string };

/**
 * Runs the config's module on a new thread; resolves to its reply, or to how the thread ended
 * without one (the time limit passed: the thread is stopped; it exited or crashed).
 */
export function runConfigThread(
  input: Omit<ThreadInput, 'functionMark'>,
  limitMs: number,
): Promise<ThreadReply | ThreadEnd> {
  const data: ThreadInput = { ...input, functionMark: FUNCTION_MARK };
  const ahead = prestarted;
  prestarted = undefined;
  const worker = ahead?.worker ?? startThread(data);
  if (ahead) {
    ahead.worker.ref();
    ahead.worker.postMessage(data);
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: ThreadReply | ThreadEnd) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ kind: 'timeout' }), limitMs);
    worker.once('message', (reply: ThreadReply) => settle(reply));
    worker.once('error', (error) => settle({ kind: 'crash', message: error.message }));
    worker.once('exit', (code) => settle({ kind: 'exit', code }));
    // A thread started ahead that failed before it was taken: its end is the run's.
    if (ahead?.ended) settle(ahead.ended);
  });
}

function startThread(data?: ThreadInput): Worker {
  return new Worker(THREAD_SOURCE, {
    eval: true,
    ...(data ? { workerData: data } : {}),
    stdout: false,
    stderr: false,
  });
}

/** A thread started before the config is known, waiting for its input. */
let prestarted: { worker: Worker; ended?: ThreadEnd } | undefined;

/**
 * Starts the config's thread ahead, while the CLI still loads its modules: a thread's start
 * (Node's own modules loaded again on it) is most of a warm build's config time, and the
 * main thread has nothing to do but wait for it. The next `runConfigThread` takes it; the
 * thread keeps no process alive until then, and `discardPrestartedConfigThread` stops one that
 * no run took (a command that failed before it loaded its config).
 */
export function prestartConfigThread(): void {
  if (prestarted) return;
  const ahead: { worker: Worker; ended?: ThreadEnd } = { worker: startThread() };
  ahead.worker.unref();
  ahead.worker.once('error', (error) => (ahead.ended ??= { kind: 'crash', message: error.message }));
  ahead.worker.once('exit', (code) => (ahead.ended ??= { kind: 'exit', code }));
  prestarted = ahead;
}

export function discardPrestartedConfigThread(): void {
  const ahead = prestarted;
  prestarted = undefined;
  if (ahead) void ahead.worker.terminate();
}

const ORIGIN = Symbol('accounts-docs.function-origin');

/** Where a function of the config (as `reviveFunctions` gives it) was exported from, when known. */
export function functionOrigin(value: unknown): FunctionOrigin | undefined {
  return typeof value === 'function' ? (value as { [ORIGIN]?: FunctionOrigin })[ORIGIN] : undefined;
}

/** The value with each function mark turned back into a function of that name (never called). */
export function reviveFunctions(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || value instanceof Date || value instanceof RegExp)
    return value;
  if (Array.isArray(value)) return value.map(reviveFunctions);
  const record = value as Record<string, unknown>;
  if (FUNCTION_MARK in record) {
    const name = String(record[FUNCTION_MARK]);
    const stand = () => {
      throw new Error(`${name || 'a function'} of the config cannot be called here`);
    };
    Object.defineProperty(stand, 'name', { value: name });
    const origin = record.origin as FunctionOrigin | undefined;
    if (origin) Object.defineProperty(stand, ORIGIN, { value: origin });
    return stand;
  }
  return Object.fromEntries(Object.entries(record).map(([key, field]) => [key, reviveFunctions(field)]));
}

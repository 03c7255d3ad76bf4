import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Root as HastRoot } from 'hast';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { DEFAULT_SYNTAX, type MarkdownSyntax } from '@accounts-docs/markdown/format';
import { WorkerPool } from '@accounts-docs/workers';
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
 * waits for that nor holds the trees. Jobs wait in the pool (`WorkerPool`) and go to a worker
 * as it finishes one: the sources stay on the main thread (a worker given all its jobs at once
 * held every source and its message until it reached it), and the work evens out. A job whose
 * worker is lost, and every job once none is left, is rejected with `WorkerLost`: the caller
 * compiles it on its own thread.
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
  const pool = new WorkerPool<Omit<CompileJob, 'id'>, CompileReply>({
    script: options.workerScript,
    size: options.size ?? availableParallelism(),
    window: JOBS_PER_WORKER,
    name: 'The compile worker',
  });
  return {
    async compile(source, file, key) {
      const reply = await pool.run({
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
      });
      if ('result' in reply) return reply.result;
      if ('diagnostics' in reply) throw new DiagnosticError(reply.diagnostics);
      throw new Error(reply.error);
    },
    close: () => pool.close(),
  };
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
export { WorkerLost } from '@accounts-docs/workers';

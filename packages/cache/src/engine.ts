import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { bytesHash } from './hash.ts';

declare const __ACCOUNTS_DOCS_ENGINE_HASH__: string | undefined;

/** Where a process running from source hands its engine to its worker threads (a worker gets a copy of the environment). */
const SOURCE_ENGINE = 'ACCOUNTS_DOCS_SOURCE_ENGINE';

/**
 * Identifies the code of the build: every cache entry folds it in, so an entry written by other
 * code is never read. The bundled CLI gets it at bundle time (the hash of every workspace source,
 * `scripts/build-cli.mjs`); from source it is the hash of this file and a per-process nonce, so a
 * source run never reuses what an edited source wrote, and two builds of one process (watch mode,
 * tests) share their entries. Worker threads take their process's.
 */
export function engineHash(): string {
  if (typeof __ACCOUNTS_DOCS_ENGINE_HASH__ === 'string') return __ACCOUNTS_DOCS_ENGINE_HASH__;
  const inherited = process.env[SOURCE_ENGINE];
  if (inherited && (!isMainThread || inherited.endsWith(`:${process.pid}`))) return inherited;
  // A child process inherits the variable too: its own pid makes it compute its own.
  const nonce = `${String(process.pid)}-${String(Date.now())}`;
  const engine = `${bytesHash(readFileSync(fileURLToPath(import.meta.url)) + nonce)}:${process.pid}`;
  process.env[SOURCE_ENGINE] = engine;
  return engine;
}

// Set before any worker is started, so that every thread of the process folds in one engine.
if (isMainThread) engineHash();

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

declare const __ACCOUNTS_DOCS_ENGINE_HASH__: string | undefined;

/**
 * Identifies the code that renders pages: when it changes, no HTML of an earlier build is
 * reused. The bundled CLI gets it at bundle time; from source it is the hash of this module's
 * own file plus a per-process nonce, so source runs never reuse stale HTML.
 */
export function engineHash(): string {
  if (typeof __ACCOUNTS_DOCS_ENGINE_HASH__ === 'string') return __ACCOUNTS_DOCS_ENGINE_HASH__;
  // Once per process: two builds of one process (watch mode, tests) reuse each other's pages.
  return (sourceHash ??= createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(String(process.pid) + String(Date.now()))
    .digest('hex'));
}

let sourceHash: string | undefined;

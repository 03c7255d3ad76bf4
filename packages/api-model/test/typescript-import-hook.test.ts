import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { TYPESCRIPT_IMPORT_HOOK } from '../src/typescript-import-hook.ts';

interface Seen {
  /** Export names of `import('typescript')`'s namespace. */
  names: string[];
  /** Whether its default export is the object `require('typescript')` returns. */
  sameAsRequire: boolean;
  hasCreateProgram: boolean;
}

/** Imports TypeScript in a fresh thread (hooks are per thread), with or without the hook. */
function importTypeScript(hook: string | undefined): Promise<Seen> {
  const code = `
    const { register } = require('node:module');
    const { parentPort, workerData } = require('node:worker_threads');
    if (workerData.hook) register(workerData.hook);
    import('typescript').then((ns) => parentPort.postMessage({
      names: Object.keys(ns),
      sameAsRequire: ns.default === require('typescript'),
      hasCreateProgram: typeof ns.default.createProgram === 'function',
    }));`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { hook } });
    worker.once('message', (seen: Seen) => {
      void worker.terminate();
      resolve(seen);
    });
    worker.once('error', reject);
  });
}

// Each test loads TypeScript (9 MB) in a fresh thread: seconds on a busy machine.
describe('the TypeScript import hook', { timeout: 120_000 }, () => {
  it('gives ESM importers the required CommonJS TypeScript, without lexing its named exports', async () => {
    const seen = await importTypeScript(TYPESCRIPT_IMPORT_HOOK);
    // Only `default`: Node did not run cjs-module-lexer over typescript.js.
    expect(seen).toEqual({ names: ['default'], sameAsRequire: true, hasCreateProgram: true });
  });

  it("loads TypeScript's file through the thread's loader when one is set", async () => {
    const code = `
      const { register } = require('node:module');
      const { parentPort, workerData } = require('node:worker_threads');
      register(workerData.hook);
      globalThis[Symbol.for('accounts-docs.require-typescript')] = (file) => ({ loadedBy: 'loader', file });
      import('typescript').then((ns) => parentPort.postMessage(ns.default));`;
    const seen = await new Promise<{ loadedBy: string; file: string }>((resolve, reject) => {
      const worker = new Worker(code, { eval: true, workerData: { hook: TYPESCRIPT_IMPORT_HOOK } });
      worker.once('message', (message: { loadedBy: string; file: string }) => {
        void worker.terminate();
        resolve(message);
      });
      worker.once('error', reject);
    });
    expect(seen.loadedBy).toBe('loader');
    expect(seen.file).toMatch(/typescript[/\\]lib[/\\]typescript\.js$/);
  });

  it('differs from the plain import, which lexes the named exports', async () => {
    const seen = await importTypeScript(undefined);
    expect(seen.sameAsRequire).toBe(true);
    expect(seen.names).toContain('createProgram');
  });
});

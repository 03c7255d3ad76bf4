import { Worker } from 'node:worker_threads';
import type { JSONOutput } from 'typedoc';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import type { TypeDocOptionsInput } from './typedoc-run.ts';

type WorkerReply =
  | { ok: true; json: string; diagnostics: Diagnostic[] }
  | { ok: false; message: string; diagnostics?: Diagnostic[] };

/** `runTypeDoc` on a worker thread (the bundled CLI's `typedoc-worker.js`); the thread ends with the run. */
export function runTypeDocInWorker(
  workerScript: string,
  input: TypeDocOptionsInput,
): Promise<{ project: JSONOutput.ProjectReflection; diagnostics: Diagnostic[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerScript);
    worker.once('message', (reply: WorkerReply) => {
      void worker.terminate();
      if (reply.ok) resolve({ project: JSON.parse(reply.json) as JSONOutput.ProjectReflection, diagnostics: reply.diagnostics });
      else if (reply.diagnostics) reject(new DiagnosticError(reply.diagnostics));
      else reject(new Error(`TypeDoc failed in its worker: ${reply.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`TypeDoc's worker exited with code ${code}`));
    });
    worker.postMessage(input);
  });
}

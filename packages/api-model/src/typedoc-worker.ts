/**
 * Worker thread entry: runs TypeDoc off the main thread, so a cold build compiles its markdown
 * while TypeScript builds the API program (the two take about as long). Errors come back as
 * data; the main thread rethrows them as a DiagnosticError.
 */
import { parentPort } from 'node:worker_threads';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { runTypeDoc, type TypeDocOptionsInput } from './typedoc-run.ts';
import { CodeCachedRequire, codeCacheFolder } from './typescript-code-cache.ts';
import { requireTypeScriptOnImport } from './typescript-import-hook.ts';

// Before TypeDoc is imported: it then loads TypeScript the cheap way (see the hook's comment),
// compiled from V8's code cache of the last run when there is one.
const typescript = new CodeCachedRequire(codeCacheFolder());
requireTypeScriptOnImport((file) => typescript.require(file));

parentPort!.once('message', async (input: TypeDocOptionsInput) => {
  try {
    // A string crosses threads faster than a structured clone of a large object tree.
    const { project, diagnostics } = await runTypeDoc(input);
    // After the run, so the cache holds what the conversion compiled (only when there was none:
    // the first run on a machine, or a new TypeScript or Node).
    typescript.save();
    parentPort!.postMessage({ ok: true, json: JSON.stringify(project), diagnostics });
  } catch (error) {
    parentPort!.postMessage(
      error instanceof DiagnosticError
        ? { ok: false, diagnostics: error.diagnostics, message: error.message }
        : { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    );
  }
});

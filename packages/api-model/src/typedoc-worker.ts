/**
 * Worker thread entry: converts packages with TypeDoc off the main thread, so a cold build
 * compiles its markdown while TypeScript builds the API programs, and two threads convert two
 * packages at a time (`TypeDocWorkers`). The thread keeps TypeScript and TypeDoc loaded between
 * its jobs, and the files TypeScript parsed: a package's program reuses the parse of a file an
 * earlier package's program read (TypeScript's libraries, the shared types). Errors come back
 * as data; the main thread rethrows them as a DiagnosticError.
 */
import { parentPort } from 'node:worker_threads';
import type { JSONOutput } from 'typedoc';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import type { TypeDocJob, TypeDocWorkerReply } from './typedoc-in-worker.ts';
import { mergeTypeDocProjects, runTypeDoc } from './typedoc-run.ts';
import { TsconfigParses } from './referenced-tsconfig.ts';
import { withSharedSourceFiles } from './typescript-shared-files.ts';
import { CodeCachedRequire, codeCacheFolder } from './typescript-code-cache.ts';
import { requireTypeScriptOnImport } from './typescript-import-hook.ts';

// Before TypeDoc is imported: it then loads TypeScript the cheap way (see the hook's comment),
// compiled from V8's code cache of the last run when there is one.
const typescript = new CodeCachedRequire(codeCacheFolder());
let shared: unknown;
requireTypeScriptOnImport((file) => (shared ??= withSharedSourceFiles(typescript.require(file) as never)));
let saved = false;
// The thread lives for one build's conversions (`TypeDocWorkers.close`): the tsconfig is parsed once.
const tsconfigs = new TsconfigParses();

// One job at a time, in the order they came: a thread holds two (the next waits here, not on
// the main thread), and two conversions interleaved at their awaits would share TypeDoc's
// reflection ids (`resetReflectionID`) and both finish late.
let running: Promise<void> = Promise.resolve();
parentPort!.on('message', (message: TypeDocJob & { id: number }) => {
  running = running.then(() => run(message));
});

async function run(message: TypeDocJob & { id: number }): Promise<void> {
  const { id } = message;
  try {
    const reply: TypeDocWorkerReply =
      message.kind === 'convert'
        ? await convert(id, message.input)
        : await merge(id, message.input, JSON.parse(message.projects) as JSONOutput.ProjectReflection[]);
    // After the first run, so the cache holds what a conversion compiled (only when there was
    // none: the first run on a machine, or a new TypeScript or Node).
    if (!saved) {
      saved = true;
      typescript.save();
    }
    parentPort!.postMessage(reply);
  } catch (error) {
    parentPort!.postMessage(
      error instanceof DiagnosticError
        ? { id, ok: false, diagnostics: error.diagnostics, message: error.message }
        : { id, ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    );
  }
}

async function convert(id: number, input: Parameters<typeof runTypeDoc>[0]): Promise<TypeDocWorkerReply> {
  const { project, diagnostics, files } = await runTypeDoc(input, tsconfigs);
  return { id, ok: true, json: JSON.stringify(project), diagnostics, files };
}

async function merge(
  id: number,
  input: Parameters<typeof mergeTypeDocProjects>[0],
  projects: JSONOutput.ProjectReflection[],
): Promise<TypeDocWorkerReply> {
  const { project, diagnostics } = await mergeTypeDocProjects(input, projects);
  return { id, ok: true, json: JSON.stringify(project), diagnostics };
}

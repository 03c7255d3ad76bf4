import { rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { pathToFileURL } from 'node:url';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { reviveFunctions, runConfigThread } from './config-thread.ts';
import {
  CONFIG_MAX_DEPTH,
  CONFIG_MAX_VALUES,
  evaluationDiagnostic,
  noDefaultExport,
  placeOfError,
  shapeDiagnostic,
  timeLimit,
} from './evaluation-diagnostics.ts';
import { writeEvaluationFile } from './evaluation-files.ts';

export interface EvaluateOptions {
  /** A Docusaurus config may export a function that returns the config: it is called. */
  callExport?: boolean;
}

/**
 * Evaluates the bundled config `code` on its own thread (see `config-thread.ts`) and resolves
 * to its default export, awaited when it is a promise. The bundle is written to `file` (from
 * `evaluationFile`, inside the project's node_modules so its bare imports resolve) and removed
 * whatever happens; when that folder cannot be written (a read-only checkout), it is served to
 * the thread from memory instead. Every failure becomes a diagnostic at the place in the config
 * it comes from: a throw, a rejected default export, a call that would end or move the process,
 * a value that contains itself or nests too deep, a load that does not finish within the time
 * limit (a top-level `await` that never settles, a loop that never ends).
 */
export async function evaluateConfig(
  code: string,
  file: string,
  configFile: string,
  source: string,
  options: EvaluateOptions = {},
): Promise<unknown> {
  const limit = timeLimit();
  const written = await writeEvaluationFile(file, code);
  const url = written
    ? pathToFileURL(file).href
    : `${pathToFileURL(configFile).href}?accounts-docs-evaluation=${process.pid}`;
  try {
    const reply = await runConfigThread(
      {
        url,
        ...(written ? {} : { code }),
        callExport: options.callExport === true,
        externals: bareImports(code),
        maxDepth: CONFIG_MAX_DEPTH,
        maxValues: CONFIG_MAX_VALUES,
      },
      limit,
    );
    if (reply.kind === 'value') return reviveFunctions(reply.value);
    if (reply.kind === 'no-default') throw noDefaultExport(configFile);
    if (reply.kind === 'shape')
      throw new DiagnosticError([shapeDiagnostic(reply.problem, reply.keyPath, configFile, source)]);
    // Loaded only for a config that failed: a run whose config loads never reads it.
    const tracing = await import('@jridgewell/trace-mapping');
    const stack = reply.kind === 'thrown' ? reply.thrown.stack : '';
    const place = () => placeOfError(stack, { code, url, configFile }, tracing);
    throw new DiagnosticError([evaluationDiagnostic(reply, configFile, source, limit, place)]);
  } finally {
    if (written) await rm(file, { force: true });
  }
}

/**
 * The packages a bundle imports (esbuild's output: `from "x"`, `import("x")`, and a CommonJS
 * config's `require("x")`, which an ESM bundle writes `__require("x")`), without Node's own
 * modules: where a plugin function of the config may come from.
 */
function bareImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\b(?:__)?require\s*\(\s*)"([^"./][^"]*)"/g)) {
    const specifier = match[1]!;
    if (!specifier.startsWith('node:') && !isBuiltin(specifier)) found.add(specifier);
  }
  return [...found];
}

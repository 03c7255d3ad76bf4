import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TraceMap } from '@jridgewell/trace-mapping';
import {
  CONFIG_EVALUATION,
  CONFIG_NO_DEFAULT_EXPORT,
  DiagnosticError,
  positionAt,
  type Diagnostic,
} from '@accounts-docs/diagnostics';

/** How long a config may take to load (its top-level `await`s included) before we give up. */
export const CONFIG_TIMEOUT_MS = 10_000;
/** Overrides the time limit, in milliseconds (the tests use a short one). */
export const CONFIG_TIMEOUT_ENV = 'ACCOUNTS_DOCS_CONFIG_TIMEOUT_MS';

/** Where bundled configs are evaluated: inside the project's node_modules, so bare imports resolve. */
export function evaluationDir(configFile: string): string {
  return path.join(path.dirname(configFile), 'node_modules', '.cache', 'accounts-docs', 'config');
}

/** The file a bundled config is written to before it is imported. */
export function evaluationFile(configFile: string): string {
  const name = `${path.basename(configFile)}.${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.mjs`;
  return path.join(evaluationDir(configFile), name);
}

/**
 * Imports the bundled config `code` (written to `file`, from `evaluationFile`) and resolves to
 * its default export, awaited when it is a promise. Every failure becomes a diagnostic at the
 * place in the config it comes from: a throw, a rejected default export, a top-level `await`
 * that never settles (after the time limit). The file is removed whatever happens.
 */
export async function evaluateConfig(code: string, file: string, configFile: string, source: string): Promise<unknown> {
  const limit = timeLimit();
  await mkdir(path.dirname(file), { recursive: true });
  await removeStale(path.dirname(file));
  await writeFile(file, code);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConfigTimeout()), limit);
  });
  try {
    const module = (await Promise.race([import(pathToFileURL(file).href), timeout])) as { default?: unknown };
    if (module.default === undefined) throw noDefaultExport(configFile);
    const value = module.default;
    return isThenable(value) ? await Promise.race([Promise.resolve(value), timeout]) : value;
  } catch (error) {
    if (error instanceof DiagnosticError) throw error;
    // Loaded only for a config that threw: a run whose config loads never reads it.
    const tracing = await import('@jridgewell/trace-mapping');
    const place = () => placeOfError(error, { code, file, configFile }, tracing);
    throw new DiagnosticError([evaluationDiagnostic(error, configFile, source, limit, place)], { cause: error });
  } finally {
    clearTimeout(timer);
    await rm(file, { force: true });
  }
}

class ConfigTimeout extends Error {}

function timeLimit(): number {
  const fromEnv = Number(process.env[CONFIG_TIMEOUT_ENV]);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : CONFIG_TIMEOUT_MS;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function noDefaultExport(file: string): DiagnosticError {
  return new DiagnosticError([
    {
      severity: 'error',
      ruleId: CONFIG_NO_DEFAULT_EXPORT,
      reason: 'The config file has no default export',
      file,
      line: 1,
      column: 1,
      hint: 'add `export default defineConfig({ ... })`',
    },
  ]);
}

function evaluationDiagnostic(
  error: unknown,
  configFile: string,
  source: string,
  limit: number,
  place: () => Pick<Diagnostic, 'file' | 'line' | 'column'>,
): Diagnostic {
  if (error instanceof ConfigTimeout) {
    return {
      severity: 'error',
      ruleId: CONFIG_EVALUATION,
      reason: `The config file did not finish loading within ${limit / 1000} s`,
      file: configFile,
      ...firstAwait(source),
      hint: `a top-level \`await\` in the config (or its default export, a promise) never settles; make it settle, or raise the limit with ${CONFIG_TIMEOUT_ENV}`,
    };
  }
  const missing = missingPackage(error, source);
  if (missing) {
    return {
      severity: 'error',
      ruleId: CONFIG_EVALUATION,
      reason: `The config imports "${missing.name}", which is not installed`,
      file: configFile,
      ...missing.place,
      hint: `install it (\`npm install -D ${missing.name}\`) or remove the import`,
    };
  }
  const reason =
    error instanceof Error ? (error.name === 'Error' ? error.message : `${error.name}: ${error.message}`) : String(error);
  return {
    severity: 'error',
    ruleId: CONFIG_EVALUATION,
    reason: `The config file threw while loading: ${reason}`,
    ...place(),
    hint: 'fix the code at this place; the config runs once, when accounts-docs starts',
  };
}

/** The first top-level `await` outside a line comment: the likely place a config waits forever. */
function firstAwait(source: string): { line: number; column: number } {
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const code = lines[i]!.replace(/\/\/.*$/, '');
    const at = /\bawait\b/.exec(code);
    if (at) return { line: i + 1, column: at.index + 1 };
  }
  return { line: 1, column: 1 };
}

/** A bare import that Node could not find, and where the config names it. */
function missingPackage(
  error: unknown,
  source: string,
): { name: string; place: { line: number; column: number } } | undefined {
  if ((error as { code?: string } | undefined)?.code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  const name = /Cannot find (?:package|module) '([^']+)'/.exec((error as Error).message)?.[1];
  if (!name || name.startsWith('/') || name.startsWith('.')) return undefined;
  const at = [source.indexOf(`'${name}`), source.indexOf(`"${name}`)].filter((i) => i !== -1);
  return { name, place: at.length > 0 ? positionAt(source, Math.min(...at) + 1) : { line: 1, column: 1 } };
}

/**
 * The first frame of an error's stack in the evaluated bundle, mapped through the bundle's
 * inline source map to the config or the local file it imports; else the config itself.
 */
function placeOfError(
  error: unknown,
  bundle: { code: string; file: string; configFile: string },
  { TraceMap, originalPositionFor }: typeof import('@jridgewell/trace-mapping'),
): Pick<Diagnostic, 'file' | 'line' | 'column'> {
  const fallback = { file: bundle.configFile, line: 1, column: 1 };
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const map = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(bundle.code);
  if (!map) return fallback;
  const url = pathToFileURL(bundle.file).href;
  let tracer: TraceMap | undefined;
  for (const frame of stack.matchAll(/((?:file:\/\/)?\/[^\s():]+):(\d+):(\d+)/g)) {
    if (frame[1] !== url && frame[1] !== bundle.file) continue;
    tracer ??= new TraceMap(Buffer.from(map[1]!, 'base64').toString('utf8'), url);
    const original = originalPositionFor(tracer, { line: Number(frame[2]), column: Number(frame[3]) - 1 });
    if (!original.source || original.line === null) continue;
    const file = original.source.startsWith('file://') ? fileURLToPath(original.source) : path.resolve(path.dirname(bundle.file), original.source);
    if (!existsSync(file)) continue;
    return { file, line: original.line, column: original.column + 1 };
  }
  return fallback;
}

/** Evaluation files of builds that were killed before they could remove theirs (older than a minute). */
async function removeStale(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.endsWith('.mjs')) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > 60_000) await rm(file, { force: true });
  }
}

import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
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
import { reviveFunctions, runConfigThread, type ThreadEnd, type ThreadReply, type ThrownValue } from './config-thread.ts';
import { formatKeyPath, locateKey } from './source-places.ts';

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

/** The deepest a config's value may nest (a sidebar of categories is a few levels). */
export const CONFIG_MAX_DEPTH = 100;
/** The most values (objects, arrays, strings, numbers…) a config's value may hold. */
export const CONFIG_MAX_VALUES = 1_000_000;

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
  const url = written ? pathToFileURL(file).href : `${pathToFileURL(configFile).href}?accounts-docs-evaluation=${process.pid}`;
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
    if (reply.kind === 'shape') throw new DiagnosticError([shapeDiagnostic(reply.problem, reply.keyPath, configFile, source)]);
    // Loaded only for a config that failed: a run whose config loads never reads it.
    const tracing = await import('@jridgewell/trace-mapping');
    const stack = reply.kind === 'thrown' ? reply.thrown.stack : '';
    const place = () => placeOfError(stack, { code, url, configFile }, tracing);
    throw new DiagnosticError([evaluationDiagnostic(reply, configFile, source, limit, place)]);
  } finally {
    if (written) await rm(file, { force: true });
  }
}

/** Writes the bundle where it is imported from; false when that folder cannot be written. */
async function writeEvaluationFile(file: string, code: string): Promise<boolean> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await removeStale(path.dirname(file));
    await writeFile(file, code);
    return true;
  } catch {
    await rm(file, { force: true }).catch(() => undefined);
    return false;
  }
}

function timeLimit(): number {
  const fromEnv = Number(process.env[CONFIG_TIMEOUT_ENV]);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : CONFIG_TIMEOUT_MS;
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
  reply: Exclude<ThreadReply | ThreadEnd, { kind: 'value' | 'no-default' | 'shape' }>,
  configFile: string,
  source: string,
  limit: number,
  place: () => Pick<Diagnostic, 'file' | 'line' | 'column'>,
): Diagnostic {
  const base = { severity: 'error' as const, ruleId: CONFIG_EVALUATION, file: configFile };
  if (reply.kind === 'timeout') {
    return {
      ...base,
      reason: `The config file did not finish loading within ${limit / 1000} s`,
      ...(firstMatch(source, /\bawait\b/) ?? firstMatch(source, /\b(?:while|for)\b/) ?? { line: 1, column: 1 }),
      hint: `a top-level \`await\` in the config (or its default export, a promise) never settles, or a loop never ends; make it finish, or raise the limit with ${CONFIG_TIMEOUT_ENV}`,
    };
  }
  if (reply.kind === 'exit' || reply.kind === 'crash') {
    return {
      ...base,
      reason:
        reply.kind === 'exit'
          ? `The config file ended its evaluation (exit code ${reply.code}) without a value`
          : `The config file could not be evaluated: ${reply.message}`,
      ...(firstMatch(source, /\bprocess\s*\.\s*(?:exit|kill|reallyExit)\b/) ?? { line: 1, column: 1 }),
      hint: 'a config may not end the process; export the config instead',
    };
  }
  const { thrown } = reply;
  if (reply.forbidden) {
    return { ...base, reason: `The config file stopped: ${reply.forbidden}`, ...place(), hint: 'remove the call; a config only exports the settings' };
  }
  const missing = missingPackage(thrown, source);
  if (missing) {
    return {
      ...base,
      reason: `The config imports "${missing.name}", which is not installed`,
      ...missing.place,
      hint: `install it (\`npm install -D ${missing.name}\`) or remove the import`,
    };
  }
  if (!thrown.isError) {
    // No stack to follow: the first `throw` of the config is the likely place.
    return {
      ...base,
      reason: `The config file threw while loading: ${thrown.message} (a value that is not an Error)`,
      ...(firstMatch(source, /\bthrow\b/) ?? place()),
      hint: 'fix the code at this place; throw an Error, whose message and place are then shown',
    };
  }
  const reason = thrown.name === 'Error' ? thrown.message : `${thrown.name}: ${thrown.message}`;
  return {
    ...base,
    reason: `The config file threw while loading: ${reason}`,
    ...place(),
    hint: 'fix the code at this place; the config runs once, when accounts-docs starts',
  };
}

/** A value the validation could not walk: where the config builds it, as near as the text tells. */
function shapeDiagnostic(
  problem: 'cycle' | 'depth' | 'size',
  keyPath: (string | number)[],
  configFile: string,
  source: string,
): Diagnostic {
  // A path hundreds of keys long is shown by its start and end.
  const full = formatKeyPath(keyPath);
  const at = (full.length > 80 ? `${full.slice(0, 45)}…${full.slice(-25)}` : full) || 'the default export';
  const reason = {
    cycle: `The config's value contains itself at ${at} (an object that holds itself, directly or deeper)`,
    depth: `The config's value nests more than ${CONFIG_MAX_DEPTH} levels deep at ${at}`,
    size: `The config's value holds more than ${CONFIG_MAX_VALUES.toLocaleString('en-US')} values (reached at ${at})`,
  }[problem];
  return {
    severity: 'error',
    ruleId: CONFIG_EVALUATION,
    reason,
    file: configFile,
    ...(locateKey(source, keyPath) ?? { line: 1, column: 1 }),
    hint:
      problem === 'cycle'
        ? 'give each place its own value (a category cannot be one of its own items)'
        : 'write the config as plain settings; a sidebar nests a few levels, not hundreds',
  };
}

/** The first match of `pattern` outside a line comment. */
function firstMatch(source: string, pattern: RegExp): { line: number; column: number } | undefined {
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const at = pattern.exec(lines[i]!.replace(/\/\/.*$/, ''));
    if (at) return { line: i + 1, column: at.index + 1 };
  }
  return undefined;
}

/** A bare import that Node could not find, and where the config names it. */
function missingPackage(
  thrown: ThrownValue,
  source: string,
): { name: string; place: { line: number; column: number } } | undefined {
  if (thrown.code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  const name = /Cannot find (?:package|module) '([^']+)'/.exec(thrown.message)?.[1];
  if (!name || name.startsWith('/') || name.startsWith('.')) return undefined;
  const at = [source.indexOf(`'${name}`), source.indexOf(`"${name}`)].filter((i) => i !== -1);
  return { name, place: at.length > 0 ? positionAt(source, Math.min(...at) + 1) : { line: 1, column: 1 } };
}

/**
 * The first frame of an error's stack in the evaluated bundle, mapped through the bundle's
 * inline source map to the config or the local file it imports; else the config itself.
 */
function placeOfError(
  stack: string,
  bundle: { code: string; url: string; configFile: string },
  { TraceMap, originalPositionFor }: typeof import('@jridgewell/trace-mapping'),
): Pick<Diagnostic, 'file' | 'line' | 'column'> {
  const fallback = { file: bundle.configFile, line: 1, column: 1 };
  const map = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(bundle.code);
  if (!map) return fallback;
  const { url } = bundle;
  const file = url.startsWith('file:') && !url.includes('?') ? fileURLToPath(url) : undefined;
  let tracer: TraceMap | undefined;
  for (const frame of stack.matchAll(/((?:file:\/\/)?\/[^\s():]+):(\d+):(\d+)/g)) {
    if (frame[1] !== url && frame[1] !== file) continue;
    // esbuild wrote the sources relative to the file it bundled for, in the evaluation folder.
    tracer ??= new TraceMap(Buffer.from(map[1]!, 'base64').toString('utf8'), pathToFileURL(evaluationFile(bundle.configFile)).href);
    const original = originalPositionFor(tracer, { line: Number(frame[2]), column: Number(frame[3]) - 1 });
    if (!original.source || original.line === null) continue;
    const source = original.source.startsWith('file://')
      ? fileURLToPath(original.source)
      : path.resolve(evaluationDir(bundle.configFile), original.source);
    if (!existsSync(source)) continue;
    return { file: source, line: original.line, column: original.column + 1 };
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

/**
 * The packages a bundle imports (esbuild's output: `from "x"`, `import("x")`, `require("x")`),
 * without Node's own modules: where a plugin function of the config may come from.
 */
function bareImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)"([^"./][^"]*)"/g)) {
    const specifier = match[1]!;
    if (!specifier.startsWith('node:') && !isBuiltin(specifier)) found.add(specifier);
  }
  return [...found];
}

import { existsSync } from 'node:fs';
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
import type { ThreadEnd, ThreadReply, ThrownValue } from './config-thread.ts';
import { evaluationDir, evaluationFile } from './evaluation-files.ts';
import { formatKeyPath, locateKey } from './source-places.ts';

// The limits of a config's evaluation (`evaluate-config.ts`), and each way it can fail as a
// diagnostic at the place in the config it comes from.

/** How long a config may take to load (its top-level `await`s included) before we give up. */
export const CONFIG_TIMEOUT_MS = 10_000;
/** Overrides the time limit, in milliseconds (the tests use a short one). */
export const CONFIG_TIMEOUT_ENV = 'ACCOUNTS_DOCS_CONFIG_TIMEOUT_MS';

/** The deepest a config's value may nest (a sidebar of categories is a few levels). */
export const CONFIG_MAX_DEPTH = 100;
/** The most values (objects, arrays, strings, numbers…) a config's value may hold. */
export const CONFIG_MAX_VALUES = 1_000_000;

export function timeLimit(): number {
  const fromEnv = Number(process.env[CONFIG_TIMEOUT_ENV]);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : CONFIG_TIMEOUT_MS;
}

export function noDefaultExport(file: string): DiagnosticError {
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

export function evaluationDiagnostic(
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
      ...(firstMatch(source, /\bawait\b/) ??
        firstMatch(source, /\b(?:while|for)\b/) ?? { line: 1, column: 1 }),
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
    return {
      ...base,
      reason: `The config file stopped: ${reply.forbidden}`,
      ...place(),
      hint: 'remove the call; a config only exports the settings',
    };
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
export function shapeDiagnostic(
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
export function placeOfError(
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
    tracer ??= new TraceMap(
      Buffer.from(map[1]!, 'base64').toString('utf8'),
      pathToFileURL(evaluationFile(bundle.configFile)).href,
    );
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

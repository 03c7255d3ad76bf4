import { Worker } from 'node:worker_threads';

/**
 * The config is evaluated on a worker thread, never on the CLI's own: a config that loops
 * (`while (true) {}`) can then be stopped at the time limit (`terminate()`), and one that
 * calls `process.exit()` or `process.chdir()` cannot end or move the CLI's process. The thread
 * runs `THREAD_SOURCE` and posts back one `ThreadReply`.
 */

/** What the thread is given. */
export interface ThreadInput {
  /** The module to import: the bundle written to a file, or a URL the hooks below answer. */
  url: string;
  /** With it, the bundle is not on disk: a module hook (`module.register`) serves `code` at `url`. */
  code?: string;
  /** A Docusaurus config may export a function (sync or async) that returns the config. */
  callExport: boolean;
  /** Deepest nesting and most values the config's value may have (see `copyValue`). */
  maxDepth: number;
  maxValues: number;
  /** FUNCTION_MARK (the thread's code is a script of its own). */
  functionMark: string;
  /**
   * The packages the bundle imports (esbuild leaves them external): a function of the value
   * that one of them exports is marked with its module and export name (`FunctionOrigin`), so
   * a remark or rehype plugin can be loaded again where markdown compiles.
   */
  externals?: string[];
}

/** Where a function of the config comes from: a module (file URL) and the name it is exported as. */
export interface FunctionOrigin {
  module: string;
  export: string;
}

/** What went wrong, as plain data (an Error does not cross threads whole). */
export interface ThrownValue {
  isError: boolean;
  name: string;
  message: string;
  stack: string;
  code?: string;
}

export type ThreadReply =
  | { kind: 'value'; value: unknown }
  | { kind: 'no-default' }
  | { kind: 'thrown'; thrown: ThrownValue; forbidden?: string }
  | { kind: 'shape'; problem: 'cycle' | 'depth' | 'size'; keyPath: (string | number)[] };

/** Marks a function in the value sent back (functions do not cross threads): its name. */
export const FUNCTION_MARK = '\u0000accounts-docs-function';

/**
 * The thread's code, a script of its own (as text: the same code runs from the sources, under
 * the test runner, which rewrites `import()` in modules, and from the bundled CLI). The value is
 * copied by hand before it is posted: getters run here (a throwing getter is the config's
 * error, at its line), functions become marks, and a value that contains itself, nests too
 * deep or holds too many values is refused (the validation would never end).
 */
const THREAD_SOURCE = String.raw`
const { parentPort, workerData: input } = process.getBuiltinModule('node:worker_threads');
const { register } = process.getBuiltinModule('node:module');
const post = (reply) => parentPort.postMessage(reply);
// Kept alive until it replies: an await that never settles then meets the time limit, as it
// would on the main thread, rather than ending the thread with nothing pending.
setInterval(() => {}, 1 << 30);

class Forbidden extends Error {}
const forbid = (call) => () => {
  throw new Forbidden('a config may not call ' + call + ': it runs inside accounts-docs');
};
process.exit = forbid('process.exit()');
process.chdir = forbid('process.chdir()');
process.abort = forbid('process.abort()');

const read = (get) => {
  try {
    const value = get();
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
};
const describe = (error) => {
  const isError = error instanceof Error;
  let text;
  try {
    text = String(error);
  } catch {
    text = Object.prototype.toString.call(error);
  }
  const code = read(() => error.code);
  return {
    isError,
    name: isError ? read(() => error.name) || 'Error' : '',
    message: isError ? read(() => error.message) : text,
    stack: isError ? read(() => error.stack) : '',
    ...(code ? { code } : {}),
  };
};

class Shape {
  constructor(problem, keyPath) {
    this.problem = problem;
    this.keyPath = keyPath;
  }
}
let values = 0;
const open = new Set();
const copyValue = (value, keyPath) => {
  if (++values > input.maxValues) throw new Shape('size', keyPath);
  if (typeof value === 'function') {
    const mark = { [input.functionMark]: typeof value.name === 'string' ? value.name : '' };
    const origin = origins.get(value);
    return origin ? { ...mark, origin } : mark;
  }
  if (typeof value === 'symbol') return String(value);
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date || value instanceof RegExp) return value;
  if (open.has(value)) throw new Shape('cycle', keyPath);
  if (keyPath.length >= input.maxDepth) throw new Shape('depth', keyPath);
  open.add(value);
  let copy;
  if (Array.isArray(value)) copy = value.map((item, i) => copyValue(item, [...keyPath, i]));
  else {
    copy = {};
    for (const key of Object.keys(value)) copy[key] = copyValue(value[key], [...keyPath, key]);
  }
  open.delete(value);
  return copy;
};

// The functions the bundle's packages export, by identity: where each came from.
const origins = new Map();
const findOrigins = async () => {
  if (!input.externals || input.externals.length === 0) return;
  const { createRequire } = process.getBuiltinModule('node:module');
  const { pathToFileURL } = process.getBuiltinModule('node:url');
  const req = createRequire(input.url.replace(/\?.*$/, ''));
  for (const specifier of input.externals) {
    let url;
    try {
      url = pathToFileURL(req.resolve(specifier)).href;
    } catch {
      continue;
    }
    let module;
    try {
      // The instance the config holds: Node loads a module once, by its URL.
      module = await import(url);
    } catch {
      continue;
    }
    for (const name of Object.keys(module)) {
      const value = module[name];
      if (typeof value === 'function' && !origins.has(value)) origins.set(value, { module: url, export: name });
    }
  }
};

// Serves the bundle at its URL (beside the config, so its bare imports resolve from the
// project) without writing it anywhere: a read-only checkout still builds.
const HOOKS = [
  'let served;',
  'export async function initialize(data) { served = data; }',
  'export async function resolve(specifier, context, next) {',
  '  return specifier === served.url ? { url: specifier, format: "module", shortCircuit: true } : next(specifier, context);',
  '}',
  'export async function load(url, context, next) {',
  '  return url === served.url ? { format: "module", source: served.code, shortCircuit: true } : next(url, context);',
  '}',
].join('\n');

const run = async () => {
  if (input.code !== undefined)
    register('data:text/javascript,' + encodeURIComponent(HOOKS), { data: { url: input.url, code: input.code } });
  const module = await import(input.url);
  if (module.default === undefined) return post({ kind: 'no-default' });
  let value = await module.default;
  if (input.callExport && typeof value === 'function') value = await value();
  await findOrigins();
  post({ kind: 'value', value: copyValue(value, []) });
};
run().catch((error) => {
  if (error instanceof Shape) post({ kind: 'shape', problem: error.problem, keyPath: error.keyPath });
  else post({ kind: 'thrown', thrown: describe(error), ...(error instanceof Forbidden ? { forbidden: error.message } : {}) });
});
`;

/** Why the thread gave no value. */
export type ThreadEnd = { kind: 'timeout' } | { kind: 'exit'; code: number } | { kind: 'crash'; message: string };

/**
 * Runs the config's module on a new thread; resolves to its reply, or to how the thread ended
 * without one (the time limit passed: the thread is stopped; it exited or crashed).
 */
export function runConfigThread(input: Omit<ThreadInput, 'functionMark'>, limitMs: number): Promise<ThreadReply | ThreadEnd> {
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { ...input, functionMark: FUNCTION_MARK },
    stdout: false,
    stderr: false,
  });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: ThreadReply | ThreadEnd) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ kind: 'timeout' }), limitMs);
    worker.once('message', (reply: ThreadReply) => settle(reply));
    worker.once('error', (error) => settle({ kind: 'crash', message: error.message }));
    worker.once('exit', (code) => settle({ kind: 'exit', code }));
  });
}

const ORIGIN = Symbol('accounts-docs.function-origin');

/** Where a function of the config (as `reviveFunctions` gives it) was exported from, when known. */
export function functionOrigin(value: unknown): FunctionOrigin | undefined {
  return typeof value === 'function' ? (value as { [ORIGIN]?: FunctionOrigin })[ORIGIN] : undefined;
}

/** The value with each function mark turned back into a function of that name (never called). */
export function reviveFunctions(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || value instanceof Date || value instanceof RegExp) return value;
  if (Array.isArray(value)) return value.map(reviveFunctions);
  const record = value as Record<string, unknown>;
  if (FUNCTION_MARK in record) {
    const name = String(record[FUNCTION_MARK]);
    const stand = () => {
      throw new Error(`${name || 'a function'} of the config cannot be called here`);
    };
    Object.defineProperty(stand, 'name', { value: name });
    const origin = record.origin as FunctionOrigin | undefined;
    if (origin) Object.defineProperty(stand, ORIGIN, { value: origin });
    return stand;
  }
  return Object.fromEntries(Object.entries(record).map(([key, field]) => [key, reviveFunctions(field)]));
}

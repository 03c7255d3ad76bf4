// The config thread's script (`config-thread.ts` starts it and reads its one `ThreadReply`).

/**
 * The thread's code, a script of its own (as text: the same code runs from the sources, under
 * the test runner, which rewrites `import()` in modules, and from the bundled CLI). The value is
 * copied by hand before it is posted: getters run here (a throwing getter is the config's
 * error, at its line), functions become marks, and a value that contains itself, nests too
 * deep or holds too many values is refused (the validation would never end).
 */
export const THREAD_SOURCE = String.raw`
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
// Given at start, or in the first message to a thread started ahead (\`prestartConfigThread\`).
let input = workerData;
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
const findOrigins = async (resolveFromConfig) => {
  if (!input.externals || input.externals.length === 0) return;
  const { createRequire } = process.getBuiltinModule('node:module');
  const { pathToFileURL } = process.getBuiltinModule('node:url');
  const req = createRequire(input.url.replace(/\?.*$/, ''));
  for (const specifier of input.externals) {
    // Where an import of the config resolves it (the import condition, from the bundle's
    // __accountsDocsResolve beside the config), and where a require of a CommonJS config does:
    // a package with both conditions is two modules, and the config holds the one its own
    // statement loaded.
    const urls = new Set();
    try {
      const url = typeof resolveFromConfig === 'function' ? resolveFromConfig(specifier) : undefined;
      if (typeof url === 'string' && url.startsWith('file:')) urls.add(url);
    } catch {}
    try {
      urls.add(pathToFileURL(req.resolve(specifier)).href);
    } catch {}
    for (const url of urls) {
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
  await findOrigins(module.__accountsDocsResolve);
  post({ kind: 'value', value: copyValue(value, []) });
};
const start = () =>
  run().catch((error) => {
    if (error instanceof Shape) post({ kind: 'shape', problem: error.problem, keyPath: error.keyPath });
    else post({ kind: 'thrown', thrown: describe(error), ...(error instanceof Forbidden ? { forbidden: error.message } : {}) });
  });
if (input !== undefined) start();
else
  parentPort.once('message', (given) => {
    input = given;
    start();
  });
`;

import { register } from 'node:module';

/**
 * A module resolve hook: `import ts from 'typescript'` (TypeDoc's only form of it) gets a
 * one-line ES module that `require`s TypeScript, the same `module.exports` object — through the
 * thread's loader when `requireTypeScriptOnImport` was given one (the code cache's), else with
 * `require` itself.
 *
 * Why: TypeScript ships one 9 MB CommonJS file in a package without a `"type"`. Imported from
 * ESM, Node first compiles it to detect whether it is ESM (`--experimental-detect-module`, on by
 * default since Node 20.19) and then runs cjs-module-lexer over it for its named exports, before
 * compiling it again to run it. `require` only compiles it: ~0.35 s less CPU on every cold
 * TypeDoc run, the same TypeScript instance.
 */
const HOOK_SOURCE = `
import { fileURLToPath } from 'node:url';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (specifier !== 'typescript' || !resolved.url.startsWith('file:')) return resolved;
  const file = JSON.stringify(fileURLToPath(resolved.url));
  const shim = "import { createRequire } from 'node:module';" +
    "const load = globalThis[Symbol.for('accounts-docs.require-typescript')] ?? createRequire(" + file + ");" +
    "export default load(" + file + ");";
  return { url: 'data:text/javascript,' + encodeURIComponent(shim), format: 'module', shortCircuit: true };
}
`;

/** The hook as a module URL `register` accepts (no file to ship beside the bundle). */
export const TYPESCRIPT_IMPORT_HOOK = `data:text/javascript,${encodeURIComponent(HOOK_SOURCE)}`;

/** The global through which the hook's module finds the thread's loader. */
const LOADER = Symbol.for('accounts-docs.require-typescript');

let registered = false;

/**
 * Installs the hook for this thread's later imports (once): call it before `import('typedoc')`.
 * `load(file)` is what loads TypeScript's file (default: `require`).
 */
export function requireTypeScriptOnImport(load?: (file: string) => unknown): void {
  if (load) (globalThis as Record<symbol, unknown>)[LOADER] = load;
  if (registered) return;
  registered = true;
  register(TYPESCRIPT_IMPORT_HOOK);
}

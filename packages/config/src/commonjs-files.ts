import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { init, parse } from 'es-module-lexer';

/** The namespace of a local CommonJS file that its package's `"type": "module"` calls ESM. */
export const COMMONJS_NAMESPACE = 'accounts-docs-commonjs';

/**
 * A config's local `.js` file written as CommonJS (`module.exports = …`, no `import` or
 * `export`) in a folder whose package.json says `"type": "module"`: Node would refuse it, and
 * esbuild takes it for ESM and gives it no exports; Docusaurus loads configs with jiti, which
 * reads it as CommonJS. So does this plugin: it puts such a file in a namespace of its own,
 * where esbuild decides its format from its syntax, not from the package.json.
 */
export function commonJsFilesPlugin(): Plugin {
  return {
    name: 'accounts-docs-commonjs-files',
    setup(build) {
      // Relative imports, and the config itself (a CommonJS docusaurus.config.js).
      build.onResolve({ filter: /^(\.\.?(\/|$)|\/)/ }, async (args) => {
        if (args.pluginData === COMMONJS_NAMESPACE) return undefined;
        if (args.path.startsWith('/') && args.kind !== 'entry-point') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: COMMONJS_NAMESPACE,
        });
        if (
          resolved.errors.length > 0 ||
          !/\.js$/.test(resolved.path) ||
          resolved.path.includes('node_modules')
        ) {
          return undefined;
        }
        const source = await commonJsInModuleScope(resolved.path);
        if (source === undefined) return undefined;
        // The text read to decide is the module's: not read a second time to load it.
        return { path: resolved.path, namespace: COMMONJS_NAMESPACE, pluginData: source };
      });
      build.onLoad({ filter: /.*/, namespace: COMMONJS_NAMESPACE }, (args) => ({
        contents: args.pluginData as string,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/**
 * The text of `file` when it is CommonJS by its syntax while its nearest package.json says
 * `"type": "module"`; undefined otherwise.
 */
async function commonJsInModuleScope(file: string): Promise<string | undefined> {
  if (packageType(path.dirname(file)) !== 'module') return undefined;
  const source = readFileSync(file, 'utf8');
  if (!/\b(module\.exports|exports\.[\w$]+\s*=)/.test(source)) return undefined;
  await init;
  try {
    const [, , , hasModuleSyntax] = parse(source);
    return hasModuleSyntax ? undefined : source;
  } catch {
    return undefined; // not JavaScript es-module-lexer reads: esbuild reports it at its place
  }
}

/** The `type` of the package.json nearest to `dir` (Node's lookup: the first one found). */
function packageType(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      const json = JSON.parse(readFileSync(path.join(current, 'package.json'), 'utf8')) as { type?: unknown };
      return typeof json.type === 'string' ? json.type : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
    }
    if (path.dirname(current) === current) return undefined;
  }
}

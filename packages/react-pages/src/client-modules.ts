import { readFileSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { transform, type Loader, type Plugin } from 'esbuild';

/** A module of the project that starts with `'use client'`: its exported components are islands. */
export interface ClientModule {
  /** Absolute path of the source. */
  file: string;
  /** Path from the project root, `/` separators: the first half of each island's id. */
  id: string;
  /** Its exports (`default` included). */
  exports: string[];
}

/** `'use client'` as the module's first statement (comments and blank lines may come before). */
const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/;
const ORIGINAL = '?accounts-docs-original';

/** True when `source` starts with the `'use client'` directive. */
export function isClientModule(source: string): boolean {
  return USE_CLIENT.test(source);
}

/**
 * For the server bundle: a project module that starts with `'use client'` is replaced by a
 * module exporting the same names, each component wrapped by the theme runtime's `island()`,
 * which renders it inside an `<accounts-island>` element carrying its id and props, so the
 * browser can start it. Every such module reached is recorded in `found`.
 */
export function clientModulesPlugin(root: string, found: Map<string, ClientModule>): Plugin {
  return {
    name: 'accounts-docs-client-modules',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`) || args.suffix === ORIGINAL) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!isClientModule(source)) return undefined;
        const id = path.relative(root, args.path).split(path.sep).join('/');
        const exports = await exportNames(source, loaderOf(args.path));
        found.set(args.path, { file: args.path, id, exports });
        const original = JSON.stringify(`./${path.basename(args.path)}${ORIGINAL}`);
        const lines = [`import * as original from ${original};`, "import { __island } from 'accounts-docs/theme';"];
        for (const name of exports) {
          const wrapped = `__island(original[${JSON.stringify(name)}], ${JSON.stringify(`${id}#${name}`)})`;
          lines.push(name === 'default' ? `export default ${wrapped};` : `export const ${name} = ${wrapped};`);
        }
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
      });
      // The module itself, as written, behind the wrapper.
      b.onResolve({ filter: /\?accounts-docs-original$/ }, (args) => ({
        path: path.resolve(args.resolveDir, args.path.slice(0, -ORIGINAL.length)),
        suffix: ORIGINAL,
      }));
    },
  };
}

async function exportNames(source: string, loader: Loader): Promise<string[]> {
  const { code } = await transform(source, { loader, format: 'esm', jsx: 'automatic' });
  await init;
  return parse(code)[1].map((entry) => entry.n).sort();
}

function loaderOf(file: string): Loader {
  const ext = path.extname(file).replace(/^\.[cm]?/, '');
  return ext === 'tsx' || ext === 'jsx' || ext === 'ts' ? ext : 'js';
}

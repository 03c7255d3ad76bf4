import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, PluginBuild } from 'esbuild';
import { docusaurusModulesDir } from '@accounts-docs/site-theme';
import { loaderOf, moduleFacts, type ModuleFacts } from './browser-needs.ts';

/** A module of the project whose components need the browser: each is an island. */
export interface ClientModule {
  /** Absolute path of the source. */
  file: string;
  /** Path from the project root, `/` separators: the first half of each island's id. */
  id: string;
  /** Its components (`default` included): the exports that are islands. */
  exports: string[];
}

/** `'use client'` as the module's first statement (comments and blank lines may come before). */
const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/;
const ORIGINAL = '?accounts-docs-original';

/** True when `source` starts with the `'use client'` directive. */
export function isClientModule(source: string): boolean {
  return USE_CLIENT.test(source);
}

/** Whether the project's modules need the browser, each read once per bundle. */
class BrowserNeeds {
  readonly #facts = new Map<string, Promise<ModuleFacts>>();
  readonly #needs = new Map<string, Promise<boolean>>();
  readonly #surface = docusaurusModulesDir() + path.sep;

  constructor(private readonly b: PluginBuild) {}

  /** A module of the project (not a package, not the Docusaurus modules accounts-docs serves). */
  isProjectFile(file: string): boolean {
    return (
      !file.includes(`${path.sep}node_modules${path.sep}`) &&
      !file.startsWith(this.#surface) &&
      /\.[cm]?[jt]sx?$/.test(file)
    );
  }

  /** What the module is; nothing for a module that does not compile (esbuild reports it at its place). */
  facts(file: string): Promise<ModuleFacts> {
    let facts = this.#facts.get(file);
    if (!facts) {
      facts = readFile(file, 'utf8')
        .then((source) => moduleFacts(source, loaderOf(file)))
        .catch(() => ({ useClient: false, direct: false, hookImports: [], components: [], exports: [] }));
      this.#facts.set(file, facts);
    }
    return facts;
  }

  /**
   * True when the module's own code needs the browser, or a hook it imports from another module
   * of the project does (a `useCounter()` that keeps state makes its caller need it).
   */
  needs(file: string, seen = new Set<string>()): Promise<boolean> {
    let needs = this.#needs.get(file);
    if (!needs) {
      needs = this.#compute(file, seen);
      if (seen.size <= 1) this.#needs.set(file, needs);
    }
    return needs;
  }

  async #compute(file: string, seen: Set<string>): Promise<boolean> {
    seen.add(file);
    const facts = await this.facts(file);
    if (facts.useClient || facts.direct) return true;
    for (const { specifier } of facts.hookImports) {
      const resolved = await this.b.resolve(specifier, {
        kind: 'import-statement',
        resolveDir: path.dirname(file),
        importer: file,
      });
      if (resolved.errors.length > 0 || !this.isProjectFile(resolved.path) || seen.has(resolved.path))
        continue;
      if (await this.needs(resolved.path, seen)) return true;
    }
    return false;
  }
}

/**
 * For the server bundle: a module of the project whose components need the browser — it
 * starts with `'use client'`, or uses state, effects, event handlers, BrowserOnly, useIsBrowser
 * or useColorMode (see `browser-needs.ts`) — is replaced by a module exporting the same names,
 * each component wrapped by the theme runtime's `island()`, which renders it inside an
 * `<accounts-island>` element carrying its id and props, so the browser can start it. Every
 * such module reached is recorded in `found`; the others render once, at build time.
 */
export function clientModulesPlugin(root: string, found: Map<string, ClientModule>): Plugin {
  return {
    name: 'accounts-docs-client-modules',
    setup(b) {
      const needs = new BrowserNeeds(b);
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (!needs.isProjectFile(args.path) || args.suffix === ORIGINAL) return undefined;
        if (!(await needs.needs(args.path))) return undefined;
        const facts = await needs.facts(args.path);
        if (facts.components.length === 0) return undefined; // hooks and helpers: used by islands
        const id = path.relative(root, args.path).split(path.sep).join('/');
        found.set(args.path, { file: args.path, id, exports: facts.components });
        const original = JSON.stringify(`./${path.basename(args.path)}${ORIGINAL}`);
        const lines = [
          `import * as original from ${original};`,
          "import { __island } from 'accounts-docs/theme';",
        ];
        for (const name of facts.exports) {
          const value = `original[${JSON.stringify(name)}]`;
          const wrapped = facts.components.includes(name)
            ? `__island(${value}, ${JSON.stringify(`${id}#${name}`)})`
            : value;
          lines.push(
            name === 'default' ? `export default ${wrapped};` : `export const ${name} = ${wrapped};`,
          );
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

/** A path without the suffix the island wrapper gives the module behind it (`client-modules.ts`). */
export function withoutSuffix(file: string): string {
  return file.endsWith(ORIGINAL) ? file.slice(0, -ORIGINAL.length) : file;
}

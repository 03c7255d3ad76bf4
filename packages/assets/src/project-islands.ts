import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** A project module whose exports are islands (it starts with `'use client'`). */
export interface ProjectIslandModule {
  /** Absolute path of the source. */
  file: string;
  /** Path from the project root: the island names are `project:<id>#<export>`. */
  id: string;
  exports: string[];
}

export const ISLANDS_ENTRY = 'accounts-docs:islands-entry';

/** The theme's `@docusaurus/plugin-content-docs/client` module (react-pages' `surface-modules.ts`). */
const DOCS_CLIENT = /[\\/]docusaurus[\\/]plugin-content-docs-client\.tsx$/;

/**
 * The islands bundle's entry when a project has islands: the theme's runtime, plus one lazy
 * registration per component of each island module (each its own chunk), and the host the
 * Docusaurus modules read in the browser (the site config, bundled here as Docusaurus bundles
 * it). A project component takes its props as they are (element props as their server HTML,
 * see `project-island.tsx`); the runtime passes `{ props, start }`.
 */
export function islandsEntry(
  runtime: string,
  modules: readonly ProjectIslandModule[],
  docusaurus?: { siteConfig: unknown; codeTranslations: Record<string, string> },
): string {
  const dir = path.dirname(runtime);
  const lines = [
    `export * from ${JSON.stringify(runtime)};`,
    `import { registerIsland } from ${JSON.stringify(path.join(dir, 'registry.ts'))};`,
    `import { projectIsland } from ${JSON.stringify(path.join(dir, 'project-island.tsx'))};`,
  ];
  if (docusaurus) {
    const host = path.join(dir, '..', '..', 'docusaurus', 'browser-host.ts');
    lines.push(
      `import { registerBrowserHost } from ${JSON.stringify(host)};`,
      `registerBrowserHost(${JSON.stringify(docusaurus.siteConfig)}, ${JSON.stringify(docusaurus.codeTranslations)});`,
    );
  }
  for (const module of modules)
    for (const name of module.exports)
      lines.push(
        `registerIsland(${JSON.stringify(`project:${module.id}#${name}`)}, () => import(${JSON.stringify(module.file)}).then((m) => ({ default: projectIsland(m[${JSON.stringify(name)}]) })));`,
      );
  return lines.join('\n');
}

/**
 * Serves the entry above, and makes every `react` / `react-dom` import of the bundle the
 * theme's copy (one React in the browser, wherever the project's files are). A project module
 * cannot use `accounts-docs/theme` in the browser (there is no site there): an error at its import.
 */
export function projectIslandsPlugin(entry: string, themeRoot: string, docs?: unknown): Plugin {
  const themeRequire = createRequire(path.join(themeRoot, 'package.json'));
  return {
    name: 'accounts-docs-project-islands',
    setup(b) {
      b.onResolve({ filter: /^accounts-docs:islands-entry$/ }, () => ({
        path: ISLANDS_ENTRY,
        namespace: 'islands-entry',
      }));
      b.onLoad({ filter: /.*/, namespace: 'islands-entry' }, () => ({
        contents: entry,
        loader: 'js',
        resolveDir: themeRoot,
      }));
      // The docs plugin's data, in the chunk of the module that reads it (Docusaurus ships it to
      // every page as global data; here only pages whose islands use the docs client get it).
      if (docs !== undefined) {
        const host = path.join(themeRoot, 'docusaurus', 'browser-host.ts');
        b.onLoad({ filter: DOCS_CLIENT }, async (args) => ({
          contents: `import "accounts-docs:docs-data";\n${await readFile(args.path, 'utf8')}`,
          loader: 'tsx',
        }));
        b.onResolve({ filter: /^accounts-docs:docs-data$/ }, () => ({
          path: 'docs-data',
          namespace: 'docs-data',
        }));
        b.onLoad({ filter: /.*/, namespace: 'docs-data' }, () => ({
          contents: `import { registerBrowserDocs } from ${JSON.stringify(host)};\nregisterBrowserDocs(${JSON.stringify(docs)});`,
          loader: 'js',
          resolveDir: themeRoot,
        }));
      }
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        try {
          return { path: themeRequire.resolve(args.path) };
        } catch {
          return undefined;
        }
      });
      b.onResolve({ filter: /^accounts-docs\/theme$/ }, () => ({
        errors: [
          {
            text: "A 'use client' module cannot import accounts-docs/theme: in the browser there is no site to read; pass what the island needs as props",
          },
        ],
      }));
    },
  };
}

import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { docusaurusModulesDir } from '@accounts-docs/site-theme';

// The renderer's own React, `accounts-docs/theme` and the JSX runtime, served to the bundles of
// `bundle-react.ts`: one React for a page and the layout, each element's place in its source.

/** The global through which bundled pages reach the renderer's own theme runtime (one React). */
export const RUNTIME_GLOBAL = 'accounts-docs.theme';
export const RUNTIME_NAMESPACE = 'accounts-docs-runtime';

const requireHere = createRequire(import.meta.url);

/** Resolves React to the renderer's copy and serves `accounts-docs/theme` and the JSX runtime. */
export function runtimePlugin(root: string): Plugin {
  const fileUrl = (specifier: string) => pathToFileURL(requireHere.resolve(specifier)).href;
  return {
    name: 'accounts-docs-react-runtime',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        try {
          // A CommonJS module's `require('react')` (a package's compiled components) takes a
          // path: `require` does not read URLs.
          return {
            path: args.kind === 'require-call' ? requireHere.resolve(args.path) : fileUrl(args.path),
            external: true,
          };
        } catch {
          return undefined; // not one React provides: esbuild reports it as unresolved
        }
      });
      // The React the runtime modules below import by URL.
      b.onResolve({ filter: /^file:/ }, (args) => ({ path: args.path, external: true }));
      b.onResolve({ filter: /^(accounts-docs\/theme|accounts-docs-jsx\/jsx-dev-runtime)$/ }, (args) => ({
        path: args.path,
        namespace: RUNTIME_NAMESPACE,
      }));
      b.onLoad({ filter: /.*/, namespace: RUNTIME_NAMESPACE }, (args) => ({
        loader: 'js',
        contents:
          args.path === 'accounts-docs/theme'
            ? themeModule()
            : args.path.startsWith('layout-part:')
              ? `${bridge}\nexport default runtime.layoutParts[${JSON.stringify(args.path.slice('layout-part:'.length))}];`
              : jsxModule(fileUrl('react/jsx-runtime'), ownSourcePrefix(root)),
      }));
    },
  };
}

const bridge = `const runtime = globalThis[Symbol.for(${JSON.stringify(RUNTIME_GLOBAL)})];
if (!runtime) throw new Error('accounts-docs/theme works only in pages that accounts-docs renders');`;

function themeModule(): string {
  return `${bridge}
export const Link = runtime.Link;
export const useSite = runtime.useSite;
export const __island = runtime.island;`;
}

/**
 * `jsxDEV` as React's `jsx`, plus: components marked POSITIONED get their element's place as a
 * prop, and an `<a href>` becomes the runtime's `SourcedAnchor`, so the link checker sees it there.
 * Elements written in our own Docusaurus modules are not the project's: the `<a>` that `<Link>`
 * renders was reported where the Link is written, and must not be reported again at Link.tsx.
 */
function jsxModule(jsxRuntime: string, ownPrefix: string): string {
  return `import { jsx, jsxs, Fragment } from ${JSON.stringify(jsxRuntime)};
${bridge}
export { Fragment };
export function jsxDEV(type, props, key, isStatic, source) {
  if (source && source.fileName.startsWith(${JSON.stringify(ownPrefix)})) source = undefined;
  if (source && type === 'a' && typeof props.href === 'string') type = runtime.SourcedAnchor;
  if (source && type && type[runtime.POSITIONED]) props = { ...props, [runtime.SOURCE_PROP]: source };
  return (isStatic ? jsxs : jsx)(type, props, key);
}`;
}

/** The JSX source file names of our Docusaurus modules: relative to the bundle's working folder. */
function ownSourcePrefix(root: string): string {
  return `${path.relative(root, docusaurusModulesDir()).split(path.sep).join('/')}/`;
}

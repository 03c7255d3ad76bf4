import type { Plugin } from 'esbuild';
import type { ImportedFiles } from '@accounts-docs/assets';
import { assetModulesPlugin } from './asset-modules.ts';
import { docusaurusSurfacePlugin } from './docusaurus/surface-plugin.ts';
import { mdxModulesPlugin } from './mdx-modules.ts';

/**
 * What the islands bundle (the browser's) needs to compile the project's island modules as the
 * server's bundle compiled them: the Docusaurus modules (for the browser) and imported files.
 */
export function islandBundlePlugins(options: {
  siteDir: string;
  themeDir: string | undefined;
  siteConfig: unknown;
  /** Compiles a markdown file an island imports (trpc's `QuickIntro` shows `Step1.md`), as the server's bundle does. */
  compileMarkdown?: (file: string) => Promise<string>;
}): (files: ImportedFiles) => Plugin[] {
  const { compileMarkdown, ...surface } = options;
  return (files) => [
    assetModulesPlugin(files),
    docusaurusSurfacePlugin({ target: 'browser', ...surface }),
    ...(compileMarkdown
      ? [
          mdxModulesPlugin({ pages: new Map(), compile: compileMarkdown }),
          browserJsxDevPlugin(options.siteDir),
        ]
      : []),
  ];
}

/**
 * Compiled markdown is JSX in dev form (`accounts-docs-jsx/jsx-dev-runtime`: the server's render
 * places each link at its line); in the browser the positions serve nothing, so `jsxDEV` is
 * React's own `jsx` / `jsxs` (whose `react` the islands bundle resolves to the theme's copy).
 */
function browserJsxDevPlugin(siteDir: string): Plugin {
  const namespace = 'accounts-docs-jsx-browser';
  return {
    name: 'accounts-docs-jsx-browser',
    setup(b) {
      b.onResolve({ filter: /^accounts-docs-jsx\/jsx-dev-runtime$/ }, (args) => ({
        path: args.path,
        namespace,
      }));
      b.onLoad({ filter: /.*/, namespace }, () => ({
        loader: 'js',
        resolveDir: siteDir,
        contents: [
          `import { jsx, jsxs, Fragment } from 'react/jsx-runtime';`,
          `export { Fragment };`,
          `export function jsxDEV(type, props, key, isStaticChildren) {`,
          `  return isStaticChildren ? jsxs(type, props, key) : jsx(type, props, key);`,
          `}`,
        ].join('\n'),
      }));
    },
  };
}

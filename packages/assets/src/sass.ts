import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { CSS_SASS } from '@accounts-docs/diagnostics';

// Sass stylesheets (`.scss`, `.sass`), as docusaurus-plugin-sass compiles them: with the `sass`
// package the site installs (its version, its output), a `.module.scss` as a CSS module, in
// `customCss` and wherever a component imports one. accounts-docs ships no Sass compiler of its
// own: a site without Sass never loads one.

/** The subset of the `sass` package's API used here (Dart Sass 1.45 and later). */
interface SassApi {
  compileAsync(
    file: string,
    options: {
      loadPaths?: string[];
      importers?: unknown[];
      style?: 'expanded' | 'compressed';
      sourceMap?: boolean;
      logger?: { warn(): void; debug(): void };
    },
  ): Promise<{ css: string; loadedUrls: URL[] }>;
}

interface SassError {
  sassMessage?: string;
  message: string;
  span?: { url?: URL; start: { line: number; column: number } };
}

const SASS_FILE = /\.s[ac]ss$/;

/** The site's package, resolved from the site's folder: not a dependency of accounts-docs. */
const SITE_SASS = 'sass';

/**
 * Compiles the Sass files a bundle loads with the `sass` package installed in `siteDir`. An
 * import from a package resolves from the site's `node_modules`, written plain (`@use 'pkg/x'`) or
 * webpack's way (`@import '~pkg/x'`); a compile error is an error at its place in the Sass file.
 * `loaded` hears of the files each compile read (the file and its partials).
 */
export function sassPlugin(siteDir: string, loaded?: (files: string[]) => void): Plugin {
  let sass: Promise<SassApi | undefined> | undefined;
  const loadSass = () =>
    (sass ??= (async () => {
      let entry: string;
      try {
        entry = createRequire(path.join(siteDir, 'package.json')).resolve(SITE_SASS);
      } catch {
        return undefined;
      }
      const module = (await import(pathToFileURL(entry).href)) as SassApi & { default?: SassApi };
      return typeof module.compileAsync === 'function' ? module : module.default;
    })());
  const modules = path.join(siteDir, 'node_modules');
  // `~pkg/x`: sass-loader's (webpack's) way to name a package's file.
  const tilde = {
    findFileUrl(url: string) {
      return url.startsWith('~') ? pathToFileURL(path.join(modules, url.slice(1))) : null;
    },
  };
  return {
    name: 'accounts-docs-sass',
    setup(b) {
      b.onLoad({ filter: SASS_FILE }, async (args) => {
        const api = await loadSass();
        if (!api)
          return {
            errors: [
              {
                text: `${path.relative(siteDir, args.path)} is Sass, and the site has not installed the \`sass\` package`,
                location: { file: args.path, line: 1, column: 0, lineText: '' },
                detail: { ruleId: CSS_SASS, hint: 'install it in the site: `npm install --save-dev sass`' },
              },
            ],
          };
        try {
          const result = await api.compileAsync(args.path, {
            loadPaths: [modules],
            importers: [tilde],
            style: 'expanded',
            sourceMap: false,
            // Sass's deprecation notes (`@import`) would go to the build's stderr, page after page.
            logger: { warn() {}, debug() {} },
          });
          const files = result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url));
          loaded?.(files);
          return {
            contents: result.css,
            loader: /\.module\.s[ac]ss$/.test(args.path) ? 'local-css' : 'css',
            resolveDir: path.dirname(args.path),
            watchFiles: files,
          };
        } catch (error) {
          const failure = error as SassError;
          const span = failure.span;
          const file = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : args.path;
          return {
            errors: [
              {
                text: `Sass: ${failure.sassMessage ?? failure.message}`,
                location: span
                  ? { file, line: span.start.line + 1, column: span.start.column, lineText: '' }
                  : { file, line: 1, column: 0, lineText: '' },
                detail: { ruleId: CSS_SASS, hint: 'fix the stylesheet' },
              },
            ],
          };
        }
      });
    },
  };
}

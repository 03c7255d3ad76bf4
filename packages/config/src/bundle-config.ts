import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import { CONFIG_SYNTAX, DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { COMMONJS_NAMESPACE, commonJsFilesPlugin } from './commonjs-files.ts';

// The config file bundled by esbuild (`load-config.ts` evaluates the bundle): the `require`,
// `__dirname` and `__filename` of the original file, `defineConfig` and prism-react-renderer's
// themes served when the site has not installed them, esbuild's errors as diagnostics.

/**
 * The config bundled by esbuild (loaded only here: a run with a cached bundle never starts it),
 * with the files it was made from and when the bundling began.
 */
export async function bundleConfigFile(
  file: string,
  outfile: string,
): Promise<{ code: string; inputs: string[]; startedMs: number }> {
  const fileUrl = pathToFileURL(file).href;
  const startedMs = Date.now();
  // esbuild's working folder: the config's, not the process's. esbuild otherwise keeps the
  // folder it was started in, which a long-lived process may since have left (and which may be
  // gone: it then resolved nothing). The paths it gives back are relative to it.
  const workDir = path.dirname(file);
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints: [file],
      absWorkingDir: workDir,
      outfile,
      banner: {
        js: [
          "import { createRequire as __accountsDocsCreateRequire } from 'node:module';",
          `const require = __accountsDocsRequire(__accountsDocsCreateRequire(${JSON.stringify(fileUrl)}));`,
          REQUIRE_WITH_TS_FALLBACK,
          `const __filename = ${JSON.stringify(file)};`,
          `const __dirname = ${JSON.stringify(path.dirname(file))};`,
          // Where the config's packages resolve from, the ESM way (an ESM-only package's
          // `exports` may have no `require` condition): the config thread finds the module a
          // plugin function of the config comes from with it (config-thread-source.ts).
          'export const __accountsDocsResolve = (specifier) => import.meta.resolve(specifier);',
        ].join('\n'),
      },
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'inline',
      sourcesContent: false,
      logLevel: 'silent',
      define: {
        'import.meta.url': JSON.stringify(fileUrl),
        'import.meta.filename': JSON.stringify(file),
        'import.meta.dirname': JSON.stringify(path.dirname(file)),
      },
      plugins: [
        commonJsFilesPlugin(),
        {
          // `defineConfig` only gives types; resolving it here keeps the config
          // independent of where accounts-docs is installed.
          name: 'accounts-docs-define-config',
          setup(b) {
            b.onResolve({ filter: /^accounts-docs$/ }, () => ({
              path: 'accounts-docs',
              namespace: 'accounts-docs',
            }));
            b.onLoad({ filter: /^accounts-docs$/, namespace: 'accounts-docs' }, () => ({
              contents: 'export const defineConfig = (config) => config;',
              loader: 'js',
            }));
            // Docusaurus configs import code themes for Prism; we highlight with Shiki, so the
            // site need not have the package installed. When it is, it is used as it is (a
            // config may read or change a theme's `plain`); only when it is not, a stand-in
            // of its shapes takes its place.
            b.onResolve({ filter: /^prism-react-renderer(\/.*)?$/ }, (args) => {
              if (isInstalled(args.path, args.resolveDir || path.dirname(file))) return undefined;
              return { path: args.path, namespace: 'accounts-docs' };
            });
            b.onLoad({ filter: /^prism-react-renderer/, namespace: 'accounts-docs' }, (args) => ({
              contents: prismStandIn(args.path),
              loader: 'js',
            }));
          },
        },
      ],
    });
    const code = result.outputFiles.find((output) => output.path.endsWith('.mjs'))!.text;
    // Inputs in another namespace than files (our stand-ins for packages) are not files.
    const inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.startsWith('accounts-docs:'))
      .map((input) => path.resolve(workDir, input.replace(`${COMMONJS_NAMESPACE}:`, '')));
    return { code, inputs, startedMs };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    throw new DiagnosticError(
      errors.map((message) => esbuildDiagnostic(message, file, workDir)),
      { cause: error },
    );
  }
}

/** Whether `specifier` resolves from `dir` (a package the project has installed). */
function isInstalled(specifier: string, dir: string): boolean {
  try {
    createRequire(path.join(dir, 'noop.js')).resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

/**
 * prism-react-renderer's themes (v2: `themes.github`, each `{ plain, styles }`), or one theme
 * (v1: `prism-react-renderer/themes/github`), for a site that does not have the package: a
 * config may read or change `plain` (`themes.github.plain.backgroundColor = …`).
 */
function prismStandIn(specifier: string): string {
  const theme = '() => ({ plain: {}, styles: [] })';
  if (specifier !== 'prism-react-renderer') return `module.exports = (${theme})();`;
  const names = [
    'dracula',
    'duotoneDark',
    'duotoneLight',
    'github',
    'gruvboxMaterialDark',
    'gruvboxMaterialLight',
    'jettwaveDark',
    'jettwaveLight',
    'nightOwl',
    'nightOwlLight',
    'oceanicNext',
    'okaidia',
    'oneDark',
    'oneLight',
    'palenight',
    'shadesOfPurple',
    'synthwave84',
    'ultramin',
    'vsDark',
    'vsLight',
  ];
  return `const theme = ${theme};\nmodule.exports = { themes: { ${names.map((n) => `${n}: theme()`).join(', ')} } };`;
}

/**
 * The config's `require`, whose `resolve` finds a TypeScript file where the config names its
 * JavaScript twin (`require.resolve('./sidebars.js')` beside a `sidebars.ts`), as Docusaurus's
 * loader does.
 */
const REQUIRE_WITH_TS_FALLBACK = `function __accountsDocsRequire(base) {
  const resolve = (id, options) => {
    try {
      return base.resolve(id, options);
    } catch (error) {
      const ts = /^\\.\\.?\\//.test(id) ? id.replace(/\\.([mc]?)js$/, '.$1ts') : id;
      if (ts !== id) {
        try {
          return base.resolve(ts, options);
        } catch {}
      }
      throw error;
    }
  };
  resolve.paths = base.resolve.paths;
  const require = (id) => base(id);
  return Object.assign(require, { resolve, cache: base.cache, main: base.main, extensions: base.extensions });
}`;

function esbuildDiagnostic(message: Message, file: string, workDir: string): Diagnostic {
  const location = message.location;
  return {
    severity: 'error',
    ruleId: CONFIG_SYNTAX,
    reason: message.text,
    file: location ? path.resolve(workDir, location.file) : file,
    line: location?.line ?? 1,
    column: (location?.column ?? 0) + 1,
    ...(location?.lineText ? { lineText: location.lineText } : {}),
    ...(location?.suggestion ? { hint: `did you mean \`${location.suggestion}\`?` } : {}),
  };
}

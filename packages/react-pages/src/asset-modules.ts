import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { IMPORTED_FILE, type ImportedFiles } from '@accounts-docs/assets';
import { svgComponentModule } from './svg-component.ts';

const NESTED = 'accounts-docs-asset';

/**
 * Files imported by a component, as Docusaurus's loaders give them: an image (or font, media,
 * PDF) as its URL (`import logo from './logo.png'`, `require('./logo.png').default`: the file is
 * copied to the output under a hashed name, see `ImportedFiles`), an SVG as a React component
 * (`import Logo from '@site/static/img/logo.svg'`, with `src` its URL). CSS `url()`s are the
 * CSS URL plugin's.
 */
export function assetModulesPlugin(files: ImportedFiles): Plugin {
  return {
    name: 'accounts-docs-asset-modules',
    setup(b) {
      b.onResolve({ filter: IMPORTED_FILE }, async (args) => {
        if (args.pluginData === NESTED || args.kind === 'url-token' || args.kind === 'import-rule') return undefined;
        const resolved = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: NESTED,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'asset-module' };
      });
      b.onLoad({ filter: /.*/, namespace: 'asset-module' }, async (args) => {
        const url = files.urlOf(args.path);
        const contents = /\.svg$/i.test(args.path)
          ? svgComponentModule(await readFile(args.path, 'utf8'), url)
          : `export default ${JSON.stringify(url)};`;
        return { contents, loader: 'js', resolveDir: '/', watchFiles: [args.path] };
      });
    },
  };
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * Entry files of the theme's stylesheet, client script and islands bundle (React components
 * loaded on demand), for the assets stage to bundle.
 */
export function themeAssetEntries(): {
  css: string;
  /** The blog's stylesheet: linked from the blog's pages only. */
  blogCss: string;
  client: string;
  islands: string;
  clientTsconfig: string;
} {
  const root = themeRoot();
  return {
    css: path.join(root, 'css', 'index.css'),
    blogCss: path.join(root, 'css', 'blog.css'),
    client: path.join(root, 'client', 'index.ts'),
    islands: path.join(root, 'client', 'islands', 'runtime.tsx'),
    clientTsconfig: path.join(root, 'tsconfig.client.json'),
  };
}

/**
 * The theme's folder, found by walking up from this module: `site-theme/` of this repository
 * (from source: `site-theme/src`; from the bundled CLI: `packages/cli/dist`), or the
 * `site-theme/` folder the published package ships beside its `dist/`.
 */
function themeRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    for (const candidate of [dir, path.join(dir, 'site-theme')])
      if (existsSync(path.join(candidate, 'client', 'islands', 'runtime.tsx'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`The theme's files are not in any folder above ${start}`);
  }
}

/**
 * The folder of the Docusaurus client API and theme modules (`docusaurus/`): React source
 * that the React pages' bundler serves for `@docusaurus/*` and `@theme/*` imports, for the
 * server and for the browser's islands alike.
 */
export function docusaurusModulesDir(): string {
  return path.join(themeRoot(), 'docusaurus');
}

/**
 * The class of the element whose content Infima styles (a React page's element that uses its
 * classes): Infima's rules apply inside it only, so they never restyle the theme's navbar,
 * sidebar or footer, which share some of its class names (`navbar`, `footer`, `hero`, `button`).
 */
export const INFIMA_SCOPE = 'infima';

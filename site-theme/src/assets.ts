import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Entry files of the theme's stylesheet, client script and islands bundle (React components
 * loaded on demand), for the assets stage to bundle.
 */
export function themeAssetEntries(): {
  css: string;
  client: string;
  islands: string;
  clientTsconfig: string;
} {
  const root = themeRoot();
  return {
    css: path.join(root, 'css', 'index.css'),
    client: path.join(root, 'client', 'index.ts'),
    islands: path.join(root, 'client', 'islands', 'runtime.tsx'),
    clientTsconfig: path.join(root, 'tsconfig.client.json'),
  };
}

function themeRoot(): string {
  // Resolved through the package, so it works from source and from the bundled CLI alike.
  try {
    return path.dirname(createRequire(import.meta.url).resolve('@accounts-docs/site-theme/package.json'));
  } catch {
    return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

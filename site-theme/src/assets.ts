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

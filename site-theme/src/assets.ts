import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createRequire } from 'node:module';

/** Entry files of the theme's stylesheet and client script, for the assets stage to bundle. */
export function themeAssetEntries(): { css: string; client: string; clientTsconfig: string } {
  const root = themeRoot();
  return {
    css: path.join(root, 'css', 'index.css'),
    client: path.join(root, 'client', 'index.ts'),
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

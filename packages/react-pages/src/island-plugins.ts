import type { Plugin } from 'esbuild';
import type { ImportedFiles } from '@accounts-docs/assets';
import { assetModulesPlugin } from './asset-modules.ts';
import { docusaurusSurfacePlugin } from './docusaurus/surface-plugin.ts';

/**
 * What the islands bundle (the browser's) needs to compile the project's island modules as the
 * server's bundle compiled them: the Docusaurus modules (for the browser) and imported files.
 */
export function islandBundlePlugins(options: {
  siteDir: string;
  themeDir: string | undefined;
  siteConfig: unknown;
}): (files: ImportedFiles) => Plugin[] {
  return (files) => [assetModulesPlugin(files), docusaurusSurfacePlugin({ target: 'browser', ...options })];
}

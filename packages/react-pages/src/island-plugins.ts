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
    ...(compileMarkdown ? [mdxModulesPlugin({ pages: new Map(), compile: compileMarkdown })] : []),
  ];
}

import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { themeAssetEntries } from '@accounts-docs/site-theme';

/** A file the output stage writes as-is. */
export interface AssetFile {
  /** Path inside the output folder, `/` separators. */
  path: string;
  contents: Uint8Array;
}

export interface Assets {
  files: AssetFile[];
  /** URLs (base URL applied) the page head links to. */
  css: string[];
  js: string[];
}

/**
 * Bundles and minifies the theme's stylesheet and client script. File names carry a hash of
 * their contents, so they can be cached forever and two identical builds write identical bytes.
 */
export async function bundleAssets(options: { baseUrl: string }): Promise<Assets> {
  const entries = themeAssetEntries();
  const [css, js] = await Promise.all([
    build({
      entryPoints: [entries.css],
      bundle: true,
      minify: true,
      write: false,
      logLevel: 'silent',
      outdir: 'out',
      charset: 'utf8',
    }),
    build({
      entryPoints: [entries.client],
      bundle: true,
      minify: true,
      write: false,
      logLevel: 'silent',
      format: 'iife',
      target: 'es2020',
      platform: 'browser',
      tsconfig: entries.clientTsconfig,
      outdir: 'out',
      charset: 'utf8',
    }),
  ]);
  const cssFile = hashed('assets/css/styles', 'css', css.outputFiles[0]!.contents);
  const jsFile = hashed('assets/js/main', 'js', js.outputFiles[0]!.contents);
  return {
    files: [cssFile, jsFile],
    css: [options.baseUrl + cssFile.path],
    js: [options.baseUrl + jsFile.path],
  };
}

function hashed(stem: string, ext: string, contents: Uint8Array): AssetFile {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return { path: `${stem}.${hash}.${ext}`, contents };
}

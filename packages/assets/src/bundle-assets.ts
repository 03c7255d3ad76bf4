import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type BuildFailure, type OutputFile } from 'esbuild';
import { DiagnosticError, ISLAND_BUNDLE } from '@accounts-docs/diagnostics';
import { themeAssetEntries } from '@accounts-docs/site-theme';
import {
  ISLANDS_ENTRY,
  islandsEntry as projectIslandsEntry,
  projectIslandsPlugin,
  type ProjectIslandModule,
} from './project-islands.ts';

/** A file the output stage writes as-is. */
export interface AssetFile {
  /** Path inside the output folder, `/` separators. */
  path: string;
  contents: Uint8Array;
}

export interface Assets {
  files: AssetFile[];
  /** URLs (through the route table) the page head links to. */
  css: string[];
  js: string[];
  /** URL of the islands bundle's entry, which the client script imports on demand. */
  islands: string;
}

/** Where the islands bundle goes: its entry and its chunks (React, one per island). */
const ISLANDS_DIR = 'assets/js/islands';

/**
 * Bundles and minifies the theme's stylesheet and client script, and the islands bundle (an
 * ES module split into chunks, loaded by the client script only when a page needs it). File
 * names carry a hash of their contents, so they can be cached forever and two identical
 * builds write identical bytes.
 */
export async function bundleAssets(options: {
  /** The URL of a site path (the route table's `urlTo`): the assets' URLs in pages. */
  urlTo: (sitePath: string) => string;
  /** The project's `'use client'` modules: registered as islands in the islands bundle. */
  projectIslands?: readonly ProjectIslandModule[];
}): Promise<Assets> {
  const entries = themeAssetEntries();
  const project = options.projectIslands ?? [];
  const themeRoot = path.resolve(path.dirname(entries.islands), '..', '..');
  const [css, islands] = await Promise.all([
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
      entryPoints: { islands: project.length > 0 ? ISLANDS_ENTRY : entries.islands },
      ...(project.length > 0
        ? { plugins: [projectIslandsPlugin(projectIslandsEntry(entries.islands, project), themeRoot)] }
        : {}),
      bundle: true,
      minify: true,
      write: false,
      logLevel: 'silent',
      format: 'esm',
      splitting: true,
      target: 'es2020',
      platform: 'browser',
      tsconfig: entries.clientTsconfig,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      // Chunks import each other by relative URL, so the folder can live under any base URL.
      outdir: path.resolve(ISLANDS_DIR),
      entryNames: '[name].[hash]',
      chunkNames: 'chunk.[hash]',
      charset: 'utf8',
      legalComments: 'none',
    }).catch((error: unknown) => {
      // The theme's own islands always compile; a failure comes from a project's island.
      const errors = (error as Partial<BuildFailure>).errors;
      if (!errors || project.length === 0) throw error;
      throw new DiagnosticError(
        errors.map((message) => ({
          severity: 'error' as const,
          ruleId: ISLAND_BUNDLE,
          reason: message.text,
          ...(message.location
            ? {
                file: path.resolve(message.location.file),
                line: message.location.line,
                column: message.location.column + 1,
                ...(message.location.lineText ? { lineText: message.location.lineText } : {}),
              }
            : {}),
          hint: "fix the island module (a file starting with 'use client') at this place",
        })),
      );
    }),
  ]);
  const islandFiles = islands.outputFiles.map((file) => outputFile(file, path.resolve(ISLANDS_DIR)));
  const islandsEntry = islandFiles.find((file) => path.posix.basename(file.path).startsWith('islands.'))!;
  const islandsUrl = options.urlTo(`/${islandsEntry.path}`);
  const js = await build({
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
    define: { __ISLANDS_URL__: JSON.stringify(islandsUrl) },
  });
  const cssFile = hashed('assets/css/styles', 'css', css.outputFiles[0]!.contents);
  const jsFile = hashed('assets/js/main', 'js', js.outputFiles[0]!.contents);
  return {
    files: [cssFile, jsFile, ...islandFiles],
    css: [options.urlTo(`/${cssFile.path}`)],
    js: [options.urlTo(`/${jsFile.path}`)],
    islands: islandsUrl,
  };
}

/** An esbuild output file (named with its content hash) as an asset under the islands folder. */
function outputFile(file: OutputFile, outdir: string): AssetFile {
  const relative = path.relative(outdir, file.path).split(path.sep).join('/');
  return { path: `${ISLANDS_DIR}/${relative}`, contents: file.contents };
}

function hashed(stem: string, ext: string, contents: Uint8Array): AssetFile {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return { path: `${stem}.${hash}.${ext}`, contents };
}

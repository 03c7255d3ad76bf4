import path from 'node:path';
import { entryKey, isRecord, readJsonEntry, writeEntry } from '@accounts-docs/cache';
import { bundleAssets, type Assets, type SiteAssetsInput } from './bundle-assets.ts';

export interface AssetsBundlerOptions {
  /** The URL of a site path (the route table's `urlTo`). */
  urlTo: (sitePath: string) => string;
  /** The site's folder (the config's), where esbuild works. */
  root: string;
  /** The build cache: bundles are kept there between runs (none: each process bundles once). */
  cacheDir?: string | undefined;
  /**
   * Identifies the theme's code (the bundled CLI's engine hash): a cached bundle is reused only
   * by the same engine, so a theme edit always bundles again.
   */
  engine: string;
}

/** An `Assets` as stored in the build cache: the files' bytes in base64. */
interface StoredAssets extends Omit<Assets, 'files'> {
  files: { path: string; contents: string }[];
}

function isStoredAssets(value: unknown): value is StoredAssets {
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    isRecord(value) &&
    strings(value.css) &&
    strings(value.js) &&
    typeof value.islands === 'string' &&
    Array.isArray(value.files) &&
    value.files.every(
      (f: unknown) => isRecord(f) && typeof f.path === 'string' && typeof f.contents === 'string',
    )
  );
}

/**
 * Keeps the bundled assets while what they are made from does not change: the theme's files
 * (the engine) and the project's islands, identified by `key`. In memory for a builder that
 * lives across rebuilds, and in the build cache for the next process (a warm build then runs
 * no esbuild at all).
 */
export class AssetsBundler {
  readonly #options: AssetsBundlerOptions;
  #assets: Promise<Assets> | undefined;
  #key = '';
  /** Where the last bundle came from: `bundled` by esbuild, or read from the build `cache`. */
  lastSource: 'bundled' | 'cache' | undefined;

  constructor(options: AssetsBundlerOptions) {
    this.#options = options;
  }

  /** The bundle of the theme and what the site adds; `key` changes when the site's part does. */
  get(site: SiteAssetsInput, key: string): Promise<Assets> {
    if (key !== this.#key) this.#assets = undefined;
    this.#key = key;
    return (this.#assets ??= this.#load(site, key).catch((error: unknown) => {
      this.#assets = undefined; // an island that does not compile is tried again next build
      throw error;
    }));
  }

  /** The assets being bundled or bundled last, if any (watch mode warms the renderer with them). */
  current(): Promise<Assets> | undefined {
    return this.#assets;
  }

  async #load(site: SiteAssetsInput, key: string): Promise<Assets> {
    const { cacheDir, urlTo, root, engine } = this.#options;
    const file = cacheDir
      ? path.join(
          cacheDir,
          'assets',
          // An `assets` entry: esbuild's, PostCSS's, Infima's and React's versions folded in. The
          // chunks' names depend on the site's folder (esbuild names inputs relative to it).
          `${entryKey('assets', engine, urlTo('/'), root, key)}.json`,
        )
      : undefined;
    if (file) {
      // Anything but a whole entry of this shape is a miss: the assets are bundled again.
      const stored = await readJsonEntry(file, isStoredAssets);
      if (stored) {
        this.lastSource = 'cache';
        const files = stored.files.map((f) => ({
          path: f.path,
          contents: Buffer.from(f.contents, 'base64'),
        }));
        return { ...stored, files };
      }
    }
    const assets = await bundleAssets({ urlTo, root, site });
    this.lastSource = 'bundled';
    if (file) {
      const stored: StoredAssets = {
        ...assets,
        files: assets.files.map((f) => ({
          path: f.path,
          contents: Buffer.from(f.contents).toString('base64'),
        })),
      };
      // A cache that cannot be written (a full disk) only costs the next build a bundling.
      await writeEntry(file, JSON.stringify(stored)).catch(() => undefined);
    }
    return assets;
  }
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bytesHash, entryKey, isRecord, readJsonEntry, writeEntry } from '@accounts-docs/cache';
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

/**
 * An `Assets` as stored in the build cache: the files' bytes in base64, and the hash of each file
 * the site's stylesheet was made from besides the `customCss` files (which are in the key).
 */
interface StoredAssets extends Omit<Assets, 'files'> {
  files: { path: string; contents: string }[];
  inputHashes?: Record<string, string>;
}

/** The hash of each file's bytes ('' for a file that cannot be read: it was removed). */
async function hashFiles(files: readonly string[]): Promise<Record<string, string>> {
  const hashes = await Promise.all(
    files.map((file) =>
      readFile(file).then(
        (bytes) => bytesHash(bytes),
        () => '',
      ),
    ),
  );
  return Object.fromEntries(files.map((file, i) => [file, hashes[i]!]));
}

/** Whether every file still has its recorded hash. */
async function unchanged(hashes: Record<string, string>): Promise<boolean> {
  const now = await hashFiles(Object.keys(hashes));
  return Object.entries(hashes).every(([file, hash]) => now[file] === hash);
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
  /** The hashes of the files the site's stylesheet was last made from (`siteCssInputs`). */
  #inputHashes: Record<string, string> = {};
  /** Where the last bundle came from: `bundled` by esbuild, or read from the build `cache`. */
  lastSource: 'bundled' | 'cache' | undefined;

  constructor(options: AssetsBundlerOptions) {
    this.#options = options;
  }

  /**
   * The bundle of the theme and what the site adds; `key` changes when the site's part does,
   * and a file the site's stylesheet imports (a Sass partial) is checked by its bytes.
   */
  get(site: SiteAssetsInput, key: string): Promise<Assets> {
    if (key !== this.#key) this.#assets = undefined;
    this.#key = key;
    // Most sites' stylesheets import nothing: no file to read before reusing the bundle.
    if (!this.#assets || Object.keys(this.#inputHashes).length === 0) return this.#bundle(site, key);
    return unchanged(this.#inputHashes).then((same) => {
      if (!same) this.#assets = undefined;
      return this.#bundle(site, key);
    });
  }

  #bundle(site: SiteAssetsInput, key: string): Promise<Assets> {
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
      if (stored && (await unchanged(stored.inputHashes ?? {}))) {
        this.lastSource = 'cache';
        this.#inputHashes = stored.inputHashes ?? {};
        const { inputHashes: _hashes, ...assets } = stored;
        const files = assets.files.map((f) => ({
          path: f.path,
          contents: Buffer.from(f.contents, 'base64'),
        }));
        return { ...assets, files };
      }
    }
    const assets = await bundleAssets({ urlTo, root, site });
    this.lastSource = 'bundled';
    const inputs = assets.siteCssInputs ?? [];
    this.#inputHashes = await hashFiles(inputs);
    if (file) {
      const stored: StoredAssets = {
        ...assets,
        files: assets.files.map((f) => ({
          path: f.path,
          contents: Buffer.from(f.contents).toString('base64'),
        })),
        ...(inputs.length > 0 ? { inputHashes: this.#inputHashes } : {}),
      };
      // A cache that cannot be written (a full disk) only costs the next build a bundling.
      await writeEntry(file, JSON.stringify(stored)).catch(() => undefined);
    }
    return assets;
  }
}

import path from 'node:path';
import { isRecord, readJsonEntry, writeEntry } from '@accounts-docs/cache';

/** Fingerprint of every file of the last output (pages, twins, index files), to reuse what did not change. */
export interface RenderManifest {
  outDir: string;
  /** Identity of the output folder these files are in (another build's output has another). */
  outputId?: string;
  pages: Record<string, string>;
}

/**
 * Where the last build's manifest is kept: in memory for a builder that lives across rebuilds,
 * and in the build cache (`render-manifest.json`) when there is one.
 */
export class RenderManifestStore {
  readonly #file: string | undefined;
  #last: RenderManifest | undefined;

  constructor(cacheDir: string | undefined) {
    this.#file = cacheDir ? path.join(cacheDir, 'render-manifest.json') : undefined;
  }

  async read(): Promise<RenderManifest | undefined> {
    if (this.#last || !this.#file) return this.#last;
    // Anything but a whole manifest reads as none: every page is rendered.
    return readJsonEntry(this.#file, isRenderManifest);
  }

  /** The manifest this process saved last: its files are the ones it wrote (undefined before the first save). */
  lastSaved(): RenderManifest | undefined {
    return this.#last;
  }

  async save(manifest: RenderManifest): Promise<void> {
    this.#last = manifest;
    if (!this.#file) return;
    // Atomic: a build sharing the cache never reads half a manifest. One that cannot be
    // written (a full disk) costs the next build its reuse, not this build its success.
    await writeEntry(this.#file, JSON.stringify(manifest)).catch(() => undefined);
  }
}

function isRenderManifest(value: unknown): value is RenderManifest {
  return (
    isRecord(value) &&
    typeof value.outDir === 'string' &&
    (value.outputId === undefined || typeof value.outputId === 'string') &&
    isRecord(value.pages) &&
    Object.values(value.pages).every((fingerprint) => typeof fingerprint === 'string')
  );
}

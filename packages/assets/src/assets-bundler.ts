import { bundleAssets, type Assets } from './bundle-assets.ts';
import type { ProjectIslandModule } from './project-islands.ts';

/**
 * Keeps the bundled assets while what they are made from does not change: the theme's files
 * (a new process picks up theme edits) and the project's islands, identified by `key`.
 */
export class AssetsBundler {
  readonly #urlTo: (sitePath: string) => string;
  #assets: Promise<Assets> | undefined;
  #key = '';

  constructor(urlTo: (sitePath: string) => string) {
    this.#urlTo = urlTo;
  }

  /** The bundle of the theme and these islands; `key` changes when the islands' sources do. */
  get(islands: readonly ProjectIslandModule[], key: string): Promise<Assets> {
    if (key !== this.#key) this.#assets = undefined;
    this.#key = key;
    return (this.#assets ??= bundleAssets({ urlTo: this.#urlTo, projectIslands: islands }).catch(
      (error: unknown) => {
        this.#assets = undefined; // an island that does not compile is tried again next build
        throw error;
      },
    ));
  }

  /** The assets being bundled or bundled last, if any (watch mode warms the renderer with them). */
  current(): Promise<Assets> | undefined {
    return this.#assets;
  }
}

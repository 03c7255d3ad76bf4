import type { ApiModel } from '@accounts-docs/api-model';
import type { ResolvedConfig, SourcePath } from '@accounts-docs/config';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import {
  apiSourcePaths,
  contentSourcePaths,
  findPackages,
  loadApi,
  type FoundApiPackages,
  type LoadApiOptions,
} from './load-api.ts';

type LoadedApi = { model: ApiModel; diagnostics: Diagnostic[] } | undefined;

/** The API model and the packages it is read from, each loaded once and kept until `invalidate`. */
export class ApiSource {
  readonly #config: ResolvedConfig;
  readonly #options: LoadApiOptions;
  #packages: Promise<FoundApiPackages> | undefined;
  #api: Promise<LoadedApi> | undefined;
  /** TypeDoc's own time in the last load that ran it (0 when its JSON came from the cache). */
  typedocMs = 0;
  /** Time to the API model in the last load, TypeDoc included. */
  apiMs = 0;

  constructor(config: ResolvedConfig, options: LoadApiOptions) {
    this.#config = config;
    this.#options = options;
  }

  /** The API model (undefined without `api`), loaded once; a failed load is tried again next time. */
  model(): Promise<LoadedApi> {
    return (this.#api ??= this.#load());
  }

  /** Forgets the API model: the next read runs the API sources again (through the TypeDoc cache). */
  invalidate(): void {
    this.#api = undefined;
    this.#packages = undefined;
  }

  /** The API packages' folders and tsconfig: what watch mode watches for the API reference. */
  async apiSourcePaths(): Promise<string[]> {
    return apiSourcePaths(this.#config, await this.#findPackages());
  }

  /** Everything the site is read from, each with what names it (see `contentSourcePaths`). */
  async sourcePaths(): Promise<SourcePath[]> {
    return contentSourcePaths(this.#config, await this.#findPackages());
  }

  /** The API packages, found once until invalidated (the protected paths and TypeDoc share them). */
  #findPackages(): Promise<FoundApiPackages> {
    return (this.#packages ??= findPackages(this.#config).catch((error: unknown) => {
      this.#packages = undefined; // a failed look-up (an API package being fixed) is tried again
      throw error;
    }));
  }

  async #load(): Promise<LoadedApi> {
    const start = performance.now();
    try {
      const loaded = await loadApi(this.#config, await this.#findPackages(), this.#options);
      this.typedocMs = loaded?.typedocMs ?? 0;
      return loaded;
    } catch (error) {
      this.#api = undefined; // a failed load is not kept: the next build tries again
      throw error;
    } finally {
      this.apiMs = Math.round((performance.now() - start) * 10) / 10;
    }
  }
}

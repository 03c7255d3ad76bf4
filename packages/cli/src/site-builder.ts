import type { ResolvedConfig } from '@accounts-docs/config';
import { build, buildStores, check, type BuildStores } from './build-site.ts';
import type { CheckedSite } from './site-check.ts';
import type { BuildResult, SiteBuilderOptions, WriteHooks } from './site-builder-types.ts';

export type { BuildResult, SiteBuilderOptions } from './site-builder-types.ts';

/**
 * A one-shot builder (`build`, `check-links`): `build(config, stores)` over stores made once,
 * so a second build in the same process reuses each stage's state. Watch mode is a
 * `WatchSession`, which owns its in-memory stores and the rebuild loop.
 */
export class SiteBuilder {
  readonly config: ResolvedConfig;
  readonly #stores: BuildStores;

  constructor(config: ResolvedConfig, options: SiteBuilderOptions) {
    this.config = config;
    this.#stores = buildStores(config, options);
  }

  /** Everything a build does before writing; throws a DiagnosticError when an error-severity finding exists. */
  check(timings: Record<string, number> = {}): Promise<CheckedSite> {
    return check(this.config, this.#stores, timings);
  }

  /** Builds the whole site; throws a DiagnosticError (output untouched) when it cannot. */
  build(hooks: WriteHooks = {}): Promise<BuildResult> {
    return build(this.config, this.#stores, hooks);
  }
}

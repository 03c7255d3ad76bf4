import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiModel, ApiPackageInput } from '@accounts-docs/api-model';
import { configSourcePaths, locateString, type ResolvedConfig, type SourcePath } from '@accounts-docs/config';
import type { Diagnostic } from '@accounts-docs/diagnostics';

export interface LoadApiOptions {
  /** Keep TypeDoc's JSON in the build cache between runs. */
  cache: boolean;
  /** A TypeDoc JSON file to read instead of running TypeDoc (`--typedoc-json`). */
  typedocJson?: string;
  /** Worker script that runs TypeDoc beside the markdown compile (the bundled CLI has one). */
  typedocWorker?: string;
}

export interface LoadedApi {
  model: ApiModel;
  diagnostics: Diagnostic[];
  /** TypeDoc's own time (0 when its JSON came from the cache or a file). */
  typedocMs: number;
}

/** The API packages the config's globs find, with the warnings about folders they skip. */
export interface FoundApiPackages {
  packages: ApiPackageInput[];
  diagnostics: Diagnostic[];
}

/** Finds the config's API packages (none without `api`); named folders that are missing are errors. */
export async function findPackages(config: ResolvedConfig): Promise<FoundApiPackages> {
  const api = config.api;
  if (!api) return { packages: [], diagnostics: [] };
  const { findApiPackages } = await import('@accounts-docs/api-model');
  const { root, configFile } = config;
  const diagnostics: Diagnostic[] = [];
  const packages = await findApiPackages({
    root,
    patterns: api.packages,
    exclude: api.exclude,
    diagnostics,
    // The config is TypeScript evaluated by esbuild: no parser keeps the pattern's place, so it is looked up.
    locate: (pattern) => ({ file: configFile, ...locateString(readFileSync(configFile, 'utf8'), pattern) }),
  });
  return { packages, diagnostics };
}

/** The API model of the found packages: TypeDoc (through its JSON cache), then converted. */
export async function loadApi(
  config: ResolvedConfig,
  found: FoundApiPackages,
  options: LoadApiOptions,
): Promise<LoadedApi | undefined> {
  const api = config.api;
  if (!api) return undefined;
  const { loadTypeDocProject, apiModelFromTypeDoc } = await import('@accounts-docs/api-model');
  const { root } = config;
  const { packages } = found;
  const loaded = await loadTypeDocProject({
    root,
    packages,
    tsconfig: path.resolve(root, api.tsconfig),
    blockTags: api.blockTags,
    typedocOptions: api.typedocOptions,
    cacheDir: options.cache ? config.paths.cache : undefined,
    ...(options.typedocJson ? { prebuilt: path.resolve(options.typedocJson) } : {}),
    ...(options.typedocWorker && existsSync(options.typedocWorker) ? { worker: options.typedocWorker } : {}),
  });
  const converted = apiModelFromTypeDoc(loaded.project, { root, packages });
  return {
    model: converted.model,
    diagnostics: [...found.diagnostics, ...loaded.diagnostics, ...converted.diagnostics],
    typedocMs: loaded.source === 'typedoc' ? Math.round(loaded.ms) : 0,
  };
}

/** The API packages' folders and tsconfig: what must not be overwritten, and what watch mode watches. */
export function apiSourcePaths(config: ResolvedConfig, found: FoundApiPackages): string[] {
  if (!config.api) return [];
  return [path.resolve(config.root, config.api.tsconfig), ...found.packages.map((pkg) => pkg.dir)];
}

/**
 * Everything the site is read from — the config's files and folders, the API tsconfig and
 * package folders — each with what names it: an output folder must neither hold nor sit in one.
 */
export function contentSourcePaths(config: ResolvedConfig, found: FoundApiPackages): SourcePath[] {
  const [tsconfig, ...packages] = apiSourcePaths(config, found);
  return [
    ...configSourcePaths(config, tsconfig ? { tsconfig } : undefined),
    ...packages.map((dir) => ({
      path: dir,
      label: 'an API package folder',
      place: { file: path.join(dir, 'package.json') },
    })),
  ];
}

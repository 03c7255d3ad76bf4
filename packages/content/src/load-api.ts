import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApiModel, ApiPackageInput } from '@accounts-docs/api-model';
import { configSourcePaths, locateKey, locateString, type ResolvedConfig, type SourcePath } from '@accounts-docs/config';
import { DiagnosticError, TYPEDOC_PLUGIN_MISSING, type Diagnostic } from '@accounts-docs/diagnostics';

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
  // The finder alone, not the stage: a warm build's up-to-date check finds the packages too,
  // and the stage's index would load the TypeDoc JSON converter with them.
  const { findApiPackages } = await import('@accounts-docs/api-model/find-packages');
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
  const root = config.paths.apiRoot ?? config.root;
  const { packages } = found;
  const loaded = await placedInConfig(
    config,
    loadTypeDocProject({
      root,
      packages,
      tsconfig: path.resolve(config.root, api.tsconfig),
      blockTags: api.blockTags,
      typedocOptions: options.typedocJson ? api.typedocOptions : withInstalledPlugins(config),
      cacheDir: options.cache ? config.paths.cache : undefined,
      ...(options.typedocJson ? { prebuilt: path.resolve(options.typedocJson) } : {}),
      ...(options.typedocWorker && existsSync(options.typedocWorker) ? { worker: options.typedocWorker } : {}),
    }),
  );
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

/**
 * `typedocOptions` with each `plugin` named by the file it resolves to from the project, as the
 * project installed it (TypeDoc would import a bare name from its own folder, not the site's). A
 * plugin the project has not installed is an error at its name in the config, before TypeDoc
 * runs: TypeDoc would only say that it could not load a plugin.
 */
function withInstalledPlugins(config: ResolvedConfig): Record<string, unknown> {
  const options = config.api?.typedocOptions ?? {};
  const written = options.plugin;
  if (written === undefined) return options;
  const names = Array.isArray(written) ? written : [written];
  const require = createRequire(path.join(config.root, 'package.json'));
  const missing: Diagnostic[] = [];
  const plugin = names.map((name) => {
    if (typeof name !== 'string') return name;
    try {
      return require.resolve(name);
    } catch {
      const source = readFileSync(config.configFile, 'utf8');
      missing.push({
        severity: 'error',
        ruleId: TYPEDOC_PLUGIN_MISSING,
        reason: `typedocOptions.plugin: '${name}' is not installed`,
        file: config.configFile,
        ...locateString(source, name),
        hint: `install it in the project (\`npm install -D ${name}\`), or remove it from the plugins`,
      });
      return name;
    }
  });
  if (missing.length > 0) throw new DiagnosticError(missing);
  return { ...options, plugin };
}

/**
 * TypeDoc's verdict on an option of `typedocOptions` it does not know, placed at that key in the
 * config (TypeDoc only knows the options as values, not where they are written).
 */
async function placedInConfig<T>(config: ResolvedConfig, loading: Promise<T>): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    const source = readFileSync(config.configFile, 'utf8');
    throw new DiagnosticError(
      error.diagnostics.map((d) => {
        const key = /^typedocOptions\.(\S+) is not an option/.exec(d.reason)?.[1];
        const place = key ? locateKey(source, ['typedocOptions', key]) : undefined;
        return place ? { ...d, file: config.configFile, ...place } : d;
      }),
      { cause: error },
    );
  }
}

import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { ApiPackageInput } from './find-packages.ts';
import { readCacheEntry, typedocCacheKey, writeCacheEntry } from './typedoc-cache.ts';
import { readTypeDocJson, TYPEDOC_SCHEMA_VERSION } from './typedoc-json.ts';
import { runTypeDocInWorker } from './typedoc-in-worker.ts';
import { runTypeDoc, typedocOptionsFor } from './typedoc-run.ts';
import { ReflectionKind } from './reflection-kind.ts';

export interface LoadTypeDocProjectOptions {
  /** Project root: `sources[].fileName` in the JSON is relative to it. */
  root: string;
  packages: ApiPackageInput[];
  /** tsconfig.json (absolute, or relative to root) whose `paths` map package names to their sources. */
  tsconfig: string;
  /** Where runs are cached (in `typedoc/`); undefined: no cache. */
  cacheDir?: string | undefined;
  /** A TypeDoc 0.28 JSON file to read instead of running TypeDoc (`--typedoc-json FILE`). */
  prebuilt?: string | undefined;
  /**
   * Worker script (`typedoc-worker.ts` bundled) to run TypeDoc on another thread, so the
   * caller can do other work meanwhile; in this thread when absent.
   */
  worker?: string | undefined;
  /** Block tags the sources use that TypeDoc does not know (`api.blockTags`). */
  blockTags?: string[];
  /** Options given to TypeDoc after ours (`api.typedocOptions`). */
  typedocOptions?: Record<string, unknown>;
}

export interface TypeDocProject {
  project: JSONOutput.ProjectReflection;
  /** Where the project came from: a TypeDoc run, the cache, or the `prebuilt` file. */
  source: 'typedoc' | 'cache' | 'file';
  /** Milliseconds spent, hashing included. */
  ms: number;
  /** TypeDoc's warnings (replayed from the cache on a warm build). */
  diagnostics: Diagnostic[];
}

/** TypeDoc's JSON for the packages: from `prebuilt`, from the cache, or from one TypeDoc run over every entry. */
export async function loadTypeDocProject(options: LoadTypeDocProjectOptions): Promise<TypeDocProject> {
  const start = performance.now();
  const root = path.resolve(options.root);
  const elapsed = () => Math.round(performance.now() - start);
  if (options.prebuilt !== undefined) {
    const { project, diagnostics } = await readTypeDocJson(path.resolve(root, options.prebuilt));
    return { project, source: 'file', ms: elapsed(), diagnostics };
  }
  if (options.packages.length === 0) {
    return { project: emptyProject(), source: 'typedoc', ms: elapsed(), diagnostics: [] };
  }
  const input = {
    root,
    tsconfig: path.resolve(root, options.tsconfig),
    entries: options.packages.map((p) => p.entry),
    ...(options.blockTags?.length ? { blockTags: options.blockTags } : {}),
    ...(options.typedocOptions && Object.keys(options.typedocOptions).length > 0
      ? { typedocOptions: options.typedocOptions }
      : {}),
  };
  const { cacheDir } = options;
  const key =
    cacheDir === undefined
      ? undefined
      : await typedocCacheKey({
          root,
          typedocOptions: typedocOptionsFor(input),
          tsconfig: input.tsconfig,
          dirs: options.packages.map((p) => p.dir),
        });
  if (cacheDir !== undefined && key !== undefined) {
    const hit = await readCacheEntry(cacheDir, key);
    // Warnings are stored with paths relative to the root (the key is too): a moved checkout reuses them.
    if (hit) {
      const diagnostics = hit.diagnostics.map((d) =>
        d.file ? { ...d, file: path.resolve(root, d.file) } : d,
      );
      return { project: hit.project, diagnostics, source: 'cache', ms: elapsed() };
    }
  }
  const run = options.worker ? await runTypeDocInWorker(options.worker, input) : await runTypeDoc(input);
  if (cacheDir !== undefined && key !== undefined) {
    const diagnostics = run.diagnostics.map((d) =>
      d.file ? { ...d, file: path.relative(root, d.file) } : d,
    );
    // A cache that cannot be written (a full disk) only costs the next build this run.
    await writeCacheEntry(cacheDir, key, { project: run.project, diagnostics }).catch(() => undefined);
  }
  return { ...run, source: 'typedoc', ms: elapsed() };
}

/** What TypeDoc would say about no packages, without the second it takes to say it. */
function emptyProject(): JSONOutput.ProjectReflection {
  return {
    schemaVersion: TYPEDOC_SCHEMA_VERSION,
    id: 0,
    name: '',
    variant: 'project',
    kind: ReflectionKind.Project,
    flags: {},
    children: [],
    symbolIdMap: {},
    files: { entries: {}, reflections: {} },
  } as unknown as JSONOutput.ProjectReflection;
}

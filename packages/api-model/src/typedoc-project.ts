import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { ApiPackageInput } from './find-packages.ts';
import {
  dependenciesName,
  keepOnlyEntries,
  mergedCacheKey,
  readCacheEntry,
  readDependencies,
  typedocCacheKey,
  writeCacheEntry,
  writeDependencies,
  type FileReads,
  type TypeDocCacheEntry,
} from './typedoc-cache.ts';
import { readTypeDocJson, TYPEDOC_SCHEMA_VERSION } from './typedoc-json.ts';
import { groupUnknownBlockTags } from './typedoc-logger.ts';
import { TypeDocWorkers } from './typedoc-in-worker.ts';
import {
  mergeTypeDocProjects,
  runTypeDoc,
  typedocOptionsFor,
  type TypeDocOptionsInput,
  type TypeDocRun,
} from './typedoc-run.ts';
import { ReflectionKind } from './reflection-kind.ts';
import { TsconfigParses } from './referenced-tsconfig.ts';

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
   * Worker script (`typedoc-worker.ts` bundled) to run TypeDoc on other threads (two), so the
   * caller can do other work meanwhile; in this thread, one package after the other, when absent.
   */
  worker?: string | undefined;
  /** Block tags the sources use that TypeDoc does not know (`api.blockTags`). */
  blockTags?: string[];
  /** Options given to TypeDoc after ours (`api.typedocOptions`). */
  typedocOptions?: Record<string, unknown>;
}

export interface TypeDocProject {
  project: JSONOutput.ProjectReflection;
  /** Where the project came from: TypeDoc (a package or more converted), the cache, or the `prebuilt` file. */
  source: 'typedoc' | 'cache' | 'file';
  /** Milliseconds spent, hashing included. */
  ms: number;
  /** The npm names of the packages TypeDoc converted (the others came from the cache), in the packages' order. */
  converted: string[];
  /** TypeDoc's warnings (replayed from the cache on a warm build). */
  diagnostics: Diagnostic[];
}

/**
 * TypeDoc's JSON for the packages: from `prebuilt`, from the cache, or converted as TypeDoc's
 * monorepo workflow does — each package apart (on up to two workers), then merged (TypeDoc's
 * `merge`, which resolves the links between packages). Each package's JSON is cached by its own
 * sources and the files its program read, the merge by the packages' keys: a build where one
 * package changed converts that package and merges again.
 */
export async function loadTypeDocProject(options: LoadTypeDocProjectOptions): Promise<TypeDocProject> {
  const start = performance.now();
  const root = path.resolve(options.root);
  const elapsed = () => Math.round(performance.now() - start);
  if (options.prebuilt !== undefined) {
    const { project, diagnostics } = await readTypeDocJson(path.resolve(root, options.prebuilt));
    return { project, source: 'file', ms: elapsed(), diagnostics, converted: [] };
  }
  const { packages, cacheDir } = options;
  if (packages.length === 0) {
    return { project: emptyProject(), source: 'typedoc', ms: elapsed(), diagnostics: [], converted: [] };
  }
  const base = {
    root,
    tsconfig: path.resolve(root, options.tsconfig),
    ...(options.blockTags?.length ? { blockTags: options.blockTags } : {}),
    ...(options.typedocOptions && Object.keys(options.typedocOptions).length > 0
      ? { typedocOptions: options.typedocOptions }
      : {}),
  };
  const inputs = packages.map((p): TypeDocOptionsInput => ({ ...base, entries: [p.entry], name: p.name }));
  const reads: FileReads = new Map();
  const keyOf = (i: number, files: string[]) =>
    typedocCacheKey(
      {
        root,
        typedocOptions: typedocOptionsFor(inputs[i]!),
        tsconfig: base.tsconfig,
        dirs: [packages[i]!.dir],
        files,
      },
      reads,
    );
  // Each package's key from its sources and what its last conversion read outside its folder.
  const keys =
    cacheDir === undefined
      ? undefined
      : await Promise.all(
          packages.map(async (p, i) => keyOf(i, await readDependencies(cacheDir, root, p.dir))),
        );
  // Warnings are stored with paths relative to the root (the keys are too): a moved checkout reuses them.
  const fromRoot = (ds: Diagnostic[]) =>
    ds.map((d) => (d.file ? { ...d, file: path.resolve(root, d.file) } : d));
  const toRoot = (ds: Diagnostic[]) =>
    ds.map((d) => (d.file ? { ...d, file: path.relative(root, d.file) } : d));
  if (cacheDir !== undefined && keys !== undefined && packages.length > 1) {
    const hit = await readCacheEntry(cacheDir, mergedCacheKey(keys));
    if (hit) {
      const diagnostics = fromRoot(hit.diagnostics);
      return { project: hit.project, diagnostics, source: 'cache', ms: elapsed(), converted: [] };
    }
  }
  const cached = await Promise.all(
    packages.map((_, i) => (cacheDir && keys ? readCacheEntry(cacheDir, keys[i]!) : undefined)),
  );
  const missing = cached.flatMap((entry, i) => (entry ? [] : [i]));
  const workers = options.worker
    ? new TypeDocWorkers(options.worker, typedocThreads(availableParallelism(), missing.length))
    : undefined;
  // This thread's conversions parse the tsconfig once (a worker keeps its own).
  const tsconfigs = new TsconfigParses();
  try {
    const converted = new Map<number, TypeDocRun>();
    if (workers) {
      await Promise.all(missing.map(async (i) => converted.set(i, await workers.convert(inputs[i]!))));
    } else {
      // One after the other: two conversions interleaved at their awaits share TypeDoc's reflection ids.
      for (const i of missing) converted.set(i, await runTypeDoc(inputs[i]!, tsconfigs));
    }
    const runs = packages.map((p, i) => {
      const run = converted.get(i);
      if (run) {
        const files = outside(p.dir, run.files);
        return { project: run.project, diagnostics: run.diagnostics, files, json: run.json };
      }
      const { project, diagnostics, json } = cached[i]!;
      return { project, diagnostics: fromRoot(diagnostics), files: undefined, json };
    });
    let project = runs[0]!.project;
    let json: string | undefined;
    const diagnostics = runs.flatMap((run) => run.diagnostics);
    if (packages.length > 1) {
      // To a worker, each project as its text (as the worker sent it or the cache held it).
      const merged = workers
        ? await workers.merge(
            base,
            runs.map((run) => run.json ?? JSON.stringify(run.project)),
          )
        : {
            ...(await mergeTypeDocProjects(
              base,
              runs.map((run) => run.project),
            )),
            json: undefined,
          };
      project = merged.project;
      json = merged.json;
      diagnostics.push(...merged.diagnostics);
    }
    // A tag TypeDoc does not know is reported once for the site, at its first place of all packages.
    const unique = groupUnknownBlockTags(uniqueDiagnostics(diagnostics));
    if (cacheDir !== undefined && keys !== undefined) {
      // A cache that cannot be written (a full disk) only costs the next build these runs.
      await writeEntries(cacheDir, root, packages, runs, keys, keyOf, toRoot, {
        project,
        diagnostics: toRoot(unique),
        ...(json === undefined ? {} : { json }),
      }).catch(() => undefined);
    }
    return {
      project,
      diagnostics: unique,
      source: missing.length > 0 ? 'typedoc' : 'cache',
      ms: elapsed(),
      converted: missing.map((i) => packages[i]!.name),
    };
  } finally {
    await workers?.close();
  }
}

/**
 * TypeDoc's threads: two at most, and one core left to the main thread, which compiles the
 * markdown meanwhile. On two cores one thread converts as fast as two in wall time (measured
 * cold on `content/`, 3 runs each: 12.2–14.6 s either way) for ~1.7 s less CPU (16.6–17.5 s
 * against 18.5–19.6 s user): a second thread loads TypeScript and TypeDoc again, parses the
 * libraries again, and shares a core with the main thread.
 */
export function typedocThreads(cores: number, packages: number): number {
  return Math.max(1, Math.min(2, cores - 1, packages));
}

/**
 * The converted packages' entries (by their new keys: what the conversion read), their
 * dependency lists, the merge's entry; then every other entry of the folder is removed.
 */
async function writeEntries(
  cacheDir: string,
  root: string,
  packages: ApiPackageInput[],
  runs: {
    project: JSONOutput.ProjectReflection;
    diagnostics: Diagnostic[];
    files: string[] | undefined;
    json?: string | undefined;
  }[],
  keys: string[],
  keyOf: (i: number, files: string[]) => Promise<string>,
  toRoot: (ds: Diagnostic[]) => Diagnostic[],
  merged: TypeDocCacheEntry,
): Promise<void> {
  const finalKeys = [...keys];
  for (const [i, run] of runs.entries()) {
    if (run.files === undefined) continue;
    const dir = packages[i]!.dir;
    finalKeys[i] = await keyOf(i, run.files);
    await writeCacheEntry(cacheDir, finalKeys[i]!, {
      project: run.project,
      diagnostics: toRoot(run.diagnostics),
      ...(run.json === undefined ? {} : { json: run.json }),
    });
    await writeDependencies(cacheDir, root, dir, run.files);
  }
  const keep = [...finalKeys, ...packages.map((p) => dependenciesName(root, p.dir))];
  if (packages.length > 1) {
    const key = mergedCacheKey(finalKeys);
    await writeCacheEntry(cacheDir, key, merged);
    keep.push(key);
  }
  await keepOnlyEntries(cacheDir, keep);
}

/** The files a package's program read outside its folder (its own are hashed by folder). */
function outside(dir: string, files: string[]): string[] {
  const inside = `${path.resolve(dir)}${path.sep}`;
  return files.filter((file) => !file.startsWith(inside));
}

/** A warning two packages' conversions both gave (a shared file's), reported once. */
function uniqueDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify(d);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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

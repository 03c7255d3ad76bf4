import { readFileSync } from 'node:fs';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { glob } from 'tinyglobby';
import type { JSONOutput } from 'typedoc';
import {
  bytesHash,
  entryHash,
  entryKey,
  hashOf,
  isRecord,
  readJsonEntry,
  toolVersion,
  writeEntry,
} from '@accounts-docs/cache';
import type { Diagnostic } from '@accounts-docs/diagnostics';

/** Sources whose bytes decide TypeDoc's output (`.d.ts` included by `ts`), per package. */
const SOURCE_GLOB = '**/*.{ts,tsx,mts,cts,json}';

/**
 * What a TypeDoc run produced, as the cache keeps it: `typedoc/<key>.json` is the project JSON
 * exactly as TypeDoc serializes it, so a cached run doubles as a `--typedoc-json` file (for a CI
 * step or a second checkout); `typedoc/<key>.diagnostics.json` holds the warnings a warm build replays.
 * There is one entry per package (its own conversion) and one for their merge (keyed by theirs).
 */
export interface TypeDocCacheEntry {
  project: JSONOutput.ProjectReflection;
  diagnostics: Diagnostic[];
  /**
   * `project` as JSON text, when it is at hand (read from the entry, or as a worker sent it):
   * written and sent as it is instead of serialized again.
   */
  json?: string;
}

export interface TypeDocCacheKeyInput {
  /** Project root: paths are hashed relative to it, so a moved checkout (or CI) hits the same entry. */
  root: string;
  /** The options given to TypeDoc (entry points, tsconfig, ...). */
  typedocOptions: object;
  /** Absolute tsconfig path. */
  tsconfig: string;
  /** Absolute package folders whose sources are hashed. */
  dirs: string[];
  /** Absolute files outside those folders the conversion read (the declarations a package imports). */
  files?: string[];
}

/** Files read for the keys of one build, each once however many packages import it. */
export type FileReads = Map<string, Promise<Buffer | undefined>>;

/**
 * The key (`entryKey('typedoc', …)`: the engine and TypeDoc's version folded in) of everything
 * a package's TypeDoc output depends on: the TypeScript TypeDoc resolves, our options, the tsconfig chain, every source file of the package's folder and the files
 * outside it its last conversion read (the sources and declarations it imports, `files`; one
 * that is gone hashes as missing). A file the program did not read cannot change the output
 * but through module resolution (a new file that an import now finds first): a new file in
 * the package's folder changes the key, one elsewhere is seen once an importer changes.
 */
export async function typedocCacheKey(
  input: TypeDocCacheKeyInput,
  reads: FileReads = new Map(),
): Promise<string> {
  const [configs, sources, others] = await Promise.all([
    configFilesOnce(input.tsconfig, reads),
    Promise.all(input.dirs.map((dir) => sourceFiles(dir, reads))),
    Promise.all(
      (input.files ?? []).map(async (file): Promise<[string, Buffer | undefined]> => [
        file,
        await read(reads, file),
      ]),
    ),
  ]);
  const hash = entryHash('typedoc');
  const relative = (value: string) => (path.isAbsolute(value) ? path.relative(input.root, value) : value);
  const options = JSON.stringify(input.typedocOptions, (_key, value: unknown) =>
    typeof value === 'string' ? relative(value) : value,
  );
  // The TypeScript TypeDoc resolves (the project's, a peer dependency); TypeDoc's own is in the kind's tools.
  hash.add(
    toolVersion('typescript', createRequire(import.meta.url).resolve('typedoc/package.json')),
    options,
  );
  for (const [file, bytes] of [...configs, ...sources.flat()]) hash.add(relative(file), bytes.length, bytes);
  for (const [file, bytes] of others) hash.add(relative(file), bytes ? bytes.length : 'missing', bytes ?? '');
  return hash.digest();
}

/** The key of the merge of the packages whose entries have these keys (in the packages' order). */
export function mergedCacheKey(keys: string[]): string {
  return entryKey('typedoc', 'merged', ...keys);
}

/**
 * A file's bytes, read once a build. Synchronous: the sources are small, and a promise read
 * (open, stat, read, close: four round trips to the thread pool) took ~2.5× the CPU of the
 * main thread for the ~400 files of `content/`'s keys.
 */
function read(reads: FileReads, file: string): Promise<Buffer | undefined> {
  let bytes = reads.get(file);
  if (!bytes) {
    bytes = Promise.resolve(readOrUndefined(file));
    reads.set(file, bytes);
  }
  return bytes;
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * What a package's conversion read outside its folder, kept under a name of the package's
 * folder (`typedoc/deps-<sha256>.json`, paths relative to the root): the next build hashes
 * those files into the package's key before it knows whether TypeDoc must run.
 */
export async function readDependencies(cacheDir: string, root: string, dir: string): Promise<string[]> {
  const list = await readJsonEntry(dependenciesFile(cacheDir, root, dir), isStringList);
  return (list ?? []).map((file) => path.resolve(root, file));
}

export async function writeDependencies(
  cacheDir: string,
  root: string,
  dir: string,
  files: string[],
): Promise<void> {
  const relative = files.map((f) => path.relative(root, f).split(path.sep).join('/'));
  await writeEntry(dependenciesFile(cacheDir, root, dir), JSON.stringify(relative));
}

/** The name (without `.json`) of a package folder's dependency list in the cache folder. */
export function dependenciesName(root: string, dir: string): string {
  return `deps-${hashOf(path.relative(root, dir).split(path.sep).join('/'))}`;
}

function dependenciesFile(cacheDir: string, root: string, dir: string): string {
  return path.join(cacheDir, 'typedoc', `${dependenciesName(root, dir)}.json`);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Removes the folder's files but those of the named entries (`<name>.json`,
 * `<name>.diagnostics.json`): what the last build used stays, older entries go. Only finished
 * files: a `.tmp` may be another build's write in progress.
 */
export async function keepOnlyEntries(cacheDir: string, names: Iterable<string>): Promise<void> {
  const folder = path.join(cacheDir, 'typedoc');
  const keep = new Set(names);
  const stale = (await readdir(folder).catch(() => [] as string[])).filter(
    (name) => name.endsWith('.json') && !keep.has(name.replace(/(\.diagnostics)?\.json$/, '')),
  );
  await Promise.all(stale.map((name) => unlink(path.join(folder, name)).catch(() => {})));
}

/** The diagnostics file: the warnings, and the hash of the project file they go with. */
interface EntryIndex {
  diagnostics: Diagnostic[];
  projectSha256: string;
}

function isEntryIndex(value: unknown): value is EntryIndex {
  return isRecord(value) && Array.isArray(value.diagnostics) && typeof value.projectSha256 === 'string';
}

/**
 * The cached run for `key`, or undefined: missing, cut short, damaged or not ours is a miss,
 * never an error. The project file is plain JSON (usable as a `--typedoc-json` file); the sealed
 * diagnostics file holds its hash, so a project file that is not the one written reads as none.
 */
export async function readCacheEntry(cacheDir: string, key: string): Promise<TypeDocCacheEntry | undefined> {
  const files = entryFiles(cacheDir, key);
  const index = await readJsonEntry(files.diagnostics, isEntryIndex);
  if (!index) return undefined;
  try {
    const bytes = await readFile(files.project);
    if (bytesHash(bytes) !== index.projectSha256) return undefined;
    const json = bytes.toString('utf8');
    const project: unknown = JSON.parse(json);
    if (!isRecord(project)) return undefined;
    return {
      project: project as unknown as JSONOutput.ProjectReflection,
      diagnostics: index.diagnostics,
      json,
    };
  } catch {
    return undefined;
  }
}

/**
 * Writes the entry's two files by the cache's one writer (`writeEntry`: a temporary file, then a
 * rename; the project plain JSON, unsealed), the diagnostics with the project's hash last: the
 * entry is whole once both agree. Other entries stay (`keepOnlyEntries`).
 */
export async function writeCacheEntry(
  cacheDir: string,
  key: string,
  entry: TypeDocCacheEntry,
): Promise<void> {
  const files = entryFiles(cacheDir, key);
  const project = entry.json ?? JSON.stringify(entry.project);
  // Plain JSON, usable as a `--typedoc-json` file: its hash is kept in the sealed diagnostics file.
  await writeEntry(files.project, project, { sealed: false });
  const index: EntryIndex = { diagnostics: entry.diagnostics, projectSha256: bytesHash(project) };
  await writeEntry(files.diagnostics, JSON.stringify(index));
}

function entryFiles(cacheDir: string, key: string): { project: string; diagnostics: string } {
  const base = path.join(cacheDir, 'typedoc', key);
  return { project: `${base}.json`, diagnostics: `${base}.diagnostics.json` };
}

/**
 * The tsconfig chain of one build's keys, read and parsed once: every package of a monorepo
 * shares it, not read and parsed again for each (31 times on `content/`).
 */
const configsOf = new WeakMap<FileReads, Map<string, Promise<[string, Buffer][]>>>();

function configFilesOnce(tsconfig: string, reads: FileReads): Promise<[string, Buffer][]> {
  let byFile = configsOf.get(reads);
  if (!byFile) configsOf.set(reads, (byFile = new Map()));
  let files = byFile.get(tsconfig);
  if (!files) byFile.set(tsconfig, (files = configFiles(tsconfig, reads)));
  return files;
}

/**
 * The tsconfig and every tsconfig its program can be made from: the files it `extends` by path,
 * the projects it `references` (a solution-style tsconfig's package is converted with the
 * referenced one, `referencedTsconfig`) and theirs in turn, and a tsdoc.json beside it (TypeDoc
 * reads its tags). A shared options file that only a referenced tsconfig extends changes the key.
 */
async function configFiles(tsconfig: string, reads: FileReads): Promise<[string, Buffer][]> {
  const files: [string, Buffer][] = [];
  const seen = new Set<string>();
  const queue = [tsconfig, path.join(path.dirname(tsconfig), 'tsdoc.json')];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const bytes = await read(reads, file);
    if (!bytes) continue;
    files.push([file, bytes]);
    queue.push(...linkedConfigs(file, bytes.toString('utf8')));
  }
  return files;
}

/**
 * The tsconfigs a tsconfig names by path: `extends` (a string or an array; a package name such
 * as `@tsconfig/node20` is hashed as written, in the text) and `references[].path` (a file, or a
 * folder with its tsconfig.json), as TypeScript resolves them.
 */
function linkedConfigs(file: string, text: string): string[] {
  const json = parseJsonc(text, [], { allowTrailingComma: true }) as unknown;
  if (!isRecord(json)) return [];
  const from = (target: string) => path.resolve(path.dirname(file), target);
  const bases = (Array.isArray(json.extends) ? json.extends : [json.extends])
    .filter((base): base is string => typeof base === 'string')
    .filter((base) => base.startsWith('.') || path.isAbsolute(base))
    .map((base) => (base.endsWith('.json') ? from(base) : `${from(base)}.json`));
  const references = (Array.isArray(json.references) ? json.references : [])
    .map((reference: unknown) => (isRecord(reference) ? reference.path : undefined))
    .filter((target): target is string => typeof target === 'string')
    .map((target) => (target.endsWith('.json') ? from(target) : path.join(from(target), 'tsconfig.json')));
  return [...bases, ...references];
}

/** Every source file of a package folder, sorted, with its bytes. */
async function sourceFiles(dir: string, reads: FileReads): Promise<[string, Buffer][]> {
  const files = (
    await glob(SOURCE_GLOB, { cwd: dir, absolute: true, ignore: ['**/node_modules/**'] })
  ).sort();
  const read = async (file: string): Promise<[string, Buffer]> => {
    const bytes = await (reads.get(file) ?? readFileSync(file));
    if (!bytes) throw new Error(`${file} disappeared while the TypeDoc cache key was made`);
    reads.set(file, Promise.resolve(bytes));
    return [file, bytes];
  };
  return Promise.all(files.map(read));
}

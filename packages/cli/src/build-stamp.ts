import { readdirSync, statSync, type Dirent } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { hashOf, isRecord, readJsonEntry, writeEntry } from '@accounts-docs/cache';
import { folderIdentity } from '@accounts-docs/output';
import type { BuildResult } from './site-builder-types.ts';

/** What a build that changed nothing reports again: its result, warnings included. */
export type StampedResult = Omit<BuildResult, 'timings'>;

interface Stamp {
  version: 1;
  inputs: string;
  outDir: string;
  outputId: string;
  /** Every file of the output: size and modification time, as the build left them. */
  files: Record<string, [number, number]>;
  result: StampedResult;
}

/**
 * The record of the last build into an output folder, kept in the build cache: the key of its
 * inputs (see `buildInputsKey`) and the files it wrote. A build whose inputs have that key, into
 * that folder, still holding exactly those files, would write the same bytes again: it is
 * skipped, and its result and warnings are reported again.
 */
export class BuildStamp {
  readonly #file: string;
  readonly #outDir: string;

  constructor(cacheDir: string, outDir: string) {
    this.#outDir = path.resolve(outDir);
    const name = hashOf(this.#outDir).slice(0, 16);
    this.#file = path.join(cacheDir, 'build-stamps', `${name}.json`);
  }

  /**
   * The last build's result when nothing it read or wrote has changed since (`unchanged`);
   * otherwise whether its output folder was changed by something else (`outputTouched`): a file
   * removed, added or rewritten there, which the next build must not reuse.
   */
  async check(inputs: string): Promise<{ unchanged?: StampedResult; outputTouched: boolean }> {
    // Anything but a whole stamp of this shape reads as none: the build runs.
    const stamp = await readJsonEntry(this.#file, isStamp);
    if (stamp?.outDir !== this.#outDir) return { outputTouched: false };
    if ((await folderIdentity(this.#outDir)) !== stamp.outputId) return { outputTouched: false };
    const files = outputFiles(this.#outDir);
    const names = Object.keys(files);
    const same =
      names.length === Object.keys(stamp.files).length &&
      names.every((name) => {
        const recorded = stamp.files[name];
        return recorded?.[0] === files[name]![0] && recorded[1] === files[name]![1];
      });
    if (!same) return { outputTouched: true };
    return stamp.inputs === inputs
      ? { unchanged: stamp.result, outputTouched: false }
      : { outputTouched: false };
  }

  /**
   * Forgets the last build (`serve --watch` is about to write into its folder): the next
   * build then reuses pages by their fingerprints as usual, instead of taking the changes for
   * an output changed from outside.
   */
  async forget(): Promise<void> {
    await rm(this.#file, { force: true });
  }

  /** Records a build that completed: its inputs' key (taken before it read them) and its output. */
  async record(inputs: string, result: BuildResult): Promise<void> {
    const { timings: _timings, ...stamped } = result;
    const stamp: Stamp = {
      version: 1,
      inputs,
      outDir: this.#outDir,
      outputId: await folderIdentity(this.#outDir),
      files: outputFiles(this.#outDir),
      result: stamped,
    };
    // A stamp that cannot be written (a full disk) only costs the next build its skip.
    await writeEntry(this.#file, JSON.stringify(stamp)).catch(() => undefined);
  }
}

function isStamp(value: unknown): value is Stamp {
  if (!isRecord(value) || value.version !== 1 || !isRecord(value.files) || !isRecord(value.result))
    return false;
  const { result } = value;
  return (
    typeof value.inputs === 'string' &&
    typeof value.outDir === 'string' &&
    typeof value.outputId === 'string' &&
    Object.values(value.files).every((file) => Array.isArray(file) && file.length === 2) &&
    typeof result.outDir === 'string' &&
    ['pages', 'rendered', 'reused', 'removed', 'apiPages'].every(
      (count) => typeof result[count] === 'number',
    ) &&
    isRecord(result.twins) &&
    Array.isArray(result.diagnostics)
  );
}

/**
 * Size and modification time of every file under the output folder, by relative path.
 * Synchronous: a stat is a few microseconds, far less than the thread pool's round trip.
 */
function outputFiles(dir: string): Record<string, [number, number]> {
  const files: Record<string, [number, number]> = {};
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return files;
  }
  // Each folder's relative path worked out once, not once per file (a third of the time).
  const prefixes = new Map<string, string>();
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const folder = entry.parentPath;
    let prefix = prefixes.get(folder);
    if (prefix === undefined) {
      prefix = folder === dir ? '' : `${path.relative(dir, folder).split(path.sep).join('/')}/`;
      prefixes.set(folder, prefix);
    }
    const stats = statSync(path.join(folder, entry.name), { throwIfNoEntry: false });
    if (!stats) continue;
    files[prefix + entry.name] = [stats.size, stats.mtimeMs];
  }
  return files;
}

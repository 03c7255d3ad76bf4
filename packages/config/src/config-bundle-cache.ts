import { lstat } from 'node:fs/promises';
import { keepableSince } from '@accounts-docs/cache';
import { ConfigCacheRecord } from './config-cache-record.ts';

/** How a file looked when it was bundled: path, size, inode, modification and change times (ns). */
type InputStat = [file: string, size: string, ino: string, mtimeNs: string, ctimeNs: string];

interface CachedBundle {
  inputs: InputStat[];
  code: string;
}

/**
 * A config file's bundle kept from the run before, so that a run whose config did not change
 * neither loads nor starts esbuild. The bundle stays valid while every file esbuild read for it
 * (the config and the local files it imports; packages stay imports) has the same path, size,
 * inode, modification and change times, the way the build stamp tells a changed file; and while
 * the code that bundles it (`engine`) is the same. Anything else, a cache file that is not ours
 * included, reads as no bundle.
 */
export class ConfigBundleCache {
  readonly #record: ConfigCacheRecord<CachedBundle>;

  constructor(dir: string, configFile: string, engine: string) {
    this.#record = new ConfigCacheRecord(dir, 'bundles', 'config-bundle', configFile, engine);
  }

  /** The bundled code when none of its inputs changed since it was written. */
  async read(): Promise<string | undefined> {
    const cached = await this.#record.read();
    if (
      !cached ||
      typeof cached.code !== 'string' ||
      !Array.isArray(cached.inputs) ||
      cached.inputs.length === 0
    )
      return undefined;
    const recorded = cached.inputs as unknown[];
    const now = await Promise.all(
      recorded.map((input) => inputStat(String(Array.isArray(input) ? input[0] : ''))),
    );
    const same = now.every(
      (stat, i) => stat !== undefined && JSON.stringify(stat) === JSON.stringify(recorded[i]),
    );
    return same ? cached.code : undefined;
  }

  /**
   * Keeps `code`, bundled from `inputs` (absolute paths) by a bundling that began at `startedMs`
   * (epoch). Their stats are taken now, after the bundling, so a file changed since it began
   * could be recorded with the bundle of its old text: such a bundle is not kept (git's "racy
   * clean" rule), and neither is one with an input that is not a regular file. Failing to write
   * only costs the next run a bundling.
   */
  async write(code: string, inputs: string[], startedMs: number): Promise<void> {
    const stats = await Promise.all(inputs.map(inputStat));
    const racy = (stat: InputStat) =>
      !keepableSince({ mtimeNs: BigInt(stat[3]), ctimeNs: BigInt(stat[4]) }, startedMs);
    if (stats.some((stat) => stat === undefined || racy(stat))) return;
    await this.#record.write({ inputs: stats as InputStat[], code });
  }
}

/** A regular file's stat as a bundle's input; undefined for anything else (missing, a link, a folder). */
async function inputStat(file: string): Promise<InputStat | undefined> {
  const stats = await lstat(file, { bigint: true }).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  return [file, String(stats.size), String(stats.ino), String(stats.mtimeNs), String(stats.ctimeNs)];
}

import path from 'node:path';
import {
  entryKey,
  hashOf,
  isRecord,
  readJsonEntry,
  writeEntry,
  type CacheNamespace,
} from '@accounts-docs/cache';

/** What every record kept for a config file carries, besides its own fields. */
interface RecordHeader {
  /** The entry's key: its kind, the engine, its tools' versions, the given engine and the config file. */
  key: string;
}

/**
 * One JSON record kept for a config file under `<dir>/<kind>/`, named by a hash of the file's
 * path. It reads back only as ours: the same entry key (`entryKey`: the same code, the same
 * version of the tool it keeps the output of, the same config file); anything else (a missing, corrupt or foreign file) reads as nothing kept.
 * Failing to write only costs the next run the work the record saves.
 */
export class ConfigCacheRecord<T extends object> {
  readonly #file: string;
  readonly #header: RecordHeader;

  constructor(dir: string, kind: string, namespace: CacheNamespace, configFile: string, engine: string) {
    this.#header = { key: entryKey(namespace, engine, configFile) };
    const name = hashOf(configFile).slice(0, 16);
    this.#file = path.join(dir, kind, `${name}.json`);
  }

  /** The record's own fields, unchecked beyond its header: each reader checks what it uses. */
  async read(): Promise<Partial<T> | undefined> {
    // Sealed: a record cut short or edited by hand reads as nothing kept.
    const kept = await readJsonEntry(this.#file, (value): value is Partial<T> & Partial<RecordHeader> =>
      isRecord(value),
    );
    const header = this.#header;
    if (!kept) return undefined;
    if (kept.key !== header.key) return undefined;
    return kept;
  }

  async write(fields: T): Promise<void> {
    await writeEntry(this.#file, JSON.stringify({ ...this.#header, ...fields })).catch(() => undefined);
  }
}

import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { isRecord, readJsonEntry, sealEntry } from '@accounts-docs/cache';

/** What every record kept for a config file carries, besides its own fields. */
interface RecordHeader {
  version: number;
  engine: string;
  file: string;
}

/**
 * One JSON record kept for a config file under `<dir>/<kind>/`, named by a hash of the file's
 * path. It reads back only as ours: the same layout `version`, the same code (`engine`) and the
 * same config file; anything else (a missing, corrupt or foreign file) reads as nothing kept.
 * Failing to write only costs the next run the work the record saves.
 */
export class ConfigCacheRecord<T extends object> {
  readonly #file: string;
  readonly #header: RecordHeader;

  constructor(dir: string, kind: string, configFile: string, engine: string, version: number) {
    this.#header = { version, engine, file: configFile };
    const name = createHash('sha256').update(configFile).digest('hex').slice(0, 16);
    this.#file = path.join(dir, kind, `${name}.json`);
  }

  /** The record's own fields, unchecked beyond its header: each reader checks what it uses. */
  async read(): Promise<Partial<T> | undefined> {
    // Sealed: a record cut short or edited by hand reads as nothing kept.
    const kept = await readJsonEntry(this.#file, (value): value is Partial<T> & Partial<RecordHeader> => isRecord(value));
    const header = this.#header;
    if (!kept) return undefined;
    if (kept.version !== header.version || kept.engine !== header.engine || kept.file !== header.file)
      return undefined;
    return kept;
  }

  async write(fields: T): Promise<void> {
    await mkdir(path.dirname(this.#file), { recursive: true })
      .then(() => writeFileAtomic(this.#file, sealEntry(JSON.stringify({ ...this.#header, ...fields })), { fsync: false }))
      .catch(() => undefined);
  }
}

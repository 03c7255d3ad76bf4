import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import writeFileAtomic from 'write-file-atomic';
import type { ValidConfig } from './schema.ts';

/** Identifies the layout of a kept validation; a file of another version is not read. */
const VERSION = 1;

interface KeptValidation {
  version: typeof VERSION;
  engine: string;
  file: string;
  /** The config's value as evaluated, as JSON. */
  input: string;
  /** The schema's output for it. */
  output: ValidConfig;
}

/**
 * The schema's output for a config value, kept from the run before: a run whose config
 * evaluates to the same value (compared as JSON, so only a value that is plain JSON data: no
 * functions, class instances or `undefined`) takes it instead of validating again, and so never
 * loads the schema. The code that validated it (`engine`) must be the same. Anything else, a
 * file that is not ours included, reads as nothing kept.
 */
export class ValidatedConfigCache {
  readonly #file: string;
  readonly #configFile: string;
  readonly #engine: string;

  constructor(dir: string, configFile: string, engine: string) {
    this.#configFile = configFile;
    this.#engine = engine;
    const name = createHash('sha256').update(configFile).digest('hex').slice(0, 16);
    this.#file = path.join(dir, 'validated', `${name}.json`);
  }

  /** The kept output for `value`, when the last validation was of the same value. */
  async read(value: unknown): Promise<ValidConfig | undefined> {
    const input = plainJson(value);
    if (input === undefined) return undefined;
    let kept: Partial<KeptValidation> | null;
    try {
      kept = JSON.parse(await readFile(this.#file, 'utf8')) as Partial<KeptValidation> | null;
    } catch {
      return undefined;
    }
    if (
      !kept ||
      kept.version !== VERSION ||
      kept.engine !== this.#engine ||
      kept.file !== this.#configFile ||
      kept.input !== input ||
      typeof kept.output !== 'object' ||
      kept.output === null
    )
      return undefined;
    return kept.output;
  }

  /** Keeps the schema's output for `value`, when both are plain JSON data. Failing to write only costs a validation. */
  async write(value: unknown, output: ValidConfig): Promise<void> {
    const input = plainJson(value);
    const json = plainJson(output);
    if (input === undefined || json === undefined || !isDeepStrictEqual(JSON.parse(json), output)) return;
    const kept: KeptValidation = { version: VERSION, engine: this.#engine, file: this.#configFile, input, output };
    await mkdir(path.dirname(this.#file), { recursive: true })
      .then(() => writeFileAtomic(this.#file, JSON.stringify(kept), { fsync: false }))
      .catch(() => undefined);
  }
}

/** `value` as JSON when it is plain JSON data that JSON gives back as it was; otherwise undefined. */
export function plainJson(value: unknown): string | undefined {
  return isPlainData(value, 0) ? JSON.stringify(value) : undefined;
}

function isPlainData(value: unknown, depth: number): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!(i in value) || !isPlainData(value[i], depth + 1)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  return Object.values(value).every((field) => isPlainData(field, depth + 1));
}

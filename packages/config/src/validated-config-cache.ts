import { ConfigCacheRecord } from './config-cache-record.ts';
import type { ValidConfig } from './schema.ts';

interface KeptValidation {
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
  readonly #record: ConfigCacheRecord<KeptValidation>;

  constructor(dir: string, configFile: string, engine: string) {
    this.#record = new ConfigCacheRecord(dir, 'validated', 'validated-config', configFile, engine);
  }

  /** The kept output for `value`, when the last validation was of the same value. */
  async read(value: unknown): Promise<ValidConfig | undefined> {
    const input = plainJson(value);
    if (input === undefined) return undefined;
    const kept = await this.#record.read();
    if (kept?.input !== input || typeof kept.output !== 'object' || kept.output === null) return undefined;
    return kept.output;
  }

  /** Keeps the schema's output for `value`, when both are plain JSON data. */
  async write(value: unknown, output: ValidConfig): Promise<void> {
    const input = plainJson(value);
    if (input === undefined || plainJson(output) === undefined) return;
    await this.#record.write({ input, output });
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
    for (let i = 0; i < value.length; i++)
      if (!(i in value) || !isPlainData(value[i], depth + 1)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  return Object.values(value).every((field) => isPlainData(field, depth + 1));
}

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { bytesHash } from './hash.ts';

/**
 * Every file of the build cache starts with this line and the SHA-256 of what follows it: a
 * reader takes an entry only when the two agree. A file cut short by a full disk or a kill, an
 * entry edited or damaged by hand, a file of another tool: each reads as no entry (a miss, the
 * work done again), never as an error, and never as bytes to publish.
 */
const HEADER = 'accounts-docs-cache sha256:';
const HEADER_LENGTH = HEADER.length + 64 + 1; // the hash in hex and a line break

/** The bytes of a cache file holding `payload`. */
export function sealEntry(payload: string | Uint8Array): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  const hash = bytesHash(body);
  return Buffer.concat([Buffer.from(`${HEADER}${hash}\n`), body]);
}

/** The payload of a cache file's bytes, or undefined when they are not a whole, untouched entry. */
export function openEntry(bytes: Uint8Array): Buffer | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < HEADER_LENGTH || buffer.toString('latin1', 0, HEADER.length) !== HEADER) return undefined;
  if (buffer[HEADER_LENGTH - 1] !== 10) return undefined;
  const body = buffer.subarray(HEADER_LENGTH);
  const hash = bytesHash(body);
  return hash === buffer.toString('latin1', HEADER.length, HEADER_LENGTH - 1) ? body : undefined;
}

/** A cache file's payload; undefined when it is missing, unreadable or not whole. */
export async function readEntry(file: string): Promise<Buffer | undefined> {
  return openEntry(await readFile(file).catch(() => new Uint8Array()));
}

/** `readEntry`, synchronously. */
export function readEntrySync(file: string): Buffer | undefined {
  try {
    return openEntry(readFileSync(file));
  } catch {
    return undefined;
  }
}

/**
 * A cache file's payload parsed as JSON and checked by `isValid`; undefined when any of it
 * fails. The check is the reader's shape of an entry: a whole entry of an older layout is a
 * miss too.
 */
export async function readJsonEntry<T>(file: string, isValid: (value: unknown) => value is T): Promise<T | undefined> {
  return parseJsonEntry(await readEntry(file), isValid);
}

/** `readJsonEntry`, synchronously. */
export function readJsonEntrySync<T>(file: string, isValid: (value: unknown) => value is T): T | undefined {
  return parseJsonEntry(readEntrySync(file), isValid);
}

function parseJsonEntry<T>(payload: Buffer | undefined, isValid: (value: unknown) => value is T): T | undefined {
  if (payload === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(payload.toString('utf8'));
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A shape check for entries that are objects: `isRecord(value) && typeof value.x === 'string'`. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import { createHash, type Hash } from 'node:crypto';

/** A part of a key: text, bytes, or a number (written in decimal). */
export type KeyPart = string | number | bigint | Uint8Array;

/**
 * The one hash of the build: SHA-256, hex. A key is built part by part, each part followed by a
 * NUL, so that `('ab', 'c')` and `('a', 'bc')` never share a key. Every cache key, fingerprint
 * and content-hashed file name goes through here.
 */
export class KeyHash {
  readonly #hash: Hash = createHash('sha256');

  /** Adds parts, each closed by a NUL. */
  add(...parts: readonly KeyPart[]): this {
    for (const part of parts) {
      this.#hash.update(typeof part === 'string' || part instanceof Uint8Array ? part : String(part));
      this.#hash.update('\0');
    }
    return this;
  }

  /** The key, 64 hex digits (or its first `length`). */
  digest(length?: number): string {
    const hex = this.#hash.digest('hex');
    return length === undefined ? hex : hex.slice(0, length);
  }
}

/** The hash of these parts (`new KeyHash().add(...parts).digest()`). */
export function hashOf(...parts: readonly KeyPart[]): string {
  return new KeyHash().add(...parts).digest();
}

/** The hash of bytes as they are, with no separator: the name of a content-hashed file, a file's checksum. */
export function bytesHash(bytes: string | Uint8Array, length?: number): string {
  const hex = createHash('sha256').update(bytes).digest('hex');
  return length === undefined ? hex : hex.slice(0, length);
}

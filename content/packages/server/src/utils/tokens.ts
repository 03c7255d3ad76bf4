// Web Crypto is available in every runtime the server supports; only the one call used is declared.
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

/**
 * Creates a cryptographically random token, hex encoded.
 *
 * Used for session, e-mail verification, password reset and login tokens.
 *
 * @param length - Number of random bytes; the string is twice as long.
 * @returns The token.
 *
 * @example
 * ```ts
 * const token = generateRandomToken(); // 86 hex characters
 * ```
 */
export function generateRandomToken(length = 43): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

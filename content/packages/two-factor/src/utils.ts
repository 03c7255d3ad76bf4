import type { User } from '@accounts/types';

/**
 * Reads the two-factor data stored on a user.
 *
 * @param user - A user as returned by the database, before sanitisation.
 * @returns The stored secret, or `null` when two-factor is not enabled for the user.
 *
 * @example
 * ```ts
 * const enabled = getUserTwoFactorService(user) !== null;
 * ```
 */
export function getUserTwoFactorService(
  user: User
): { readonly secret: { base32: string; otpauth_url?: string } } | null {
  const services = (user.services ?? {}) as { twoFactor?: { secret?: { base32: string; otpauth_url?: string } } };
  const secret = services.twoFactor?.secret;
  return secret ? { secret } : null;
}

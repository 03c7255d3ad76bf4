/**
 * One e-mail address attached to a {@link User}.
 */
export interface EmailRecord {
  /** The e-mail address, stored as entered (databases may normalise case). */
  address: string;
  /** `true` once the owner has followed a verification link sent to this address. */
  verified: boolean;
}

/**
 * The user object every accounts-js package agrees on.
 *
 * Database adapters may store more fields; extend this interface and pass your type as the
 * `CustomUser` parameter of the generic server and database types to keep them typed.
 *
 * @example
 * ```ts
 * import type { User } from '@accounts/types';
 *
 * interface AppUser extends User {
 *   displayName: string;
 * }
 * ```
 */
export interface User {
  /** Optional unique login name. */
  username?: string;
  /** Every e-mail address the user owns, in the order they were added. */
  emails?: EmailRecord[];
  /** Unique identifier assigned by the database adapter. */
  id: string;
  /**
   * Per-strategy data, keyed by service name (for example `password` or `oauth`).
   * Sanitised out before a user is returned to a client.
   */
  services?: object;
  /** A deactivated user cannot log in until reactivated. */
  deactivated: boolean;
}

/**
 * Input accepted when creating a user.
 *
 * Only `username` and `email` are known to every strategy; anything else is passed through
 * to the database adapter untouched.
 */
export interface CreateUser {
  /** Requested login name. */
  username?: string;
  /** First e-mail address of the new user. */
  email?: string;
  /** Additional fields stored on the user document. */
  [additionalKey: string]: unknown;
}

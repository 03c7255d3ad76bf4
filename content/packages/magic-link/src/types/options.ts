import type { ErrorMessages } from './error-messages';

/**
 * Options of {@link AccountsMagicLink}.
 */
export interface AccountsMagicLinkOptions {
  /** Messages to use instead of the defaults in {@link errors}. */
  errors?: Partial<ErrorMessages>;
  /** How long a login link stays valid, in milliseconds. Defaults to 15 minutes. */
  loginTokenExpiration?: number;
}

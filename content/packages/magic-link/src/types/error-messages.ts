/**
 * Messages the magic link strategy puts in the errors it throws. The defaults are in {@link errors}.
 */
export interface ErrorMessages {
  /** No user has the requested address. */
  userNotFound: string;
  /** No login token was given. */
  unrecognizedOptionsForLogin: string;
  /** The login token has the wrong type. */
  matchFailed: string;
  /** The address is missing or malformed. */
  invalidEmail: string;
  /** The login link has expired. */
  loginTokenExpired: string;
}

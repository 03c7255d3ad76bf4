import type { ErrorMessages } from './types/error-messages';

/**
 * The default messages of the magic link strategy. Override them through
 * {@link AccountsMagicLinkOptions.errors}.
 */
export const errors: ErrorMessages = {
  userNotFound: 'User not found',
  unrecognizedOptionsForLogin: 'A login token is required',
  matchFailed: 'The login token must be a string',
  invalidEmail: 'Invalid email',
  loginTokenExpired: 'This login link has expired',
};

/** Codes thrown by {@link AccountsMagicLink.authenticate} when the parameters are wrong. */
export enum AuthenticateErrors {
  /** No `token` was given. */
  UnrecognizedOptionsForLogin = 'UnrecognizedOptionsForLogin',
  /** The `token` is not a string. */
  MatchFailed = 'MatchFailed',
}

/** Codes thrown by {@link AccountsMagicLink.authenticate} when the token itself is refused. */
export enum MagicLinkAuthenticatorErrors {
  /** The token is older than `loginTokenExpiration`. */
  LoginTokenExpired = 'LoginTokenExpired',
}

/** Codes thrown by {@link AccountsMagicLink.requestMagicLinkEmail}. */
export enum RequestMagicLinkEmailErrors {
  /** The address is missing or malformed. */
  InvalidEmail = 'InvalidEmail',
  /** No user has this address. */
  UserNotFound = 'UserNotFound',
}

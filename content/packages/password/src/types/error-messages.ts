/**
 * The messages {@link AccountsPassword} puts in the errors it throws.
 *
 * Override any of them through {@link AccountsPasswordOptions.errors}, for example to translate them.
 */
export interface ErrorMessages {
  /** No user matches the given identity. */
  userNotFound: string;
  /** The user has no password, for example because they signed up with OAuth. */
  noPasswordSet: string;
  /** The user has no e-mail address. */
  noEmailSet: string;
  /** The password does not match. */
  incorrectPassword: string;
  /** The login parameters are missing `user` or `password`. */
  unrecognizedOptionsForLogin: string;
  /** The login parameters have the wrong types. */
  matchFailed: string;
  /** The username failed validation. */
  invalidUsername: string;
  /** The e-mail address failed validation. */
  invalidEmail: string;
  /** Login was refused because `requireEmailVerification` is on and no address is verified. */
  emailNotVerified: string;
  /** The password failed validation. */
  invalidPassword: string;
  /** The new password failed validation. */
  invalidNewPassword: string;
  /** User or password is wrong; used instead of the precise messages when errors are ambiguous. */
  invalidCredentials: string;
  /** The token is unknown. */
  invalidToken: string;
  /** The verification link has expired. */
  verifyEmailLinkExpired: string;
  /** The verification link was sent to an address the user removed. */
  verifyEmailLinkUnknownAddress: string;
  /** The reset link has expired. */
  resetPasswordLinkExpired: string;
  /** The reset link was sent to an address the user removed. */
  resetPasswordLinkUnknownAddress: string;
  /** The username is taken. */
  usernameAlreadyExists: string;
  /** The e-mail address is taken. */
  emailAlreadyExists: string;
  /** Neither a username nor an e-mail address was given. */
  usernameOrEmailRequired: string;
}

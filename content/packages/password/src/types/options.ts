import type { AccountsTwoFactorOptions } from '@accounts/two-factor';
import type { CreateUserServicePassword, User } from '@accounts/types';
import type { ErrorMessages } from './error-messages';

/**
 * Options of {@link AccountsPassword}. Every option has a default.
 *
 * Durations are in milliseconds.
 *
 * @typeParam CustomUser - The application's user type.
 *
 * @example
 * ```ts
 * const password = new AccountsPassword({
 *   requireEmailVerification: true,
 *   passwordResetTokenExpiration: 60 * 60 * 1000,
 *   validatePassword: (password) => (password?.length ?? 0) >= 12,
 * });
 * ```
 */
export interface AccountsPasswordOptions<CustomUser extends User = User> {
  /** Options passed to the `TwoFactor` instance (from `@accounts/two-factor`) the strategy creates. */
  twoFactor?: AccountsTwoFactorOptions;
  /** Refuse to log in users who have not verified any address. Defaults to `false`. */
  requireEmailVerification?: boolean;
  /** Lifetime of e-mail verification links. Defaults to 3 days. */
  verifyEmailTokenExpiration?: number;
  /** Lifetime of password reset links. Defaults to 3 days. */
  passwordResetTokenExpiration?: number;
  /** Lifetime of enrollment links. Defaults to 30 days. */
  passwordEnrollTokenExpiration?: number;
  /** Messages to use instead of the default {@link ErrorMessages}. */
  errors?: Partial<ErrorMessages>;
  /** E-mail users after their password changed. Defaults to `true`. */
  notifyUserAfterPasswordChanged?: boolean;
  /** Log the user in after a password reset and return the tokens. Defaults to `false`. */
  returnTokensAfterResetPassword?: boolean;
  /** End every session of the user after a password reset. Defaults to `true`. */
  invalidateAllSessionsAfterPasswordReset?: boolean;
  /** End every other session of the user after a password change. Defaults to `false`. */
  invalidateAllSessionsAfterPasswordChanged?: boolean;
  /** Drop pending reset tokens after a password change. Defaults to `true`. */
  removeAllResetPasswordTokensAfterPasswordChanged?: boolean;
  /** Send a verification e-mail right after sign-up. Defaults to `false`. */
  sendVerificationEmailAfterSignup?: boolean;
  /**
   * Checks or rewrites a user before it is created; throw to refuse it.
   *
   * @param user - The user about to be created, password already hashed.
   * @returns The user to store.
   */
  validateNewUser?: (
    user: CreateUserServicePassword
  ) => CreateUserServicePassword | Promise<CreateUserServicePassword>;
  /**
   * Decides whether an e-mail address is acceptable.
   *
   * @param email - The address, possibly missing.
   */
  validateEmail?(email?: string): boolean;
  /**
   * Decides whether a password is acceptable. Defaults to "not empty".
   *
   * @param password - The password, possibly missing.
   */
  validatePassword?(password?: string): boolean;
  /**
   * Decides whether a username is acceptable.
   *
   * @param username - The username, possibly missing.
   */
  validateUsername?(username?: string): boolean;
  /**
   * Hashes a password before it is stored. Defaults to bcrypt.
   *
   * @param password - The plain-text password.
   * @returns The hash.
   */
  hashPassword?: (password: string) => Promise<string>;
  /**
   * Compares a password with a stored hash. Must match `hashPassword`.
   *
   * @param password - The plain-text password.
   * @param hash - The stored hash.
   * @returns Whether they match.
   */
  verifyPassword?: (password: string, hash: string) => Promise<boolean>;
}

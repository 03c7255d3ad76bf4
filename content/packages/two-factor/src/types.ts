/**
 * Options of {@link TwoFactor}.
 *
 * @example
 * ```ts
 * const twoFactor = new TwoFactor({ appName: 'Acme', window: 2 });
 * ```
 */
export interface AccountsTwoFactorOptions {
  /** Name shown in the user's authenticator app. Defaults to `'accounts-js'`. */
  appName?: string;
  /** Length of generated secrets, in characters. Defaults to `20`. */
  secretLength?: number;
  /**
   * How many 30-second steps before and after the current one a code may come from.
   * Defaults to `1`.
   */
  window?: number;
  /** Replacement error messages, keyed by situation. */
  errors?: {
    readonly [Situation in
      | 'userNotFound'
      | 'userTwoFactorNotSet'
      | 'userTwoFactorAlreadySet'
      | 'codeDidntMatch'
      | 'codeRequired']?: string;
  };
}

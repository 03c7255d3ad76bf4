import { AccountsJsError } from '@accounts/server';
import type { DatabaseInterfaceUser, User } from '@accounts/types';
import { codeMatches, createSecret } from './otp';
import type { AccountsTwoFactorOptions } from './types';
import { getUserTwoFactorService } from './utils';

const defaultErrors = {
  userNotFound: 'User not found',
  userTwoFactorNotSet: 'Two-factor authentication is not set for this user',
  userTwoFactorAlreadySet: 'Two-factor authentication is already set for this user',
  codeDidntMatch: "The code doesn't match",
  codeRequired: 'A two-factor code is required',
};

/**
 * Time-based one-time password (TOTP) support, used by the password strategy as a second factor.
 *
 * @typeParam CustomUser - The application's user type.
 *
 * @example
 * ```ts
 * const twoFactor = new TwoFactor({ appName: 'Acme' });
 * twoFactor.setUserStore(database);
 *
 * const secret = twoFactor.getNewAuthSecret();
 * // show secret.otpauth_url as a QR code, then confirm with a first code:
 * await twoFactor.set(userId, secret, '123456');
 * ```
 */
export class TwoFactor<CustomUser extends User = User> {
  #options: Required<Omit<AccountsTwoFactorOptions, 'errors'>> & { errors: typeof defaultErrors };
  #db?: DatabaseInterfaceUser<CustomUser>;

  /**
   * Creates the helper; call {@link TwoFactor.setUserStore} before using it.
   *
   * @param options - Application name, secret length, tolerance window and messages.
   */
  constructor(options: AccountsTwoFactorOptions = {}) {
    this.#options = {
      appName: options.appName ?? 'accounts-js',
      secretLength: options.secretLength ?? 20,
      window: options.window ?? 1,
      errors: { ...defaultErrors, ...options.errors },
    };
  }

  /**
   * Sets the store where two-factor secrets are kept, under the `twoFactor` service.
   *
   * @param store - The user store.
   */
  public setUserStore(store: DatabaseInterfaceUser<CustomUser>): void {
    this.#db = store;
  }

  /**
   * Checks the code a user typed at login.
   *
   * @param user - The user logging in, with their services.
   * @param code - The six-digit code from the authenticator app.
   * @throws An {@link AccountsJsError} when two-factor is not set or the code is wrong.
   */
  public async authenticate(user: CustomUser, code: string): Promise<void> {
    const { errors, window } = this.#options;
    if (!code) throw new AccountsJsError(errors.codeRequired, 'CodeRequired');
    const service = getUserTwoFactorService(user);
    if (!service) throw new AccountsJsError(errors.userTwoFactorNotSet, 'UserTwoFactorNotSet');
    if (!codeMatches(service.secret.base32, code, window)) {
      throw new AccountsJsError(errors.codeDidntMatch, 'CodeDidntMatch');
    }
  }

  /**
   * Generates a new secret for a user to scan. Nothing is stored until {@link TwoFactor.set}.
   *
   * @returns The base32 secret and the `otpauth://` URL to render as a QR code.
   */
  public getNewAuthSecret(): { base32: string; otpauth_url?: string } {
    return createSecret(this.#options.secretLength, this.#options.appName);
  }

  /**
   * Enables two-factor for a user, once they prove their app produces matching codes.
   *
   * @param userId - Identifier of the user.
   * @param secret - The secret returned by {@link TwoFactor.getNewAuthSecret}; only `base32` is required.
   * @param code - A code generated from that secret.
   * @throws An {@link AccountsJsError} when the user is unknown, already enrolled, or the code is wrong.
   */
  public async set(
    userId: string,
    secret: { readonly base32?: string | null; readonly otpauth_url?: string | null },
    code: string
  ): Promise<void> {
    const { errors, window } = this.#options;
    const user = await this.#store().findUserById(userId);
    if (!user) throw new AccountsJsError(errors.userNotFound, 'UserNotFound');
    if (getUserTwoFactorService(user)) throw new AccountsJsError(errors.userTwoFactorAlreadySet, 'UserTwoFactorAlreadySet');
    if (!secret.base32 || !codeMatches(secret.base32, code, window)) {
      throw new AccountsJsError(errors.codeDidntMatch, 'CodeDidntMatch');
    }
    const stored = { base32: secret.base32, otpauth_url: secret.otpauth_url ?? undefined };
    await this.#store().setService(userId, 'twoFactor', { secret: stored });
  }

  /**
   * Disables two-factor for a user; a current code is required.
   *
   * @param userId - Identifier of the user.
   * @param code - A code from the user's authenticator app.
   * @throws An {@link AccountsJsError} when the user is unknown, not enrolled, or the code is wrong.
   */
  public async unset(userId: string, code: string): Promise<void> {
    const user = await this.#store().findUserById(userId);
    if (!user) throw new AccountsJsError(this.#options.errors.userNotFound, 'UserNotFound');
    await this.authenticate(user, code);
    await this.#store().unsetService(userId, 'twoFactor');
  }

  #store(): DatabaseInterfaceUser<CustomUser> {
    if (!this.#db) throw new AccountsJsError('TwoFactor has no user store: call setUserStore first');
    return this.#db;
  }
}

import type { AccountsClient } from '@accounts/client';
import type {
  CreateUserResult,
  CreateUserServicePassword,
  LoginResult,
  LoginUserPasswordService,
} from '@accounts/types';

/** Client-side password hashing, applied before any password leaves the device. */
type PasswordHasher = (password: string) => string;

/**
 * Password strategy for {@link AccountsClient}.
 *
 * Wraps the password-related transport calls and, when `hashPassword` is
 * given, hashes every password before it is sent, so the server only ever
 * sees the hash.
 *
 * @example
 * ```ts
 * import { AccountsClient } from '@accounts/client';
 * import { AccountsClientPassword } from '@accounts/client-password';
 *
 * const password = new AccountsClientPassword(accountsClient);
 *
 * await password.createUser({ email: 'grace@example.com', password: 'pa55-phrase' });
 * await password.login({ user: { email: 'grace@example.com' }, password: 'pa55-phrase' });
 * ```
 */
export class AccountsClientPassword {
  private readonly client: AccountsClient;
  private readonly hasher: PasswordHasher;

  /**
   * Creates the password client.
   *
   * @param client - The {@link AccountsClient} whose transport and token storage are used.
   * @param options - Optional client-side hashing. The server must expect the same hash.
   */
  constructor(client: AccountsClient, options: { hashPassword?: PasswordHasher } = {}) {
    this.client = client;
    this.hasher = options.hashPassword ?? ((password) => password);
  }

  /**
   * Registers a user with a password.
   *
   * @param user - Username and/or email, the password, and any extra profile fields.
   * @returns The new user's id, and login tokens when the server logs users in on sign-up.
   */
  async createUser(user: CreateUserServicePassword): Promise<CreateUserResult> {
    const result = await this.client.transport.createUser({
      ...user,
      password: this.hashPassword(user.password),
    });
    if (result.loginResult) await this.client.setTokens(result.loginResult.tokens);
    return result;
  }

  /**
   * Logs in with a password and stores the new session's tokens.
   *
   * @param user - Who is logging in, the password, and the two-factor code when enabled.
   * @returns The session, tokens and user.
   */
  login(user: LoginUserPasswordService): Promise<LoginResult> {
    return this.client.loginWithService('password', {
      ...user,
      password: this.hashPassword(user.password),
    });
  }

  /**
   * Sends a password-reset email. The call succeeds even when the address is
   * unknown if the server uses ambiguous error messages.
   *
   * @param email - Address of the account.
   */
  requestPasswordReset(email: string): Promise<void> {
    return this.client.transport.sendResetPasswordEmail(email);
  }

  /**
   * Sets a new password with the token from the reset email.
   *
   * @param token - Token taken from the reset link.
   * @param newPassword - The new password, in clear; it is hashed here if configured.
   * @returns The new session when the server logs the user in after a reset, otherwise `null`.
   */
  async resetPassword(token: string, newPassword: string): Promise<LoginResult | null> {
    const result = await this.client.transport.resetPassword(token, this.hashPassword(newPassword));
    if (result) await this.client.setTokens(result.tokens);
    return result;
  }

  /**
   * Sends the email-verification email again.
   *
   * @param email - The address to verify.
   */
  requestVerificationEmail(email: string): Promise<void> {
    return this.client.transport.sendVerificationEmail(email);
  }

  /**
   * Confirms an email address.
   *
   * @param token - Token taken from the verification link.
   */
  verifyEmail(token: string): Promise<void> {
    return this.client.transport.verifyEmail(token);
  }

  /**
   * Adds an unverified email address to the logged-in user.
   *
   * @param newEmail - The address to add.
   */
  addEmail(newEmail: string): Promise<void> {
    return this.client.transport.addEmail(newEmail);
  }

  /**
   * Changes the logged-in user's password.
   *
   * @param oldPassword - The current password.
   * @param newPassword - The replacement password.
   */
  changePassword(oldPassword: string, newPassword: string): Promise<void> {
    return this.client.transport.changePassword(
      this.hashPassword(oldPassword),
      this.hashPassword(newPassword)
    );
  }

  /**
   * Applies the configured client-side hash.
   *
   * @param password - Password in clear.
   * @returns The hash, or the password unchanged when no `hashPassword` option was given.
   */
  hashPassword(password: string): string {
    return this.hasher(password);
  }
}

import { AccountsJsError, AccountsServer, ServerHooks, getFirstUserEmail, generateRandomToken } from '@accounts/server';
import { TwoFactor, getUserTwoFactorService } from '@accounts/two-factor';
import type {
  AuthenticationService,
  ConnectionInformations,
  CreateUserServicePassword,
  DatabaseInterface,
  DatabaseInterfaceSessions,
  LoginResult,
  LoginUserPasswordService,
  TokenRecord,
  User,
} from '@accounts/types';
import {
  AddEmailErrors,
  ChangePasswordErrors,
  CreateUserErrors,
  ResetPasswordErrors,
  SendResetPasswordEmailErrors,
  SendVerificationEmailErrors,
  VerifyEmailErrors,
} from './errors';
import type { ErrorMessages } from './types/error-messages';
import type { AccountsPasswordOptions } from './types/options';
import { defaultErrorMessages, defaultExpirations, defaultTemplates, looksLikeEmail } from './utils/defaults';
import { bcryptPassword, verifyBcryptPassword } from './utils/hash';

type MailKind = keyof typeof defaultTemplates;

/** Reads the token records a user holds, from `services.password.reset` or `services.email.verificationTokens`. */
function tokenRecords(user: User, kind: 'reset' | 'verification'): TokenRecord[] {
  const services = (user.services ?? {}) as {
    password?: { reset?: TokenRecord[] };
    email?: { verificationTokens?: TokenRecord[] };
  };
  return (kind === 'reset' ? services.password?.reset : services.email?.verificationTokens) ?? [];
}

/**
 * The password strategy: sign-up, login with username or e-mail, e-mail verification,
 * password reset and change, and optional two-factor codes through {@link TwoFactor}.
 *
 * Register it on the server under the `password` name.
 *
 * @typeParam CustomUser - The application's user type.
 *
 * @example
 * ```ts
 * const password = new AccountsPassword({ requireEmailVerification: true });
 * const server = new AccountsServer({ tokenSecret: 'secret' }, { password }, database);
 *
 * const userId = await password.createUser({ email: 'ada@example.com', password: 'correct horse' });
 * await password.sendVerificationEmail('ada@example.com');
 * ```
 */
export class AccountsPassword<CustomUser extends User = User>
  implements AuthenticationService<CustomUser, LoginUserPasswordService>
{
  /** Name the strategy is registered under. */
  public serviceName = 'password';

  /** The server the strategy is registered on; set by {@link AccountsServer}. */
  public server!: AccountsServer;

  /** The second-factor helper used when a user has enabled two-factor. */
  public twoFactor: TwoFactor<CustomUser>;

  /** The options given to the constructor, with defaults filled in. */
  public options: Omit<AccountsPasswordOptions<CustomUser>, 'errors'> &
    Required<
      Pick<
        AccountsPasswordOptions<CustomUser>,
        | 'verifyEmailTokenExpiration'
        | 'passwordResetTokenExpiration'
        | 'passwordEnrollTokenExpiration'
        | 'validateEmail'
        | 'validatePassword'
        | 'validateUsername'
        | 'hashPassword'
        | 'verifyPassword'
      >
    > & { errors: ErrorMessages };

  #db?: DatabaseInterface<CustomUser>;
  #sessions?: DatabaseInterfaceSessions;

  /**
   * Creates the strategy; it becomes usable once registered on an {@link AccountsServer}.
   *
   * @param options - Strategy options; all optional.
   * @param server - The server, when constructed by a dependency injection container.
   * @param db - The user store, when constructed by a dependency injection container.
   */
  constructor(options: AccountsPasswordOptions<CustomUser> = {}, server?: AccountsServer, db?: DatabaseInterface<CustomUser>) {
    this.options = {
      notifyUserAfterPasswordChanged: true,
      invalidateAllSessionsAfterPasswordReset: true,
      removeAllResetPasswordTokensAfterPasswordChanged: true,
      validateEmail: looksLikeEmail,
      validatePassword: (password?: string) => typeof password === 'string' && password !== '',
      validateUsername: (username?: string) => typeof username === 'string' && /^[\w.-]+$/.test(username),
      hashPassword: bcryptPassword,
      verifyPassword: verifyBcryptPassword,
      ...defaultExpirations,
      ...options,
      errors: { ...defaultErrorMessages, ...options.errors },
    };
    this.twoFactor = new TwoFactor<CustomUser>(options.twoFactor);
    if (server) this.server = server;
    if (db) this.setUserStore(db);
  }

  /**
   * Sets the user store. It must implement the password storage as well as the user storage.
   *
   * @param store - The database adapter.
   */
  public setUserStore(store: DatabaseInterface<CustomUser>): void {
    this.#db = store;
    this.twoFactor.setUserStore(store);
  }

  /**
   * Sets the session store, used to end sessions after a password reset or change.
   *
   * @param store - The session store.
   */
  public setSessionsStore(store: DatabaseInterfaceSessions): void {
    this.#sessions = store;
  }

  /**
   * Checks a username or e-mail and password, then the two-factor code when enabled.
   * Called by {@link AccountsServer.loginWithService}.
   *
   * @param params - The user, the password and, when needed, the two-factor code.
   * @returns The authenticated user.
   * @throws An {@link AccountsJsError} when the credentials are wrong or incomplete.
   */
  public async authenticate(params: LoginUserPasswordService): Promise<CustomUser> {
    const { errors } = this.options;
    const { user: identity, password, code } = params;
    if (!identity || !password) throw new AccountsJsError(errors.unrecognizedOptionsForLogin, 'UnrecognizedOptionsForLogin');
    if (typeof password !== 'string') throw new AccountsJsError(errors.matchFailed, 'MatchFailed');

    const user =
      typeof identity === 'string'
        ? identity.includes('@')
          ? await this.findUserByEmail(identity)
          : await this.findUserByUsername(identity)
        : identity.id
          ? await this.#store().findUserById(identity.id)
          : identity.email
            ? await this.findUserByEmail(identity.email)
            : identity.username
              ? await this.findUserByUsername(identity.username)
              : null;
    if (!user) throw this.#ambiguous(errors.userNotFound, 'UserNotFound');

    const hash = await this.#store().findPasswordHash(user.id);
    if (!hash) throw this.#ambiguous(errors.noPasswordSet, 'NoPasswordSet');
    if (!(await this.options.verifyPassword(password, hash))) throw this.#ambiguous(errors.incorrectPassword, 'IncorrectPassword');

    if (this.options.requireEmailVerification && !user.emails?.some((email) => email.verified)) {
      throw new AccountsJsError(errors.emailNotVerified, 'EmailNotVerified');
    }
    if (getUserTwoFactorService(user)) await this.twoFactor.authenticate(user, code ?? '');
    return user;
  }

  /**
   * Finds a user by e-mail address.
   *
   * @param email - The address.
   * @returns The user, or `null`.
   */
  public findUserByEmail(email: string): Promise<CustomUser | null> {
    return this.#store().findUserByEmail(email.toLowerCase());
  }

  /**
   * Finds a user by username.
   *
   * @param username - The username.
   * @returns The user, or `null`.
   */
  public findUserByUsername(username: string): Promise<CustomUser | null> {
    return this.#store().findUserByUsername(username);
  }

  /**
   * Adds an e-mail address to a user.
   *
   * @param userId - Identifier of the user.
   * @param newEmail - The address to add.
   * @param verified - Whether to mark it verified straight away.
   * @throws An {@link AccountsJsError} with {@link AddEmailErrors.InvalidEmail}.
   */
  public async addEmail(userId: string, newEmail: string, verified = false): Promise<void> {
    if (!this.options.validateEmail(newEmail)) {
      throw new AccountsJsError(this.options.errors.invalidEmail, AddEmailErrors.InvalidEmail);
    }
    await this.#store().addEmail(userId, newEmail.toLowerCase(), verified);
  }

  /**
   * Removes an e-mail address from a user.
   *
   * @param userId - Identifier of the user.
   * @param email - The address to remove.
   */
  public removeEmail(userId: string, email: string): Promise<void> {
    return this.#store().removeEmail(userId, email);
  }

  /**
   * Marks an address as verified, using the token from a verification e-mail.
   *
   * @param token - The token from the link.
   * @throws An {@link AccountsJsError} with a {@link VerifyEmailErrors} code.
   */
  public async verifyEmail(token: string): Promise<void> {
    const { errors, verifyEmailTokenExpiration } = this.options;
    const user = await this.#store().findUserByEmailVerificationToken(token);
    if (!user) throw new AccountsJsError(errors.invalidToken, VerifyEmailErrors.InvalidToken);
    const record = tokenRecords(user, 'verification').find((candidate) => candidate.token === token);
    if (!record || this.isTokenExpired(record, verifyEmailTokenExpiration)) {
      throw new AccountsJsError(errors.verifyEmailLinkExpired, VerifyEmailErrors.VerifyEmailLinkExpired);
    }
    if (!user.emails?.some((email) => email.address === record.address)) {
      throw new AccountsJsError(errors.verifyEmailLinkUnknownAddress, VerifyEmailErrors.VerifyEmailLinkUnknownAddress);
    }
    await this.#store().verifyEmail(user.id, record.address);
    await this.server.getHooks().emit(ServerHooks.VerifyEmailSuccess, { user });
  }

  /**
   * Sets a new password using the token from a reset or enrollment e-mail.
   *
   * @param token - The token from the link.
   * @param newPassword - The new password.
   * @param infos - Where the request came from, used when logging the user in.
   * @returns A login result when `returnTokensAfterResetPassword` is on, otherwise `null`.
   * @throws An {@link AccountsJsError} with a {@link ResetPasswordErrors} code.
   */
  public async resetPassword(
    token: string,
    newPassword: string,
    infos: ConnectionInformations
  ): Promise<LoginResult | null> {
    const { errors } = this.options;
    if (!this.options.validatePassword(newPassword)) {
      throw new AccountsJsError(errors.invalidNewPassword, ResetPasswordErrors.InvalidNewPassword);
    }
    const user = await this.#store().findUserByResetPasswordToken(token);
    if (!user) throw new AccountsJsError(errors.invalidToken, ResetPasswordErrors.InvalidToken);
    const record = tokenRecords(user, 'reset').find((candidate) => candidate.token === token);
    const lifetime =
      record?.reason === 'enroll' ? this.options.passwordEnrollTokenExpiration : this.options.passwordResetTokenExpiration;
    if (!record || this.isTokenExpired(record, lifetime)) {
      throw new AccountsJsError(errors.resetPasswordLinkExpired, ResetPasswordErrors.ResetPasswordLinkExpired);
    }
    if (!user.emails?.length) throw new AccountsJsError(errors.noEmailSet, ResetPasswordErrors.NoEmailSet);
    if (!user.emails.some((email) => email.address === record.address)) {
      throw new AccountsJsError(errors.resetPasswordLinkUnknownAddress, ResetPasswordErrors.ResetPasswordLinkUnknownAddress);
    }

    await this.#store().setPassword(user.id, await this.options.hashPassword(newPassword));
    await this.#store().removeAllResetPasswordTokens(user.id);
    // Following the link proves the user owns the address.
    await this.#store().verifyEmail(user.id, record.address);
    if (this.options.invalidateAllSessionsAfterPasswordReset) await this.#sessions?.invalidateAllSessions(user.id);
    await this.server.getHooks().emit(ServerHooks.ResetPasswordSuccess, { user });
    return this.options.returnTokensAfterResetPassword ? this.server.loginWithUser(user, infos) : null;
  }

  /**
   * Replaces a user's password without any check. Prefer {@link AccountsPassword.changePassword}
   * for requests made by the user.
   *
   * @param userId - Identifier of the user.
   * @param newPassword - The new plain-text password; it is hashed before being stored.
   */
  public async setPassword(userId: string, newPassword: string): Promise<void> {
    await this.#store().setPassword(userId, await this.options.hashPassword(newPassword));
  }

  /**
   * Changes the password of a logged-in user after checking the old one.
   *
   * @param userId - Identifier of the user.
   * @param oldPassword - The current password.
   * @param newPassword - The new password.
   * @throws An {@link AccountsJsError} with a {@link ChangePasswordErrors} code.
   */
  public async changePassword(userId: string, oldPassword: string, newPassword: string): Promise<void> {
    const { errors } = this.options;
    if (!this.options.validatePassword(newPassword)) {
      throw new AccountsJsError(errors.invalidPassword, ChangePasswordErrors.InvalidPassword);
    }
    const user = await this.#store().findUserById(userId);
    if (!user) throw this.#ambiguous(errors.userNotFound, ChangePasswordErrors.UserNotFound);
    const hash = await this.#store().findPasswordHash(userId);
    if (!hash) throw this.#ambiguous(errors.noPasswordSet, ChangePasswordErrors.NoPasswordSet);
    if (!(await this.options.verifyPassword(oldPassword, hash))) {
      throw this.#ambiguous(errors.incorrectPassword, ChangePasswordErrors.IncorrectPassword);
    }

    await this.setPassword(userId, newPassword);
    if (this.options.removeAllResetPasswordTokensAfterPasswordChanged) await this.#store().removeAllResetPasswordTokens(userId);
    if (this.options.invalidateAllSessionsAfterPasswordChanged) await this.#sessions?.invalidateAllSessions(userId);
    await this.server.getHooks().emit(ServerHooks.ChangePasswordSuccess, { user });
    if (this.options.notifyUserAfterPasswordChanged) {
      if (!user.emails?.length) throw new AccountsJsError(errors.noEmailSet, ChangePasswordErrors.NoEmailSet);
      await this.#sendMail('passwordChanged', user, getFirstUserEmail(user), '', '');
    }
  }

  /**
   * E-mails a verification link to an address the user has not verified yet.
   *
   * @param address - The address to verify.
   * @throws An {@link AccountsJsError} with a {@link SendVerificationEmailErrors} code.
   */
  public async sendVerificationEmail(address: string): Promise<void> {
    const { errors } = this.options;
    if (!address) throw new AccountsJsError(errors.invalidEmail, SendVerificationEmailErrors.InvalidEmail);
    const user = await this.findUserByEmail(address);
    if (!user) {
      if (this.server.options.ambiguousErrorMessages) return;
      throw new AccountsJsError(errors.userNotFound, SendVerificationEmailErrors.UserNotFound);
    }
    const email = user.emails?.find((candidate) => candidate.address === address.toLowerCase());
    if (!email || email.verified) return;
    const token = generateRandomToken();
    await this.#store().addEmailVerificationToken(user.id, email.address, token);
    await this.#sendMail('verifyEmail', user, email.address, token, 'verify-email');
  }

  /**
   * E-mails a password reset link.
   *
   * @param address - An address of the user.
   * @throws An {@link AccountsJsError} with a {@link SendResetPasswordEmailErrors} code, unless errors are ambiguous.
   */
  public async sendResetPasswordEmail(address: string): Promise<void> {
    const { errors } = this.options;
    if (!address) throw new AccountsJsError(errors.invalidEmail, SendResetPasswordEmailErrors.InvalidEmail);
    const user = await this.findUserByEmail(address);
    if (!user) {
      if (this.server.options.ambiguousErrorMessages) return;
      throw new AccountsJsError(errors.userNotFound, SendResetPasswordEmailErrors.UserNotFound);
    }
    const to = getFirstUserEmail(user, address.toLowerCase());
    const token = generateRandomToken();
    await this.#store().addResetPasswordToken(user.id, to, token, 'reset');
    await this.#sendMail('resetPassword', user, to, token, 'reset-password');
  }

  /**
   * E-mails a link to choose a first password, for accounts created by an administrator.
   *
   * @param address - An address of the user.
   * @throws An {@link AccountsJsError} when no user has this address.
   */
  public async sendEnrollmentEmail(address: string): Promise<void> {
    const user = await this.findUserByEmail(address);
    if (!user) throw new AccountsJsError(this.options.errors.userNotFound, 'UserNotFound');
    const to = getFirstUserEmail(user, address.toLowerCase());
    const token = generateRandomToken();
    await this.#store().addResetPasswordToken(user.id, to, token, 'enroll');
    await this.#sendMail('enrollAccount', user, to, token, 'enroll-account');
  }

  /**
   * Creates a user after validating the username, e-mail and password.
   *
   * @param user - The new user, with a plain-text password.
   * @returns Identifier of the new user.
   * @throws An {@link AccountsJsError} with a {@link CreateUserErrors} code.
   */
  public async createUser(user: CreateUserServicePassword): Promise<string> {
    const { errors } = this.options;
    const { username, password } = user;
    const email = user.email?.toLowerCase();
    if (!username && !email) throw new AccountsJsError(errors.usernameOrEmailRequired, CreateUserErrors.UsernameOrEmailRequired);
    if (username !== undefined && !this.options.validateUsername(username)) {
      throw new AccountsJsError(errors.invalidUsername, CreateUserErrors.InvalidUsername);
    }
    if (email !== undefined && !this.options.validateEmail(email)) {
      throw new AccountsJsError(errors.invalidEmail, CreateUserErrors.InvalidEmail);
    }
    if (!this.options.validatePassword(password)) throw new AccountsJsError(errors.invalidPassword, CreateUserErrors.InvalidPassword);
    if (username && (await this.findUserByUsername(username))) {
      throw new AccountsJsError(errors.usernameAlreadyExists, CreateUserErrors.UsernameAlreadyExists);
    }
    if (email && (await this.findUserByEmail(email))) {
      throw new AccountsJsError(errors.emailAlreadyExists, CreateUserErrors.EmailAlreadyExists);
    }

    const prepared = { ...user, email, password: await this.options.hashPassword(password) };
    const validated = this.options.validateNewUser ? await this.options.validateNewUser(prepared) : prepared;
    const userId = await this.#store().createUser(validated);
    await this.server.getHooks().emit(ServerHooks.CreateUserSuccess, { userId, username, email });
    if (email && this.options.sendVerificationEmailAfterSignup) await this.sendVerificationEmail(email);
    return userId;
  }

  /**
   * Tells whether a token is older than its allowed lifetime.
   *
   * @param token - The stored token record.
   * @param expiryDate - Lifetime of this kind of token, in milliseconds.
   * @returns `true` when the token must be refused.
   */
  public isTokenExpired(token: TokenRecord, expiryDate: number): boolean {
    return Date.now() >= token.when + expiryDate;
  }

  #store(): DatabaseInterface<CustomUser> {
    if (!this.#db) throw new AccountsJsError('AccountsPassword has no user store: register it on an AccountsServer first');
    return this.#db;
  }

  #ambiguous(message: string, code: string): AccountsJsError {
    return this.server?.options.ambiguousErrorMessages
      ? new AccountsJsError(this.options.errors.invalidCredentials, 'InvalidCredentials')
      : new AccountsJsError(message, code);
  }

  async #sendMail(kind: MailKind, user: CustomUser, to: string, token: string, pathFragment: string): Promise<void> {
    const { sendMail, emailTemplates } = this.server.options;
    if (!sendMail) throw new AccountsJsError('No sendMail function is configured on the server');
    const template = emailTemplates?.[kind] ?? defaultTemplates[kind];
    const from = emailTemplates?.from ?? 'accounts-js <no-reply@accounts-js.com>';
    await sendMail(this.server.prepareMail(to, token, user, pathFragment, template, from));
  }
}

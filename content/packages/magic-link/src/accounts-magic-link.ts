import { AccountsJsError, AccountsServer, ServerHooks, generateRandomToken } from '@accounts/server';
import type {
  AuthenticationService,
  DatabaseInterfaceServiceMagicLink,
  DatabaseInterfaceServicePassword,
  DatabaseInterfaceSessions,
  DatabaseInterfaceUser,
  LoginUserMagicLinkService,
  TokenRecord,
  User,
} from '@accounts/types';
import { AuthenticateErrors, MagicLinkAuthenticatorErrors, RequestMagicLinkEmailErrors, errors as defaultErrors } from './errors';
import type { ErrorMessages } from './types/error-messages';
import type { AccountsMagicLinkOptions } from './types/options';

type MagicLinkStore<U extends User> = DatabaseInterfaceUser<U> &
  DatabaseInterfaceServiceMagicLink<U> &
  Pick<DatabaseInterfaceServicePassword<U>, 'findUserByEmail'>;

const defaultTemplate = {
  subject: () => 'Your login link',
  text: (_user: User, url: string) => `Follow this link to log in: ${url}`,
};

function loginTokens(user: User): TokenRecord[] {
  return ((user.services ?? {}) as { magicLink?: { loginTokens?: TokenRecord[] } }).magicLink?.loginTokens ?? [];
}

/**
 * The magic link strategy: users ask for a login link by e-mail and are logged in with the
 * token it carries. Register it on the server under the `magicLink` name.
 *
 * @typeParam CustomUser - The application's user type.
 *
 * @example
 * ```ts
 * const magicLink = new AccountsMagicLink({ loginTokenExpiration: 10 * 60 * 1000 });
 * const server = new AccountsServer({ tokenSecret: 'secret', siteUrl: 'https://example.com' }, { magicLink }, database);
 *
 * await magicLink.requestMagicLinkEmail('ada@example.com');
 * // later, with the token from the link:
 * await server.loginWithService('magicLink', { token }, connection);
 * ```
 */
export class AccountsMagicLink<CustomUser extends User = User>
  implements AuthenticationService<CustomUser, LoginUserMagicLinkService>
{
  /** Name the strategy is registered under. */
  public serviceName = 'magicLink';

  /** The server the strategy is registered on; set by {@link AccountsServer}. */
  public server!: AccountsServer;

  #options: { errors: ErrorMessages; loginTokenExpiration: number };
  #db?: MagicLinkStore<CustomUser>;

  /**
   * Creates the strategy; it becomes usable once registered on an {@link AccountsServer}.
   *
   * @param options - Messages and link lifetime.
   * @param server - The server, when constructed by a dependency injection container.
   * @param db - The user store, when constructed by a dependency injection container.
   */
  constructor(options: AccountsMagicLinkOptions = {}, server?: AccountsServer, db?: MagicLinkStore<CustomUser>) {
    this.#options = {
      errors: { ...defaultErrors, ...options.errors },
      loginTokenExpiration: options.loginTokenExpiration ?? 15 * 60 * 1000,
    };
    if (server) this.server = server;
    this.#db = db;
  }

  /**
   * Sets the user store. It must store login tokens and find users by e-mail.
   *
   * @param store - The database adapter.
   */
  public setUserStore(store: MagicLinkStore<CustomUser>): void {
    this.#db = store;
  }

  /**
   * Accepts the session store. The strategy does not need it; the method exists to satisfy
   * {@link AuthenticationService}.
   *
   * @param _store - The session store, unused.
   */
  public setSessionsStore(_store: DatabaseInterfaceSessions): void {
    // Login links never touch sessions directly: the server opens one after authenticate().
  }

  /**
   * E-mails a one-time login link to a user.
   *
   * @param email - The user's address.
   * @throws An {@link AccountsJsError} with a {@link RequestMagicLinkEmailErrors} code.
   */
  public async requestMagicLinkEmail(email: string): Promise<void> {
    const { errors } = this.#options;
    if (!email || !email.includes('@')) {
      throw new AccountsJsError(errors.invalidEmail, RequestMagicLinkEmailErrors.InvalidEmail);
    }
    const address = email.toLowerCase();
    const user = await this.#store().findUserByEmail(address);
    if (!user) {
      if (this.server.options.ambiguousErrorMessages) return;
      throw new AccountsJsError(errors.userNotFound, RequestMagicLinkEmailErrors.UserNotFound);
    }
    const token = generateRandomToken();
    await this.#store().addLoginToken(user.id, address, token);

    const { sendMail, emailTemplates } = this.server.options;
    if (!sendMail) throw new AccountsJsError('No sendMail function is configured on the server');
    const template = emailTemplates?.magicLink ?? defaultTemplate;
    const from = emailTemplates?.from ?? 'accounts-js <no-reply@accounts-js.com>';
    await sendMail(this.server.prepareMail(address, token, user, 'magic-link', template, from));
  }

  /**
   * Exchanges a login token for its user. Called by {@link AccountsServer.loginWithService}.
   * Every pending token of the user is removed once one is used.
   *
   * @param params - The token from the link.
   * @returns The user, or `null` when the token is unknown.
   * @throws An {@link AccountsJsError} with an {@link AuthenticateErrors} or
   *   {@link MagicLinkAuthenticatorErrors} code.
   */
  public async authenticate(params: LoginUserMagicLinkService): Promise<CustomUser | null> {
    const { errors, loginTokenExpiration } = this.#options;
    if (!params.token) {
      throw new AccountsJsError(errors.unrecognizedOptionsForLogin, AuthenticateErrors.UnrecognizedOptionsForLogin);
    }
    if (typeof params.token !== 'string') throw new AccountsJsError(errors.matchFailed, AuthenticateErrors.MatchFailed);

    const user = await this.#store().findUserByLoginToken(params.token);
    if (!user) return null;
    const record = loginTokens(user).find((candidate) => candidate.token === params.token);
    if (!record || this.isTokenExpired(record, loginTokenExpiration)) {
      throw new AccountsJsError(errors.loginTokenExpired, MagicLinkAuthenticatorErrors.LoginTokenExpired);
    }
    await this.#store().removeAllLoginTokens(user.id);
    return user;
  }

  /**
   * Tells whether a login token is older than its allowed lifetime.
   *
   * @param tokenRecord - The stored token.
   * @param expiryDate - Allowed lifetime in milliseconds; defaults to `loginTokenExpiration`.
   * @returns `true` when the token must be refused.
   */
  public isTokenExpired(tokenRecord: TokenRecord, expiryDate = this.#options.loginTokenExpiration): boolean {
    return Date.now() >= tokenRecord.when + expiryDate;
  }

  #store(): MagicLinkStore<CustomUser> {
    if (!this.#db) throw new AccountsJsError('AccountsMagicLink has no user store: register it on an AccountsServer first');
    return this.#db;
  }
}

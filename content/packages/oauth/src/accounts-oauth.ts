import { AccountsJsError, type AccountsServer } from '@accounts/server';
import type {
  AuthenticationService,
  CreateUser,
  DatabaseInterfaceServicePassword,
  DatabaseInterfaceSessions,
  DatabaseInterfaceUser,
  IContext,
  User,
} from '@accounts/types';
import type { OAuthProviders } from './types';

type OAuthUserStore<U extends User> = DatabaseInterfaceUser<U> &
  Partial<Pick<DatabaseInterfaceServicePassword<U>, 'findUserByEmail'>> & {
    createUser(user: CreateUser): Promise<string>;
  };

/**
 * The OAuth strategy. Delegates the token check to one of its {@link OAuthProviders}, then
 * finds the user linked to the provider account, or links or creates one.
 *
 * Register it on the server under the `oauth` name; clients log in with
 * `{ provider: 'twitter', ...providerTokens }`.
 *
 * @typeParam CustomUser - The application's user type.
 *
 * @example
 * ```ts
 * import AccountsOAuthTwitter from '@accounts/oauth-twitter';
 *
 * const oauth = new AccountsOauth({
 *   twitter: new AccountsOAuthTwitter({ key: 'consumer key', secret: 'consumer secret' }),
 * });
 * const server = new AccountsServer({ tokenSecret: 'secret' }, { oauth }, database);
 * ```
 */
export class AccountsOauth<CustomUser extends User = User>
  implements AuthenticationService<CustomUser, { provider: string; [param: string]: unknown }>
{
  /** The request context, set when resolved per request by a dependency injection container. */
  public context?: IContext<CustomUser>;

  /** The server the strategy is registered on; set by {@link AccountsServer}. */
  public server!: AccountsServer;

  /** Name the strategy is registered under. */
  public serviceName = 'oauth';

  #providers: OAuthProviders;
  #db?: OAuthUserStore<CustomUser>;

  /**
   * Creates the strategy with its providers.
   *
   * @param oauthProviders - The providers, keyed by name.
   * @param userStore - The user store, when constructed by a dependency injection container.
   */
  constructor(oauthProviders: OAuthProviders, userStore?: OAuthUserStore<CustomUser>) {
    this.#providers = { ...oauthProviders };
    this.#db = userStore;
  }

  /** The configured providers, keyed by name. */
  public get oauthProviders(): Readonly<OAuthProviders> {
    return this.#providers;
  }

  /**
   * Returns the configured providers.
   *
   * @deprecated Use the {@link AccountsOauth.oauthProviders} accessor instead.
   */
  public getOAuthProviders(): OAuthProviders {
    return this.#providers;
  }

  /**
   * Sets the user store. Creating users on first login needs its `createUser`.
   *
   * @param store - The database adapter.
   */
  public setUserStore(store: OAuthUserStore<CustomUser>): void {
    this.#db = store;
  }

  /**
   * Accepts the session store; OAuth logins do not need it.
   *
   * @param _store - The session store, unused.
   */
  public setSessionsStore(_store: DatabaseInterfaceSessions): void {
    // Sessions are opened by the server once authenticate() returned a user.
  }

  /**
   * Logs in with a provider's tokens.
   *
   * The user linked to the provider account is returned; failing that, a user with the same
   * e-mail address is linked; failing that, a new user is created.
   *
   * @param params - The provider name and the tokens it expects.
   * @returns The user.
   * @throws An {@link AccountsJsError} when the provider is unknown.
   */
  public async authenticate(params: { provider: string; [param: string]: unknown }): Promise<CustomUser | null> {
    const provider = this.#providers[params.provider];
    if (!provider) throw new AccountsJsError(`No OAuth provider is configured as "${params.provider}"`, 'InvalidProvider');
    const oauthUser = await provider.authenticate(params);
    const db = this.#store();

    let user = await db.findUserByServiceId(params.provider, oauthUser.id);
    if (!user && oauthUser.email && db.findUserByEmail) user = await db.findUserByEmail(oauthUser.email);
    if (!user) {
      const payload = provider.getRegistrationPayload
        ? await provider.getRegistrationPayload(oauthUser)
        : { email: oauthUser.email };
      user = await db.findUserById(await db.createUser(payload));
    }
    if (user) await db.setService(user.id, params.provider, oauthUser);
    return user;
  }

  /**
   * Detaches a provider from a user; the user can no longer log in with it.
   *
   * @param userId - Identifier of the user.
   * @param provider - Name of the provider.
   */
  public async unlink(userId: string, provider: string): Promise<void> {
    if (!this.#providers[provider]) throw new AccountsJsError(`No OAuth provider is configured as "${provider}"`, 'InvalidProvider');
    await this.#store().unsetService(userId, provider);
  }

  #store(): OAuthUserStore<CustomUser> {
    if (!this.#db) throw new AccountsJsError('AccountsOauth has no user store: register it on an AccountsServer first');
    return this.#db;
  }
}

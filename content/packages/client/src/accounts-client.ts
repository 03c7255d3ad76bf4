import type {
  ImpersonationResult,
  ImpersonationUserIdentity,
  LoginResult,
  Tokens,
  User,
} from '@accounts/types';
import { createDefaultStorage, isTokenExpired, type TokenStorage } from './token-storage';
import type { AccountsClientOptions } from './types/options';
import type { TransportInterface } from './types/transport';

/** Which pair of tokens a storage key belongs to. */
type TokenSlot = 'current' | 'original';

/** Name of one of the two stored tokens. */
type TokenName = 'accessToken' | 'refreshToken';

/** Keys written to the token storage, before the prefix is added. */
type TokenKey = `${'' | 'originalTokens.'}${TokenName}`;

/**
 * Client-side entry point of accounts-js.
 *
 * It keeps the session tokens in {@link AccountsClientOptions.tokenStorage},
 * refreshes them before they expire, and forwards every call to a
 * {@link TransportInterface} such as the GraphQL or REST client. Strategy
 * clients (`@accounts/client-password`, `@accounts/client-magic-link`) are
 * built on top of it.
 *
 * @example
 * ```ts
 * import { AccountsClient } from '@accounts/client';
 * import { RestClient } from '@accounts/rest-client';
 *
 * const transport = new RestClient({ apiHost: 'https://api.example.com', rootPath: '/accounts' });
 * const accounts = new AccountsClient({ tokenStoragePrefix: 'shop' }, transport);
 *
 * await accounts.loginWithService('password', {
 *   user: { email: 'ada@example.com' },
 *   password: 'correct horse battery staple',
 * });
 * const me = await accounts.getUser();
 * ```
 */
export class AccountsClient {
  /** The transport every request goes through. */
  transport: TransportInterface;

  private readonly storage: { store: TokenStorage; prefix: string; separator: string };

  /** Shared by concurrent callers so a burst of requests triggers one refresh. */
  private pendingRefresh?: Promise<Tokens | null>;

  /**
   * Creates a client and attaches it to the transport.
   *
   * @param options - Token storage settings; all optional.
   * @param transport - How requests reach the server.
   */
  constructor(options: AccountsClientOptions, transport: TransportInterface) {
    this.storage = {
      store: options.tokenStorage ?? createDefaultStorage(),
      prefix: options.tokenStoragePrefix ?? 'accounts',
      separator: options.tokenStorageSeparator ?? ':',
    };
    this.transport = transport;
    this.transport.client = this;
  }

  /**
   * Reads the stored tokens.
   *
   * @param original - Read the tokens saved before an impersonation started
   *   instead of the current ones.
   * @returns Both tokens, or `null` when either is missing.
   */
  async getTokens(original = false): Promise<Tokens | null> {
    const slot: TokenSlot = original ? 'original' : 'current';
    const [accessToken, refreshToken] = await Promise.all([
      this.storage.store.getItem(storageKey(this.storage, slot, 'accessToken')),
      this.storage.store.getItem(storageKey(this.storage, slot, 'refreshToken')),
    ]);
    return accessToken && refreshToken ? { accessToken, refreshToken } : null;
  }

  /**
   * Stores a pair of tokens.
   *
   * @param tokens - The tokens to keep.
   * @param original - Store them as the pre-impersonation tokens.
   */
  async setTokens(tokens: Tokens, original = false): Promise<void> {
    const slot: TokenSlot = original ? 'original' : 'current';
    await Promise.all([
      this.storage.store.setItem(storageKey(this.storage, slot, 'accessToken'), tokens.accessToken),
      this.storage.store.setItem(storageKey(this.storage, slot, 'refreshToken'), tokens.refreshToken),
    ]);
  }

  /**
   * Deletes stored tokens.
   *
   * @param original - Delete the pre-impersonation tokens instead of the current ones.
   */
  async clearTokens(original = false): Promise<void> {
    const slot: TokenSlot = original ? 'original' : 'current';
    await Promise.all([
      this.storage.store.removeItem(storageKey(this.storage, slot, 'accessToken')),
      this.storage.store.removeItem(storageKey(this.storage, slot, 'refreshToken')),
    ]);
  }

  /**
   * Checks credentials against a service without opening a session, e.g. to
   * confirm the password before a sensitive action.
   *
   * @param service - Name of the authentication service.
   * @param authenticateParams - Credentials understood by that service.
   * @returns `true` when the credentials are valid.
   */
  authenticateWithService(
    service: string,
    authenticateParams: Record<string, unknown>
  ): Promise<boolean> {
    return this.transport.authenticateWithService(service, authenticateParams);
  }

  /**
   * Logs in through a service and stores the tokens of the new session.
   *
   * @param service - Name of the authentication service, e.g. `'password'`.
   * @param authenticateParams - Credentials understood by that service.
   * @returns The new session, tokens and user.
   */
  async loginWithService(
    service: string,
    authenticateParams: Record<string, unknown>
  ): Promise<LoginResult> {
    const result = await this.transport.loginWithService(service, authenticateParams);
    await this.setTokens(result.tokens);
    return result;
  }

  /**
   * Returns usable tokens, refreshing them first when the access token has
   * expired. Transports call it before each authenticated request.
   *
   * @param force - Refresh even if the access token is still valid.
   * @returns Valid tokens, or `null` when there is no session or it cannot be renewed.
   */
  async refreshSession(force = false): Promise<Tokens | null> {
    const tokens = await this.getTokens();
    if (!tokens) return null;
    if (!force && !isTokenExpired(tokens.accessToken)) return tokens;
    if (isTokenExpired(tokens.refreshToken, 0)) {
      await this.clearTokens();
      return null;
    }
    this.pendingRefresh ??= this.transport
      .refreshTokens(tokens.accessToken, tokens.refreshToken)
      .then(async (result) => {
        await this.setTokens(result.tokens);
        return result.tokens;
      })
      .finally(() => {
        this.pendingRefresh = undefined;
      });
    return this.pendingRefresh;
  }

  /**
   * Switches the session to another user. The current tokens are put aside
   * so that {@link AccountsClient.stopImpersonation} can restore them.
   *
   * @param impersonated - The user to act as: give one of `userId`, `username` or `email`.
   * @returns Whether the server allowed it, and the impersonated user.
   * @throws Error when nobody is logged in or an impersonation is already running.
   */
  async impersonate(impersonated: ImpersonationUserIdentity): Promise<ImpersonationResult> {
    const tokens = await this.refreshSession();
    if (!tokens) throw new Error('A user must be logged in to impersonate someone');
    if (await this.getTokens(true)) throw new Error('Already impersonating a user; stop first');

    const result = await this.transport.impersonate(tokens.accessToken, impersonated);
    if (result.authorized && result.tokens) {
      await this.setTokens(tokens, true);
      await this.setTokens(result.tokens);
    }
    return result;
  }

  /** Returns to the session that was active before {@link AccountsClient.impersonate}. */
  async stopImpersonation(): Promise<void> {
    const original = await this.getTokens(true);
    if (!original) return;
    await this.setTokens(original);
    await this.clearTokens(true);
    await this.refreshSession();
  }

  /**
   * Fetches the logged-in user.
   *
   * @returns The user, or `null` when nobody is logged in.
   */
  getUser(): Promise<User | null> {
    return this.transport.getUser();
  }

  /**
   * Ends the session on the server and forgets the local tokens, even if the
   * server could not be reached.
   */
  async logout(): Promise<void> {
    try {
      await this.transport.logout();
    } finally {
      await this.clearTokens();
    }
  }
}

/** Builds a key such as `accounts:originalTokens.accessToken`. */
function storageKey(
  { prefix, separator }: { prefix: string; separator: string },
  slot: TokenSlot,
  name: TokenName
): string {
  const key: TokenKey = slot === 'original' ? `originalTokens.${name}` : name;
  return `${prefix}${separator}${key}`;
}

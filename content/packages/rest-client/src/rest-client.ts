import type { AccountsClient, TransportInterface } from '@accounts/client';
import type {
  CreateUser,
  CreateUserResult,
  ImpersonationResult,
  ImpersonationUserIdentity,
  LoginResult,
  User,
} from '@accounts/types';
import { AccountsJsError } from './errors';
import { send } from './http';

type Headers = Readonly<Record<string, string>> | ReadonlyArray<readonly [name: string, value: string]>;

const jsonHeaders = { Accept: 'application/json', 'Content-Type': 'application/json' };

function toRecord(headers: Headers): Record<string, string> {
  return Array.isArray(headers) ? Object.fromEntries(headers) : { ...(headers as Record<string, string>) };
}

const post = (body: object) => ({ method: 'POST' as const, body: JSON.stringify(body) });

/**
 * REST transport for {@link AccountsClient}, talking to a server that mounts `@accounts/rest-express`.
 *
 * @example
 * ```ts
 * import { AccountsClient } from '@accounts/client';
 * import { RestClient } from '@accounts/rest-client';
 *
 * const transport = new RestClient({ apiHost: 'https://api.example.com', rootPath: '/accounts' });
 * const accountsClient = new AccountsClient({}, transport);
 * ```
 */
export class RestClient implements TransportInterface {
  /** The client using this transport; set by the {@link AccountsClient} constructor. */
  public client!: AccountsClient;

  #baseUrl: string;

  /**
   * Creates the transport; pass it to the {@link AccountsClient} constructor.
   *
   * @param options - Where the accounts routes are mounted: `apiHost` plus `rootPath`.
   */
  constructor(options: { readonly apiHost: string; readonly rootPath: string }) {
    this.#baseUrl = `${options.apiHost.replace(/\/$/, '')}${options.rootPath}`;
  }

  /**
   * Calls an accounts route and decodes the JSON answer.
   *
   * @typeParam T - Type of the decoded answer.
   * @param route - Path below the root path, without a leading slash.
   * @param args - Method and body of the request.
   * @param customHeaders - Extra headers, as an object or as name and value pairs.
   * @returns The decoded answer.
   * @throws An {@link AccountsJsError} when the server answers with an error.
   */
  public async fetch<T = unknown>(
    route: string,
    args: { readonly method?: 'GET' | 'POST'; readonly body?: string },
    customHeaders: Headers = {}
  ): Promise<T> {
    const response = await send(`${this.#baseUrl}/${route}`, {
      ...args,
      headers: { ...jsonHeaders, ...toRecord(customHeaders) },
      credentials: 'include',
    });
    const payload = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    if (!response.ok) throw new AccountsJsError(payload?.message ?? `Request failed with status ${response.status}`, payload?.code);
    return payload as T;
  }

  /**
   * Like {@link RestClient.fetch}, with the current access token in the `Authorization` header.
   *
   * @typeParam T - Type of the decoded answer.
   * @param route - Path below the root path.
   * @param args - Method and body of the request.
   * @param customHeaders - Extra headers.
   * @returns The decoded answer.
   */
  public async authFetch<T = unknown>(
    route: string,
    args: { readonly method?: 'GET' | 'POST'; readonly body?: string },
    customHeaders: Headers = {}
  ): Promise<T> {
    const tokens = await this.client.refreshSession();
    const auth: Record<string, string> = tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {};
    return this.fetch<T>(route, args, { ...toRecord(customHeaders), ...auth });
  }

  /**
   * Checks credentials with a service without opening a session.
   *
   * @param provider - Name of the service, for example `'password'`.
   * @param authenticateParams - Credentials for that service.
   * @returns `true` when they are valid.
   */
  public authenticateWithService(provider: string, authenticateParams: Record<string, unknown>): Promise<boolean> {
    return this.fetch<boolean>(`${provider}/verifyAuthentication`, post(authenticateParams));
  }

  /**
   * Logs in with a service.
   *
   * @param provider - Name of the service.
   * @param authenticateParams - Credentials for that service.
   * @returns The new session.
   */
  public loginWithService(provider: string, authenticateParams: Record<string, unknown>): Promise<LoginResult> {
    return this.fetch<LoginResult>(`${provider}/authenticate`, post(authenticateParams));
  }

  /**
   * Asks to act as another user.
   *
   * @param accessToken - Access token of the current user.
   * @param impersonated - Who to impersonate.
   * @returns The impersonation result.
   */
  public impersonate(accessToken: string, impersonated: ImpersonationUserIdentity): Promise<ImpersonationResult> {
    return this.authFetch<ImpersonationResult>('impersonate', post({ accessToken, impersonated }));
  }

  /**
   * Exchanges tokens for a new pair.
   *
   * @param accessToken - The current access token.
   * @param refreshToken - The refresh token.
   * @returns The refreshed session.
   */
  public refreshTokens(accessToken: string, refreshToken: string): Promise<LoginResult> {
    return this.fetch<LoginResult>('refreshTokens', post({ accessToken, refreshToken }));
  }

  /** Ends the current session on the server. */
  public async logout(): Promise<void> {
    await this.authFetch('logout', post({}));
  }

  /**
   * Fetches the logged-in user.
   *
   * @returns The user, or `null` when nobody is logged in.
   */
  public getUser(): Promise<User | null> {
    return this.authFetch<User | null>('user', { method: 'GET' });
  }

  /**
   * Signs a user up with the password strategy.
   *
   * @param user - Username or e-mail, password, and extra fields.
   * @returns The new user's id, and a session when the server logs new users in.
   */
  public createUser(user: CreateUser): Promise<CreateUserResult> {
    return this.fetch<CreateUserResult>('password/register', post({ user }));
  }

  /**
   * Sets a new password with a reset token.
   *
   * @param token - Token from the reset e-mail.
   * @param newPassword - The new password.
   * @returns A session when the server logs users in after a reset, otherwise `null`.
   */
  public resetPassword(token: string, newPassword: string): Promise<LoginResult | null> {
    return this.fetch<LoginResult | null>('password/resetPassword', post({ token, newPassword }));
  }

  /**
   * Verifies an e-mail address.
   *
   * @param token - Token from the verification e-mail.
   */
  public async verifyEmail(token: string): Promise<void> {
    await this.fetch('password/verifyEmail', post({ token }));
  }

  /**
   * Asks for a new verification e-mail.
   *
   * @param email - The address to verify.
   */
  public async sendVerificationEmail(email: string): Promise<void> {
    await this.fetch('password/sendVerificationEmail', post({ email }));
  }

  /**
   * Asks for a password reset e-mail.
   *
   * @param email - An address of the account.
   */
  public async sendResetPasswordEmail(email: string): Promise<void> {
    await this.fetch('password/sendResetPasswordEmail', post({ email }));
  }

  /**
   * Adds an address to the logged-in user.
   *
   * @param newEmail - The address to add.
   */
  public async addEmail(newEmail: string): Promise<void> {
    await this.authFetch('password/addEmail', post({ newEmail }));
  }

  /**
   * Changes the logged-in user's password.
   *
   * @param oldPassword - The current password.
   * @param newPassword - The new password.
   */
  public async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    await this.authFetch('password/changePassword', post({ oldPassword, newPassword }));
  }

  /**
   * Asks the server for a fresh two-factor secret to show to the user.
   *
   * @returns The secret in base32 and as an `otpauth://` URL.
   */
  public async getTwoFactorSecret(): Promise<{ base32: string; otpauth_url?: string }> {
    const { secret } = await this.authFetch<{ secret: { base32: string; otpauth_url?: string } }>(
      'password/twoFactorSecret',
      post({})
    );
    return secret;
  }

  /**
   * Enables two-factor authentication for the logged-in user.
   *
   * @param secret - The secret from {@link RestClient.getTwoFactorSecret}.
   * @param code - A code currently shown by the authenticator app.
   */
  public async twoFactorSet(secret: { base32: string; otpauth_url?: string }, code: string): Promise<void> {
    await this.authFetch('password/twoFactorSet', post({ secret, code }));
  }

  /**
   * Disables two-factor authentication for the logged-in user.
   *
   * @param code - A code currently shown by the authenticator app.
   */
  public async twoFactorUnset(code: string): Promise<void> {
    await this.authFetch('password/twoFactorUnset', post({ code }));
  }

  /**
   * Asks for a magic login link.
   *
   * @param email - The user's address.
   */
  public async requestMagicLinkEmail(email: string): Promise<void> {
    await this.fetch('magiclink/requestMagicLinkEmail', post({ email }));
  }
}

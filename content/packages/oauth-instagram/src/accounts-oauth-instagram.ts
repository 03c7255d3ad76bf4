import type { OAuthProvider, OAuthUser } from '@accounts/oauth';
import type { CreateUser } from '@accounts/types';

// The global fetch of the runtime, declared by the little that is used here.
declare function fetch(url: string): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

type InstagramField = 'id' | 'username' | 'account_type' | 'media_count';

/**
 * Instagram provider for `AccountsOauth` (from `@accounts/oauth`). The client obtains an Instagram access token
 * and logs in with `{ provider: 'instagram', access_token }`.
 *
 * @example
 * ```ts
 * import AccountsOAuthInstagram from '@accounts/oauth-instagram';
 *
 * const oauth = new AccountsOauth({ instagram: new AccountsOAuthInstagram() });
 * ```
 */
export default class AccountsOAuthInstagram implements OAuthProvider {
  /**
   * Uses the Instagram username for users created on their first login.
   *
   * @param oauthUser - The Instagram profile returned by {@link AccountsOAuthInstagram.authenticate}.
   * @returns The fields of the new user.
   */
  public getRegistrationPayload = async (oauthUser: OAuthUser): Promise<CreateUser> => ({
    username: typeof oauthUser.username === 'string' ? oauthUser.username : undefined,
  });

  #fields: readonly InstagramField[];

  /**
   * Creates the provider.
   *
   * @param options - Profile fields to request; `id` is always included.
   */
  constructor(options: { readonly fields?: readonly InstagramField[] } = {}) {
    this.#fields = [...new Set<InstagramField>(['id', 'username', ...(options.fields ?? [])])];
  }

  /**
   * Fetches the Instagram profile of the token's owner.
   *
   * @param params - The Instagram access token.
   * @returns The profile, with its Instagram id as `id`.
   * @throws Error when Instagram refuses the token.
   */
  public async authenticate(params: { access_token?: unknown }): Promise<OAuthUser> {
    const query = `fields=${this.#fields.join(',')}&access_token=${encodeURIComponent(String(params.access_token ?? ''))}`;
    const response = await fetch(`https://graph.instagram.com/me?${query}`);
    if (!response.ok) throw new Error(`Instagram refused the access token (HTTP ${response.status})`);
    const profile = (await response.json()) as { id: string; [field: string]: unknown };
    return { ...profile, id: String(profile.id) };
  }
}

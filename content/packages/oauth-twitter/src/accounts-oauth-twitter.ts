import type { OAuthProvider, OAuthUser } from '@accounts/oauth';
import type { CreateUser } from '@accounts/types';

// An OAuth 1.0a signed GET, as provided by an OAuth client library; declared by shape only.
declare function signedGet(
  url: string,
  consumer: { readonly key: string; readonly secret: string },
  token: { readonly key: string; readonly secret: string }
): Promise<unknown>;

const verifyCredentialsUrl = 'https://api.twitter.com/1.1/account/verify_credentials.json?include_email=true';

/**
 * Twitter provider for `AccountsOauth` (from `@accounts/oauth`). The client completes the OAuth 1.0a flow and logs
 * in with `{ provider: 'twitter', access_token, access_token_secret }`.
 *
 * @example
 * ```ts
 * import AccountsOAuthTwitter from '@accounts/oauth-twitter';
 *
 * const oauth = new AccountsOauth({
 *   twitter: new AccountsOAuthTwitter({ key: 'consumer key', secret: 'consumer secret' }),
 * });
 * ```
 */
export default class AccountsOAuthTwitter implements OAuthProvider {
  /**
   * Uses the Twitter screen name for users created on their first login.
   *
   * @param oauthUser - The profile returned by {@link AccountsOAuthTwitter.authenticate}.
   * @returns The fields of the new user.
   */
  public getRegistrationPayload = async (oauthUser: OAuthUser): Promise<CreateUser> => ({
    username: typeof oauthUser.screenName === 'string' ? oauthUser.screenName : undefined,
    email: oauthUser.email,
  });

  #consumer: { readonly key: string; readonly secret: string };

  /**
   * Creates the provider for one Twitter application.
   *
   * @param options - Consumer key and secret of the Twitter application.
   */
  constructor(options: { readonly key: string; readonly secret: string }) {
    this.#consumer = { key: options.key, secret: options.secret };
  }

  /**
   * Verifies the user's tokens with Twitter and returns their profile.
   *
   * @param params - The access token and secret obtained by the client.
   * @returns The profile, with the Twitter id as `id` and the tokens kept for later API calls.
   */
  public async authenticate(params: { access_token?: unknown; access_token_secret?: unknown }): Promise<OAuthUser> {
    const token = { key: String(params.access_token ?? ''), secret: String(params.access_token_secret ?? '') };
    const profile = (await signedGet(verifyCredentialsUrl, this.#consumer, token)) as {
      id_str: string;
      screen_name: string;
      email?: string;
      profile_image_url_https?: string;
    };
    return {
      id: profile.id_str,
      email: profile.email,
      screenName: profile.screen_name,
      profilePicture: profile.profile_image_url_https,
      accessToken: token.key,
      accessTokenSecret: token.secret,
    };
  }
}

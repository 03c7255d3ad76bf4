import type { CreateUser } from '@accounts/types';

/**
 * A user as described by an OAuth provider after it accepted the login.
 */
export interface OAuthUser {
  /** Identifier of the user at the provider; used to find the linked account. */
  id: string;
  /** E-mail address reported by the provider, if any. */
  email?: string;
  /** Any other data the provider returned, such as a username or profile picture. */
  [key: string]: unknown;
}

/**
 * One OAuth provider, such as Twitter or Instagram, as used by {@link AccountsOauth}.
 *
 * @example
 * ```ts
 * const github: OAuthProvider = {
 *   async authenticate({ access_token }) {
 *     const profile = await fetchGithubProfile(String(access_token));
 *     return { id: String(profile.id), email: profile.email };
 *   },
 * };
 * ```
 */
export interface OAuthProvider {
  /**
   * Verifies the tokens the client obtained from the provider and describes the user.
   *
   * @param params - Whatever the client sent, typically `access_token`.
   * @returns The provider's user.
   */
  authenticate(params: Record<string, unknown>): Promise<OAuthUser>;

  /**
   * Chooses the fields of a user created from a first OAuth login.
   *
   * @param oauthUser - The provider's user.
   * @returns Fields to store on the new user; defaults to the e-mail address only.
   */
  getRegistrationPayload?(oauthUser: OAuthUser): Promise<CreateUser>;
}

/**
 * The providers handled by {@link AccountsOauth}, keyed by the name clients pass as `provider`.
 */
export interface OAuthProviders {
  /** A provider, for example `twitter`. */
  [providerName: string]: OAuthProvider | undefined;
}

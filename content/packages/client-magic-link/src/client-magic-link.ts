import type { AccountsClient } from '@accounts/client';
import type { LoginResult, LoginUserMagicLinkService } from '@accounts/types';

/**
 * Magic-link strategy for {@link AccountsClient}.
 *
 * The user enters an email address, receives a one-time link, and the page
 * the link opens passes its token to {@link AccountsClientMagicLink.login}.
 *
 * @example
 * ```ts
 * import { AccountsClientMagicLink } from '@accounts/client-magic-link';
 *
 * const magicLink = new AccountsClientMagicLink(accountsClient);
 *
 * // On the login form:
 * await magicLink.requestMagicLinkEmail('linus@example.com');
 *
 * // On the page the emailed link opens, e.g. /login?token=...
 * const token = new URL(location.href).searchParams.get('token');
 * if (token) await magicLink.login({ token });
 * ```
 */
export class AccountsClientMagicLink {
  private readonly client: AccountsClient;

  /**
   * Creates the magic-link client.
   *
   * @param client - The {@link AccountsClient} whose transport and token storage are used.
   */
  constructor(client: AccountsClient) {
    this.client = client;
  }

  /**
   * Logs in with the token from a magic link and stores the session's tokens.
   *
   * @param user - Holds the `token` read from the link.
   * @returns The session, tokens and user.
   */
  login(user: LoginUserMagicLinkService): Promise<LoginResult> {
    return this.client.loginWithService('magicLink', { ...user });
  }

  /**
   * Asks the server to email a login link.
   *
   * @param email - Address of the account; surrounding spaces are ignored.
   */
  requestMagicLinkEmail(email: string): Promise<void> {
    return this.client.transport.requestMagicLinkEmail(email.trim());
  }
}

import type {
  CreateUser,
  CreateUserResult,
  ImpersonationResult,
  ImpersonationUserIdentity,
  LoginResult,
  User,
} from '@accounts/types';
import type { AccountsClient } from '../accounts-client';

/**
 * Contract between {@link AccountsClient} and the network.
 *
 * A transport turns each call into a request to the accounts server, whether
 * over GraphQL (`@accounts/graphql-client`) or REST (`@accounts/rest-client`).
 * Methods that need an authenticated user read the current tokens through
 * {@link TransportInterface.client}.
 */
export interface TransportInterface {
  /**
   * The client using this transport. {@link AccountsClient} sets it in its
   * constructor, so a transport can read and refresh tokens before a request.
   */
  client: AccountsClient;

  /**
   * Registers a new user.
   *
   * @param user - Username and/or email plus any extra fields the server accepts.
   * @returns The new user's id, and login tokens when the server logs the user in right away.
   */
  createUser(user: CreateUser): Promise<CreateUserResult>;

  /**
   * Checks credentials against a service without creating a session.
   *
   * @param service - Name of the authentication service, e.g. `'password'`.
   * @param authenticateParams - Credentials understood by that service.
   * @returns `true` when the credentials are valid.
   */
  authenticateWithService(
    service: string,
    authenticateParams: Record<string, unknown>
  ): Promise<boolean>;

  /**
   * Logs a user in through a service and opens a session.
   *
   * @param service - Name of the authentication service, e.g. `'password'` or `'magicLink'`.
   * @param authenticateParams - Credentials understood by that service.
   * @returns The session id, fresh tokens and the logged-in user.
   */
  loginWithService(
    service: string,
    authenticateParams: Record<string, unknown>
  ): Promise<LoginResult>;

  /** Ends the current session on the server. */
  logout(): Promise<void>;

  /**
   * Fetches the user owning the current session.
   *
   * @returns The user, or `null` when nobody is logged in.
   */
  getUser(): Promise<User | null>;

  /**
   * Exchanges a pair of tokens for a new one.
   *
   * @param accessToken - The current, possibly expired, access token.
   * @param refreshToken - The refresh token issued with it.
   * @returns The refreshed session.
   */
  refreshTokens(accessToken: string, refreshToken: string): Promise<LoginResult>;

  /**
   * Marks an email address as verified.
   *
   * @param token - Token received in the verification email.
   */
  verifyEmail(token: string): Promise<void>;

  /**
   * Asks the server to send a password-reset email.
   *
   * @param email - Address of the account to reset.
   */
  sendResetPasswordEmail(email: string): Promise<void>;

  /**
   * Asks the server to send (again) the email-verification email.
   *
   * @param email - Address to verify.
   */
  sendVerificationEmail(email: string): Promise<void>;

  /**
   * Sets a new password using a reset token.
   *
   * @param token - Token received in the reset email.
   * @param newPassword - The new password.
   * @returns Login tokens when the server is configured to log the user in after a reset, otherwise `null`.
   */
  resetPassword(token: string, newPassword: string): Promise<LoginResult | null>;

  /**
   * Adds another email address to the logged-in user.
   *
   * @param newEmail - The address to add; it starts unverified.
   */
  addEmail(newEmail: string): Promise<void>;

  /**
   * Changes the logged-in user's password.
   *
   * @param oldPassword - The current password.
   * @param newPassword - The password replacing it.
   */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;

  /**
   * Opens a session as another user.
   *
   * @param token - Access token of the user asking to impersonate.
   * @param impersonated - Who to impersonate: one of id, username or email.
   * @returns Whether it was authorised and, if so, the tokens of the new session.
   */
  impersonate(token: string, impersonated: ImpersonationUserIdentity): Promise<ImpersonationResult>;

  /**
   * Asks the server to email a one-time login link.
   *
   * @param email - Address of the account to log in.
   */
  requestMagicLinkEmail(email: string): Promise<void>;
}

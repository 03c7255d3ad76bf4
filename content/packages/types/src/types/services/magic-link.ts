import type { User } from '../user';

/**
 * Parameters of a magic link login.
 */
export interface LoginUserMagicLinkService {
  /** The token taken from the link the user clicked. */
  token: string;
}

/**
 * Storage needed by the magic link strategy.
 *
 * @typeParam CustomUser - The user type the store returns.
 */
export interface DatabaseInterfaceServiceMagicLink<CustomUser extends User = User> {
  /**
   * Finds the user a login token was issued to.
   *
   * @param token - The login token.
   */
  findUserByLoginToken(token: string): Promise<CustomUser | null>;

  /**
   * Stores a login token on a user.
   *
   * @param userId - Identifier of the user.
   * @param email - Address the link is sent to.
   * @param token - The token.
   */
  addLoginToken(userId: string, email: string, token: string): Promise<void>;

  /**
   * Deletes every login token of a user, once one has been used.
   *
   * @param userId - Identifier of the user.
   */
  removeAllLoginTokens(userId: string): Promise<void>;
}

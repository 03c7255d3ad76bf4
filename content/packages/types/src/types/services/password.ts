import type { LoginUserIdentity } from '../login';
import type { CreateUser, User } from '../user';

/**
 * Input for creating a user with the password strategy.
 */
export interface CreateUserServicePassword extends CreateUser {
  /** Requested login name. */
  username?: string;
  /** First e-mail address. */
  email?: string;
  /** The password, already hashed by the strategy by the time it reaches the database. */
  password: string;
}

/**
 * Parameters of a password login.
 */
export interface LoginUserPasswordService {
  /** The user, given as a login name or e-mail string or as a {@link LoginUserIdentity}. */
  user: string | LoginUserIdentity;
  /** The plain-text password. */
  password: string;
  /** One-time code, required when the user has enabled two-factor authentication. */
  code?: string;
}

/**
 * Storage needed by the password strategy.
 *
 * @typeParam CustomUser - The user type the store returns.
 */
export interface DatabaseInterfaceServicePassword<CustomUser extends User = User> {
  /**
   * Creates a user with a hashed password.
   *
   * @param user - The new user.
   * @returns Identifier of the new user.
   */
  createUser(user: CreateUserServicePassword): Promise<string>;

  /**
   * Finds a user by one of their e-mail addresses.
   *
   * @param email - The address to look for.
   */
  findUserByEmail(email: string): Promise<CustomUser | null>;

  /**
   * Finds a user by login name.
   *
   * @param username - The login name to look for.
   */
  findUserByUsername(username: string): Promise<CustomUser | null>;

  /**
   * Finds the user a password reset token was issued to.
   *
   * @param token - The reset token.
   */
  findUserByResetPasswordToken(token: string): Promise<CustomUser | null>;

  /**
   * Finds the user an e-mail verification token was issued to.
   *
   * @param token - The verification token.
   */
  findUserByEmailVerificationToken(token: string): Promise<CustomUser | null>;

  /**
   * Reads the stored password hash of a user.
   *
   * @param userId - Identifier of the user.
   * @returns The hash, or `null` when the user has no password.
   */
  findPasswordHash(userId: string): Promise<string | null>;

  /**
   * Replaces the password hash of a user.
   *
   * @param userId - Identifier of the user.
   * @param newPassword - The new hash.
   */
  setPassword(userId: string, newPassword: string): Promise<void>;

  /**
   * Changes the login name of a user.
   *
   * @param userId - Identifier of the user.
   * @param newUsername - The new login name.
   */
  setUsername(userId: string, newUsername: string): Promise<void>;

  /**
   * Stores a password reset token on a user.
   *
   * @param userId - Identifier of the user.
   * @param email - Address the token is sent to.
   * @param token - The token.
   * @param reason - Why it was issued, `'reset'` or `'enroll'`.
   */
  addResetPasswordToken(userId: string, email: string, token: string, reason: string): Promise<void>;

  /**
   * Adds an e-mail address to a user.
   *
   * @param userId - Identifier of the user.
   * @param newEmail - Address to add.
   * @param verified - Whether the address counts as verified already.
   */
  addEmail(userId: string, newEmail: string, verified: boolean): Promise<void>;

  /**
   * Removes an e-mail address from a user.
   *
   * @param userId - Identifier of the user.
   * @param email - Address to remove.
   */
  removeEmail(userId: string, email: string): Promise<void>;

  /**
   * Marks an address as verified and drops its verification tokens.
   *
   * @param userId - Identifier of the user.
   * @param email - Address to mark.
   */
  verifyEmail(userId: string, email: string): Promise<void>;

  /**
   * Stores an e-mail verification token on a user.
   *
   * @param userId - Identifier of the user.
   * @param email - Address being verified.
   * @param token - The token.
   */
  addEmailVerificationToken(userId: string, email: string, token: string): Promise<void>;

  /**
   * Deletes every password reset token of a user.
   *
   * @param userId - Identifier of the user.
   */
  removeAllResetPasswordTokens(userId: string): Promise<void>;
}

import type { Tokens } from './tokens';
import type { User } from './user';

/**
 * Returned by every successful login: the new session, its tokens and the logged-in user.
 *
 * @typeParam CustomUser - The application's user type.
 */
export interface LoginResult<CustomUser extends User = User> {
  /** Identifier of the session that was just created. */
  sessionId: string;
  /** Access and refresh tokens for the session. */
  tokens: Tokens;
  /** The authenticated user, already sanitised. */
  user: CustomUser;
}

/**
 * Returned when a user is created; the login part is only filled when auto-login is enabled.
 */
export interface CreateUserResult {
  /** Identifier of the new user, or `null` when ambiguous error messages hide it. */
  userId?: string | null;
  /** Present when the server logs the new user in straight away. */
  loginResult?: LoginResult | null;
}

/**
 * Identifies the user a login attempt is for. Exactly one field is usually set.
 */
export interface LoginUserIdentity {
  /** Look the user up by identifier. */
  id?: string;
  /** Look the user up by login name. */
  username?: string;
  /** Look the user up by one of their e-mail addresses. */
  email?: string;
}

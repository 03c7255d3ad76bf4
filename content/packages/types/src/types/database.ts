import type { ConnectionInformations, Session } from './session';
import type { User } from './user';
import type { DatabaseInterfaceServicePassword } from './services/password';
import type { DatabaseInterfaceServiceMagicLink } from './services/magic-link';

/**
 * Which records a database module stores.
 */
export enum DatabaseType {
  /** The module stores users only. */
  User = 'User',
  /** The module stores users and sessions. */
  Both = 'Both',
  /** The module stores sessions only. */
  Sessions = 'Sessions',
}

/**
 * User storage needed by the core server, independent of any strategy.
 *
 * @typeParam CustomUser - The user type the store returns.
 */
export interface DatabaseInterfaceUser<CustomUser extends User = User> {
  /**
   * Finds a user by identifier.
   *
   * @param userId - Identifier of the user.
   * @returns The user, or `null` when none exists.
   */
  findUserById(userId: string): Promise<CustomUser | null>;

  /**
   * Finds a user by the identifier an external service gave them.
   *
   * @param serviceName - Name of the service, for example `'github'`.
   * @param serviceId - Identifier of the user at that service.
   * @returns The user, or `null` when none is linked.
   */
  findUserByServiceId(serviceName: string, serviceId: string): Promise<CustomUser | null>;

  /**
   * Stores or replaces the data of one service on a user.
   *
   * @param userId - Identifier of the user.
   * @param serviceName - Name of the service.
   * @param data - Service data to store, usually including an `id`.
   */
  setService(userId: string, serviceName: string, data: object): Promise<void>;

  /**
   * Removes the data of one service from a user.
   *
   * @param userId - Identifier of the user.
   * @param serviceName - Name of the service to remove.
   */
  unsetService(userId: string, serviceName: string): Promise<void>;

  /**
   * Marks a user as deactivated or active again.
   *
   * @param userId - Identifier of the user.
   * @param deactivated - `true` to deactivate, `false` to reactivate.
   */
  setUserDeactivated(userId: string, deactivated: boolean): Promise<void>;
}

/**
 * Session storage used by the server for stateful sessions.
 */
export interface DatabaseInterfaceSessions {
  /**
   * Finds a session by identifier.
   *
   * @param sessionId - Identifier of the session.
   * @returns The session, or `null` when unknown.
   */
  findSessionById(sessionId: string): Promise<Session | null>;

  /**
   * Finds a session by the token stored in it.
   *
   * @param token - The session token.
   * @returns The session, or `null` when unknown.
   */
  findSessionByToken(token: string): Promise<Session | null>;

  /**
   * Creates a session for a user.
   *
   * @param userId - Owner of the session.
   * @param token - Session token to store.
   * @param connection - Where the login came from.
   * @param extraData - Extra data kept on the session.
   * @returns Identifier of the new session.
   */
  createSession(
    userId: string,
    token: string,
    connection: ConnectionInformations,
    extraData?: object
  ): Promise<string>;

  /**
   * Records fresh connection information, and optionally a new token, on a session.
   *
   * @param sessionId - Identifier of the session.
   * @param connection - Latest connection information.
   * @param newToken - Replacement session token, when tokens are rotated on refresh.
   */
  updateSession(
    sessionId: string,
    connection: ConnectionInformations,
    newToken?: string
  ): Promise<void>;

  /**
   * Marks one session as invalid.
   *
   * @param sessionId - Identifier of the session.
   */
  invalidateSession(sessionId: string): Promise<void>;

  /**
   * Marks every session of a user as invalid.
   *
   * @param userId - Owner of the sessions.
   * @param excludedSessionIds - Sessions to keep valid, such as the current one.
   */
  invalidateAllSessions(userId: string, excludedSessionIds?: readonly string[]): Promise<void>;
}

/**
 * Everything a full-featured database adapter implements: users, sessions, and the
 * storage needed by the password and magic link strategies.
 *
 * It declares nothing of its own; see {@link DatabaseInterfaceUser},
 * {@link DatabaseInterfaceSessions}, {@link DatabaseInterfaceServicePassword} and
 * {@link DatabaseInterfaceServiceMagicLink}.
 *
 * @typeParam CustomUser - The user type the adapter returns.
 */
export interface DatabaseInterface<CustomUser extends User = User>
  extends DatabaseInterfaceUser<CustomUser>,
    DatabaseInterfaceSessions,
    DatabaseInterfaceServicePassword<CustomUser>,
    DatabaseInterfaceServiceMagicLink<CustomUser> {}

/**
 * What the transport knows about the connection a request came from.
 *
 * Stored on the {@link Session} at login and refreshed when tokens are refreshed.
 */
export interface ConnectionInformations {
  /** Remote IP address of the client, when the transport can tell. */
  ip?: string;
  /** The `User-Agent` header of the client, when present. */
  userAgent?: string;
  /** Any extra connection data a custom transport wants to record. */
  [key: string]: unknown;
}

/**
 * A login session as persisted by a {@link DatabaseInterfaceSessions} implementation.
 */
export interface Session {
  /** Unique identifier of the session. */
  id: string;
  /** Identifier of the {@link User} who owns the session. */
  userId: string;
  /** Opaque token linking the session to the refresh token held by the client. */
  token: string;
  /** `false` once the session has been logged out or revoked. */
  valid: boolean;
  /** User agent recorded when the session was created or last refreshed. */
  userAgent?: string;
  /** IP address recorded when the session was created or last refreshed. */
  ip?: string;
  /** Creation time as an ISO 8601 string. */
  createdAt: string;
  /** Time of the last update as an ISO 8601 string. */
  updatedAt: string;
  /** Free-form data attached at creation, for example `{ impersonatorUserId }`. */
  extraData?: object;
}

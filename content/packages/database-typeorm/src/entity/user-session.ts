import type { User } from './user';

/** The `user_session` table: one row per login session. */
export class UserSession {
  /** Primary key, a UUID. */
  id!: string;

  /** The user who opened the session. */
  user!: User;

  /** Random token identifying the session inside the JWTs. */
  token!: string;

  /** `false` once the session has been revoked. */
  valid = true;

  /** User agent of the client when the session was last used. */
  userAgent?: string;

  /** IP address of the client when the session was last used. */
  ip?: string;

  /** Data the application attached when the session was created. */
  extra?: object;

  /** When the session was opened. */
  createdAt!: Date;

  /** When the session was last used. */
  updatedAt!: Date;

  /** Foreign key of {@link UserSession.user}. */
  userId!: string;
}

import type { IUser } from './user';

/**
 * Arguments of the {@link Session} constructor.
 *
 * @typeParam CustomUser - The user entity.
 */
export type SessionCtorArgs<CustomUser extends IUser<any, any, any>> = {
  user: CustomUser;
  token: string;
  extra?: object;
} & { [Field in 'userAgent' | 'ip']?: string };

/** Constructor of a session entity, as returned by {@link getSessionCtor}. */
export type SessionCtor<CustomUser extends IUser<any, any, any>> = new (
  args: SessionCtorArgs<CustomUser>
) => Session<CustomUser>;

/**
 * A login session.
 *
 * @typeParam CustomUser - The user entity who opened the session.
 */
export class Session<CustomUser extends IUser<any, any, any>> {
  /** Primary key. */
  id!: number;

  /** When the session was opened. */
  createdAt = new Date();

  /** When the session was last used. */
  updatedAt = new Date();

  /** The user who opened the session. */
  user: CustomUser;

  /** Random token identifying the session inside the JWTs. */
  token: string;

  /** `false` once the session has been revoked. */
  valid = true;

  /** User agent of the client when the session was last used. */
  userAgent?: string;

  /** IP address of the client when the session was last used. */
  ip?: string;

  /** Data the application attached when the session was created. */
  extra?: object;

  /**
   * Creates a session entity.
   *
   * @param args - Owner, token and connection details.
   */
  constructor({ user, token, userAgent, ip, extra }: SessionCtorArgs<CustomUser>) {
    this.user = user;
    this.token = token;
    this.userAgent = userAgent;
    this.ip = ip;
    this.extra = extra;
  }
}

/**
 * Returns the {@link Session} class typed for a custom user entity.
 *
 * @typeParam CustomUser - The user entity of the application.
 * @returns The session entity class.
 */
export function getSessionCtor<CustomUser extends IUser<any, any, any>>(): SessionCtor<CustomUser> {
  return Session<CustomUser>;
}

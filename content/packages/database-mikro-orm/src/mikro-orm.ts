import type {
  ConnectionInformations,
  CreateUserServicePassword,
  DatabaseInterface,
  Session as AccountsSession,
  User as AccountsUser,
} from '@accounts/types';
import { DefaultUser } from './entity/default-user';
import { Email, type EmailCtor } from './entity/email';
import { Service, type ServiceCtor } from './entity/service';
import { Session, type SessionCtor } from './entity/session';
import type { IUser, UserCtorArgs } from './entity/user';
import type { EntityManagerLike } from './entity-manager';

/** Names of the services that hold tokens rather than service data. */
type TokenServiceName = 'password.reset' | 'email.verificationTokens' | 'magicLink.loginTokens';

/** The entity manager and entity classes an {@link AccountsMikroOrm} works with. */
interface Store<CustomUser extends IUser<any, any, any>> {
  em: EntityManagerLike;
  User: new (args: UserCtorArgs) => CustomUser;
  Email: EmailCtor<CustomUser>;
  Service: ServiceCtor<CustomUser>;
  Session: SessionCtor<CustomUser>;
}

/** Maps a user entity (with emails and services loaded) to the `User` of `@accounts/types`. */
function toAccountsUser(user: IUser<any, any, any>): AccountsUser {
  const services: Record<string, unknown> = {};
  for (const service of user.services) services[service.name] = service.options;
  return {
    id: String(user.id),
    username: user.username,
    emails: user.emails.getItems().map(({ address, verified }: Email<any>) => ({ address, verified })),
    services,
    deactivated: user.deactivated,
  };
}

/** Maps a session entity to the `Session` of `@accounts/types`. */
function toAccountsSession(session: Session<IUser<any, any, any>>): AccountsSession {
  return {
    id: String(session.id),
    userId: String(session.user.id),
    token: session.token,
    valid: session.valid,
    userAgent: session.userAgent,
    ip: session.ip,
    extraData: session.extra,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  };
}

/** Loads a user entity, failing when it does not exist. */
async function requireUser<CustomUser extends IUser<any, any, any>>(
  store: Store<CustomUser>,
  userId: string
): Promise<CustomUser> {
  const user = await store.em.findOne(store.User, { id: Number(userId) });
  if (!user) throw new Error(`User ${userId} not found`);
  return user;
}

/** Finds who a token service row belongs to. */
async function findTokenOwnerId<CustomUser extends IUser<any, any, any>>(
  store: Store<CustomUser>,
  name: TokenServiceName,
  token: string
): Promise<string | null> {
  const row = await store.em.findOne(store.Service, { name, token });
  return row ? String(row.user.id) : null;
}

/** Stores a token as a service row of the user. */
async function addTokenService<CustomUser extends IUser<any, any, any>>(
  store: Store<CustomUser>,
  name: TokenServiceName,
  userId: string,
  token: string,
  options: { address: string; reason?: string }
): Promise<void> {
  const user = await requireUser(store, userId);
  await store.em.persistAndFlush(new store.Service({ user, name, token, options: { ...options, when: Date.now() } }));
}

/**
 * The MikroORM adapter of accounts-js, implementing the whole
 * `DatabaseInterface` on top of the user, {@link Email}, {@link Service} and
 * {@link Session} entities.
 *
 * @typeParam CustomUser - The user entity, when the application extends it.
 *
 * @example
 * ```ts
 * import { MikroORM } from '@mikro-orm/postgresql';
 * import { AccountsMikroOrm } from '@accounts/mikro-orm';
 *
 * const orm = await MikroORM.init(config);
 * const db = new AccountsMikroOrm({ em: orm.em.fork() });
 * ```
 */
export class AccountsMikroOrm<CustomUser extends IUser<any, any, any> = IUser> implements DatabaseInterface {
  private readonly store: Store<CustomUser>;

  /**
   * Creates the adapter.
   *
   * @param options - The entity manager, and custom entity classes when the defaults are extended.
   */
  constructor({
    em,
    UserEntity,
    EmailEntity = Email,
    ServiceEntity = Service,
    SessionEntity = Session,
  }: {
    em: EntityManagerLike;
    UserEntity?: new (args: UserCtorArgs) => CustomUser;
    EmailEntity?: EmailCtor<CustomUser>;
    ServiceEntity?: ServiceCtor<CustomUser>;
    SessionEntity?: SessionCtor<CustomUser>;
  }) {
    this.store = {
      em,
      User: UserEntity ?? (DefaultUser as unknown as new (args: UserCtorArgs) => CustomUser),
      Email: EmailEntity,
      Service: ServiceEntity,
      Session: SessionEntity,
    };
  }

  /**
   * Finds a user by email address, ignoring case.
   *
   * @param email - The address to look for.
   * @returns The user, or `null` when none matches.
   */
  async findUserByEmail(email: string): Promise<AccountsUser | null> {
    const row = await this.store.em.findOne(this.store.Email, { address: email.toLowerCase() });
    return row ? this.findUserById(String(row.user.id)) : null;
  }

  /**
   * Finds a user by username.
   *
   * @param username - The username to look for.
   * @returns The user, or `null` when none matches.
   */
  async findUserByUsername(username: string): Promise<AccountsUser | null> {
    const user = await this.store.em.findOne(this.store.User, { username }, { populate: ['emails', 'services'] });
    return user ? toAccountsUser(user) : null;
  }

  /**
   * Finds a user by id, with emails and services loaded.
   *
   * @param userId - The user's id.
   * @returns The user, or `null` when none matches.
   */
  async findUserById(userId: string): Promise<AccountsUser | null> {
    const user = await this.store.em.findOne(
      this.store.User,
      { id: Number(userId) },
      { populate: ['emails', 'services'] }
    );
    return user ? toAccountsUser(user) : null;
  }

  /**
   * Finds the user a password-reset token was issued to.
   *
   * @param token - Token from the reset link.
   * @returns The user, or `null` when the token is unknown.
   */
  async findUserByResetPasswordToken(token: string): Promise<AccountsUser | null> {
    const userId = await findTokenOwnerId(this.store, 'password.reset', token);
    return userId ? this.findUserById(userId) : null;
  }

  /**
   * Finds the user an email-verification token was issued to.
   *
   * @param token - Token from the verification link.
   * @returns The user, or `null` when the token is unknown.
   */
  async findUserByEmailVerificationToken(token: string): Promise<AccountsUser | null> {
    const userId = await findTokenOwnerId(this.store, 'email.verificationTokens', token);
    return userId ? this.findUserById(userId) : null;
  }

  /**
   * Inserts a user with their email and password hash.
   *
   * @param user - Username and/or email, hashed password, and extra fields of a custom user entity.
   * @returns The id of the new user.
   */
  async createUser({ username, email, password, ...extra }: CreateUserServicePassword): Promise<string> {
    const user = Object.assign(new this.store.User({ username, email, password }), extra);
    await this.store.em.persistAndFlush(user);
    return String(user.id);
  }

  /**
   * Changes a user's username.
   *
   * @param userId - The user's id.
   * @param newUsername - The new username.
   */
  async setUsername(userId: string, newUsername: string): Promise<void> {
    const user = await requireUser(this.store, userId);
    user.username = newUsername;
    await this.store.em.persistAndFlush(user);
  }

  /**
   * Finds a user by the id an external service (e.g. an OAuth provider) gave them.
   *
   * @param serviceName - Name of the service.
   * @param serviceId - The user's id at that service.
   * @returns The user, or `null` when none matches.
   */
  async findUserByServiceId(serviceName: string, serviceId: string): Promise<AccountsUser | null> {
    const row = await this.store.em.findOne(this.store.Service, { name: serviceName, options: { id: serviceId } });
    return row ? this.findUserById(String(row.user.id)) : null;
  }

  /**
   * Stores a service's data on a user, replacing what was there.
   *
   * @param userId - The user's id.
   * @param serviceName - Name of the service.
   * @param data - The service's data, including its `id` for OAuth accounts.
   */
  async setService(userId: string, serviceName: string, data: Record<string, unknown>): Promise<void> {
    const { em, Service: ServiceEntity } = this.store;
    const existing = await em.findOne(ServiceEntity, { user: Number(userId), name: serviceName });
    if (existing) {
      existing.options = data;
      await em.persistAndFlush(existing);
      return;
    }
    const user = await requireUser(this.store, userId);
    await em.persistAndFlush(new ServiceEntity({ user, name: serviceName, options: data }));
  }

  /**
   * Removes a service from a user.
   *
   * @param userId - The user's id.
   * @param serviceName - Name of the service.
   */
  async unsetService(userId: string, serviceName: string): Promise<void> {
    const rows = await this.store.em.find(this.store.Service, { user: Number(userId), name: serviceName });
    await this.store.em.removeAndFlush(rows);
  }

  /**
   * Reads a user's password hash.
   *
   * @param userId - The user's id.
   * @returns The hash, or `null` when the user has no password.
   */
  async findPasswordHash(userId: string): Promise<string | null> {
    const row = await this.store.em.findOne(this.store.Service, { user: Number(userId), name: 'password' });
    return typeof row?.options.bcrypt === 'string' ? row.options.bcrypt : null;
  }

  /**
   * Replaces a user's password hash.
   *
   * @param userId - The user's id.
   * @param newPassword - The new password, already hashed.
   */
  async setPassword(userId: string, newPassword: string): Promise<void> {
    await this.setService(userId, 'password', { bcrypt: newPassword });
  }

  /**
   * Records a token sent in a reset-password or enrolment email.
   *
   * @param userId - The user's id.
   * @param email - The address the email was sent to.
   * @param token - The token put in the link.
   * @param reason - `'reset'` or `'enroll'`.
   */
  async addResetPasswordToken(userId: string, email: string, token: string, reason: string): Promise<void> {
    await addTokenService(this.store, 'password.reset', userId, token, { address: email.toLowerCase(), reason });
  }

  /**
   * Sets a new password after a reset and forgets every pending reset token.
   *
   * @param userId - The user's id.
   * @param email - The address the reset link was sent to; it becomes verified, since the user read the email.
   * @param newPassword - The new password, already hashed.
   */
  async setResetPassword(userId: string, email: string, newPassword: string): Promise<void> {
    await this.setPassword(userId, newPassword);
    await this.removeAllResetPasswordTokens(userId);
    await this.verifyEmail(userId, email);
  }

  /**
   * Adds an email address to a user.
   *
   * @param userId - The user's id.
   * @param newEmail - The address to add.
   * @param verified - Whether it is already verified.
   */
  async addEmail(userId: string, newEmail: string, verified: boolean): Promise<void> {
    const user = await requireUser(this.store, userId);
    await this.store.em.persistAndFlush(new this.store.Email({ address: newEmail, user, verified }));
  }

  /**
   * Removes an email address from a user.
   *
   * @param userId - The user's id.
   * @param email - The address to remove.
   */
  async removeEmail(userId: string, email: string): Promise<void> {
    const rows = await this.store.em.find(this.store.Email, { user: Number(userId), address: email.toLowerCase() });
    await this.store.em.removeAndFlush(rows);
  }

  /**
   * Marks an email address as verified and drops its pending verification tokens.
   *
   * @param userId - The user's id.
   * @param email - The verified address.
   */
  async verifyEmail(userId: string, email: string): Promise<void> {
    const { em } = this.store;
    const address = email.toLowerCase();
    const row = await em.findOne(this.store.Email, { user: Number(userId), address });
    if (!row) return;
    row.verified = true;
    const tokens = await em.find(this.store.Service, {
      user: Number(userId),
      name: 'email.verificationTokens',
      options: { address },
    });
    await em.persistAndFlush(row);
    await em.removeAndFlush(tokens);
  }

  /**
   * Records a token sent in a verification email.
   *
   * @param userId - The user's id.
   * @param email - The address being verified.
   * @param token - The token put in the link.
   */
  async addEmailVerificationToken(userId: string, email: string, token: string): Promise<void> {
    await addTokenService(this.store, 'email.verificationTokens', userId, token, { address: email.toLowerCase() });
  }

  /**
   * Forgets every pending password-reset token of a user.
   *
   * @param userId - The user's id.
   */
  async removeAllResetPasswordTokens(userId: string): Promise<void> {
    await this.unsetService(userId, 'password.reset');
  }

  /**
   * Deactivates or reactivates a user.
   *
   * @param userId - The user's id.
   * @param deactivated - `true` to deactivate, `false` to reactivate.
   */
  async setUserDeactivated(userId: string, deactivated: boolean): Promise<void> {
    const user = await requireUser(this.store, userId);
    user.deactivated = deactivated;
    await this.store.em.persistAndFlush(user);
  }

  /**
   * Finds a session by id.
   *
   * @param sessionId - The session's id.
   * @returns The session, or `null` when none matches.
   */
  async findSessionById(sessionId: string): Promise<AccountsSession | null> {
    const row = await this.store.em.findOne(this.store.Session, { id: Number(sessionId) });
    return row ? toAccountsSession(row) : null;
  }

  /**
   * Finds a session by token.
   *
   * @param token - The session token carried in the JWTs.
   * @returns The session, or `null` when none matches.
   */
  async findSessionByToken(token: string): Promise<AccountsSession | null> {
    const row = await this.store.em.findOne(this.store.Session, { token });
    return row ? toAccountsSession(row) : null;
  }

  /**
   * Finds the user a magic-link token was sent to.
   *
   * @param token - Token from the magic link.
   * @returns The user, or `null` when the token is unknown.
   */
  async findUserByLoginToken(token: string): Promise<AccountsUser | null> {
    const userId = await findTokenOwnerId(this.store, 'magicLink.loginTokens', token);
    return userId ? this.findUserById(userId) : null;
  }

  /**
   * Records a magic-link login token.
   *
   * @param userId - The user's id.
   * @param email - The address the link was sent to.
   * @param token - The token put in the link.
   */
  async addLoginToken(userId: string, email: string, token: string): Promise<void> {
    await addTokenService(this.store, 'magicLink.loginTokens', userId, token, { address: email.toLowerCase() });
  }

  /**
   * Forgets every pending magic-link token of a user.
   *
   * @param userId - The user's id.
   */
  async removeAllLoginTokens(userId: string): Promise<void> {
    await this.unsetService(userId, 'magicLink.loginTokens');
  }

  /**
   * Opens a session.
   *
   * @param userId - Owner of the session.
   * @param token - Random token identifying the session.
   * @param connection - IP address and user agent of the client.
   * @param extra - Anything to keep with the session, in {@link Session.extra}.
   * @returns The id of the new session.
   */
  async createSession(
    userId: string,
    token: string,
    connection: ConnectionInformations = {},
    extra?: object
  ): Promise<string> {
    const { em, User: UserEntity, Session: SessionEntity } = this.store;
    const user = em.getReference(UserEntity, Number(userId));
    const session = new SessionEntity({ user, token, userAgent: connection.userAgent, ip: connection.ip, extra });
    await em.persistAndFlush(session);
    return String(session.id);
  }

  /**
   * Records activity on a session, optionally with a new token.
   *
   * @param sessionId - The session's id.
   * @param connection - IP address and user agent of the latest request.
   * @param newToken - Replacement token when tokens rotate on refresh.
   */
  async updateSession(sessionId: string, connection: ConnectionInformations, newToken?: string): Promise<void> {
    const session = await this.store.em.findOne(this.store.Session, { id: Number(sessionId) });
    if (!session) return;
    session.userAgent = connection.userAgent;
    session.ip = connection.ip;
    if (newToken) session.token = newToken;
    session.updatedAt = new Date();
    await this.store.em.persistAndFlush(session);
  }

  /**
   * Revokes one session.
   *
   * @param sessionId - The session's id.
   */
  async invalidateSession(sessionId: string): Promise<void> {
    const session = await this.store.em.findOne(this.store.Session, { id: Number(sessionId) });
    if (!session) return;
    session.valid = false;
    await this.store.em.persistAndFlush(session);
  }

  /**
   * Revokes every session of a user except the ones listed.
   *
   * @param userId - Owner of the sessions.
   * @param excludedSessionIds - Sessions to keep open.
   */
  async invalidateAllSessions(userId: string, excludedSessionIds: readonly string[] = []): Promise<void> {
    const sessions = await this.store.em.find(this.store.Session, { user: Number(userId), valid: true });
    const revoked = sessions.filter(({ id }) => !excludedSessionIds.includes(String(id)));
    for (const session of revoked) session.valid = false;
    await this.store.em.persistAndFlush(revoked);
  }
}

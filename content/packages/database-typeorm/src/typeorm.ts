import type {
  ConnectionInformations,
  CreateUserServicePassword,
  DatabaseInterface,
  Session,
  User as AccountsUser,
} from '@accounts/types';
import type { User } from './entity/user';
import type { UserEmail } from './entity/user-email';
import type { UserService } from './entity/user-service';
import type { UserSession } from './entity/user-session';
import type { AccountsTypeormOptions } from './options';
import type { Repository } from './repository';

/** Names of the service rows that hold tokens rather than service data. */
const TOKEN_SERVICES = {
  reset: 'password.reset',
  verification: 'email.verificationTokens',
  login: 'magicLink.loginTokens',
} as const;

/** The repositories and settings an {@link AccountsTypeorm} works with. */
interface Store {
  users: Repository<User>;
  emails: Repository<UserEmail>;
  services: Repository<UserService>;
  sessions: Repository<UserSession>;
  options: Required<AccountsTypeormOptions>;
}

/** Maps an entity to the `User` shape of `@accounts/types`. */
function toAccountsUser(user: User): AccountsUser {
  return {
    id: user.id,
    username: user.username,
    emails: (user.emails ?? []).map(({ address, verified }) => ({ address, verified })),
    services: user.services,
    deactivated: user.deactivated,
  };
}

/** Maps an entity to the `Session` shape of `@accounts/types`. */
function toSession(session: UserSession): Session {
  return {
    id: session.id,
    userId: session.userId,
    token: session.token,
    valid: session.valid,
    userAgent: session.userAgent,
    ip: session.ip,
    extraData: session.extra,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  };
}

/** Inserts a token row for a user. */
async function addToken(
  store: Store,
  name: (typeof TOKEN_SERVICES)[keyof typeof TOKEN_SERVICES],
  userId: string,
  token: string,
  options: { address: string; reason?: string }
): Promise<void> {
  const row = store.services.create({ name, token, userId, options: { ...options, when: Date.now() } });
  await store.services.save(row);
}

/**
 * The TypeORM adapter of accounts-js, implementing the whole
 * `DatabaseInterface` on top of the {@link User}, {@link UserEmail},
 * {@link UserService} and {@link UserSession} entities.
 *
 * With `@accounts/module-typeorm` the repositories are injected through
 * {@link UserToken} and its siblings; without it, pass them yourself.
 *
 * @example
 * ```ts
 * import { DataSource } from 'typeorm';
 * import { AccountsTypeorm, User, UserEmail, UserService, UserSession, entities } from '@accounts/typeorm';
 *
 * const dataSource = await new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, entities }).initialize();
 * const db = new AccountsTypeorm(
 *   { cache: 1000 },
 *   dataSource.getRepository(User),
 *   dataSource.getRepository(UserEmail),
 *   dataSource.getRepository(UserService),
 *   dataSource.getRepository(UserSession)
 * );
 * ```
 */
export class AccountsTypeorm implements DatabaseInterface {
  private readonly store: Store;

  /**
   * Creates the adapter.
   *
   * @param options - Query cache and data source name.
   * @param userRepository - Repository of {@link User} (or a subclass).
   * @param emailRepository - Repository of {@link UserEmail}.
   * @param serviceRepository - Repository of {@link UserService}.
   * @param sessionRepository - Repository of {@link UserSession}.
   */
  constructor(
    options: AccountsTypeormOptions,
    userRepository: Repository<User>,
    emailRepository: Repository<UserEmail>,
    serviceRepository: Repository<UserService>,
    sessionRepository: Repository<UserSession>
  ) {
    this.store = {
      users: userRepository,
      emails: emailRepository,
      services: serviceRepository,
      sessions: sessionRepository,
      options: { cache: false, connectionName: 'default', ...options },
    };
  }

  /**
   * Finds a user by email address, ignoring case.
   *
   * @param email - The address to look for.
   * @returns The user, or `null` when none matches.
   */
  async findUserByEmail(email: string): Promise<AccountsUser | null> {
    const row = await this.store.emails.findOne({ where: { address: email.toLowerCase() } });
    return row ? this.findUserById(row.userId) : null;
  }

  /**
   * Finds a user by username.
   *
   * @param username - The username to look for.
   * @returns The user, or `null` when none matches.
   */
  async findUserByUsername(username: string): Promise<AccountsUser | null> {
    const user = await this.store.users.findOne({
      where: { username },
      relations: ['emails', 'allServices'],
      cache: this.store.options.cache,
    });
    return user ? toAccountsUser(user) : null;
  }

  /**
   * Finds a user by id, with emails and services loaded.
   *
   * @param userId - The user's id.
   * @returns The user, or `null` when none matches.
   */
  async findUserById(userId: string): Promise<AccountsUser | null> {
    const user = await this.store.users.findOne({
      where: { id: userId },
      relations: ['emails', 'allServices'],
      cache: this.store.options.cache,
    });
    return user ? toAccountsUser(user) : null;
  }

  /**
   * Finds the user a password-reset token was issued to.
   *
   * @param token - Token from the reset link.
   * @returns The user, or `null` when the token is unknown.
   */
  async findUserByResetPasswordToken(token: string): Promise<AccountsUser | null> {
    const row = await this.store.services.findOne({ where: { name: TOKEN_SERVICES.reset, token } });
    return row ? this.findUserById(row.userId) : null;
  }

  /**
   * Finds the user an email-verification token was issued to.
   *
   * @param token - Token from the verification link.
   * @returns The user, or `null` when the token is unknown.
   */
  async findUserByEmailVerificationToken(token: string): Promise<AccountsUser | null> {
    const row = await this.store.services.findOne({ where: { name: TOKEN_SERVICES.verification, token } });
    return row ? this.findUserById(row.userId) : null;
  }

  /**
   * Inserts a user with their email and password hash.
   *
   * @param user - Username and/or email, hashed password, and extra columns of a custom `User` entity.
   * @returns The id of the new user.
   */
  async createUser({ password, email, ...fields }: CreateUserServicePassword): Promise<string> {
    const { users, emails, services } = this.store;
    const user = await users.save(users.create(fields as Partial<User>));
    if (email) await emails.save(emails.create({ address: email.toLowerCase(), verified: false, userId: user.id }));
    await services.save(services.create({ name: 'password', userId: user.id, options: { bcrypt: password } }));
    return user.id;
  }

  /**
   * Changes a user's username.
   *
   * @param userId - The user's id.
   * @param newUsername - The new username.
   * @throws Error when the user does not exist.
   */
  async setUsername(userId: string, newUsername: string): Promise<void> {
    const { affected } = await this.store.users.update({ id: userId }, { username: newUsername });
    if (affected === 0) {
      throw new Error(`User ${userId} not found in connection "${this.store.options.connectionName}"`);
    }
  }

  /**
   * Finds a user by the id an external service (e.g. an OAuth provider) gave them.
   *
   * @param serviceName - Name of the service.
   * @param serviceId - The user's id at that service.
   * @returns The user, or `null` when none matches.
   */
  async findUserByServiceId(serviceName: string, serviceId: string): Promise<AccountsUser | null> {
    const row = await this.store.services.findOne({ where: { name: serviceName, serviceId } });
    return row ? this.findUserById(row.userId) : null;
  }

  /**
   * Reads the row a service keeps for a user.
   *
   * @param userId - The user's id.
   * @param serviceName - Name of the service.
   * @returns The row, or `null` when the user has none for that service.
   */
  getService(userId: string, serviceName: string): Promise<UserService | null> {
    return this.store.services.findOne({ where: { userId, name: serviceName } });
  }

  /**
   * Stores a service's data on a user, replacing what was there.
   *
   * @param userId - The user's id.
   * @param serviceName - Name of the service.
   * @param data - The service's data; its `id`, if any, becomes {@link UserService.serviceId}.
   */
  async setService(userId: string, serviceName: string, data: { id?: string; [key: string]: unknown }): Promise<void> {
    const { id: serviceId, ...options } = data;
    const row = (await this.getService(userId, serviceName)) ?? this.store.services.create({ userId, name: serviceName });
    row.serviceId = serviceId;
    row.options = options;
    await this.store.services.save(row);
  }

  /**
   * Removes a service from a user.
   *
   * @param userId - The user's id.
   * @param serviceName - Name of the service.
   */
  async unsetService(userId: string, serviceName: string): Promise<void> {
    await this.store.services.delete({ userId, name: serviceName });
  }

  /**
   * Reads a user's password hash.
   *
   * @param userId - The user's id.
   * @returns The hash, or `null` when the user has no password.
   */
  async findPasswordHash(userId: string): Promise<string | null> {
    const row = await this.getService(userId, 'password');
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
    await addToken(this.store, TOKEN_SERVICES.reset, userId, token, { address: email.toLowerCase(), reason });
  }

  /**
   * Adds an email address to a user.
   *
   * @param userId - The user's id.
   * @param newEmail - The address to add.
   * @param verified - Whether it is already verified.
   */
  async addEmail(userId: string, newEmail: string, verified: boolean): Promise<void> {
    const { emails } = this.store;
    await emails.save(emails.create({ userId, address: newEmail.toLowerCase(), verified }));
  }

  /**
   * Removes an email address from a user.
   *
   * @param userId - The user's id.
   * @param email - The address to remove.
   */
  async removeEmail(userId: string, email: string): Promise<void> {
    await this.store.emails.delete({ userId, address: email.toLowerCase() });
  }

  /**
   * Marks an email address as verified and drops the user's pending verification tokens.
   *
   * @param userId - The user's id.
   * @param email - The verified address.
   */
  async verifyEmail(userId: string, email: string): Promise<void> {
    await this.store.emails.update({ userId, address: email.toLowerCase() }, { verified: true });
    await this.store.services.delete({ userId, name: TOKEN_SERVICES.verification });
  }

  /**
   * Records a token sent in a verification email.
   *
   * @param userId - The user's id.
   * @param email - The address being verified.
   * @param token - The token put in the link.
   */
  async addEmailVerificationToken(userId: string, email: string, token: string): Promise<void> {
    await addToken(this.store, TOKEN_SERVICES.verification, userId, token, { address: email.toLowerCase() });
  }

  /**
   * Forgets every pending password-reset token of a user.
   *
   * @param userId - The user's id.
   */
  async removeAllResetPasswordTokens(userId: string): Promise<void> {
    await this.store.services.delete({ userId, name: TOKEN_SERVICES.reset });
  }

  /**
   * Deactivates or reactivates a user.
   *
   * @param userId - The user's id.
   * @param deactivated - `true` to deactivate, `false` to reactivate.
   */
  async setUserDeactivated(userId: string, deactivated: boolean): Promise<void> {
    await this.store.users.update({ id: userId }, { deactivated });
  }

  /**
   * Finds a session by id.
   *
   * @param sessionId - The session's id.
   * @returns The session, or `null` when none matches.
   */
  async findSessionById(sessionId: string): Promise<Session | null> {
    const row = await this.store.sessions.findOne({ where: { id: sessionId } });
    return row ? toSession(row) : null;
  }

  /**
   * Finds a session by token.
   *
   * @param token - The session token carried in the JWTs.
   * @returns The session, or `null` when none matches.
   */
  async findSessionByToken(token: string): Promise<Session | null> {
    const row = await this.store.sessions.findOne({ where: { token } });
    return row ? toSession(row) : null;
  }

  /**
   * Finds the user a magic-link token was sent to.
   *
   * @param token - Token from the magic link.
   * @returns The user, or `null` when the token is unknown.
   */
  async findUserByLoginToken(token: string): Promise<AccountsUser | null> {
    const row = await this.store.services.findOne({ where: { name: TOKEN_SERVICES.login, token } });
    return row ? this.findUserById(row.userId) : null;
  }

  /**
   * Records a magic-link login token.
   *
   * @param userId - The user's id.
   * @param email - The address the link was sent to.
   * @param token - The token put in the link.
   */
  async addLoginToken(userId: string, email: string, token: string): Promise<void> {
    await addToken(this.store, TOKEN_SERVICES.login, userId, token, { address: email.toLowerCase() });
  }

  /**
   * Forgets every pending magic-link token of a user.
   *
   * @param userId - The user's id.
   */
  async removeAllLoginTokens(userId: string): Promise<void> {
    await this.store.services.delete({ userId, name: TOKEN_SERVICES.login });
  }

  /**
   * Opens a session.
   *
   * @param userId - Owner of the session.
   * @param token - Random token identifying the session.
   * @param connection - IP address and user agent of the client.
   * @param extra - Anything to keep with the session, in {@link UserSession.extra}.
   * @returns The id of the new session.
   */
  async createSession(
    userId: string,
    token: string,
    connection: ConnectionInformations = {},
    extra?: object
  ): Promise<string> {
    const { sessions } = this.store;
    const row = sessions.create({ userId, token, valid: true, userAgent: connection.userAgent, ip: connection.ip, extra });
    return (await sessions.save(row)).id;
  }

  /**
   * Records activity on a session, optionally with a new token.
   *
   * @param sessionId - The session's id.
   * @param connection - IP address and user agent of the latest request.
   * @param newToken - Replacement token when tokens rotate on refresh.
   */
  async updateSession(sessionId: string, connection: ConnectionInformations, newToken?: string): Promise<void> {
    await this.store.sessions.update(
      { id: sessionId },
      { userAgent: connection.userAgent, ip: connection.ip, ...(newToken ? { token: newToken } : {}) }
    );
  }

  /**
   * Revokes one session.
   *
   * @param sessionId - The session's id.
   */
  async invalidateSession(sessionId: string): Promise<void> {
    await this.store.sessions.update({ id: sessionId }, { valid: false });
  }

  /**
   * Revokes every session of a user except the ones listed.
   *
   * @param userId - Owner of the sessions.
   * @param excludedSessionIds - Sessions to keep open.
   */
  async invalidateAllSessions(userId: string, excludedSessionIds: readonly string[] = []): Promise<void> {
    const open = await this.store.sessions.find({ where: { userId, valid: true } });
    const revoked = open.filter(({ id }) => !excludedSessionIds.includes(id));
    await Promise.all(revoked.map(({ id }) => this.invalidateSession(id)));
  }
}

import { MongoServiceMagicLink, type MongoServiceMagicLinkOptions } from '@accounts/mongo-magic-link';
import { MongoServicePassword, type MongoServicePasswordOptions, type MongoUser } from '@accounts/mongo-password';
import { MongoSessions, type MongoSessionsOptions } from '@accounts/mongo-sessions';
import type {
  ConnectionInformations,
  CreateUserServicePassword,
  DatabaseInterface,
  Session,
  User,
} from '@accounts/types';
import type { AccountsMongoOptions } from './options';

/**
 * A MongoDB database handle (`mongoClient.db(name)`): whatever each of the
 * underlying stores needs from it.
 */
type MongoDb = MongoServicePasswordOptions['database'] &
  MongoSessionsOptions['database'] &
  MongoServiceMagicLinkOptions['database'];

/** The stores a {@link Mongo} instance delegates to. */
interface Stores<CustomUser extends User> {
  password: MongoServicePassword<CustomUser>;
  magicLink: MongoServiceMagicLink<CustomUser>;
  sessions: MongoSessions;
  users: {
    findOne(filter: Record<string, unknown>): Promise<MongoUser | null>;
    updateOne(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<unknown>;
  };
  options: Required<Pick<AccountsMongoOptions, 'convertUserIdToMongoObjectId' | 'timestamps' | 'dateProvider'>>;
}

/** The 24-hex-digit form of a MongoDB `ObjectId`. */
const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

/** Filter matching one user by id, in extended-JSON `ObjectId` form when converting. */
function idFilter(userId: string, convert: boolean): { _id: string | { $oid: string } } {
  return { _id: convert && OBJECT_ID_PATTERN.test(userId) ? { $oid: userId } : userId };
}

/** Builds the `services.<name>` path; service names are restricted so they cannot inject operators. */
function servicePath(serviceName: string, ...rest: string[]): string {
  if (!/^[\w-]+$/.test(serviceName)) throw new Error(`Invalid service name "${serviceName}"`);
  return ['services', serviceName, ...rest].join('.');
}

/** Sets fields on one user and bumps its `updatedAt` timestamp. */
async function setUserFields(stores: Stores<User>, userId: string, fields: Record<string, unknown>): Promise<void> {
  const { users, options } = stores;
  await users.updateOne(idFilter(userId, options.convertUserIdToMongoObjectId), {
    $set: { ...fields, [options.timestamps.updatedAt]: options.dateProvider() },
  });
}

/**
 * The MongoDB adapter of accounts-js: one object implementing the whole
 * `DatabaseInterface`, for users, their services and sessions.
 *
 * It delegates to `MongoServicePassword` (`@accounts/mongo-password`),
 * `MongoServiceMagicLink` (`@accounts/mongo-magic-link`) and `MongoSessions`
 * (`@accounts/mongo-sessions`), sharing one set of {@link AccountsMongoOptions}.
 *
 * @typeParam CustomUser - The application's user type, when it extends `User`.
 *
 * @example
 * ```ts
 * import { MongoClient } from 'mongodb';
 * import { AccountsServer } from '@accounts/server';
 * import { AccountsPassword } from '@accounts/password';
 * import { Mongo } from '@accounts/mongo';
 *
 * const client = await new MongoClient(process.env.MONGO_URL!).connect();
 * const db = new Mongo(client.db('app'), { caseSensitiveUserName: false });
 * await db.setupIndexes();
 *
 * const accountsServer = new AccountsServer(
 *   { tokenSecret: process.env.TOKEN_SECRET! },
 *   { password: new AccountsPassword() },
 *   db
 * );
 * ```
 */
export class Mongo<CustomUser extends User = User> implements DatabaseInterface<CustomUser> {
  private readonly stores: Stores<CustomUser>;

  /**
   * Creates the adapter. No request is sent until a method is called.
   *
   * @param db - Database handle, e.g. `mongoClient.db('app')` or `mongoose.connection.db`.
   * @param options - Collection names, id handling and timestamps.
   */
  constructor(db: MongoDb, options: AccountsMongoOptions = {}) {
    const {
      collectionName = 'users',
      sessionCollectionName = 'sessions',
      timestamps = { createdAt: 'createdAt', updatedAt: 'updatedAt' },
      convertUserIdToMongoObjectId = true,
      convertSessionIdToMongoObjectId = true,
      caseSensitiveUserName = true,
      idProvider,
      idSessionProvider,
      dateProvider = (date = new Date()) => date.getTime(),
    } = options;
    const userCollectionName = collectionName;
    this.stores = {
      password: new MongoServicePassword<CustomUser>({
        database: db,
        userCollectionName,
        timestamps,
        convertUserIdToMongoObjectId,
        caseSensitiveUserName,
        idProvider,
        dateProvider,
      }),
      magicLink: new MongoServiceMagicLink<CustomUser>({
        database: db,
        userCollectionName,
        convertUserIdToMongoObjectId,
        dateProvider,
      }),
      sessions: new MongoSessions({
        database: db,
        sessionCollectionName,
        timestamps,
        convertSessionIdToMongoObjectId,
        idSessionProvider,
        dateProvider,
      }),
      users: db.collection<MongoUser>(userCollectionName),
      options: { convertUserIdToMongoObjectId, timestamps, dateProvider },
    };
  }

  /**
   * Creates the indexes of the users and sessions collections. Call it once
   * at start-up or from a migration.
   *
   * @param options - Extra index options passed to the driver.
   */
  async setupIndexes(options: Record<string, unknown> = {}): Promise<void> {
    await Promise.all([
      this.stores.password.setupIndexes(options),
      this.stores.magicLink.setupIndexes(options),
      this.stores.sessions.setupIndexes(options),
    ]);
  }

  /**
   * Finds a user by id.
   *
   * @param userId - The user's id.
   * @returns The user, or `null` when none matches.
   */
  findUserById(userId: string): Promise<CustomUser | null> {
    return this.stores.password.findUserById(userId);
  }

  /**
   * Inserts a new user.
   *
   * @param user - Username and/or email, hashed password and extra fields.
   * @returns The id of the new user.
   */
  createUser(user: CreateUserServicePassword): Promise<string> {
    return this.stores.password.createUser(user);
  }

  /**
   * Finds a user by email address, ignoring case.
   *
   * @param email - The address to look for.
   * @returns The user, or `null` when none matches.
   */
  findUserByEmail(email: string): Promise<CustomUser | null> {
    return this.stores.password.findUserByEmail(email);
  }

  /**
   * Finds a user by username.
   *
   * @param username - The username to look for.
   * @returns The user, or `null` when none matches.
   */
  findUserByUsername(username: string): Promise<CustomUser | null> {
    return this.stores.password.findUserByUsername(username);
  }

  /**
   * Reads a user's password hash.
   *
   * @param userId - The user's id.
   * @returns The hash, or `null` when the user has no password.
   */
  findPasswordHash(userId: string): Promise<string | null> {
    return this.stores.password.findPasswordHash(userId);
  }

  /**
   * Finds the user an email-verification token was issued to.
   *
   * @param token - Token from the verification link.
   * @returns The user, or `null` when the token is unknown.
   */
  findUserByEmailVerificationToken(token: string): Promise<CustomUser | null> {
    return this.stores.password.findUserByEmailVerificationToken(token);
  }

  /**
   * Finds the user a password-reset token was issued to.
   *
   * @param token - Token from the reset link.
   * @returns The user, or `null` when the token is unknown.
   */
  findUserByResetPasswordToken(token: string): Promise<CustomUser | null> {
    return this.stores.password.findUserByResetPasswordToken(token);
  }

  /**
   * Adds an email address to a user.
   *
   * @param userId - The user's id.
   * @param newEmail - The address to add.
   * @param verified - Whether it is already verified.
   */
  addEmail(userId: string, newEmail: string, verified: boolean): Promise<void> {
    return this.stores.password.addEmail(userId, newEmail, verified);
  }

  /**
   * Removes an email address from a user.
   *
   * @param userId - The user's id.
   * @param email - The address to remove.
   */
  removeEmail(userId: string, email: string): Promise<void> {
    return this.stores.password.removeEmail(userId, email);
  }

  /**
   * Marks an email address as verified.
   *
   * @param userId - The user's id.
   * @param email - The verified address.
   */
  verifyEmail(userId: string, email: string): Promise<void> {
    return this.stores.password.verifyEmail(userId, email);
  }

  /**
   * Changes a user's username.
   *
   * @param userId - The user's id.
   * @param newUsername - The new username.
   */
  setUsername(userId: string, newUsername: string): Promise<void> {
    return this.stores.password.setUsername(userId, newUsername);
  }

  /**
   * Replaces a user's password hash.
   *
   * @param userId - The user's id.
   * @param newPassword - The new password, already hashed.
   */
  setPassword(userId: string, newPassword: string): Promise<void> {
    return this.stores.password.setPassword(userId, newPassword);
  }

  /**
   * Forgets every pending password-reset token of a user.
   *
   * @param userId - The user's id.
   */
  removeAllResetPasswordTokens(userId: string): Promise<void> {
    return this.stores.password.removeAllResetPasswordTokens(userId);
  }

  /**
   * Records a token sent in a verification email.
   *
   * @param userId - The user's id.
   * @param email - The address being verified.
   * @param token - The token put in the link.
   */
  addEmailVerificationToken(userId: string, email: string, token: string): Promise<void> {
    return this.stores.password.addEmailVerificationToken(userId, email, token);
  }

  /**
   * Records a token sent in a reset-password or enrolment email.
   *
   * @param userId - The user's id.
   * @param email - The address the email was sent to.
   * @param token - The token put in the link.
   * @param reason - `'reset'` or `'enroll'`.
   */
  addResetPasswordToken(userId: string, email: string, token: string, reason: string): Promise<void> {
    return this.stores.password.addResetPasswordToken(userId, email, token, reason);
  }

  /**
   * Records a magic-link login token.
   *
   * @param userId - The user's id.
   * @param email - The address the link was sent to.
   * @param token - The token put in the link.
   */
  addLoginToken(userId: string, email: string, token: string): Promise<void> {
    return this.stores.magicLink.addLoginToken(userId, email, token);
  }

  /**
   * Finds the user a magic-link token was sent to.
   *
   * @param token - Token from the magic link.
   * @returns The user, or `null` when the token is unknown.
   */
  findUserByLoginToken(token: string): Promise<CustomUser | null> {
    return this.stores.magicLink.findUserByLoginToken(token);
  }

  /**
   * Forgets every pending magic-link token of a user.
   *
   * @param userId - The user's id.
   */
  removeAllLoginTokens(userId: string): Promise<void> {
    return this.stores.magicLink.removeAllLoginTokens(userId);
  }

  /**
   * Opens a session.
   *
   * @param userId - Owner of the session.
   * @param token - Random token identifying the session.
   * @param connection - IP address and user agent of the client.
   * @param extraData - Anything to keep with the session.
   * @returns The id of the new session.
   */
  createSession(
    userId: string,
    token: string,
    connection: ConnectionInformations = {},
    extraData?: object
  ): Promise<string> {
    return this.stores.sessions.createSession(userId, token, connection, extraData);
  }

  /**
   * Finds a session by id.
   *
   * @param sessionId - The session's id.
   * @returns The session, or `null` when none matches.
   */
  findSessionById(sessionId: string): Promise<Session | null> {
    return this.stores.sessions.findSessionById(sessionId);
  }

  /**
   * Finds a session by token.
   *
   * @param token - The session token carried in the JWTs.
   * @returns The session, or `null` when none matches.
   */
  findSessionByToken(token: string): Promise<Session | null> {
    return this.stores.sessions.findSessionByToken(token);
  }

  /**
   * Records activity on a session, optionally with a new token.
   *
   * @param sessionId - The session's id.
   * @param connection - IP address and user agent of the latest request.
   * @param newToken - Replacement token when tokens rotate on refresh.
   */
  updateSession(sessionId: string, connection: ConnectionInformations, newToken?: string): Promise<void> {
    return this.stores.sessions.updateSession(sessionId, connection, newToken);
  }

  /**
   * Revokes one session.
   *
   * @param sessionId - The session's id.
   */
  invalidateSession(sessionId: string): Promise<void> {
    return this.stores.sessions.invalidateSession(sessionId);
  }

  /**
   * Revokes every session of a user except the ones listed.
   *
   * @param userId - Owner of the sessions.
   * @param excludedSessionIds - Sessions to keep open.
   */
  invalidateAllSessions(userId: string, excludedSessionIds?: readonly string[]): Promise<void> {
    return this.stores.sessions.invalidateAllSessions(userId, excludedSessionIds);
  }

  /**
   * Finds a user by the id an external service (e.g. an OAuth provider) gave them.
   *
   * @param serviceName - Name of the service, e.g. `'github'`.
   * @param serviceId - The user's id at that service.
   * @returns The user, or `null` when none matches.
   */
  async findUserByServiceId(serviceName: string, serviceId: string): Promise<CustomUser | null> {
    const doc = await this.stores.users.findOne({ [servicePath(serviceName, 'id')]: serviceId });
    return doc ? this.findUserById(String(doc._id)) : null;
  }

  /**
   * Stores the data of an external service on a user, replacing what was there.
   *
   * @param userId - The user's id.
   * @param serviceName - Name of the service.
   * @param data - The service's data; include its `id` so {@link Mongo.findUserByServiceId} can find the user.
   */
  async setService(userId: string, serviceName: string, data: object): Promise<void> {
    await setUserFields(this.stores, userId, { [servicePath(serviceName)]: data });
  }

  /**
   * Removes an external service from a user.
   *
   * @param userId - The user's id.
   * @param serviceName - Name of the service.
   */
  async unsetService(userId: string, serviceName: string): Promise<void> {
    const { users, options } = this.stores;
    await users.updateOne(idFilter(userId, options.convertUserIdToMongoObjectId), {
      $unset: { [servicePath(serviceName)]: '' },
      $set: { [options.timestamps.updatedAt]: options.dateProvider() },
    });
  }

  /**
   * Deactivates or reactivates a user. A deactivated user cannot log in.
   *
   * @param userId - The user's id.
   * @param deactivated - `true` to deactivate, `false` to reactivate.
   */
  async setUserDeactivated(userId: string, deactivated: boolean): Promise<void> {
    await setUserFields(this.stores, userId, { deactivated });
  }
}

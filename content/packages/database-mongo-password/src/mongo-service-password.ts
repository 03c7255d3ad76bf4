import type { CreateUserServicePassword, DatabaseInterfaceServicePassword, User } from '@accounts/types';
import type { MongoCollection, MongoDocument } from './mongo-driver';
import type { MongoUser } from './mongo-user';
import type { MongoServicePasswordOptions } from './options';
import { fromMongoId, normalizeEmail, toMongoId } from './utils';

/** Options after defaults are applied. */
type ResolvedOptions = Required<Omit<MongoServicePasswordOptions, 'idProvider'>> &
  Pick<MongoServicePasswordOptions, 'idProvider'>;

/** Collation that makes string comparisons ignore case and accents. */
const CASE_INSENSITIVE = { locale: 'en', strength: 1 } as const;

/** Maps a stored document to the `User` shape the server works with. */
function toUser<CustomUser extends User>(doc: MongoUser | null): CustomUser | null {
  if (!doc) return null;
  const { _id, ...fields } = doc;
  return { ...fields, id: fromMongoId(_id), deactivated: fields.deactivated === true } as unknown as CustomUser;
}

/** Filter matching one user by id, converting the id when configured. */
function idFilter(options: ResolvedOptions, userId: string): MongoDocument {
  return { _id: toMongoId(userId, options.convertUserIdToMongoObjectId) };
}

/** Applies an update to one user and bumps its `updatedAt` field. */
async function updateUser(
  users: MongoCollection<MongoUser>,
  options: ResolvedOptions,
  userId: string,
  update: MongoDocument,
  filter: MongoDocument = {}
): Promise<void> {
  const $set = { ...(update.$set as MongoDocument | undefined), [options.timestamps.updatedAt]: options.dateProvider() };
  const { matchedCount } = await users.updateOne({ ...idFilter(options, userId), ...filter }, { ...update, $set });
  if (matchedCount === 0) throw new Error(`User ${userId} not found`);
}

/**
 * Password-strategy storage on MongoDB, used by `@accounts/password`.
 *
 * It owns the users collection: it creates users, finds them by username,
 * email or token, and stores password hashes and the reset and verification
 * tokens. `Mongo` from `@accounts/mongo` wraps it together with sessions.
 *
 * @typeParam CustomUser - The application's user type, when it extends `User`.
 *
 * @example
 * ```ts
 * import { MongoClient } from 'mongodb';
 * import { MongoServicePassword } from '@accounts/mongo-password';
 *
 * const client = await new MongoClient('mongodb://localhost:27017').connect();
 * const passwordStore = new MongoServicePassword({
 *   database: client.db('accounts'),
 *   caseSensitiveUserName: false,
 * });
 * await passwordStore.setupIndexes();
 * ```
 */
export class MongoServicePassword<CustomUser extends User = User>
  implements DatabaseInterfaceServicePassword<CustomUser>
{
  private readonly options: ResolvedOptions;
  private readonly users: MongoCollection<MongoUser>;

  /**
   * Creates the store. No request is sent until a method is called.
   *
   * @param options - Database handle and storage settings.
   */
  constructor(options: MongoServicePasswordOptions) {
    this.options = {
      userCollectionName: 'users',
      timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' },
      convertUserIdToMongoObjectId: true,
      caseSensitiveUserName: true,
      dateProvider: (date = new Date()) => date.getTime(),
      ...options,
    };
    this.users = this.options.database.collection<MongoUser>(this.options.userCollectionName);
  }

  /**
   * Creates the indexes the lookups rely on: unique usernames and email
   * addresses, and the token fields.
   *
   * @param options - Extra index options passed to the driver, e.g. `{ background: true }`.
   */
  async setupIndexes(options: Record<string, unknown> = {}): Promise<void> {
    const collation = this.options.caseSensitiveUserName ? undefined : CASE_INSENSITIVE;
    await this.users.createIndex({ username: 1 }, { ...options, unique: true, sparse: true, collation });
    await this.users.createIndex({ 'emails.address': 1 }, { ...options, unique: true, sparse: true });
    await this.users.createIndex({ 'services.password.reset.token': 1 }, { ...options, sparse: true });
    await this.users.createIndex({ 'services.email.verificationTokens.token': 1 }, { ...options, sparse: true });
  }

  /**
   * Inserts a user with a password hash.
   *
   * @param user - Username and/or email, the hashed password, and extra fields to store.
   * @returns The id of the new user.
   */
  async createUser({ password, username, email, ...extra }: CreateUserServicePassword): Promise<string> {
    const { timestamps, dateProvider, idProvider } = this.options;
    const doc: MongoUser = {
      ...extra,
      services: { password: { bcrypt: password } },
      [timestamps.createdAt]: dateProvider(),
      [timestamps.updatedAt]: dateProvider(),
    };
    if (username) doc.username = username;
    if (email) doc.emails = [{ address: normalizeEmail(email), verified: false }];
    if (idProvider) doc._id = idProvider();
    const { insertedId } = await this.users.insertOne(doc);
    return fromMongoId(doc._id ?? insertedId);
  }

  /**
   * Finds a user by id.
   *
   * @param userId - The user's id.
   * @returns The user, or `null` when none matches.
   */
  async findUserById(userId: string): Promise<CustomUser | null> {
    return toUser<CustomUser>(await this.users.findOne(idFilter(this.options, userId)));
  }

  /**
   * Finds a user by one of their email addresses, ignoring case.
   *
   * @param email - The address to look for.
   * @returns The user, or `null` when none matches.
   */
  async findUserByEmail(email: string): Promise<CustomUser | null> {
    return toUser<CustomUser>(await this.users.findOne({ 'emails.address': normalizeEmail(email) }));
  }

  /**
   * Finds a user by username, honouring `caseSensitiveUserName`.
   *
   * @param username - The username to look for.
   * @returns The user, or `null` when none matches.
   */
  async findUserByUsername(username: string): Promise<CustomUser | null> {
    const collation = this.options.caseSensitiveUserName ? undefined : CASE_INSENSITIVE;
    return toUser<CustomUser>(await this.users.findOne({ username }, { collation }));
  }

  /**
   * Reads the stored password hash of a user.
   *
   * @param userId - The user's id.
   * @returns The hash, or `null` when the user has no password.
   */
  async findPasswordHash(userId: string): Promise<string | null> {
    const doc = await this.users.findOne(idFilter(this.options, userId));
    return doc?.services.password?.bcrypt ?? null;
  }

  /**
   * Finds the user an email-verification token was issued to.
   *
   * @param token - Token from the verification link.
   * @returns The user, or `null` when the token is unknown.
   */
  async findUserByEmailVerificationToken(token: string): Promise<CustomUser | null> {
    return toUser<CustomUser>(await this.users.findOne({ 'services.email.verificationTokens.token': token }));
  }

  /**
   * Finds the user a password-reset token was issued to.
   *
   * @param token - Token from the reset link.
   * @returns The user, or `null` when the token is unknown.
   */
  async findUserByResetPasswordToken(token: string): Promise<CustomUser | null> {
    return toUser<CustomUser>(await this.users.findOne({ 'services.password.reset.token': token }));
  }

  /**
   * Adds an email address to a user.
   *
   * @param userId - The user's id.
   * @param newEmail - The address to add.
   * @param verified - Whether the address is already verified.
   */
  async addEmail(userId: string, newEmail: string, verified: boolean): Promise<void> {
    await updateUser(this.users, this.options, userId, {
      $addToSet: { emails: { address: normalizeEmail(newEmail), verified } },
    });
  }

  /**
   * Removes an email address from a user.
   *
   * @param userId - The user's id.
   * @param email - The address to remove.
   * @throws Error when the user does not exist.
   */
  async removeEmail(userId: string, email: string): Promise<void> {
    await updateUser(this.users, this.options, userId, { $pull: { emails: { address: normalizeEmail(email) } } });
  }

  /**
   * Marks an address as verified and drops its pending verification tokens.
   *
   * @param userId - The user's id.
   * @param email - The address that was verified.
   */
  async verifyEmail(userId: string, email: string): Promise<void> {
    const address = normalizeEmail(email);
    await updateUser(
      this.users,
      this.options,
      userId,
      {
        $set: { 'emails.$.verified': true },
        $pull: { 'services.email.verificationTokens': { address } },
      },
      { 'emails.address': address }
    );
  }

  /**
   * Changes a user's username.
   *
   * @param userId - The user's id.
   * @param newUsername - The new username.
   */
  async setUsername(userId: string, newUsername: string): Promise<void> {
    await updateUser(this.users, this.options, userId, { $set: { username: newUsername } });
  }

  /**
   * Replaces a user's password hash and invalidates pending reset tokens.
   *
   * @param userId - The user's id.
   * @param newPassword - The new password, already hashed.
   */
  async setPassword(userId: string, newPassword: string): Promise<void> {
    await updateUser(this.users, this.options, userId, {
      $set: { 'services.password.bcrypt': newPassword },
      $unset: { 'services.password.reset': '' },
    });
  }

  /**
   * Records a token sent in a verification email.
   *
   * @param userId - The user's id.
   * @param email - The address being verified.
   * @param token - The random token put in the link.
   */
  async addEmailVerificationToken(userId: string, email: string, token: string): Promise<void> {
    const record = { token, address: normalizeEmail(email), when: Date.now() };
    await updateUser(this.users, this.options, userId, { $push: { 'services.email.verificationTokens': record } });
  }

  /**
   * Records a token sent in a reset-password (or enrolment) email.
   *
   * @param userId - The user's id.
   * @param email - The address the email was sent to.
   * @param token - The random token put in the link.
   * @param reason - Why it was sent: `'reset'` or `'enroll'`.
   */
  async addResetPasswordToken(userId: string, email: string, token: string, reason: string): Promise<void> {
    const record = { token, address: normalizeEmail(email), when: Date.now(), reason };
    await updateUser(this.users, this.options, userId, { $push: { 'services.password.reset': record } });
  }

  /**
   * Forgets every pending reset token of a user.
   *
   * @param userId - The user's id.
   */
  async removeAllResetPasswordTokens(userId: string): Promise<void> {
    await updateUser(this.users, this.options, userId, { $unset: { 'services.password.reset': '' } });
  }
}

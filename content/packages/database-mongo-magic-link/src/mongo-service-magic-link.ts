import type { DatabaseInterfaceServiceMagicLink, User } from '@accounts/types';
import type { MongoCollection, MongoDocument } from './mongo-driver';
import type { MongoServiceMagicLinkOptions } from './options';

/** The fields of a user document this store reads and writes. */
interface UserDocument {
  _id: string | object;
  services?: { magicLink?: { loginTokens?: { token: string; address: string; when: number }[] } };
  [field: string]: unknown;
}

/** Where login tokens live inside a user document. */
const LOGIN_TOKENS = 'services.magicLink.loginTokens';

/** The 24-hex-digit form of a MongoDB `ObjectId`. */
const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

/** Filter matching one user by id, in extended-JSON `ObjectId` form when converting. */
function idFilter(userId: string, convert: boolean): MongoDocument {
  return { _id: convert && OBJECT_ID_PATTERN.test(userId) ? { $oid: userId } : userId };
}

/**
 * Magic-link storage on MongoDB, used by `@accounts/magic-link`.
 *
 * Login tokens are kept on the user documents of the collection managed by
 * the user store (`@accounts/mongo-password` or `@accounts/mongo`), so both
 * must be configured with the same collection name and id conversion.
 *
 * @typeParam CustomUser - The application's user type, when it extends `User`.
 *
 * @example
 * ```ts
 * import { MongoServiceMagicLink } from '@accounts/mongo-magic-link';
 *
 * const magicLinkStore = new MongoServiceMagicLink({ database: mongoClient.db('accounts') });
 * await magicLinkStore.setupIndexes();
 * ```
 */
export class MongoServiceMagicLink<CustomUser extends User = User>
  implements DatabaseInterfaceServiceMagicLink<CustomUser>
{
  private readonly options: Required<MongoServiceMagicLinkOptions>;
  private readonly users: MongoCollection<UserDocument>;

  /**
   * Creates the store.
   *
   * @param options - Database handle and storage settings.
   */
  constructor(options: MongoServiceMagicLinkOptions) {
    this.options = {
      userCollectionName: 'users',
      convertUserIdToMongoObjectId: true,
      dateProvider: (date = new Date()) => date.getTime(),
      ...options,
    };
    this.users = this.options.database.collection<UserDocument>(this.options.userCollectionName);
  }

  /**
   * Creates a sparse index on the login token field.
   *
   * @param options - Extra index options passed to the driver.
   */
  async setupIndexes(options: Record<string, unknown> = {}): Promise<void> {
    await this.users.createIndex({ [`${LOGIN_TOKENS}.token`]: 1 }, { ...options, sparse: true });
  }

  /**
   * Finds the user a login token was sent to.
   *
   * @param token - Token from the magic link.
   * @returns The user, or `null` when the token is unknown.
   */
  async findUserByLoginToken(token: string): Promise<CustomUser | null> {
    const doc = await this.users.findOne({ [`${LOGIN_TOKENS}.token`]: token });
    if (!doc) return null;
    const { _id, ...fields } = doc;
    return { ...fields, id: String(_id) } as unknown as CustomUser;
  }

  /**
   * Records a login token sent by email.
   *
   * @param userId - The user's id.
   * @param email - The address the link was sent to.
   * @param token - The random token put in the link.
   */
  async addLoginToken(userId: string, email: string, token: string): Promise<void> {
    const record = { token, address: email.toLowerCase(), when: Date.now() };
    await this.users.updateOne(idFilter(userId, this.options.convertUserIdToMongoObjectId), {
      $push: { [LOGIN_TOKENS]: record },
      $set: { updatedAt: this.options.dateProvider() },
    });
  }

  /**
   * Forgets every pending login token of a user, e.g. once one has been used.
   *
   * @param userId - The user's id.
   */
  async removeAllLoginTokens(userId: string): Promise<void> {
    await this.users.updateOne(idFilter(userId, this.options.convertUserIdToMongoObjectId), {
      $unset: { [LOGIN_TOKENS]: '' },
      $set: { updatedAt: this.options.dateProvider() },
    });
  }
}

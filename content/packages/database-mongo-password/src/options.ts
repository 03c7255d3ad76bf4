import type { MongoDatabase } from './mongo-driver';

/** Options of the {@link MongoServicePassword} constructor. */
export interface MongoServicePasswordOptions {
  /** Database holding the users collection, e.g. `mongoClient.db('app')`. */
  database: MongoDatabase;

  /**
   * Name of the users collection.
   *
   * @defaultValue `'users'`
   */
  userCollectionName?: string;

  /**
   * Names of the fields recording when a document was created and last updated.
   *
   * @defaultValue `{ createdAt: 'createdAt', updatedAt: 'updatedAt' }`
   */
  timestamps?: { readonly createdAt: string; readonly updatedAt: string };

  /**
   * Store user ids as `ObjectId` rather than strings. Turn it off when
   * {@link MongoServicePasswordOptions.idProvider} returns custom string ids.
   *
   * @defaultValue `true`
   */
  convertUserIdToMongoObjectId?: boolean;

  /**
   * Match usernames exactly. When `false`, `Ada` and `ada` are the same user.
   *
   * @defaultValue `true`
   */
  caseSensitiveUserName?: boolean;

  /** Generates the `_id` of new users; by default the driver generates an `ObjectId`. */
  idProvider?: () => string | object;

  /**
   * Turns a date into the value stored in timestamp fields.
   *
   * @defaultValue `(date) => (date ?? new Date()).getTime()`
   */
  dateProvider?: (date?: Date) => unknown;
}

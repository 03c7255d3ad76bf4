import type { MongoDatabase } from './mongo-driver';

/** Options of the {@link MongoServiceMagicLink} constructor. */
export interface MongoServiceMagicLinkOptions {
  /** Database holding the users collection. */
  database: MongoDatabase;

  /**
   * Name of the users collection; must be the one the user store writes to.
   *
   * @defaultValue `'users'`
   */
  userCollectionName?: string;

  /**
   * Whether user ids are stored as `ObjectId`; must match the user store.
   *
   * @defaultValue `true`
   */
  convertUserIdToMongoObjectId?: boolean;

  /**
   * Turns a date into the value stored in the `updatedAt` field.
   *
   * @defaultValue `(date) => (date ?? new Date()).getTime()`
   */
  dateProvider?: (date?: Date) => unknown;
}

import type { MongoDatabase } from './mongo-driver';

/** Options of the {@link MongoSessions} constructor. */
export interface MongoSessionsOptions {
  /** Database holding the sessions collection, e.g. `mongoClient.db('app')`. */
  database: MongoDatabase;

  /**
   * Name of the sessions collection.
   *
   * @defaultValue `'sessions'`
   */
  sessionCollectionName?: string;

  /**
   * Names of the fields recording when a session was created and last used.
   *
   * @defaultValue `{ createdAt: 'createdAt', updatedAt: 'updatedAt' }`
   */
  timestamps?: { readonly createdAt: string; readonly updatedAt: string };

  /**
   * Store session ids as `ObjectId` rather than strings.
   *
   * @defaultValue `true`
   */
  convertSessionIdToMongoObjectId?: boolean;

  /** Generates the `_id` of new sessions; by default the driver generates an `ObjectId`. */
  idSessionProvider?: () => string | object;

  /**
   * Generates the `_id` of new sessions.
   *
   * @deprecated Use {@link MongoSessionsOptions.idSessionProvider} instead.
   */
  idProvider?: () => string | object;

  /**
   * Turns a date into the value stored in timestamp fields.
   *
   * @defaultValue `(date) => (date ?? new Date()).getTime()`
   */
  dateProvider?: (date?: Date) => unknown;
}

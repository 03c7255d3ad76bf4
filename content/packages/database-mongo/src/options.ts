/**
 * Options of the {@link Mongo} adapter. They are passed on to the password,
 * magic-link and session stores it is made of.
 */
export interface AccountsMongoOptions {
  /**
   * Name of the users collection.
   *
   * @defaultValue `'users'`
   */
  collectionName?: string;

  /**
   * Name of the sessions collection.
   *
   * @defaultValue `'sessions'`
   */
  sessionCollectionName?: string;

  /**
   * Names of the fields recording when a document was created and updated.
   *
   * @defaultValue `{ createdAt: 'createdAt', updatedAt: 'updatedAt' }`
   */
  timestamps?: { readonly createdAt: string; readonly updatedAt: string };

  /**
   * Store user ids as `ObjectId`. Turn it off when
   * {@link AccountsMongoOptions.idProvider} returns custom string ids.
   *
   * @defaultValue `true`
   */
  convertUserIdToMongoObjectId?: boolean;

  /**
   * Store session ids as `ObjectId`. Turn it off when
   * {@link AccountsMongoOptions.idSessionProvider} returns custom string ids.
   *
   * @defaultValue `true`
   */
  convertSessionIdToMongoObjectId?: boolean;

  /**
   * Match usernames exactly; when `false`, lookups and the unique index ignore case.
   *
   * @defaultValue `true`
   */
  caseSensitiveUserName?: boolean;

  /** Generates the ids of new sessions; by default the driver generates an `ObjectId`. */
  idSessionProvider?: () => string | object;

  /** Generates the ids of new users; by default the driver generates an `ObjectId`. */
  idProvider?: () => string | object;

  /**
   * Turns a date into the value stored in timestamp fields, e.g. keep `Date`
   * objects with `(date) => date ?? new Date()`.
   *
   * @defaultValue `(date) => (date ?? new Date()).getTime()`
   */
  dateProvider?: (date?: Date) => unknown;
}

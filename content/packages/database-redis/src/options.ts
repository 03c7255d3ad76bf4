/** Options of the {@link RedisSessions} constructor. */
export interface AccountsRedisOptions {
  /**
   * Prefix of the per-user keys listing each user's session ids
   * (`<userCollectionName>:<userId>:sessions`).
   *
   * @defaultValue `'users'`
   */
  userCollectionName?: string;

  /**
   * Prefix of the keys holding sessions (`<sessionCollectionName>:<sessionId>`)
   * and of the token index.
   *
   * @defaultValue `'sessions'`
   */
  sessionCollectionName?: string;

  /**
   * Names of the hash fields recording when a session was created and last used.
   *
   * @defaultValue `{ createdAt: 'createdAt', updatedAt: 'updatedAt' }`
   */
  timestamps?: { readonly createdAt: string; readonly updatedAt: string };

  /**
   * Generates the ids of new sessions.
   *
   * @defaultValue a random UUID
   */
  idProvider?: () => string;

  /**
   * Turns a date into the string stored in timestamp fields. Session objects
   * always expose ISO dates, so the stored form must be parseable by `Date`.
   *
   * @defaultValue `(date) => (date ?? new Date()).toISOString()`
   */
  dateProvider?: (date?: Date) => string | number;
}

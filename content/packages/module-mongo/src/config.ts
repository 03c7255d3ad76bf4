import type { AccountsMongoOptions } from '@accounts/mongo';
import type { DatabaseType } from '@accounts/types';

/** The part of the MongoDB driver's `Db` handle the adapter needs. */
interface MongoDbLike {
  readonly databaseName: string;
  collection(name: string): unknown;
}

/** Options of {@link createAccountsMongoModule}. */
export interface AccountsMongoModuleConfig {
  /** A connected database handle from the official MongoDB driver, as returned by `client.db()`. */
  dbConn: MongoDbLike;
  /** Options handed to the `Mongo` adapter of `@accounts/mongo`: collection names, id handling, timestamps. */
  storage?: AccountsMongoOptions;
  /**
   * Which records this module stores; use two modules to keep users and sessions in
   * different databases.
   * @defaultValue `DatabaseType.Both`
   */
  type?: DatabaseType;
}

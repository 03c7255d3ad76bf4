/**
 * The few MongoDB driver methods this package calls, declared structurally so
 * that any driver version (or a mongoose connection's `db`) fits.
 */

/** A query filter or an update document. */
export type MongoDocument = Record<string, unknown>;

/** Options of `createIndex` used here. */
export interface IndexOptions {
  unique?: boolean;
  sparse?: boolean;
  collation?: { locale: string; strength: 1 | 2 | 3 };
  [option: string]: unknown;
}

/** A collection of documents of type `TDoc`. */
export interface MongoCollection<TDoc> {
  findOne(filter: MongoDocument, options?: { collation?: IndexOptions['collation'] }): Promise<TDoc | null>;
  insertOne(doc: TDoc): Promise<{ insertedId: unknown }>;
  updateOne(filter: MongoDocument, update: MongoDocument): Promise<{ matchedCount: number }>;
  createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<string>;
}

/** A database handle, as returned by `MongoClient.db()`. */
export interface MongoDatabase {
  collection<TDoc>(name: string): MongoCollection<TDoc>;
}

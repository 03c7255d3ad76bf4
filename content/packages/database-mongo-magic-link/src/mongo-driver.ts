/** The MongoDB driver methods the magic-link store calls, declared structurally. */

/** A query filter or an update document. */
export type MongoDocument = Record<string, unknown>;

/** A collection of documents of type `TDoc`. */
export interface MongoCollection<TDoc> {
  findOne(filter: MongoDocument): Promise<TDoc | null>;
  updateOne(filter: MongoDocument, update: MongoDocument): Promise<{ matchedCount: number }>;
  createIndex(keys: Record<string, 1 | -1>, options?: Record<string, unknown>): Promise<string>;
}

/** A database handle, as returned by `MongoClient.db()`. */
export interface MongoDatabase {
  collection<TDoc>(name: string): MongoCollection<TDoc>;
}

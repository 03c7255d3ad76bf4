import type { ConnectionInformations, DatabaseInterfaceSessions, Session } from '@accounts/types';
import type { MongoCollection, MongoDocument } from './mongo-driver';
import type { MongoSessionsOptions } from './options';

/** A session document as stored in the collection. */
interface SessionDocument {
  _id?: string | object;
  userId: string;
  token: string;
  valid: boolean;
  userAgent?: string;
  ip?: string;
  extraData?: object;
  [timestampField: string]: unknown;
}

/** Options after defaults are applied. */
type ResolvedOptions = Required<Pick<MongoSessionsOptions, 'database' | 'sessionCollectionName' | 'timestamps' | 'convertSessionIdToMongoObjectId' | 'dateProvider'>> & {
  idSessionProvider?: () => string | object;
};

/** The 24-hex-digit form of a MongoDB `ObjectId`. */
const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

/** Turns a string id into the value stored in `_id` (extended-JSON `ObjectId` when converting). */
function toMongoId(id: string, convert: boolean): string | { $oid: string } {
  return convert && OBJECT_ID_PATTERN.test(id) ? { $oid: id } : id;
}

/** Reads back a stored `_id` as a string. */
function fromMongoId(id: unknown): string {
  return typeof id === 'object' && id !== null && '$oid' in id ? String(id.$oid) : String(id);
}

/** Sessions expose dates as ISO strings, whatever `dateProvider` stored. */
function toIsoDate(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'number' || typeof value === 'string' ? new Date(value).toISOString() : '';
}

/** Filter matching one session by id, converting the id when configured. */
function idFilter(options: ResolvedOptions, sessionId: string): { _id: string | { $oid: string } } {
  return { _id: toMongoId(sessionId, options.convertSessionIdToMongoObjectId) };
}

/** The `$set` that revokes a session. */
function invalidation(options: ResolvedOptions): MongoDocument {
  return { valid: false, [options.timestamps.updatedAt]: options.dateProvider() };
}

/** Maps a stored document to the `Session` shape of `@accounts/types`. */
function toSession(options: ResolvedOptions, doc: SessionDocument | null): Session | null {
  if (!doc) return null;
  const { createdAt, updatedAt } = options.timestamps;
  return {
    id: fromMongoId(doc._id),
    userId: doc.userId,
    token: doc.token,
    valid: doc.valid,
    userAgent: doc.userAgent,
    ip: doc.ip,
    extraData: doc.extraData,
    createdAt: toIsoDate(doc[createdAt]),
    updatedAt: toIsoDate(doc[updatedAt]),
  };
}

/**
 * Session storage on MongoDB, implementing `DatabaseInterfaceSessions`.
 *
 * Use it on its own with any user store, or through `Mongo` from
 * `@accounts/mongo`, which combines it with users.
 *
 * @example
 * ```ts
 * import { MongoSessions } from '@accounts/mongo-sessions';
 *
 * const sessions = new MongoSessions({
 *   database: mongoClient.db('accounts'),
 *   idSessionProvider: () => crypto.randomUUID(),
 *   convertSessionIdToMongoObjectId: false,
 * });
 * await sessions.setupIndexes();
 * ```
 */
export class MongoSessions implements DatabaseInterfaceSessions {
  private readonly options: ResolvedOptions;
  private readonly sessions: MongoCollection<SessionDocument>;

  /**
   * Creates the store. No request is sent until a method is called.
   *
   * @param options - Database handle and storage settings.
   */
  constructor({ idProvider, idSessionProvider = idProvider, ...options }: MongoSessionsOptions) {
    this.options = {
      sessionCollectionName: 'sessions',
      timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' },
      convertSessionIdToMongoObjectId: true,
      dateProvider: (date = new Date()) => date.getTime(),
      ...options,
      idSessionProvider,
    };
    this.sessions = this.options.database.collection<SessionDocument>(this.options.sessionCollectionName);
  }

  /**
   * Creates a unique index on the session token, used by every authenticated request.
   *
   * @param options - Extra index options passed to the driver.
   */
  async setupIndexes(options: Record<string, unknown> = {}): Promise<void> {
    await this.sessions.createIndex({ token: 1 }, { ...options, unique: true, sparse: true });
  }

  /**
   * Opens a session.
   *
   * @param userId - Owner of the session.
   * @param token - Random token identifying the session inside the JWTs.
   * @param connection - IP address and user agent of the client.
   * @param extraData - Anything the application wants to keep with the session.
   * @returns The id of the new session.
   */
  async createSession(
    userId: string,
    token: string,
    connection: ConnectionInformations = {},
    extraData?: object
  ): Promise<string> {
    const { timestamps, dateProvider, idSessionProvider } = this.options;
    const doc: SessionDocument = {
      userId,
      token,
      valid: true,
      userAgent: connection.userAgent,
      ip: connection.ip,
      extraData,
      [timestamps.createdAt]: dateProvider(),
      [timestamps.updatedAt]: dateProvider(),
    };
    if (idSessionProvider) doc._id = idSessionProvider();
    const { insertedId } = await this.sessions.insertOne(doc);
    return fromMongoId(doc._id ?? insertedId);
  }

  /**
   * Finds a session by id.
   *
   * @param sessionId - The session's id.
   * @returns The session, or `null` when none matches.
   */
  async findSessionById(sessionId: string): Promise<Session | null> {
    return toSession(this.options, await this.sessions.findOne(idFilter(this.options, sessionId)));
  }

  /**
   * Finds a session by its token.
   *
   * @param token - The token carried in the JWTs.
   * @returns The session, or `null` when none matches.
   */
  async findSessionByToken(token: string): Promise<Session | null> {
    return toSession(this.options, await this.sessions.findOne({ token }));
  }

  /**
   * Records activity on a session, optionally rotating its token.
   *
   * @param sessionId - The session's id.
   * @param connection - IP address and user agent of the latest request.
   * @param newToken - Replacement token, when tokens are rotated on refresh.
   */
  async updateSession(sessionId: string, connection: ConnectionInformations, newToken?: string): Promise<void> {
    const $set: MongoDocument = {
      userAgent: connection.userAgent,
      ip: connection.ip,
      [this.options.timestamps.updatedAt]: this.options.dateProvider(),
    };
    if (newToken) $set.token = newToken;
    await this.sessions.updateOne(idFilter(this.options, sessionId), { $set });
  }

  /**
   * Revokes one session. Revoking a session that does not exist is not an error.
   *
   * @param sessionId - The session's id.
   */
  async invalidateSession(sessionId: string): Promise<void> {
    await this.sessions.updateOne(idFilter(this.options, sessionId), { $set: invalidation(this.options) });
  }

  /**
   * Revokes every session of a user, except the ones listed.
   *
   * @param userId - Owner of the sessions.
   * @param excludedSessionIds - Sessions to keep open, e.g. the current one.
   */
  async invalidateAllSessions(userId: string, excludedSessionIds: readonly string[] = []): Promise<void> {
    const filter: MongoDocument = { userId, valid: true };
    if (excludedSessionIds.length > 0) {
      filter._id = { $nin: excludedSessionIds.map((id) => idFilter(this.options, id)._id) };
    }
    await this.sessions.updateMany(filter, { $set: invalidation(this.options) });
  }
}

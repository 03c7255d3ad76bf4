import type { ConnectionInformations, DatabaseInterfaceSessions, Session } from '@accounts/types';
import type { AccountsRedisOptions } from './options';
import type { RedisClient, RedisTransaction } from './redis-client';

/** A Redis key: a prefix and an id joined by colons. */
type RedisKey = `${string}:${string}`;

/** Options after defaults are applied. */
type ResolvedOptions = Required<AccountsRedisOptions>;

/** Random session id, using Web Crypto when the runtime has it. */
function randomId(): string {
  const { crypto } = globalThis as { crypto?: { randomUUID?: () => string } };
  return crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The keys used by the store. */
function keys(options: ResolvedOptions) {
  return {
    session: (sessionId: string): RedisKey => `${options.sessionCollectionName}:${sessionId}`,
    token: (token: string): RedisKey => `${options.sessionCollectionName}:token:${token}`,
    userSessions: (userId: string): RedisKey => `${options.userCollectionName}:${userId}:sessions`,
  };
}

/** Throws the first error reported by a transaction. */
async function execOrThrow(transaction: RedisTransaction): Promise<void> {
  const replies = await transaction.exec();
  const failure = replies?.find(([error]) => error !== null);
  if (failure) throw failure[0];
}

/** Builds a `Session` from a stored hash; `null` for a missing key. */
function toSession(options: ResolvedOptions, sessionId: string, hash: Record<string, string>): Session | null {
  if (!hash.userId) return null;
  const date = (value: string | undefined) => (value ? new Date(Number(value) || value).toISOString() : '');
  return {
    id: sessionId,
    userId: hash.userId,
    token: hash.token,
    valid: hash.valid === 'true',
    userAgent: hash.userAgent || undefined,
    ip: hash.ip || undefined,
    extraData: hash.extraData ? (JSON.parse(hash.extraData) as object) : undefined,
    createdAt: date(hash[options.timestamps.createdAt]),
    updatedAt: date(hash[options.timestamps.updatedAt]),
  };
}

/**
 * Session storage on Redis, implementing `DatabaseInterfaceSessions`.
 *
 * Redis only keeps sessions; users live in another database. Give both to
 * the server, the user store as `db` and this one as `dbSessions`.
 *
 * Each session is a hash under `sessions:<id>`, with an index from its token
 * and a set of session ids per user.
 *
 * @example
 * ```ts
 * import Redis from 'ioredis';
 * import { AccountsServer } from '@accounts/server';
 * import { RedisSessions } from '@accounts/redis';
 *
 * const sessions = new RedisSessions(new Redis(process.env.REDIS_URL!), {
 *   sessionCollectionName: 'app-sessions',
 * });
 * const server = new AccountsServer({ tokenSecret }, services, userDatabase, sessions);
 * ```
 */
export class RedisSessions implements DatabaseInterfaceSessions {
  private readonly store: { redis: RedisClient; options: ResolvedOptions };

  /**
   * Creates the store.
   *
   * @param redis - A connected Redis client, e.g. from `ioredis`.
   * @param options - Key prefixes, id and date generation.
   */
  constructor(redis: RedisClient, options: AccountsRedisOptions = {}) {
    this.store = {
      redis,
      options: {
        userCollectionName: 'users',
        sessionCollectionName: 'sessions',
        timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' },
        idProvider: randomId,
        dateProvider: (date = new Date()) => date.toISOString(),
        ...options,
      },
    };
  }

  /**
   * Opens a session.
   *
   * @param userId - Owner of the session.
   * @param token - Random token identifying the session.
   * @param connection - IP address and user agent of the client.
   * @param extraData - Anything to keep with the session; stored as JSON.
   * @returns The id of the new session.
   */
  async createSession(
    userId: string,
    token: string,
    connection: ConnectionInformations = {},
    extraData?: object
  ): Promise<string> {
    const { redis, options } = this.store;
    const key = keys(options);
    const sessionId = options.idProvider();
    const now = String(options.dateProvider());
    await execOrThrow(
      redis
        .multi()
        .hset(key.session(sessionId), {
          userId,
          token,
          valid: 'true',
          userAgent: connection.userAgent ?? '',
          ip: connection.ip ?? '',
          extraData: extraData ? JSON.stringify(extraData) : '',
          [options.timestamps.createdAt]: now,
          [options.timestamps.updatedAt]: now,
        })
        .set(key.token(token), sessionId)
        .sadd(key.userSessions(userId), sessionId)
    );
    return sessionId;
  }

  /**
   * Records activity on a session, optionally rotating its token.
   *
   * @param sessionId - The session's id.
   * @param connection - IP address and user agent of the latest request.
   * @param newToken - Replacement token when tokens rotate on refresh.
   */
  async updateSession(sessionId: string, connection: ConnectionInformations, newToken?: string): Promise<void> {
    const { redis, options } = this.store;
    const key = keys(options);
    const session = await this.findSessionById(sessionId);
    if (!session) return;
    const transaction = redis.multi().hset(key.session(sessionId), {
      userAgent: connection.userAgent ?? '',
      ip: connection.ip ?? '',
      [options.timestamps.updatedAt]: String(options.dateProvider()),
      ...(newToken ? { token: newToken } : {}),
    });
    if (newToken) transaction.del(key.token(session.token)).set(key.token(newToken), sessionId);
    await execOrThrow(transaction);
  }

  /**
   * Revokes one session and removes it from the token index.
   *
   * @param sessionId - The session's id.
   */
  async invalidateSession(sessionId: string): Promise<void> {
    const { redis, options } = this.store;
    const key = keys(options);
    const session = await this.findSessionById(sessionId);
    if (!session) return;
    await execOrThrow(
      redis
        .multi()
        .hset(key.session(sessionId), {
          valid: 'false',
          [options.timestamps.updatedAt]: String(options.dateProvider()),
        })
        .del(key.token(session.token))
        .srem(key.userSessions(session.userId), sessionId)
    );
  }

  /**
   * Revokes every session of a user except the ones listed.
   *
   * @param userId - Owner of the sessions.
   * @param excludedSessionIds - Sessions to keep open, e.g. the current one.
   */
  async invalidateAllSessions(userId: string, excludedSessionIds: readonly string[] = []): Promise<void> {
    const { redis, options } = this.store;
    const sessionIds = await redis.smembers(keys(options).userSessions(userId));
    const revoked = sessionIds.filter((id) => !excludedSessionIds.includes(id));
    await Promise.all(revoked.map((id) => this.invalidateSession(id)));
  }

  /**
   * Finds a session by token.
   *
   * @param token - The session token carried in the JWTs.
   * @returns The session, or `null` when none matches.
   */
  async findSessionByToken(token: string): Promise<Session | null> {
    const { redis, options } = this.store;
    const sessionId = await redis.get(keys(options).token(token));
    return sessionId ? this.findSessionById(sessionId) : null;
  }

  /**
   * Finds a session by id.
   *
   * @param sessionId - The session's id.
   * @returns The session, or `null` when none matches.
   */
  async findSessionById(sessionId: string): Promise<Session | null> {
    const { redis, options } = this.store;
    return toSession(options, sessionId, await redis.hgetall(keys(options).session(sessionId)));
  }
}

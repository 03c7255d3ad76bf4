/**
 * The Redis commands the session store sends, declared structurally; an
 * `ioredis` client satisfies it.
 */

/** A queued transaction; `exec` resolves with one `[error, result]` pair per command. */
export interface RedisTransaction {
  hset(key: string, values: Readonly<Record<string, string>>): RedisTransaction;
  set(key: string, value: string): RedisTransaction;
  sadd(key: string, ...members: string[]): RedisTransaction;
  srem(key: string, ...members: string[]): RedisTransaction;
  del(...keys: string[]): RedisTransaction;
  exec(): Promise<[error: Error | null, result: unknown][] | null>;
}

/** A connected Redis client. */
export interface RedisClient {
  hgetall(key: string): Promise<Record<string, string>>;
  get(key: string): Promise<string | null>;
  smembers(key: string): Promise<string[]>;
  multi(): RedisTransaction;
}

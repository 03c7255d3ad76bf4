export { RedisSessions } from './redis-sessions';
export type { AccountsRedisOptions } from './options';

export { MongoSessions } from './mongo-sessions';
export type { MongoSessionsOptions } from './options';

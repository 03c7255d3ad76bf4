export { Mongo } from './mongo';
export type { AccountsMongoOptions } from './options';
export { AccountsMongoConfigToken, MongoConnectionToken } from './injection-tokens';

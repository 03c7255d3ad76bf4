export { MongoServicePassword } from './mongo-service-password';
export type { MongoServicePasswordOptions } from './options';
export type { MongoUser } from './mongo-user';

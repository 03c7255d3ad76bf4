export { MongoServiceMagicLink } from './mongo-service-magic-link';
export type { MongoServiceMagicLinkOptions } from './options';

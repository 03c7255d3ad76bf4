import { getUserCtor } from './user';

/**
 * The user entity used when the application does not provide one. Created
 * once so that schemas and the adapter refer to the same class.
 */
export const DefaultUser = getUserCtor();

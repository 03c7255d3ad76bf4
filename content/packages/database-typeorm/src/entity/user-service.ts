import type { User } from './user';

/**
 * The `user_service` table: data a service keeps about a user. The password
 * hash, OAuth accounts and pending tokens (reset, verification, magic link)
 * are all rows here, told apart by {@link UserService.name}.
 */
export class UserService {
  /** Primary key, a UUID. */
  id!: string;

  /** The user the row belongs to. */
  user!: User;

  /** Service name, e.g. `'password'`, `'github'` or `'password.reset'`. */
  name!: string;

  /** Token for token rows (reset, verification, magic link); indexed. */
  token?: string;

  /** Service data, e.g. `{ bcrypt }` for the password or the profile of an OAuth account. */
  options: { [key: string]: unknown } = {};

  /** The user's id at the service, for OAuth accounts. */
  serviceId?: string;

  /** Foreign key of {@link UserService.user}. */
  userId!: string;
}

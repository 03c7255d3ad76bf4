import type { User } from './user';

/** The `user_email` table: one row per address of a user. */
export class UserEmail {
  /** Primary key, a UUID. */
  id!: string;

  /** The user owning the address. */
  user!: User;

  /** The address, stored in lower case and unique across users. */
  address!: string;

  /** Whether the user has proved they own the address. */
  verified = false;

  /** Foreign key of {@link UserEmail.user}. */
  userId!: string;
}

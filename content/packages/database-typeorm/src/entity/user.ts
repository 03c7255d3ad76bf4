import type { UserEmail } from './user-email';
import type { UserService } from './user-service';
import type { UserSession } from './user-session';

/** Services of a user keyed by name, e.g. `{ password: { bcrypt }, github: { id, ... } }`. */
type ServicesByName = Record<string, { id?: string; [option: string]: unknown }>;

/**
 * The `user` table. Extend this class to add columns to users, and pass the
 * subclass to `@accounts/module-typeorm` as `UserEntity`.
 *
 * @example
 * ```ts
 * import { Column, Entity } from 'typeorm';
 * import { User } from '@accounts/typeorm';
 *
 * @Entity()
 * export class AppUser extends User {
 *   @Column({ nullable: true })
 *   displayName?: string;
 * }
 * ```
 */
export class User {
  /** Primary key, a UUID. */
  id!: string;

  /** Unique username, if the user chose one. */
  username?: string;

  /** Every service row of the user: password, OAuth accounts and pending tokens. */
  allServices!: UserService[];

  /** Email addresses of the user. */
  emails!: UserEmail[];

  /** Sessions opened by the user, valid or revoked. */
  sessions!: UserSession[];

  /** `true` once the user has been deactivated; they can no longer log in. */
  deactivated = false;

  /** When the row was inserted. */
  createdAt!: Date;

  /** When the row was last changed. */
  updatedAt!: Date;

  /**
   * The user's services keyed by name, built from {@link User.allServices}.
   * The shape matches `User.services` of `@accounts/types`.
   */
  get services(): ServicesByName {
    const services: ServicesByName = {};
    for (const { name, serviceId, options } of this.allServices ?? []) {
      services[name] = { ...options, ...(serviceId ? { id: serviceId } : {}) };
    }
    return services;
  }

  /**
   * Builds the services map.
   *
   * @deprecated Use {@link User.services} instead; it is computed on access.
   * @returns The same value as {@link User.services}.
   */
  getServices(): ServicesByName {
    return this.services;
  }
}

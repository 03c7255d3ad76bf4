import { createCollection, type EntityCollection } from './collection';
import { Email, type EmailCtor } from './email';
import { Service, type ServiceCtor } from './service';
import type { Session } from './session';

/**
 * Shape of the user entity. The generic parameters let an application swap
 * in its own email, session and service entities.
 *
 * @typeParam CustomEmail - Entity class of email addresses.
 * @typeParam CustomSession - Entity class of sessions.
 * @typeParam CustomService - Entity class of services.
 */
export interface IUser<
  CustomEmail extends Email<any> = Email<any>,
  CustomSession extends Session<any> = Session<any>,
  CustomService extends Service<any> = Service<any>,
> {
  /** Primary key. */
  id: number;
  /** Unique username, if the user chose one. */
  username?: string;
  /** Services of the user: password, OAuth accounts and pending tokens. */
  services: EntityCollection<CustomService>;
  /** Email addresses of the user. */
  emails: EntityCollection<CustomEmail>;
  /** Sessions opened by the user. */
  sessions: EntityCollection<CustomSession>;
  /** `true` once the user has been deactivated. */
  deactivated: boolean;
  /** When the user was created. */
  createdAt: Date;
  /** When the user was last changed. */
  updatedAt: Date;
}

/** Arguments of the user entity's constructor, i.e. of a sign-up. */
export interface UserCtorArgs {
  /** First email address; it starts unverified. */
  email?: string;
  /** Password hash; stored as the `password` service. */
  password?: string;
  /** Username. */
  username?: string;
}

/** Constructor of a user entity, as returned by {@link getUserCtor}. */
export type UserCtor<
  CustomEmail extends Email<any> = Email<any>,
  CustomSession extends Session<any> = Session<any>,
  CustomService extends Service<any> = Service<any>,
> = new (args: UserCtorArgs) => IUser<CustomEmail, CustomSession, CustomService>;

/**
 * Builds the user entity class, wired to the given email and service entity
 * classes. Extend the returned class to add fields to users.
 *
 * @typeParam CustomEmail - Entity class of email addresses.
 * @typeParam CustomSession - Entity class of sessions.
 * @typeParam CustomService - Entity class of services.
 * @param entities - Email and service classes to instantiate on sign-up; default to {@link Email} and {@link Service}.
 * @returns The user entity class.
 *
 * @example
 * ```ts
 * import { getUserCtor } from '@accounts/mikro-orm';
 *
 * export class AppUser extends getUserCtor() {
 *   displayName?: string;
 * }
 * ```
 */
export function getUserCtor<
  CustomEmail extends Email<any> = Email<any>,
  CustomSession extends Session<any> = Session<any>,
  CustomService extends Service<any> = Service<any>,
>({
  EmailEntity = Email,
  ServiceEntity = Service,
}: { EmailEntity?: EmailCtor<any>; ServiceEntity?: ServiceCtor<any> } = {}): UserCtor<
  CustomEmail,
  CustomSession,
  CustomService
> {
  return class User implements IUser<CustomEmail, CustomSession, CustomService> {
    id!: number;
    username?: string;
    services = createCollection<CustomService>();
    emails = createCollection<CustomEmail>();
    sessions = createCollection<CustomSession>();
    deactivated = false;
    createdAt = new Date();
    updatedAt = new Date();

    constructor({ email, password, username }: UserCtorArgs) {
      this.username = username;
      if (email) this.emails.add(new EmailEntity({ address: email, user: this }) as CustomEmail);
      if (password) {
        this.services.add(new ServiceEntity({ user: this, name: 'password', options: { bcrypt: password } }) as CustomService);
      }
    }
  };
}

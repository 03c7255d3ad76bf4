import type { IUser } from './user';

/**
 * Arguments of the {@link Service} constructor. For the `password` service
 * the options must hold the hash.
 *
 * @typeParam CustomUser - The user entity.
 * @typeParam Name - The service name, when known statically.
 */
export type ServiceCtorArgs<CustomUser extends IUser<any, any, any>, Name extends string = string> = {
  user: CustomUser;
  name: Name;
  token?: string;
  options?: Name extends 'password' ? { bcrypt: string } : Record<string, unknown>;
};

/** Constructor of a service entity, as returned by {@link getServiceCtor}. */
export type ServiceCtor<CustomUser extends IUser<any, any, any>> = new (
  args: ServiceCtorArgs<CustomUser>
) => Service<CustomUser>;

/**
 * Data a service keeps about a user: the password hash, an OAuth account, or
 * a pending token (reset, verification, magic link).
 *
 * @typeParam CustomUser - The user entity the service belongs to.
 */
export class Service<CustomUser extends IUser<any, any, any>> {
  /** Primary key. */
  id!: number;

  /** The user the service belongs to. */
  user: CustomUser;

  /** Service name, e.g. `'password'`, `'github'` or `'password.reset'`. */
  name: string;

  /** Token of token services; indexed. */
  token?: string;

  /** Service data, e.g. `{ bcrypt }` or an OAuth profile. */
  options: Record<string, unknown>;

  /**
   * Creates a service entity.
   *
   * @param args - Owner, name, and optional token and data.
   */
  constructor({ user, name, token, options = {} }: ServiceCtorArgs<CustomUser>) {
    this.user = user;
    this.name = name;
    this.token = token;
    this.options = options;
  }
}

/**
 * Returns the {@link Service} class typed for a custom user entity.
 *
 * @typeParam CustomUser - The user entity of the application.
 * @returns The service entity class.
 */
export function getServiceCtor<CustomUser extends IUser<any, any, any>>(): ServiceCtor<CustomUser> {
  return Service<CustomUser>;
}

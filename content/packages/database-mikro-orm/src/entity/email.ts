import type { IUser } from './user';

/** Arguments of the {@link Email} constructor. */
export interface EmailCtorArgs<CustomUser extends IUser<any, any, any>> {
  /** The address; stored in lower case. */
  address: string;
  /** The user owning the address. */
  user: CustomUser;
  /** Whether the address is already verified. Defaults to `false`. */
  verified?: boolean;
}

/** Constructor of an email entity, as returned by {@link getEmailCtor}. */
export type EmailCtor<CustomUser extends IUser<any, any, any>> = new (args: EmailCtorArgs<CustomUser>) => Email<CustomUser>;

/**
 * An email address of a user.
 *
 * @typeParam CustomUser - The user entity the address belongs to.
 */
export class Email<CustomUser extends IUser<any, any, any>> {
  /** Primary key. */
  id!: number;

  /** The user owning the address. */
  user: CustomUser;

  /** The address, in lower case. */
  address: string;

  /** Whether the user has proved they own the address. */
  verified: boolean;

  /**
   * Creates an email entity.
   *
   * @param args - Address, owner and verification state.
   */
  constructor({ address, user, verified = false }: EmailCtorArgs<CustomUser>) {
    this.address = address.toLowerCase();
    this.user = user;
    this.verified = verified;
  }
}

/**
 * Returns the {@link Email} class typed for a custom user entity, so
 * subclasses keep the right `user` type without casts.
 *
 * @typeParam CustomUser - The user entity of the application.
 * @returns The email entity class.
 */
export function getEmailCtor<CustomUser extends IUser<any, any, any>>(): EmailCtor<CustomUser> {
  return Email<CustomUser>;
}

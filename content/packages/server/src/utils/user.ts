import type { User } from '@accounts/types';
import { AccountsJsError } from '../errors';

/**
 * Picks the address to send an e-mail to.
 *
 * @param user - The recipient.
 * @param address - A preferred address; it must belong to the user.
 * @returns `address` when the user owns it, otherwise the user's first address.
 * @throws An {@link AccountsJsError} when the user has no matching address.
 */
export function getFirstUserEmail(user: User, address?: string): string {
  const emails = user.emails ?? [];
  if (address !== undefined) {
    if (emails.some((email) => email.address === address)) return address;
    throw new AccountsJsError('Address is not registered for this user', 'InvalidEmail');
  }
  const first = emails[0];
  if (!first) throw new AccountsJsError('User has no e-mail address', 'NoEmailSet');
  return first.address;
}

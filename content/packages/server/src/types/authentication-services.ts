import type { AuthenticationService } from '@accounts/types';

/**
 * The strategies registered on a server, keyed by the name clients use to reach them.
 *
 * @example
 * ```ts
 * const services: AuthenticationServices = {
 *   password: new AccountsPassword(),
 *   magicLink: new AccountsMagicLink(),
 * };
 * ```
 */
export interface AuthenticationServices {
  /** A strategy, for example an `AccountsPassword` under `password`. */
  [serviceName: string]: AuthenticationService<any, any> | undefined;
}

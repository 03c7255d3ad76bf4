import type { DatabaseInterfaceSessions, DatabaseInterfaceUser } from './database';
import type { User } from './user';

/**
 * A login strategy the server can delegate to, such as password, OAuth or magic link.
 *
 * @typeParam CustomUser - The user type the strategy returns.
 * @typeParam Params - What the strategy expects from the client in order to authenticate.
 */
export interface AuthenticationService<CustomUser extends User = User, Params extends object = object> {
  /**
   * The server this service is registered on.
   *
   * Typed loosely so that `@accounts/types` does not depend on `@accounts/server`.
   */
  server: unknown;
  /** Name the service is registered under; clients pass it when logging in. */
  serviceName: string;

  /**
   * Gives the service the user store it should read from and write to.
   *
   * @param store - The user store.
   */
  setUserStore(store: DatabaseInterfaceUser<CustomUser>): void;

  /**
   * Gives the service the session store, for services that manage sessions themselves.
   *
   * @param store - The session store.
   */
  setSessionsStore(store: DatabaseInterfaceSessions): void;

  /**
   * Checks the given credentials.
   *
   * @param params - Strategy-specific credentials.
   * @returns The matching user, or `null` when the credentials are wrong.
   */
  authenticate(params: Params): Promise<CustomUser | null>;
}

import type { ConnectionInformations } from './session';
import type { User } from './user';

/**
 * The per-request context built by the transports and handed to resolvers and handlers.
 *
 * @typeParam CustomUser - The application's user type.
 */
export interface IContext<CustomUser extends User = User> {
  /** The access token sent with the request, if any. */
  authToken?: string;
  /** The authenticated user, when the token was valid. */
  user?: CustomUser;
  /** Shortcut for `user.id`. */
  userId?: string;
  /** `User-Agent` header of the request. */
  userAgent: string;
  /** Remote IP address of the request. */
  ip: string;
  /** Connection information passed on to the server when logging in. */
  infos: ConnectionInformations;
}

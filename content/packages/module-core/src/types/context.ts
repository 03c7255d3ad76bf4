import type { IContext, User } from '@accounts/types';
import type { ModuleContextLike } from '../graphql-modules';

/**
 * The context every accounts resolver receives: the request data added by {@link context}
 * (token, user, connection information) plus what GraphQL Modules adds (the injector and
 * the module id).
 *
 * @typeParam IUser - The user type stored in your database.
 */
export type AccountsContextGraphQLModules<IUser extends User = User> = IContext<IUser> & ModuleContextLike;

/**
 * Options of the {@link context} builder.
 *
 * @typeParam Ctx - The base context your server framework hands to the builder.
 */
export type AccountsContextOptions<Ctx extends object = object> = {
  /** Opens a controller on the application so the builder can reach `AccountsServer` before execution. */
  createOperationController: (input: { context: Ctx; autoDestroy?: boolean }) => {
    readonly injector: { get<T>(token: unknown): T };
    destroy(): void;
  };
  /**
   * Request header that carries the access token, with or without a `Bearer ` prefix.
   * @defaultValue `'Authorization'`
   */
  headerName?: string;
  /** When `true`, the token is read but the user is not loaded. */
  excludeAddUserInContext?: boolean;
};

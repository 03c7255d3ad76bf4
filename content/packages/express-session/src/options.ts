/** Options of the {@link AccountsSession} constructor. */
export interface AccountsSessionOptions {
  /**
   * Key of `req.session` under which the tokens are kept.
   *
   * @defaultValue `'accountsJsTokens'`
   */
  name?: string;

  /**
   * Whether the middleware looks up the logged-in user, and where it puts it
   * on the request. Pass `false` to skip the lookup on every request.
   *
   * @defaultValue `{ name: 'user', resolve: true }`
   */
  user?:
    | false
    | {
        /** Property of the request that receives the user. */
        name?: string;
        /** Load the user from the database; when `false` only `userId` is set. */
        resolve?: boolean;
      };
}

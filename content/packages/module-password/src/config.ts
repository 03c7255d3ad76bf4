/**
 * Schema options of {@link createAccountsPasswordModule}. They are passed in the same object
 * as the `AccountsPassword` service options.
 */
export interface AccountsPasswordModuleConfig {
  /**
   * Name of the root query type the module extends.
   * @defaultValue `'Query'`
   */
  rootQueryName?: string;
  /**
   * Name of the root mutation type the module extends.
   * @defaultValue `'Mutation'`
   */
  rootMutationName?: string;
  /**
   * When `true`, the root types are written as `extend type`.
   * @defaultValue `false`
   */
  extendTypeDefs?: boolean;
}

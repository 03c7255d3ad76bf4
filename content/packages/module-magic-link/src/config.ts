/**
 * Schema options of {@link createAccountsMagicLinkModule}. They are passed in the same object
 * as the `AccountsMagicLink` service options.
 */
export interface AccountsMagicLinkModuleConfig {
  /**
   * Name of the root mutation type the module extends.
   * @defaultValue `'Mutation'`
   */
  rootMutationName?: string;
  /**
   * When `true`, the mutation type is written as `extend type`.
   * @defaultValue `false`
   */
  extendTypeDefs?: boolean;
}

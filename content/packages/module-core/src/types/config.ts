/**
 * Options of {@link createAccountsCoreModule} that shape the GraphQL schema. They are passed
 * together with the `AccountsServer` options in one object.
 */
export interface AccountsCoreModuleConfig {
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
   * When `true`, the root types are written as `extend type`, for schemas that declare
   * `Query` and `Mutation` elsewhere.
   * @defaultValue `false`
   */
  extendTypeDefs?: boolean;
  /**
   * When `true`, the type definitions include a `schema { … }` block naming the root types.
   * @deprecated Use {@link buildSchema} instead; the application declares the schema block itself.
   */
  withSchemaDefinition?: boolean;
  /**
   * When `true`, `User` is declared as an interface so that your own schema can provide the
   * concrete user type.
   * @defaultValue `false`
   */
  userAsInterface?: boolean;
}

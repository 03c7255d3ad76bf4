import { authDirective } from './auth';
import type { ApplicationLike, GraphQLSchemaLike } from './graphql-modules';

/**
 * Returns the executable schema of a GraphQL Modules application with the `@auth` directive
 * applied, followed by any extra transformers.
 *
 * @param application - The application created from the accounts modules and your own.
 * @param transformers - Further schema transformers, applied in order after the auth directive.
 * @returns The transformed schema, ready for your GraphQL server.
 *
 * @example
 * ```ts
 * const application = createApplication({
 *   modules: [createAccountsCoreModule({ tokenSecret: 'secret' }), createAccountsPasswordModule()],
 * });
 * const schema = buildSchema(application);
 * ```
 */
export function buildSchema(
  application: Pick<ApplicationLike, 'schema'>,
  ...transformers: ReadonlyArray<(schema: GraphQLSchemaLike) => GraphQLSchemaLike>
): GraphQLSchemaLike {
  const { authDirectiveTransformer } = authDirective();
  return [authDirectiveTransformer, ...transformers].reduce(
    (schema, transform) => transform(schema),
    application.schema,
  );
}

import { AccountsCoreConfigToken, AccountsServer, type AccountsServerOptions } from '@accounts/server';
import { authDirective } from './auth';
import { createModule, type GraphQLModuleLike } from './graphql-modules';
import { Mutation } from './resolvers/mutation';
import { Query } from './resolvers/query';
import { coreTypeDefs } from './schema/type-defs';
import type { AccountsCoreModuleConfig } from './types/config';

/**
 * Creates the core GraphQL module: the shared account types, the session mutations
 * (`authenticate`, `refreshTokens`, `logout`, `impersonate`) and the `getUser` query, with
 * `AccountsServer` registered as a global provider.
 *
 * @param config - Schema options ({@link AccountsCoreModuleConfig}) merged with the `AccountsServer` options.
 * @returns A GraphQL Modules module to pass to `createApplication`.
 *
 * @example
 * ```ts
 * const application = createApplication({
 *   modules: [
 *     createAccountsCoreModule({ tokenSecret: process.env.TOKEN_SECRET, extendTypeDefs: true }),
 *     createAccountsPasswordModule(),
 *     createAccountsMongoModule({ dbConn: db }),
 *   ],
 * });
 * ```
 */
export function createAccountsCoreModule(
  config: AccountsCoreModuleConfig & AccountsServerOptions,
): GraphQLModuleLike {
  const { authDirectiveTypeDefs } = authDirective();
  const queryName = config.rootQueryName ?? 'Query';
  const mutationName = config.rootMutationName ?? 'Mutation';

  return createModule({
    id: 'accounts-core',
    typeDefs: coreTypeDefs(config, authDirectiveTypeDefs),
    resolvers: { [queryName]: Query, [mutationName]: Mutation },
    providers: [
      { provide: AccountsCoreConfigToken, useValue: config, global: true },
      { provide: AccountsServer, useClass: AccountsServer, global: true },
    ],
  });
}

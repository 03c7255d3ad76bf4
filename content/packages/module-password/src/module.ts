import { AccountsPassword, AccountsPasswordConfigToken, type AccountsPasswordOptions } from '@accounts/password';
import type { AccountsPasswordModuleConfig } from './config';
import { createModule, type GraphQLModuleLike } from './graphql-modules';
import { Mutation } from './resolvers/mutation';
import { Query } from './resolvers/query';
import { passwordTypeDefs } from './type-defs';

/**
 * Creates the password GraphQL module: sign-up, email verification, password reset and
 * change, extra email addresses and two-factor setup, backed by `AccountsPassword`.
 * Logging in with a password goes through the core module's `authenticate` mutation with
 * the `password` service name.
 *
 * @param config - Schema options ({@link AccountsPasswordModuleConfig}) merged with the
 * `AccountsPassword` options (validation, token lifetimes, hashing).
 * @returns A GraphQL Modules module to add next to the core module.
 *
 * @example
 * ```ts
 * const application = createApplication({
 *   modules: [
 *     createAccountsCoreModule({ tokenSecret: 'secret' }),
 *     createAccountsPasswordModule({ requireEmailVerification: true, passwordResetTokenExpiration: 3_600_000 }),
 *     createAccountsMongoModule({ dbConn: db }),
 *   ],
 * });
 * ```
 */
export function createAccountsPasswordModule(
  config: AccountsPasswordModuleConfig & AccountsPasswordOptions = {},
): GraphQLModuleLike {
  const queryName = config.rootQueryName ?? 'Query';
  const mutationName = config.rootMutationName ?? 'Mutation';

  return createModule({
    id: 'accounts-password',
    typeDefs: passwordTypeDefs(config),
    resolvers: { [queryName]: Query, [mutationName]: Mutation },
    providers: [
      { provide: AccountsPasswordConfigToken, useValue: config },
      { provide: AccountsPassword, useClass: AccountsPassword, global: true },
    ],
  });
}

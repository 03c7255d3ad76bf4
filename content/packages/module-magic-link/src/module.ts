import { AccountsMagicLink, AccountsMagicLinkConfigToken, type AccountsMagicLinkOptions } from '@accounts/magic-link';
import type { AccountsMagicLinkModuleConfig } from './config';
import { createModule, type GraphQLModuleLike } from './graphql-modules';
import { Mutation } from './resolvers/mutation';
import { magicLinkTypeDefs } from './type-defs';

/**
 * Creates the magic-link GraphQL module: the `requestMagicLinkEmail` mutation, with the
 * `AccountsMagicLink` service registered under the `magicLink` service name. Logging in with
 * the emailed token goes through the core module's `authenticate` mutation.
 *
 * @param config - Schema options ({@link AccountsMagicLinkModuleConfig}) merged with the service options.
 * @returns A GraphQL Modules module to add next to the core module.
 *
 * @example
 * ```ts
 * const application = createApplication({
 *   modules: [
 *     createAccountsCoreModule({ tokenSecret: 'secret' }),
 *     createAccountsMagicLinkModule({ loginTokenExpiration: 15 * 60 * 1000 }),
 *   ],
 * });
 * ```
 */
export function createAccountsMagicLinkModule(
  config: AccountsMagicLinkModuleConfig & AccountsMagicLinkOptions = {},
): GraphQLModuleLike {
  const mutationName = config.rootMutationName ?? 'Mutation';

  return createModule({
    id: 'accounts-magic-link',
    typeDefs: magicLinkTypeDefs(config),
    resolvers: { [mutationName]: Mutation },
    providers: [
      { provide: AccountsMagicLinkConfigToken, useValue: config },
      { provide: AccountsMagicLink, useClass: AccountsMagicLink, global: true },
    ],
  });
}

import { gql, type DocumentNodeLike } from './graphql-modules';
import type { AccountsMagicLinkModuleConfig } from './config';

/** Builds the SDL of the magic-link module for the given naming options. */
export function magicLinkTypeDefs(config: AccountsMagicLinkModuleConfig): DocumentNodeLike[] {
  const mutationName = config.rootMutationName ?? 'Mutation';
  const extend = config.extendTypeDefs ? 'extend ' : '';
  return [
    gql`
      ${extend}type ${mutationName} {
        requestMagicLinkEmail(email: String!): Boolean
      }
    `,
  ];
}

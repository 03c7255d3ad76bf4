import { gql, type DocumentNodeLike } from '../graphql-modules';
import type { AccountsCoreModuleConfig } from '../types/config';

/** Builds the SDL of the core module for the given naming options. */
export function coreTypeDefs(config: AccountsCoreModuleConfig, directiveTypeDefs: string): DocumentNodeLike[] {
  const queryName = config.rootQueryName ?? 'Query';
  const mutationName = config.rootMutationName ?? 'Mutation';
  const extend = config.extendTypeDefs ? 'extend ' : '';
  const userKind = config.userAsInterface ? 'interface' : 'type';

  const documents = [
    gql`
      ${directiveTypeDefs}

      type Tokens {
        refreshToken: String
        accessToken: String
      }

      type LoginResult {
        sessionId: String
        tokens: Tokens
        user: User
      }

      type ImpersonateReturn {
        authorized: Boolean
        tokens: Tokens
        user: User
      }

      type EmailRecord {
        address: String
        verified: Boolean
      }

      ${userKind} User {
        id: ID!
        emails: [EmailRecord!]
        username: String
      }

      input UserInput {
        id: ID
        email: String
        username: String
      }

      input AuthenticateParamsInput {
        access_token: String
        access_token_secret: String
        provider: String
        password: String
        user: UserInput
        code: String
        token: String
      }

      input ImpersonationUserIdentityInput {
        userId: String
        username: String
        email: String
      }
    `,
    gql`
      ${extend}type ${queryName} {
        getUser: User @auth
      }

      ${extend}type ${mutationName} {
        impersonate(accessToken: String!, impersonated: ImpersonationUserIdentityInput!): ImpersonateReturn
        refreshTokens(accessToken: String!, refreshToken: String!): LoginResult
        logout: Boolean @auth
        authenticate(serviceName: String!, params: AuthenticateParamsInput!): LoginResult
        verifyAuthentication(serviceName: String!, params: AuthenticateParamsInput!): Boolean
      }
    `,
  ];

  if (config.withSchemaDefinition) {
    documents.push(gql`
      schema {
        query: ${queryName}
        mutation: ${mutationName}
      }
    `);
  }
  return documents;
}

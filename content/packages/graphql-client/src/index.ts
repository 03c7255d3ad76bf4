export { AccountsGraphQLClient } from './graphql-client';
export { GraphQLErrorList } from './graphql-error-list';
export type { AuthenticateParams, OptionsType } from './types';

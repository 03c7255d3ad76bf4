import type { GraphQLErrorLike } from './graphql-error-list';

/**
 * Credentials sent to an authentication service: string values, nested as
 * deep as the service needs (e.g. `{ user: { email }, password }`).
 */
export interface AuthenticateParams {
  /** A credential field, or a group of them. */
  [key: string]: string | AuthenticateParams;
}

/** What a GraphQL client answers: data and/or a list of errors. */
interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: readonly GraphQLErrorLike[];
}

/** The request shape shared by queries and mutations. */
interface GraphQLRequest {
  variables?: Record<string, unknown>;
  fetchPolicy?: 'cache-first' | 'network-only' | 'no-cache';
}

/** Options of the {@link AccountsGraphQLClient} constructor. */
export interface OptionsType {
  /**
   * The GraphQL client requests are sent with, typically an Apollo Client
   * whose link chain includes `accountsLink` from `@accounts/apollo-link`, so
   * that the access token is attached to each request.
   */
  graphQLClient: {
    /** Runs a query document and resolves with its result. */
    query<TData>(request: GraphQLRequest & { query: string }): Promise<GraphQLResponse<TData>>;
    /** Runs a mutation document and resolves with its result. */
    mutate<TData>(request: GraphQLRequest & { mutation: string }): Promise<GraphQLResponse<TData>>;
  };

  /**
   * A fragment named `userFields` on the `User` type, selecting the user
   * fields returned by `getUser`, `loginWithService` and `impersonate`. Extend
   * it when the server's `User` type has extra fields.
   *
   * @defaultValue `fragment userFields on User { id username emails { address verified } }`
   */
  userFieldsFragment?: string;
}

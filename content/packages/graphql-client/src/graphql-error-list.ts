/** One entry of the `errors` array of a GraphQL response. */
export interface GraphQLErrorLike {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/**
 * Thrown by {@link AccountsGraphQLClient} when the server answers with
 * errors. All of them are kept, in the order the server sent them.
 *
 * @example
 * ```ts
 * try {
 *   await graphqlClient.verifyEmail(token);
 * } catch (error) {
 *   if (error instanceof GraphQLErrorList) {
 *     const codes = error.errors.map((e) => e.extensions?.code);
 *   }
 * }
 * ```
 */
export class GraphQLErrorList extends Error {
  /** The errors returned by the server. */
  readonly errors: readonly GraphQLErrorLike[];

  /**
   * Wraps a list of GraphQL errors.
   *
   * @param errors - The `errors` array of the response.
   * @param message - Summary used as the error message; defaults to the first error's message.
   */
  constructor(errors: readonly GraphQLErrorLike[], message = errors[0]?.message ?? 'GraphQL request failed') {
    super(message);
    this.name = 'GraphQLErrorList';
    this.errors = errors;
  }

  /**
   * Lists every error on its own line, with its path when there is one.
   *
   * @returns A multi-line description of the errors.
   */
  override toString(): string {
    const lines = this.errors.map(({ message, path }) =>
      path?.length ? `- ${message} (at ${path.join('.')})` : `- ${message}`
    );
    return [`${this.name}: ${this.message}`, ...lines].join('\n');
  }
}

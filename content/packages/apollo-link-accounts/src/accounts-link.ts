import type { AccountsClient } from '@accounts/client';

/** The parts of an Apollo `Operation` the link reads and writes. */
interface OperationLike {
  readonly operationName: string;
  getContext(): { headers?: Record<string, string>; [key: string]: unknown };
  setContext(context: { headers: Record<string, string> }): void;
}

/** Receives the results of a request, as an Apollo observer does. */
interface Observer<T> {
  next?(value: T): void;
  error?(reason: unknown): void;
  complete?(): void;
}

/** A stream of results that can be cancelled, like Apollo's `Observable`. */
interface Subscribable<T> {
  subscribe(observer: Observer<T>): { unsubscribe(): void };
}

/** Passes the operation to the next link in the chain. */
type NextLink<T> = (operation: OperationLike) => Subscribable<T>;

/** A link object with the `request` method Apollo calls for each operation. */
interface RequestLink {
  request<T>(operation: OperationLike, forward: NextLink<T>): Subscribable<T>;
}

/**
 * Creates an Apollo link that authenticates GraphQL requests.
 *
 * Before each operation it asks the {@link AccountsClient} for a valid
 * session (refreshing the tokens when the access token has expired), then
 * adds the access token to the request headers. Place it before the HTTP link.
 *
 * @param accountsClientFactory - Returns the client to read tokens from. It is
 *   called on every request, so the client may be created after the link.
 * @param options - Name of the header and the scheme written before the token.
 * @returns A link to put in the Apollo link chain.
 *
 * @example
 * ```ts
 * import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
 * import { accountsLink } from '@accounts/apollo-link';
 *
 * const apollo = new ApolloClient({
 *   link: ApolloLink.from([
 *     accountsLink(() => accountsClient),
 *     new HttpLink({ uri: 'https://api.example.com/graphql' }),
 *   ]),
 *   cache: new InMemoryCache(),
 * });
 * ```
 */
export function accountsLink(
  accountsClientFactory: () => AccountsClient | Promise<AccountsClient>,
  { headerName = 'Authorization', scheme = 'Bearer' }: { headerName?: string; scheme?: 'Bearer' | 'Token' | '' } = {}
): RequestLink {
  return {
    request<T>(operation: OperationLike, forward: NextLink<T>): Subscribable<T> {
      return {
        subscribe(observer) {
          let inner: { unsubscribe(): void } | undefined;
          let cancelled = false;
          authorize(operation, accountsClientFactory, headerName, scheme)
            .then(() => {
              if (!cancelled) inner = forward(operation).subscribe(observer);
            })
            .catch((reason: unknown) => observer.error?.(reason));
          return {
            unsubscribe() {
              cancelled = true;
              inner?.unsubscribe();
            },
          };
        },
      };
    },
  };
}

/** Adds the access token to the operation's headers when there is a session. */
async function authorize(
  operation: OperationLike,
  accountsClientFactory: () => AccountsClient | Promise<AccountsClient>,
  headerName: string,
  scheme: string
): Promise<void> {
  const client = await accountsClientFactory();
  const tokens = await client.refreshSession();
  if (!tokens) return;
  const headers = operation.getContext().headers ?? {};
  const value = scheme ? `${scheme} ${tokens.accessToken}` : tokens.accessToken;
  operation.setContext({ headers: { ...headers, [headerName]: value } });
}

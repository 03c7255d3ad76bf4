import { AccountsServer } from '@accounts/server';
import type { ConnectionInformations, User } from '@accounts/types';
import type { AccountsContextGraphQLModules, AccountsContextOptions } from './types/context';

/** The parts of an HTTP request the context builder reads. */
interface IncomingRequestLike {
  readonly headers?: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly ip?: string;
  readonly socket?: { readonly remoteAddress?: string };
}

/** What the builder accepts from the server framework: an HTTP request or websocket params. */
type ContextInput = {
  req?: IncomingRequestLike;
  connectionParams?: Readonly<Record<string, unknown>>;
};

/** Reads a header from the request, or a same-named websocket connection parameter. */
function readHeader(input: ContextInput, name: string): string | undefined {
  const lower = name.toLowerCase();
  const fromRequest = input.req?.headers?.[lower];
  const value = fromRequest ?? input.connectionParams?.[name] ?? input.connectionParams?.[lower];
  if (Array.isArray(value)) {
    return typeof value[0] === 'string' ? value[0] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/**
 * Builds the accounts part of the GraphQL context for one request: reads the access token,
 * collects the user agent and IP, and loads the user of the session.
 *
 * @typeParam IUser - The user type stored in your database.
 * @typeParam Ctx - The base context provided by your server framework.
 * @param ctx - The base context, with the HTTP request (`req`) or websocket `connectionParams`.
 * @param options - How to reach the application's injector and which header to read.
 * @returns The base context extended with `authToken`, `user`, `userId`, `userAgent`, `ip` and `infos`.
 *
 * @example
 * ```ts
 * const server = new ApolloServer({ schema, plugins });
 * await startStandaloneServer(server, {
 *   context: (ctx) => context(ctx, { createOperationController: application.createOperationController }),
 * });
 * ```
 */
export async function context<IUser extends User = User, Ctx extends object = object>(
  ctx: Ctx & ContextInput,
  options: AccountsContextOptions<Ctx>,
): Promise<Ctx & Omit<AccountsContextGraphQLModules<IUser>, 'injector' | 'moduleId'>> {
  const header = readHeader(ctx, options.headerName ?? 'Authorization');
  const authToken = header?.replace(/^Bearer\s+/i, '') || undefined;
  const userAgent = readHeader(ctx, 'user-agent') ?? '';
  const ip = ctx.req?.ip ?? ctx.req?.socket?.remoteAddress ?? '';
  const infos: ConnectionInformations = { userAgent, ip };

  let user: IUser | undefined;
  if (authToken && !options.excludeAddUserInContext) {
    const controller = options.createOperationController({ context: ctx, autoDestroy: false });
    try {
      const server = controller.injector.get<AccountsServer>(AccountsServer);
      user = (await server.resumeSession(authToken)) as IUser;
    } catch {
      // An expired or revoked token leaves the request anonymous instead of failing it.
      user = undefined;
    } finally {
      controller.destroy();
    }
  }

  return { ...ctx, authToken, user, userId: user?.id, userAgent, ip, infos };
}

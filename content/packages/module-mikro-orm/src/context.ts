import type { AccountsMikroORMModuleConfig, IContext } from './types';

/**
 * Adds a request-scoped entity manager to a GraphQL context, so every resolver of one
 * request works on the same identity map and nothing leaks between requests.
 *
 * @param ctx - The context built so far, for example by `context` of `@accounts/module-core`.
 * @param options - Holds the root entity manager to fork.
 * @returns The same context with an `em` field.
 *
 * @example
 * ```ts
 * const buildContext = async (req: Request) =>
 *   context(await accountsContext({ req }, { createOperationController }), { em: orm.em });
 * ```
 */
export function context<Ctx extends object>(
  ctx: Ctx,
  { em }: Pick<AccountsMikroORMModuleConfig, 'em'>,
): Ctx & Pick<IContext, 'em'> {
  return { ...ctx, em: em.fork({ clear: true }) };
}

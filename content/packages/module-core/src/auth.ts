import type {
  DirectiveNodeLike,
  FieldResolverLike,
  GraphQLResolveInfoLike,
  GraphQLSchemaLike,
} from './graphql-modules';

/** Thrown when a protected field is resolved without a logged-in user. */
class UnauthenticatedError extends Error {
  readonly extensions = { code: 'UNAUTHENTICATED' } as const;

  constructor() {
    super('Unauthorized');
    this.name = 'UnauthenticatedError';
  }
}

/** Throws unless the context carries a user or a user id. */
function assertAuthenticated(context: unknown): void {
  const ctx = (context ?? {}) as { user?: unknown; userId?: unknown };
  if (!ctx.user && !ctx.userId) {
    throw new UnauthenticatedError();
  }
}

/** Whether a list of directive usages contains the named directive. */
function hasDirective(directives: readonly DirectiveNodeLike[] | undefined, name: string): boolean {
  return directives?.some((directive) => directive.name.value === name) ?? false;
}

/** Reads a property of the parent value, like graphql's default field resolver. */
const defaultFieldResolver: FieldResolverLike = (source, _args, _context, info) =>
  source === null || typeof source !== 'object'
    ? undefined
    : (source as Record<string, unknown>)[info.fieldName];

/**
 * Creates the `@auth` schema directive: its SDL and a transformer that makes every field
 * marked with it (or every field of a type marked with it) reject anonymous requests.
 *
 * @param directiveName - Name of the directive in the SDL, without the `@`.
 * @returns The directive definition to add to your type definitions and the schema transformer.
 *
 * @example
 * ```ts
 * const { authDirectiveTypeDefs, authDirectiveTransformer } = authDirective('auth');
 * const schema = authDirectiveTransformer(application.schema);
 * ```
 */
export function authDirective(directiveName = 'auth'): {
  authDirectiveTypeDefs: string;
  authDirectiveTransformer: (schema: GraphQLSchemaLike) => GraphQLSchemaLike;
} {
  const authDirectiveTransformer = (schema: GraphQLSchemaLike): GraphQLSchemaLike => {
    for (const type of Object.values(schema.getTypeMap())) {
      if (!type.getFields || type.name.startsWith('__')) {
        continue;
      }
      const wholeType = hasDirective(type.astNode?.directives, directiveName);
      for (const field of Object.values(type.getFields())) {
        if (!wholeType && !hasDirective(field.astNode?.directives, directiveName)) {
          continue;
        }
        const resolve = field.resolve ?? defaultFieldResolver;
        field.resolve = (source, args, context, info) => {
          assertAuthenticated(context);
          return resolve(source, args, context, info);
        };
      }
    }
    return schema;
  };

  return {
    authDirectiveTypeDefs: `directive @${directiveName} on OBJECT | FIELD_DEFINITION`,
    authDirectiveTransformer,
  };
}

/**
 * Wraps a resolver so that it only runs for logged-in users; anonymous calls fail with an
 * `UNAUTHENTICATED` error.
 *
 * @deprecated Use the directive from {@link authDirective} instead; it protects fields from the schema.
 * @param func - The resolver to protect.
 * @returns A resolver with the same parameters that checks the context first.
 *
 * @example
 * ```ts
 * const resolvers = {
 *   Query: {
 *     secretNotes: authenticated((_root, _args, ctx) => notes.forUser(ctx.userId)),
 *   },
 * };
 * ```
 */
export function authenticated<
  TRoot = unknown,
  TArgs = Record<string, unknown>,
  TContext extends { user?: unknown; userId?: string } = { user?: unknown; userId?: string },
  TResult = unknown,
>(
  func: (root: TRoot, args: TArgs, context: TContext, info: GraphQLResolveInfoLike) => TResult | Promise<TResult>,
): (root: TRoot, args: TArgs, context: TContext, info: GraphQLResolveInfoLike) => Promise<TResult> {
  return async (root, args, context, info) => {
    assertAuthenticated(context);
    return func(root, args, context, info);
  };
}

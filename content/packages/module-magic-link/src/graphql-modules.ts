/**
 * Minimal structural stand-ins for the parts of `graphql` and `graphql-modules` this package
 * touches. The docs sources do not depend on those libraries, so only the shapes are kept.
 * Nothing in this file is re-exported from the package entry point.
 */

/** The subset of graphql's `DocumentNode` the module factories produce. */
export interface DocumentNodeLike {
  readonly kind: 'Document';
  readonly definitions: readonly unknown[];
  readonly loc?: { readonly source: { readonly body: string } };
}

/** The subset of graphql's `GraphQLResolveInfo` resolvers may look at. */
export interface GraphQLResolveInfoLike {
  readonly fieldName: string;
  readonly parentType: { readonly name: string };
  readonly path: { readonly key: string | number; readonly prev?: unknown };
}

/** A provider registration in a module. */
export interface ProviderLike {
  provide: unknown;
  useValue?: unknown;
  useClass?: abstract new (...args: never[]) => unknown;
  useFactory?: (...deps: never[]) => unknown;
  deps?: readonly unknown[];
  global?: boolean;
}

/** The subset of `graphql-modules`' `Module` returned by the module factories. */
export interface GraphQLModuleLike {
  readonly id: string;
  readonly dirname?: string;
  readonly typeDefs: readonly DocumentNodeLike[];
  readonly resolvers?: Readonly<Record<string, unknown>>;
  readonly providers: readonly ProviderLike[];
}

/** Builds a frozen module definition, the way `createModule` would. */
export function createModule(definition: GraphQLModuleLike): GraphQLModuleLike {
  return Object.freeze({ ...definition, typeDefs: [...definition.typeDefs], providers: [...definition.providers] });
}

/** Wraps SDL text in a document node; stands in for the `gql` tag. */
export function gql(strings: TemplateStringsArray, ...values: readonly string[]): DocumentNodeLike {
  const body = strings.reduce((text, chunk, index) => text + chunk + (values[index] ?? ''), '');
  return { kind: 'Document', definitions: [], loc: { source: { body } } };
}

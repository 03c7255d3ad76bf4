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

/** A directive usage as it appears on an AST node. */
export interface DirectiveNodeLike {
  readonly name: { readonly value: string };
}

/** A field resolver as stored on a schema field. */
export type FieldResolverLike = (
  source: unknown,
  args: Record<string, unknown>,
  context: unknown,
  info: GraphQLResolveInfoLike,
) => unknown;

/** A field of an object type in an executable schema. */
export interface GraphQLFieldLike {
  readonly name: string;
  readonly astNode?: { readonly directives?: readonly DirectiveNodeLike[] } | null;
  resolve?: FieldResolverLike;
}

/** A named type in an executable schema; object types expose `getFields`. */
export interface GraphQLNamedTypeLike {
  readonly name: string;
  readonly astNode?: { readonly directives?: readonly DirectiveNodeLike[] } | null;
  getFields?(): Record<string, GraphQLFieldLike>;
}

/** The subset of graphql's `GraphQLSchema` the schema helpers use. */
export interface GraphQLSchemaLike {
  getTypeMap(): Readonly<Record<string, GraphQLNamedTypeLike>>;
}

/** The dependency-injection container of a GraphQL Modules application. */
export interface InjectorLike {
  get<T>(token: unknown): T;
}

/** What GraphQL Modules adds to the context of every resolver. */
export interface ModuleContextLike {
  injector: InjectorLike;
  moduleId: string;
}

/** A controller GraphQL Modules creates for one operation outside of execution. */
export interface OperationControllerLike {
  readonly injector: InjectorLike;
  destroy(): void;
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

/** An application built with `createApplication`, exposing its merged schema. */
export interface ApplicationLike {
  readonly schema: GraphQLSchemaLike;
  createOperationController(input: { context: unknown; autoDestroy?: boolean }): OperationControllerLike;
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

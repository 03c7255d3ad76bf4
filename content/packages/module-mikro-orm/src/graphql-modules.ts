/**
 * Minimal structural stand-ins for the parts of `graphql` and `graphql-modules` this package
 * touches. The docs sources do not depend on those libraries, so only the shapes are kept.
 * Nothing in this file is re-exported from the package entry point.
 */

/** The subset of graphql's `DocumentNode` a module definition holds. */
export interface DocumentNodeLike {
  readonly kind: 'Document';
  readonly definitions: readonly unknown[];
}

/** A provider registration in a module. */
export interface ProviderLike {
  provide: unknown;
  useValue?: unknown;
  useClass?: abstract new (...args: never[]) => unknown;
  useExisting?: unknown;
  useFactory?: (...deps: never[]) => unknown;
  deps?: readonly unknown[];
  scope?: 'Singleton' | 'Operation';
  global?: boolean;
}

/** The subset of `graphql-modules`' `Module` returned by the module factory. */
export interface GraphQLModuleLike {
  readonly id: string;
  readonly typeDefs: readonly DocumentNodeLike[];
  readonly providers: readonly ProviderLike[];
}

/** Builds a frozen module definition, the way `createModule` would. */
export function createModule(definition: GraphQLModuleLike): GraphQLModuleLike {
  return Object.freeze({ ...definition, typeDefs: [...definition.typeDefs], providers: [...definition.providers] });
}

import type { ApiDeclaration, ApiModel, ApiPackage, ApiTarget } from '@accounts-docs/api-model';

/** Declarations with a page of their own; type aliases and variables live on the overview. */
export type PagedKind = 'class' | 'interface' | 'enum' | 'function';

export interface ApiRoutes {
  /** `/api` */
  landing: string;
  packageRoute(pkg: ApiPackage): string;
  changelogRoute(pkg: ApiPackage): string;
  /** Whether packages have a changelog page (`api.changelogs`). */
  changelogs: boolean;
  /** The declaration's page, or the overview anchor of a type alias or variable. */
  declarationHref(declaration: ApiDeclaration): string;
  /** Route of a declaration's own page; undefined for type aliases and variables. */
  declarationRoute(declaration: ApiDeclaration): string | undefined;
  /** Where a reference or `{@link}` leads, base URL applied; undefined when it leads nowhere on the site. */
  hrefOf(target: ApiTarget | undefined): string | undefined;
  /** A route as an href: the base URL applied. */
  href(route: string): string;
  /** Package and declaration of a reflection id. */
  lookup(id: number): { pkg: ApiPackage; declaration: ApiDeclaration } | undefined;
}

export interface ApiRoutesOptions {
  /** `api.routeBasePath` of the config: `/api`. */
  basePath: string;
  /** The URL of a site path (the route table's `urlTo`), applied to every href this module produces. */
  urlTo: (sitePath: string) => string;
  /** Whether each package gets a changelog page; true unless set. */
  changelogs?: boolean;
}

/** `class`, `interface`, ... : whether a declaration has a page. */
export function hasOwnPage(declaration: ApiDeclaration): declaration is ApiDeclaration & { kind: PagedKind } {
  return declaration.kind !== 'type' && declaration.kind !== 'variable';
}

/**
 * The API's URL scheme: `/api`, `/api/{package}`, `/api/{package}/changelog`,
 * `/api/{package}/{class|interface|enum|function}/{Name}`, and `/api/{package}#{Name}` for
 * type aliases and variables. The package slug is its folder name.
 */
export function createApiRoutes(model: ApiModel, options: ApiRoutesOptions): ApiRoutes {
  const base = options.basePath.replace(/\/$/, '') || '';
  const { urlTo } = options;
  const byId = new Map<number, { pkg: ApiPackage; declaration: ApiDeclaration }>();
  for (const pkg of model.packages)
    for (const declaration of pkg.declarations) byId.set(declaration.id, { pkg, declaration });
  const packageOf = new Map<ApiDeclaration, ApiPackage>();
  for (const { pkg, declaration } of byId.values()) packageOf.set(declaration, pkg);

  const packageRoute = (pkg: ApiPackage) => `${base}/${pkg.slug}`;
  const declarationRoute = (declaration: ApiDeclaration) => {
    const pkg = packageOf.get(declaration);
    if (!pkg || !hasOwnPage(declaration)) return undefined;
    return `${packageRoute(pkg)}/${declaration.kind}/${encodeURIComponent(declaration.name)}`;
  };
  const declarationHref = (declaration: ApiDeclaration) => {
    const own = declarationRoute(declaration);
    if (own) return urlTo(own);
    return urlTo(`${packageRoute(packageOf.get(declaration)!)}#${anchorId(declaration.name)}`);
  };
  return {
    landing: base || '/',
    packageRoute,
    changelogRoute: (pkg) => `${packageRoute(pkg)}/changelog`,
    changelogs: options.changelogs ?? true,
    declarationRoute,
    declarationHref,
    hrefOf(target) {
      if (!target) return undefined;
      if ('external' in target) return target.url;
      const found = byId.get(target.declaration);
      if (!found) return undefined;
      const href = declarationHref(found.declaration);
      return target.member && hasOwnPage(found.declaration) ? `${href}#${anchorId(target.member)}` : href;
    },
    href: (route) => urlTo(route),
    lookup: (id) => byId.get(id),
  };
}

/** The `id` of a member's or an overview entry's heading: its name, made safe for a URL fragment. */
export function anchorId(name: string): string {
  return name.replace(/[^\w$-]+/g, '-');
}

import path from 'node:path';
import { entryKey } from '@accounts-docs/cache';
import type { ApiDeclaration, ApiModel, ApiPackage } from '@accounts-docs/api-model';
import { API_KINDS } from '@accounts-docs/api-model';
import { linkCollector, type ApiLink } from './links.ts';
import { createApiRoutes, hasOwnPage, type ApiRoutes } from './routes.ts';
import { declarationSections, KIND_TITLES, packageSections, type Section } from './sections.ts';
import { firstParagraph, partsText, plainText, summaryOf } from './summaries.ts';

export type ApiPageKind = 'landing' | 'package' | 'declaration' | 'changelog';

/** Everything the site model needs to place an API page, without building its content. */
export interface ApiPageOutline {
  /** Sidebar id: `@api/server/class/AccountsServer`. */
  id: string;
  kind: ApiPageKind;
  route: string;
  title: string;
  sidebarLabel: string;
  /** Plain-text summary for the page's meta description. */
  description: string | undefined;
  toc: { depth: number; id: string; text: string }[];
  anchors: string[];
  links: ApiLink[];
  /** The file this page documents (declaration source, package.json, CHANGELOG.md): for messages. */
  file: string;
  pkg: ApiPackage | undefined;
  declaration: ApiDeclaration | undefined;
  /** Identifies what the page shows (with the model's route table). */
  contentKey: string;
}

/** A sidebar entry as the config writes them: doc ids and categories. */
export type ApiSidebarItem =
  | { type: 'doc'; id: string; label?: string }
  | { type: 'category'; label: string; items: ApiSidebarItem[]; collapsed?: boolean };

export interface ApiOutline {
  routes: ApiRoutes;
  pages: ApiPageOutline[];
  /** The `api` sidebar: one category per package (Overview, a group per kind, Changelog last). */
  sidebar: ApiSidebarItem[];
}

export interface ApiOutlineOptions {
  root: string;
  basePath: string;
  /** The URL of a site path (the route table's `urlTo`). */
  urlTo: (sitePath: string) => string;
  /** Absolute path of the config file: where landing-page findings point. */
  configFile: string;
  siteTitle: string;
  /** Whether each package gets a changelog page; true unless set. */
  changelogs?: boolean;
  /**
   * Identifies what the pages' source links can reach (the repository's files, when they are
   * known): a page's content key changes with it, so its "Defined in" links are rendered again.
   */
  sourcesKey?: string;
}

/** Every API page (landing, overviews, declaration pages, changelogs) and the `api` sidebar. */
export function apiOutline(model: ApiModel, options: ApiOutlineOptions): ApiOutline {
  const routes = createApiRoutes(model, {
    basePath: options.basePath,
    urlTo: options.urlTo,
    changelogs: options.changelogs ?? true,
  });
  const modelKey = hash(
    options.basePath,
    options.urlTo('/'),
    String(options.changelogs ?? true),
    options.sourcesKey ?? '',
    JSON.stringify(model.packages.map((p) => [p.slug, p.declarations.map((d) => [d.id, d.kind, d.name])])),
  );
  const abs = (file: string) => path.resolve(options.root, file);
  const pages: ApiPageOutline[] = [];
  // The landing page heads the sidebar, so it has one too and previous/next start there.
  const sidebar: ApiSidebarItem[] = [{ type: 'doc', id: '@api', label: 'All packages' }];
  const idOf = (route: string) => `@api${route.slice(routes.landing.length)}`;

  const landingLinks = linkCollector(routes, {
    root: options.root,
    fallback: options.configFile,
  });
  for (const pkg of model.packages) {
    landingLinks.links.push({
      href: routes.href(routes.packageRoute(pkg)),
      file: abs(`${pkg.dir}/package.json`),
      line: 1,
      column: 1,
    });
  }
  pages.push({
    id: '@api',
    kind: 'landing',
    route: routes.landing,
    title: 'API reference',
    sidebarLabel: 'All packages',
    description: `Every package of ${options.siteTitle}, with what it exports.`,
    toc: [],
    anchors: [],
    links: landingLinks.links,
    file: options.configFile,
    pkg: undefined,
    declaration: undefined,
    contentKey: hash(
      modelKey,
      'landing',
      JSON.stringify(model.packages.map((p) => [p.name, p.version, p.summary])),
    ),
  });

  for (const pkg of model.packages) {
    const packageFile = abs(`${pkg.dir}/package.json`);
    const overviewRoute = routes.packageRoute(pkg);
    const sections = packageSections(pkg);
    const overviewLinks = linkCollector(routes, {
      root: options.root,
      fallback: packageFile,
    });
    for (const declaration of pkg.declarations) {
      if (hasOwnPage(declaration)) {
        overviewLinks.links.push(
          at(routes.declarationHref(declaration), declaration, options.root, packageFile),
        );
        overviewLinks.parts(firstParagraph(summaryOf(declaration)), declaration.source);
      } else {
        overviewLinks.declaration(declaration);
      }
    }
    pages.push({
      id: idOf(overviewRoute),
      kind: 'package',
      route: overviewRoute,
      title: pkg.name,
      sidebarLabel: 'Overview',
      description: plainText(pkg.summary) || undefined,
      ...outlineOf(sections),
      links: overviewLinks.links,
      file: packageFile,
      pkg,
      declaration: undefined,
      contentKey: hash(modelKey, 'package', JSON.stringify(pkg)),
    });

    const category: ApiSidebarItem[] = [{ type: 'doc', id: idOf(overviewRoute), label: 'Overview' }];
    for (const kind of API_KINDS) {
      const items: ApiSidebarItem[] = [];
      for (const declaration of pkg.declarations) {
        const route = declaration.kind === kind ? routes.declarationRoute(declaration) : undefined;
        if (!route) continue;
        const collector = linkCollector(routes, {
          root: options.root,
          fallback: packageFile,
        });
        collector.declaration(declaration);
        pages.push({
          id: idOf(route),
          kind: 'declaration',
          route,
          title: declaration.name,
          sidebarLabel: declaration.name,
          description: plainText(partsText(firstParagraph(summaryOf(declaration)))) || undefined,
          ...outlineOf(declarationSections(declaration)),
          links: collector.links,
          file: declaration.source ? abs(declaration.source.file) : packageFile,
          pkg,
          declaration,
          contentKey: hash(modelKey, 'declaration', pkg.name, JSON.stringify(declaration)),
        });
        items.push({ type: 'doc', id: idOf(route), label: declaration.name });
      }
      if (items.length > 0) category.push({ type: 'category', label: KIND_TITLES[kind], items });
    }
    if (!routes.changelogs) {
      sidebar.push({ type: 'category', label: pkg.name, items: category });
      continue;
    }
    const changelogRoute = routes.changelogRoute(pkg);
    pages.push({
      id: idOf(changelogRoute),
      kind: 'changelog',
      route: changelogRoute,
      title: `${pkg.name} changelog`,
      sidebarLabel: 'Changelog',
      description: `Release notes of ${pkg.name}.`,
      toc: [],
      anchors: [],
      links: [],
      file: pkg.changelog ? abs(pkg.changelog) : packageFile,
      pkg,
      declaration: undefined,
      contentKey: hash(modelKey, 'changelog', pkg.name, pkg.version ?? ''),
    });
    category.push({ type: 'doc', id: idOf(changelogRoute), label: 'Changelog' });
    sidebar.push({ type: 'category', label: pkg.name, items: category });
  }
  return { routes, pages, sidebar };
}

function outlineOf(sections: Section[]): Pick<ApiPageOutline, 'toc' | 'anchors'> {
  const toc: ApiPageOutline['toc'] = [];
  const anchors: string[] = [];
  for (const section of sections) {
    toc.push({ depth: 2, id: section.id, text: section.title });
    anchors.push(section.id);
    for (const entry of section.entries) {
      toc.push({ depth: 3, id: entry.id, text: entry.name });
      anchors.push(entry.id);
    }
  }
  return { toc, anchors };
}

function at(href: string, declaration: ApiDeclaration, root: string, fallback: string) {
  const source = declaration.source;
  return {
    href,
    file: source ? path.resolve(root, source.file) : fallback,
    line: source?.line ?? 1,
    column: source?.column ?? 1,
  };
}

/** An `api-pages` entry key (the engine folded in: a change to how API pages are made renders them again). */
function hash(...parts: string[]): string {
  return `api:${entryKey('api-pages', ...parts).slice(0, 32)}`;
}

import { entryKey } from '@accounts-docs/cache';
import { routeTableOf } from '@accounts-docs/routes';
import { existsSync } from 'node:fs';
import type { ApiPageOutline, ApiRoutes } from '@accounts-docs/api-pages';
import { changelogFallback } from '@accounts-docs/content';
import { NOT_FOUND_ROUTE, twinFileOf, twinRouteOf, type Page } from '@accounts-docs/pages';
import { DiagnosticError, LLMS_TWIN_CLASH, type Diagnostic } from '@accounts-docs/diagnostics';
import type { BlogPost, DocPage, SiteModel, StandalonePage } from '@accounts-docs/site-model';
import { twinRenderIds } from '@accounts-docs/markdown/twin-edits';
import type { TwinTreeContext } from './guide-twin.ts';
import { createSiteUrls, type SiteUrls } from './site-urls.ts';
import { twinFailure, twinPageOf, twinSiteOf, type GuideTwinJob } from './twin-job.ts';

// The markdown toolchain loads only when a twin must be rendered: a warm build that reuses
// every twin writes llms.txt without it.
const loadRenderers = () =>
  Promise.all([import('./api-twin.ts'), import('./page-twin.ts'), import('./write-markdown.ts')]).then(
    ([{ apiTwinTree }, { guideTwinText, twinContextOf }, { writeMarkdown }]) => ({
      apiTwinTree,
      guideTwinText,
      twinContextOf,
      writeMarkdown,
    }),
  );

/** The markdown twin of one page. */
export interface MarkdownTwin {
  route: string;
  /** Path in the output folder: `docs/server.md`. */
  file: string;
  title: string;
  description: string | undefined;
  /**
   * What the twin's text is made of, besides the config and the route table (which the
   * caller's key adds): equal keys, equal bytes, so an unchanged twin can be reused.
   */
  key: string;
  /** The twin's text (an error that is no bug of the page is a DiagnosticError at its file). */
  render(): Promise<string>;
}

export interface MarkdownTwinsInput {
  model: SiteModel;
  /** The pages of the build: one twin per page, the not-found page aside. */
  pages: readonly Page[];
  /** What compiled pages rendered for their twins. */
  rendered?: RenderedTwinHtml;
}

/**
 * What a compiled page rendered for the components and expressions its twin takes from the
 * render (render's `onTwinHtml`): `key` names the bundles it came from (a twin is rendered
 * again when they change), `html` gives a page's HTML by twin edit id once it is rendered.
 */
export interface RenderedTwinHtml {
  key: string;
  html: (route: string) => Promise<ReadonlyMap<number, string> | undefined>;
}

/** One twin per page of the site, in the pages' order; nothing is rendered until asked. */
export function markdownTwins({ model, pages, rendered }: MarkdownTwinsInput): MarkdownTwin[] {
  const { config } = model;
  const routes = twinnedRoutes(pages);
  const urls = siteUrls(model, routes);
  const sources = new Map<string, DocPage | StandalonePage | BlogPost>();
  // The first source of a route keeps it, as the pages stage decides.
  for (const page of [...model.pages, ...model.docs, ...(model.blog?.posts ?? [])])
    if (!sources.has(page.route)) sources.set(page.route, page);
  const api = model.api;
  const apiPages = new Map<string, ApiPageOutline>(
    api ? api.outline.pages.map((page) => [page.route, page]) : [],
  );

  let absoluteRoutes: ApiRoutes | undefined;
  let guideContext: TwinTreeContext | undefined;
  const twins: MarkdownTwin[] = [];
  for (const route of routes) {
    const source = sources.get(route);
    if (!source) continue;
    const apiPage = apiPages.get(route);
    const common = { route, file: twinFileOf(route), title: source.title, description: source.description };
    if (api && apiPage && apiPage.kind !== 'changelog') {
      twins.push({
        ...common,
        key: entryKey('twins', route, apiPage.contentKey),
        render: async () => {
          const { apiTwinTree, writeMarkdown } = await loadRenderers();
          const tree = apiTwinTree(apiPage, {
            model: api.model,
            routes: (absoluteRoutes ??= twinRoutes(api.outline.routes, urls)),
            siteUrl: urls.page('/'),
            sourceUrl: config.api?.sourceUrl,
            sourceFiles: api.sourceFiles,
          });
          return writeMarkdown(tree);
        },
      });
      continue;
    }
    // A changelog without its file is written from the package's version.
    const fallback = apiPage?.kind === 'changelog' && !(apiPage.pkg?.changelog && existsSync(source.file));
    const job: GuideTwinJob = {
      page: twinPageOf(source),
      ...(fallback
        ? { text: changelogFallback(apiPage.pkg!) }
        : apiPage?.kind === 'changelog'
          ? { changelogOf: apiPage.pkg!.name }
          : {}),
    };
    // A compiled page's components and expressions: as the page rendered them.
    const fromRender =
      rendered && source.twin && twinRenderIds(source.twin.edits).size > 0 ? rendered : undefined;
    twins.push({
      ...common,
      key: entryKey(
        'twins',
        route,
        source.contentKey,
        source.title,
        String(source.hasH1),
        JSON.stringify(source.linkMap),
        ...(fromRender ? [fromRender.key] : []),
      ),
      render: async () => {
        const { guideTwinText, twinContextOf } = await loadRenderers();
        guideContext ??= twinContextOf(twinSiteOf(config, routes));
        try {
          const html = await fromRender?.html(route);
          if (html) job.rendered = Object.fromEntries(html);
          return await guideTwinText(job, guideContext);
        } catch (error) {
          throw new DiagnosticError([twinFailure(job, error)]);
        }
      },
    });
  }
  return twins;
}

/** The routes that get a twin: every page with content, but those whose twin path is a page. */
export function twinnedRoutes(pages: readonly Page[]): Set<string> {
  const all = new Set(pages.map((page) => page.route));
  // Pages without content of their own (the not-found and search pages) have no twin, nor
  // the blog's lists (their content is their posts' excerpts: the posts have twins).
  const withContent = pages.filter(
    (page) =>
      page.contentKey !== undefined && page.route !== NOT_FOUND_ROUTE && page.view.kind !== 'blog-list',
  );
  return new Set(withContent.map((page) => page.route).filter((route) => !all.has(twinRouteOf(route))));
}

/**
 * A warning for each page whose route is where another page's twin would be written
 * (`slug: /server.md` beside `/docs/server`): that other page gets no twin.
 */
export function twinClashes({ model, pages }: MarkdownTwinsInput): Diagnostic[] {
  const sources = new Map<string, { file: string; relativePath: string }>();
  for (const page of [...model.pages, ...model.docs, ...(model.blog?.posts ?? [])])
    if (!sources.has(page.route)) sources.set(page.route, page);
  const routes = new Set(pages.map((page) => page.route));
  const found: Diagnostic[] = [];
  for (const route of routes) {
    const twin = twinRouteOf(route);
    if (route === NOT_FOUND_ROUTE || !routes.has(twin)) continue;
    const clashing = sources.get(twin);
    found.push({
      severity: 'warning',
      ruleId: LLMS_TWIN_CLASH,
      reason: `This page's route \`${twin}\` is where the markdown twin of \`${route}\` would be written; that page gets no twin`,
      ...(clashing ? { file: clashing.file, line: 1, column: 1 } : {}),
      hint: 'give this page a route that does not end in `.md` (its `slug` or `id`), or set `llms: { twins: false }`',
    });
  }
  return found;
}

/** The API's routes with every href absolute, leading to the twin of its page. */
function twinRoutes(routes: ApiRoutes, urls: SiteUrls): ApiRoutes {
  const absolute = (href: string) => urls.absolute(href, '/');
  return {
    ...routes,
    href: (route) => absolute(routes.href(route)),
    declarationHref: (declaration) => absolute(routes.declarationHref(declaration)),
    hrefOf: (target) => {
      const href = routes.hrefOf(target);
      return href === undefined ? undefined : absolute(href);
    },
  };
}

/** The absolute URLs of a site's pages and twins. */
export function siteUrls(model: SiteModel, routes: ReadonlySet<string>): SiteUrls {
  const { config } = model;
  return createSiteUrls({
    url: config.url,
    routeTable: routeTableOf(config),
    routes,
    twins: config.llms.twins,
  });
}

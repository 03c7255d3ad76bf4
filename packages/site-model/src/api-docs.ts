import path from 'node:path';
import { bytesHash } from '@accounts-docs/cache';
import type { ElementContent, Root as HastRoot } from 'hast';
import type { ApiModel } from '@accounts-docs/api-model';
import {
  apiOutline,
  apiPageContent,
  type ApiOutline,
  type ApiPageOutline,
  type ApiSidebarItem,
} from '@accounts-docs/api-pages';
import type { ResolvedConfig } from '@accounts-docs/config';
import { routeTableOf } from '@accounts-docs/routes';
import type { CompiledSource } from '@accounts-docs/content';
import { toPosix } from './posix-path.ts';
import type { DocPage, MarkdownPage } from './types.ts';

export interface ApiDocs {
  docs: DocPage[];
  /** The docs built from the model (not from a markdown file). */
  generated: ReadonlySet<MarkdownPage>;
  sidebar: ApiSidebarItem[];
  /** Where each API page is and what it documents (read by later stages, e.g. the markdown twins). */
  outline: ApiOutline;
  /**
   * The breadcrumbs of an API page from its sidebar trail: "API reference" first, the package
   * linked to its overview. Other pages' trails come back as they are.
   */
  breadcrumbs(
    doc: MarkdownPage,
    trail: { label: string; route?: string }[],
  ): { label: string; route?: string }[];
  /** The content of an API page by its content key; undefined for other keys. */
  loadContent(contentKey: string): Promise<HastRoot> | undefined;
}

export interface ApiDocsContext {
  config: ResolvedConfig;
  /** Compiles a comment's markdown through the guide's pipeline when a page is rendered. */
  compileFragment: (markdown: string) => Promise<ElementContent[]>;
  /** The files the repository has: "Defined in" links only to those (all, when not known). */
  repositoryFiles?: ReadonlySet<string> | undefined;
}

/**
 * The API reference as docs of the site: landing, package overviews and declaration pages
 * (content built from the model when rendered), and each package's changelog (compiled by the
 * content stage like a guide page).
 */
export function placeApiDocs(
  api: { model: ApiModel; changelogs: Map<string, CompiledSource> },
  { config, compileFragment, repositoryFiles }: ApiDocsContext,
): ApiDocs {
  const { model } = api;
  const sourceFiles = config.api?.sourceUrl ? repositoryFiles : undefined;
  const outline = outlineOf(model, config, sourceFiles);
  const byKey = new Map<string, ApiPageOutline>();
  const generated = new Set<MarkdownPage>();
  const packageRoute = new Map<MarkdownPage, string | undefined>();
  const docs = outline.pages.map((page): DocPage => {
    const doc = apiDoc(page);
    packageRoute.set(doc, page.pkg ? outline.routes.packageRoute(page.pkg) : undefined);
    return doc;
  });
  function apiDoc(page: ApiPageOutline): DocPage {
    if (page.kind === 'changelog') {
      const compiled = api.changelogs.get(page.pkg!.name)!;
      return apiDocPage(page, config, {
        frontMatter: compiled.meta.frontMatter,
        hasH1: compiled.meta.h1 !== undefined,
        toc: compiled.meta.toc,
        anchors: compiled.meta.anchors,
        links: compiled.meta.links,
        contentKey: compiled.contentKey,
        ...(compiled.meta.twin ? { twin: compiled.meta.twin } : {}),
      });
    }
    byKey.set(page.contentKey, page);
    const doc = apiDocPage(page, config, {
      frontMatter: {},
      hasH1: false,
      toc: page.toc,
      anchors: page.anchors,
      links: page.links.map((link) => ({
        url: link.href,
        line: link.line,
        column: link.column,
        file: link.file,
      })),
      contentKey: page.contentKey,
    });
    generated.add(doc);
    return doc;
  }

  const fragments = new Map<string, Promise<ElementContent[]>>();
  const markdown = (source: string) => {
    let found = fragments.get(source);
    if (!found) {
      found = compileFragment(source);
      fragments.set(source, found);
    }
    return found;
  };
  return {
    docs,
    generated,
    sidebar: outline.sidebar,
    outline,
    breadcrumbs(doc, trail) {
      if (!packageRoute.has(doc)) return trail;
      const pkg = packageRoute.get(doc);
      const landing = { label: 'API reference', route: outline.routes.landing };
      if (doc.route === outline.routes.landing) return [];
      return [landing, ...trail.map((crumb, i) => (i === 0 && pkg ? { ...crumb, route: pkg } : crumb))];
    },
    loadContent(key) {
      const page = byKey.get(key);
      if (!page) return undefined;
      return apiPageContent(page, model, {
        routes: outline.routes,
        markdown,
        sourceUrl: config.api?.sourceUrl,
        sourceFiles,
      });
    },
  };
}

// Watch mode keeps the API model while its sources do not change: its outline is kept with it.
const outlines = new WeakMap<
  ApiModel,
  { config: ResolvedConfig; files: ReadonlySet<string> | undefined; outline: ReturnType<typeof apiOutline> }
>();

function outlineOf(
  model: ApiModel,
  config: ResolvedConfig,
  files: ReadonlySet<string> | undefined,
): ReturnType<typeof apiOutline> {
  const kept = outlines.get(model);
  if (kept?.config === config && kept.files === files) return kept.outline;
  const outline = apiOutline(model, {
    ...(files
      ? {
          sourcesKey: bytesHash([...files].sort().join('\0')),
        }
      : {}),
    // The model's source paths are relative to the API's project root.
    root: config.paths.apiRoot ?? config.root,
    basePath: config.api?.routeBasePath ?? '/api',
    urlTo: routeTableOf(config).urlTo,
    configFile: config.configFile,
    siteTitle: config.title,
    changelogs: config.api?.changelogs ?? true,
  });
  outlines.set(model, { config, files, outline });
  return outline;
}

/** An API page as a doc of the site: placed by the outline, with what its content shows. */
function apiDocPage(
  page: ApiPageOutline,
  config: ResolvedConfig,
  content: Pick<DocPage, 'frontMatter' | 'hasH1' | 'toc' | 'anchors' | 'links' | 'contentKey' | 'twin'>,
): DocPage {
  return {
    kind: 'doc',
    version: undefined,
    id: page.id,
    route: page.route,
    file: page.file,
    relativePath: toPosix(path.relative(config.root, page.file)),
    title: page.title,
    description: page.description,
    ...content,
    linkMap: {},
    sidebarLabel: page.sidebarLabel,
    sidebar: undefined,
    breadcrumbs: [],
    previous: undefined,
    next: undefined,
    lastUpdated: undefined,
    editUrl: undefined,
  };
}

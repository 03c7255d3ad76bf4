import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ElementContent, Root as HastRoot } from 'hast';
import type { ApiModel } from '@accounts-docs/api-model';
import {
  apiOutline,
  apiPageContent,
  changelogFallback,
  type ApiOutline,
  type ApiPageOutline,
  type ApiSidebarItem,
} from '@accounts-docs/api-pages';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { toPosix } from './posix-path.ts';
import { readMarkdown, type ReadMarkdownContext } from './read-markdown.ts';
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
  read: ReadMarkdownContext;
  diagnostics: Diagnostic[];
}

/**
 * The API reference as docs of the site: landing, package overviews and declaration pages
 * (content built from the model when rendered), and each package's changelog (a markdown file,
 * compiled like a guide page).
 */
export async function readApiDocs(
  model: ApiModel,
  { config, read, diagnostics }: ApiDocsContext,
): Promise<ApiDocs> {
  const outline = outlineOf(model, config);
  const byKey = new Map<string, ApiPageOutline>();
  const generated = new Set<MarkdownPage>();
  const packageRoute = new Map<MarkdownPage, string | undefined>();
  const docs = await Promise.all(
    outline.pages.map(async (page): Promise<DocPage> => {
      const doc = await apiDoc(page);
      packageRoute.set(doc, page.pkg ? outline.routes.packageRoute(page.pkg) : undefined);
      return doc;
    }),
  );
  async function apiDoc(page: ApiPageOutline): Promise<DocPage> {
    if (page.kind === 'changelog') return changelogDoc(page, { config, read, diagnostics });
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
      found = compileFragment(source, read);
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
      });
    },
  };
}

// Watch mode keeps the API model while its sources do not change: its outline is kept with it.
const outlines = new WeakMap<ApiModel, { config: ResolvedConfig; outline: ReturnType<typeof apiOutline> }>();

function outlineOf(model: ApiModel, config: ResolvedConfig): ReturnType<typeof apiOutline> {
  const kept = outlines.get(model);
  if (kept?.config === config) return kept.outline;
  const outline = apiOutline(model, {
    root: config.root,
    basePath: config.api?.routeBasePath ?? '/api',
    baseUrl: config.baseUrl,
    configFile: config.configFile,
    siteTitle: config.title,
    changelogs: config.api?.changelogs ?? true,
  });
  outlines.set(model, { config, outline });
  return outline;
}

/** A comment's markdown through the guide's pipeline (GFM, highlighted code), not cached on disk. */
async function compileFragment(source: string, read: ReadMarkdownContext): Promise<ElementContent[]> {
  const [{ compileMarkdown }, highlighter] = await Promise.all([
    import('@accounts-docs/markdown'),
    read.highlighter(),
  ]);
  const compiled = await compileMarkdown(source, {
    file: 'api-comment.md',
    highlighter,
    themes: read.themes,
    cacheCodeBlocks: read.cacheCodeBlocks ?? false,
  });
  return compiled.hast.children as ElementContent[];
}

async function changelogDoc(
  page: ApiPageOutline,
  { config, read, diagnostics }: ApiDocsContext,
): Promise<DocPage> {
  const pkg = page.pkg!;
  const file = page.file;
  // Every package gets a changelog page: without a CHANGELOG.md, its current version alone.
  const source =
    pkg.changelog && existsSync(file)
      ? namedChangelog(await readFile(file, 'utf8'), pkg.name)
      : changelogFallback(pkg);
  const { compiled, key } = await readMarkdown(file, source, read);
  diagnostics.push(...compiled.diagnostics);
  return apiDocPage(page, config, {
    frontMatter: compiled.frontMatter,
    hasH1: compiled.h1 !== undefined,
    toc: compiled.toc,
    anchors: compiled.anchors,
    links: compiled.links,
    contentKey: key,
  });
}

/**
 * Changesets titles a CHANGELOG.md with the bare package name (`# @accounts/server`); on the
 * site that h1 says which page it is (`# @accounts/server changelog`). Other titles stay; the
 * line keeps its place, so positions of later findings do not move.
 */
export function namedChangelog(source: string, packageName: string): string {
  return source.replace(/^#[ \t]+(.+?)[ \t#]*$/m, (line, text: string) =>
    text === packageName ? `# ${packageName} changelog` : line,
  );
}

/** An API page as a doc of the site: placed by the outline, with what its content shows. */
function apiDocPage(
  page: ApiPageOutline,
  config: ResolvedConfig,
  content: Pick<DocPage, 'frontMatter' | 'hasH1' | 'toc' | 'anchors' | 'links' | 'contentKey'>,
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

import { existsSync, readFileSync } from 'node:fs';
import type { Root as HastRoot } from 'hast';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  locateKey,
  routeProblem,
  ROUTE_HINT,
  ROUTE_INVALID,
  type ResolvedConfig,
  type RouteShape,
  type Severity,
} from '@accounts-docs/config';
import { DiagnosticError, positionAt, type Diagnostic } from '@accounts-docs/diagnostics';
import type { Highlighter } from '@accounts-docs/markdown';
import type { ApiModel } from '@accounts-docs/api-model';
import type { ApiOutline } from '@accounts-docs/api-pages';
import { readApiDocs, type ApiDocs } from './api-docs.ts';
import { toPosix } from './posix-path.ts';
import { compileKey, type CompileCache, type CompiledMeta } from './compile-cache.ts';
import type { CompilePool } from './compile-pool.ts';
import { lastCommitTimes, lastUpdated } from './last-updated.ts';
import { listMarkdownFiles } from './markdown-files.ts';
import { resolveLinks } from './markdown-links.ts';
import { readMarkdown, type ReadMarkdownContext } from './read-markdown.ts';
import { resolveSidebars } from './sidebars.ts';
import type { DocPage, MarkdownPage, SidebarItem, StandalonePage } from './types.ts';

/** The whole site as data: what every later stage reads, and nothing else. */
export interface SiteModel {
  config: ResolvedConfig;
  /** The compiled tree of a page, by its `contentKey`: loaded only for pages being rendered. */
  loadContent: (contentKey: string) => Promise<HastRoot>;
  docs: DocPage[];
  pages: StandalonePage[];
  sidebars: Record<string, SidebarItem[]>;
  /** The API model and its place on the site (routes, page outlines), when the config has `api`. */
  api: { model: ApiModel; outline: ApiOutline } | undefined;
  diagnostics: Diagnostic[];
}

export interface SiteModelOptions {
  cache: CompileCache;
  /**
   * A worker pool for cold builds; used when at least `parallelThreshold` (default 100) files
   * miss the cache (below that, starting workers costs more than it saves); closed before returning.
   */
  compilePool?: () => CompilePool;
  parallelThreshold?: number;
  /** Keep highlighted code blocks in memory between builds (watch mode). */
  cacheCodeBlocks?: boolean;
  /** Last commit time per file; defaults to one `git log` of the docs folder per build. */
  commitTimes?: () => Promise<Map<string, number>>;
  /** Reused across rebuilds in watch mode; created on the first cache miss otherwise. */
  highlighter?: () => Promise<Highlighter>;
  /**
   * The API reference (from the api-model stage): its pages join the docs, with an `api`
   * sidebar. A promise is awaited after the markdown is compiled, so both can run at once.
   */
  api?: ApiModel | Promise<ApiModel | undefined>;
}

export const DOC_ID_DUPLICATE = 'doc-id-duplicate';
export const STATIC_FOLDER_MISSING = 'static-folder-missing';
export const PAGES_FOLDER_MISSING = 'pages-folder-missing';
export const THEME_FOLDER_MISSING = 'theme-folder-missing';
export const SOURCE_FILE_UNREADABLE = 'source-file-unreadable';

/** Reads the docs and pages folders, compiles them and places every doc in its sidebar. */
export async function buildSiteModel(config: ResolvedConfig, options: SiteModelOptions): Promise<SiteModel> {
  // The config's text is only needed to point at a key in an error: read it then, not per build.
  const configSource = () => readFileSync(config.configFile, 'utf8');
  const read: ReadMarkdownContext = {
    cache: options.cache,
    themes: config.markdown.codeThemes,
    highlighter: options.highlighter ?? lazyHighlighter(config),
    cacheCodeBlocks: options.cacheCodeBlocks ?? false,
  };
  const diagnostics: Diagnostic[] = [];

  if (!existsSync(config.paths.docs)) {
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: 'docs-folder-missing',
        reason: `The docs folder does not exist: ${config.paths.docs}`,
        file: config.configFile,
        ...locateKey(configSource(), ['docs', 'path']),
        hint: 'set docs.path to the folder of your markdown guide pages, relative to the config file',
      },
    ]);
  }

  // A folder the config names and that is not there: said, not skipped without a word.
  const missingFolders: Diagnostic[] = [];
  for (const [key, folder, ruleId] of [
    ['staticDir', config.paths.static, STATIC_FOLDER_MISSING],
    ['pagesDir', config.paths.pages, PAGES_FOLDER_MISSING],
    ['themeDir', config.paths.theme, THEME_FOLDER_MISSING],
  ] as const) {
    if (folder === undefined || existsSync(folder)) continue;
    missingFolders.push({
      severity: 'error',
      ruleId,
      reason: `The ${key} folder does not exist: ${folder}`,
      file: config.configFile,
      ...locateKey(configSource(), [key]),
      hint: `create the folder, or remove ${key} from the config (the path is relative to the config file)`,
    });
  }
  if (missingFolders.length > 0) throw new DiagnosticError(missingFolders);

  const [docListing, pageListing, commitTimes] = await Promise.all([
    listMarkdownFiles(config.paths.docs, config.root),
    config.paths.pages && existsSync(config.paths.pages)
      ? listMarkdownFiles(config.paths.pages, config.root)
      : Promise.resolve({ files: [], diagnostics: [] }),
    config.docs.showLastUpdateTime
      ? (options.commitTimes ?? (() => lastCommitTimes(config.paths.docs)))()
      : Promise.resolve(new Map<string, number>()),
  ]);

  const docFiles = docListing.files;
  const pageFiles = pageListing.files;
  const listed = [...docListing.diagnostics, ...pageListing.diagnostics];
  diagnostics.push(...listed.filter((d) => d.severity === 'warning'));
  const unreadable: Diagnostic[] = listed.filter((d) => d.severity === 'error');
  const sources = new Map(
    await Promise.all(
      [...docFiles, ...pageFiles].map(async (file) => {
        const source = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
          unreadable.push({
            severity: 'error',
            ruleId: SOURCE_FILE_UNREADABLE,
            reason: `The file cannot be read: ${error.code ?? error.message}`,
            file,
            hint: 'check its permissions, or move it out of the docs folder',
          });
          return '';
        });
        return [file, source] as const;
      }),
    ),
  );
  if (unreadable.length > 0) throw new DiagnosticError(unreadable);
  let misses = 0;
  for (const source of sources.values()) if (!options.cache.has(compileKey(source, read.themes))) misses++;
  const pool =
    options.compilePool && misses >= (options.parallelThreshold ?? 100) ? options.compilePool() : undefined;
  if (pool) read.compile = (source, file, key) => pool.compile(source, file, key);

  const fatal: Diagnostic[] = [];
  const settle = async <T>(work: Promise<T>): Promise<T | undefined> =>
    work.catch((error: unknown) => {
      if (error instanceof DiagnosticError) fatal.push(...error.diagnostics);
      else throw error;
      return undefined;
    });

  const docBase = config.docs.version.path.replace(/\/$/, '');
  let docs: DocPage[];
  let pages: StandalonePage[];
  let api: ApiDocs | undefined;
  let apiModel: ApiModel | undefined;
  try {
    docs = (
      await Promise.all(
        docFiles.map((file) =>
          settle(readDoc(file, sources.get(file)!, { config, read, docBase, commitTimes, diagnostics })),
        ),
      )
    ).filter((doc): doc is DocPage => doc !== undefined);
    pages = (
      await Promise.all(
        pageFiles.map((file) =>
          settle(readStandalonePage(file, sources.get(file)!, { config, read, diagnostics })),
        ),
      )
    ).filter((page): page is StandalonePage => page !== undefined);
    // Awaited last: the API model may still be loading (TypeDoc on its worker) while the markdown compiles.
    apiModel = await settle(Promise.resolve(options.api));
    api = apiModel ? await settle(readApiDocs(apiModel, { config, read, diagnostics })) : undefined;
  } finally {
    await pool?.close();
  }
  if (fatal.length > 0) throw new DiagnosticError(fatal);

  const duplicates = duplicateIds(docs);
  if (duplicates.length > 0) throw new DiagnosticError(duplicates);
  if (api) docs.push(...api.docs);
  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  const sidebarInput = api ? { ...config.docs.sidebars, api: api.sidebar } : config.docs.sidebars;
  const resolved = resolveSidebars(sidebarInput, docsById, (id) => ({
    file: config.configFile,
    ...locateString(configSource(), id),
  }));
  if (resolved.diagnostics.some((d) => d.severity === 'error'))
    throw new DiagnosticError(resolved.diagnostics);

  for (const doc of docs) {
    const placement = resolved.placement.get(doc.id);
    if (!placement) continue;
    doc.sidebar = placement.sidebar;
    doc.breadcrumbs = api ? api.breadcrumbs(doc, placement.breadcrumbs) : placement.breadcrumbs;
    doc.previous = placement.previous;
    doc.next = placement.next;
  }

  const all: MarkdownPage[] = [...docs, ...pages];
  const routeByFile = new Map(all.map((page) => [page.file, page.route]));
  const markdownSeverity = toSeverity(config.build.onBrokenMarkdownLinks);
  for (const page of all) {
    // API pages are built with their final hrefs; only markdown sources need resolving.
    if (api?.generated.has(page)) continue;
    page.linkMap = resolveLinks(page.links, {
      file: page.file,
      routeOfFile: (file) => routeByFile.get(file),
      baseUrl: config.baseUrl,
      severity: markdownSeverity,
      diagnostics,
    });
  }
  diagnostics.push(...duplicateRoutes(all, toSeverity(config.build.onDuplicateRoutes)));
  diagnostics.sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0));
  return {
    config,
    loadContent: (key) => api?.loadContent(key) ?? options.cache.getHast(key),
    docs,
    pages,
    sidebars: resolved.sidebars,
    api: api && apiModel ? { model: apiModel, outline: api.outline } : undefined,
    diagnostics,
  };
}

/** What reading one page needs besides the file: shared by every page of a build. */
interface PageContext {
  config: ResolvedConfig;
  read: ReadMarkdownContext;
  /** Compile warnings of every page are collected here. */
  diagnostics: Diagnostic[];
}

async function readDoc(
  file: string,
  source: string,
  {
    config,
    read,
    diagnostics,
    docBase,
    commitTimes,
  }: PageContext & { docBase: string; commitTimes: Map<string, number> },
): Promise<DocPage> {
  const { compiled, key } = await readMarkdown(file, source, read);
  diagnostics.push(...compiled.diagnostics);
  const fm = compiled.frontMatter;
  const relativeToDocs = toPosix(path.relative(config.paths.docs, file));
  const dir = path.posix.dirname(relativeToDocs);
  const baseName = path.posix.basename(relativeToDocs).replace(/\.(md|markdown)$/, '');
  const ownId = routeField(compiled, 'id', 'relative', file) ?? baseName;
  const id = dir === '.' ? ownId : `${dir}/${ownId}`;
  const slug = routeField(compiled, 'slug', 'any', file);
  // The id from the file's own path becomes a route too: a folder named `..%2e` must not.
  if (slug === undefined) checkFileRoute(id, file);
  const route = slug?.startsWith('/') ? `${docBase}${slug}` : `${docBase}/${slug ?? id}`;
  const common = markdownPage(file, config, compiled, key, {
    id,
    route: route.replace(/\/$/, '').replace(/\/index$/, '') || '/',
    title: ownId,
  });
  const editUrl = config.docs.editUrl
    ? `${config.docs.editUrl.replace(/\/?$/, '/')}${common.relativePath}`
    : undefined;
  return {
    kind: 'doc',
    ...common,
    sidebarLabel: stringField(fm, 'sidebar_label', file, compiled.frontMatterPlaces) ?? common.title,
    sidebar: undefined,
    breadcrumbs: [],
    previous: undefined,
    next: undefined,
    lastUpdated: config.docs.showLastUpdateTime ? await lastUpdated(file, commitTimes) : undefined,
    editUrl,
  };
}

async function readStandalonePage(
  file: string,
  source: string,
  { config, read, diagnostics }: PageContext,
): Promise<StandalonePage> {
  const { compiled, key } = await readMarkdown(file, source, read);
  diagnostics.push(...compiled.diagnostics);
  const fm = compiled.frontMatter;
  const relative = toPosix(path.relative(config.paths.pages!, file)).replace(/\.(md|markdown)$/, '');
  checkFileRoute(relative, file);
  const route = relative === 'index' ? '/' : `/${relative.replace(/\/index$/, '')}`;
  return {
    kind: 'page',
    layout: fm.layout === 'home' ? 'home' : 'page',
    ...markdownPage(file, config, compiled, key, { id: relative, route, title: config.title }),
  };
}

/** What every markdown page has, docs and standalone pages alike. */
function markdownPage(
  file: string,
  config: ResolvedConfig,
  compiled: CompiledMeta,
  contentKey: string,
  place: { id: string; route: string; title: string },
): MarkdownPage {
  return {
    id: place.id,
    route: place.route,
    file,
    relativePath: toPosix(path.relative(config.root, file)),
    // The title: front matter, else the page's own h1, else the fallback given.
    title: stringField(compiled.frontMatter, 'title', file, compiled.frontMatterPlaces) ?? compiled.h1 ?? place.title,
    description: compiled.description,
    frontMatter: compiled.frontMatter,
    frontMatterPlaces: compiled.frontMatterPlaces,
    hasH1: compiled.h1 !== undefined,
    toc: compiled.toc,
    anchors: compiled.anchors,
    links: compiled.links,
    linkMap: {},
    contentKey,
  };
}

/**
 * A front matter field that must be a string when present. A number is taken as written
 * (`id: 007` stays `007`, not YAML's 7), when `places` knows how it was written.
 */
function stringField(
  fm: Record<string, unknown>,
  key: string,
  file: string,
  places?: Record<string, { written?: string }>,
): string | undefined {
  const value = fm[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return places?.[key]?.written ?? String(value);
  throw new DiagnosticError([
    {
      severity: 'error',
      ruleId: 'front-matter-field',
      reason: `Front matter "${key}" must be a string, got ${Array.isArray(value) ? 'a list' : typeof value}`,
      file,
      ...frontMatterKeyPosition(file, key),
      hint: `write \`${key}: some text\``,
    },
  ]);
}

/** A front matter `id` or `slug`: a string that is a clean route of the given shape. */
function routeField(compiled: CompiledMeta, key: string, shape: RouteShape, file: string): string | undefined {
  const value = stringField(compiled.frontMatter, key, file, compiled.frontMatterPlaces);
  if (value === undefined) return undefined;
  const problem = routeProblem(value, shape);
  if (!problem) return value;
  throw new DiagnosticError([
    {
      severity: 'error',
      ruleId: ROUTE_INVALID,
      reason: `Front matter "${key}" is not a clean route: ${problem}`,
      file,
      ...(compiled.frontMatterPlaces?.[key] ?? frontMatterKeyPosition(file, key)),
      hint: ROUTE_HINT,
    },
  ]);
}

/** A route made from a file's path (its folders and name) must be clean as well. */
function checkFileRoute(id: string, file: string): void {
  const problem = routeProblem(id, 'relative');
  if (!problem) return;
  throw new DiagnosticError([
    {
      severity: 'error',
      ruleId: ROUTE_INVALID,
      reason: `The file's path does not make a clean route: ${problem}`,
      file,
      line: 1,
      column: 1,
      hint: 'rename the file or its folder, or give it a `slug` in its front matter',
    },
  ]);
}

/** Where `key:` is written in a file's front matter (read again: this runs only on an error). */
function frontMatterKeyPosition(file: string, key: string): { line: number; column: number } {
  const lines = readFileSync(file, 'utf8').split('\n');
  const index = lines.findIndex((line, i) => i > 0 && new RegExp(`^\\s*['"]?${key}['"]?\\s*:`).test(line));
  return index === -1 ? { line: 1, column: 1 } : { line: index + 1, column: lines[index]!.indexOf(key) + 1 };
}

/** Two docs with one id: a sidebar entry could only name one of them. */
function duplicateIds(docs: DocPage[]): Diagnostic[] {
  const first = new Map<string, DocPage>();
  const found: Diagnostic[] = [];
  for (const doc of docs) {
    const earlier = first.get(doc.id);
    if (!earlier) {
      first.set(doc.id, doc);
      continue;
    }
    found.push({
      severity: 'error',
      ruleId: DOC_ID_DUPLICATE,
      reason: `Doc id "${doc.id}" is also the id of ${earlier.relativePath}`,
      file: doc.file,
      ...(doc.frontMatterPlaces?.id ?? { line: 1, column: 1 }),
      hint: 'give one of them another `id` in its front matter, or rename the file',
    });
  }
  return found;
}

function duplicateRoutes(pages: MarkdownPage[], severity: 'error' | 'warning' | undefined): Diagnostic[] {
  if (!severity) return [];
  const seen = new Map<string, MarkdownPage>();
  const found: Diagnostic[] = [];
  for (const page of pages) {
    // The server answers `/x`, `/x.html` and `/x/index.html` alike: one route for it.
    const served = page.route.replace(/(?:\/index)?\.html$/, '') || '/';
    const first = seen.get(served);
    if (!first) {
      seen.set(served, page);
      continue;
    }
    // Point at what makes the route (`slug:` or `id:` in the front matter) when the file has it.
    const key = ['slug', 'id'].find((k) => page.frontMatter[k] !== undefined);
    found.push({
      severity,
      ruleId: 'duplicate-route',
      reason: `Route \`${page.route}\` is produced twice: by ${first.relativePath} and by this file; the first one wins`,
      file: page.file,
      ...(key ? (page.frontMatterPlaces?.[key] ?? frontMatterKeyPosition(page.file, key)) : { line: 1, column: 1 }),
      hint: 'give one of them another `id` or `slug` in its front matter',
    });
  }
  return found;
}

function lazyHighlighter(config: ResolvedConfig): () => Promise<Highlighter> {
  let highlighter: Promise<Highlighter> | undefined;
  return () =>
    (highlighter ??= import('@accounts-docs/markdown').then(({ createCodeHighlighter }) =>
      createCodeHighlighter({ themes: config.markdown.codeThemes, langs: config.markdown.codeLanguages }),
    ));
}

function locateString(source: string, value: string): { line: number; column: number } {
  const found = [source.indexOf(`'${value}'`), source.indexOf(`"${value}"`)].filter((i) => i !== -1);
  const index = found.length > 0 ? Math.min(...found) + 1 : -1;
  return index === -1 ? { line: 1, column: 1 } : positionAt(source, index);
}

function toSeverity(value: Severity): 'error' | 'warning' | undefined {
  return value === 'throw' ? 'error' : value === 'warn' ? 'warning' : undefined;
}

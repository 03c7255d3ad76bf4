import { createHash } from 'node:crypto';
import type { Root as HastRoot } from 'hast';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiModel } from '@accounts-docs/api-model';
import { bundleAssets, type Assets } from '@accounts-docs/assets';
import type { ResolvedConfig, Severity } from '@accounts-docs/config';
import { checkLinks, siteLinks, type LinkSeverity } from '@accounts-docs/links';
import { glob } from 'tinyglobby';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import type { Highlighter } from '@accounts-docs/markdown';
import { checkOutDir, openSiteWriter } from '@accounts-docs/output';
import { createPages, siteData, sitemapXml, type Page } from '@accounts-docs/pages';
import {
  buildSiteModel,
  createCompileCache,
  createCompilePool,
  lastCommitTimes,
  type CompileCache,
  type SiteModel,
} from '@accounts-docs/site-model';
import { engineHash } from './engine-hash.ts';
import { loadReact, reactDiagnostics, reactLinks, type LoadedReact } from './react-stage.ts';

export interface SiteBuilderOptions {
  outDir: string;
  /** Keep compiled markdown and the render manifest on disk between runs (warm builds). */
  cache: boolean;
  /** Inline script for every page (watch mode's live reload). */
  devScript?: string;
  /**
   * `swap` (default): write a complete new folder and swap it in.
   * `in-place` (watch mode): after the first build, write only the files that changed.
   */
  writeMode?: 'swap' | 'in-place';
  /**
   * Worker script of the compile pool (the bundled CLI has one). With it, a build with many
   * uncompiled pages compiles on `workers` threads (default: one per core, from 16 misses).
   */
  compileWorker?: string;
  /** Number of compile workers; 0 never starts any. */
  workers?: number;
  /** A TypeDoc JSON file to read instead of running TypeDoc (`--typedoc-json`). */
  typedocJson?: string;
  /** Worker script that runs TypeDoc beside the markdown compile (the bundled CLI has one). */
  typedocWorker?: string;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  rendered: number;
  reused: number;
  /** Pages of the API reference (landing, overviews, declarations, changelogs). */
  apiPages: number;
  diagnostics: Diagnostic[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
}

/** Fingerprint of every page's HTML in the last output, to reuse what did not change. */
interface RenderManifest {
  outDir: string;
  pages: Record<string, string>;
}

/**
 * Runs the stages in order — model, pages, assets, render, output — and keeps what a
 * rebuild can reuse: compiled markdown, the highlighter, the theme assets, git dates, and
 * the fingerprints of the HTML already written.
 */
export class SiteBuilder {
  readonly config: ResolvedConfig;
  readonly #options: SiteBuilderOptions;
  readonly #compileCache: CompileCache;
  readonly #engine = engineHash();
  #highlighter: Promise<Highlighter> | undefined;
  #assets: Promise<Assets> | undefined;
  #commitTimes: Promise<Map<string, number>> | undefined;
  #manifest: RenderManifest | undefined;
  /** The API model, kept while no API source changes (watch mode). */
  #api: Promise<ApiModel | undefined> | undefined;
  /** The React pages and theme overrides, kept while none of their sources changes (watch mode). */
  #react: Promise<LoadedReact | undefined> | undefined;

  constructor(config: ResolvedConfig, options: SiteBuilderOptions) {
    this.config = config;
    this.#options = { ...options, outDir: path.resolve(options.outDir) };
    this.#compileCache = createCompileCache({
      dir: options.cache ? config.paths.cache : undefined,
      // Watch mode re-renders from memory; a one-shot build keeps only what is not yet on disk.
      keepTrees: options.writeMode === 'in-place',
    });
  }

  /**
   * Reads the site (API model, site model, pages) and checks its links: everything a build
   * does before writing. Throws a DiagnosticError when an error-severity finding exists.
   */
  async check(
    timings: Record<string, number> = {},
  ): Promise<{ model: SiteModel; pages: Page[]; react: LoadedReact | undefined; diagnostics: Diagnostic[] }> {
    const { config } = this;
    const time = timer(timings);
    const apiDiagnostics: Diagnostic[] = [];
    // Not awaited here: TypeDoc runs (on its worker) while the site model compiles markdown.
    const api = (this.#api ??= this.#loadApi(timings, (list) => apiDiagnostics.push(...list)));
    api.catch(() => undefined); // awaited inside the site model
    const reactLoad = (this.#react ??= loadReact(config, { cache: this.#options.cache }));
    reactLoad.catch(() => (this.#react = undefined)); // a failed load is tried again next build
    const modelLoad = time('model', () =>
      buildSiteModel(config, {
        api,
        cache: this.#compileCache,
        highlighter: () => this.#loadHighlighter(),
        // Git dates change only with a commit: one `git log` per builder, not per rebuild.
        commitTimes: () => (this.#commitTimes ??= lastCommitTimes(config.paths.docs)),
        cacheCodeBlocks: this.#options.writeMode === 'in-place',
        ...this.#poolOptions(),
      }),
    );
    // Both awaited before either fails the build: a broken React page and a broken doc are
    // reported together.
    const [modelResult, reactResult] = await Promise.allSettled([modelLoad, time('react', () => reactLoad)]);
    const problems: Diagnostic[] = [];
    for (const result of [modelResult, reactResult]) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof DiagnosticError)) throw result.reason;
      problems.push(...result.reason.diagnostics);
    }
    if (problems.length > 0) {
      const modelFindings = modelResult.status === 'fulfilled' ? modelResult.value.diagnostics : [];
      throw new DiagnosticError([...problems, ...apiDiagnostics, ...modelFindings]);
    }
    const model = (modelResult as PromiseFulfilledResult<SiteModel>).value;
    const react = (reactResult as PromiseFulfilledResult<LoadedReact | undefined>).value;
    const early = [...apiDiagnostics, ...model.diagnostics, ...reactDiagnostics(react)];
    if (early.some((d) => d.severity === 'error')) throw new DiagnosticError(early);
    const pages = await time('pages', () => createPages(model, react?.inputs));
    const findings = await time('links', async () => {
      // A React page that throws while rendering is a finding like a broken link.
      const collected = await reactLinks(config, react, pages);
      const { pages: linked, routes } = siteLinks({
        model,
        pages,
        files: [...(await staticFiles(config)), ...(react?.files ?? []).map((file) => `/${file.path}`)],
        react: collected.pages,
      });
      const broken = checkLinks(linked, routes, {
        brokenLinks: toLinkSeverity(config.build.onBrokenLinks),
        brokenAnchors: toLinkSeverity(config.build.onBrokenAnchors),
      });
      return [...collected.diagnostics, ...broken];
    });
    // One list in reading order: by file, then line and column.
    const diagnostics = [...early, ...findings].sort(
      (a, b) =>
        (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
    );
    if (diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError(diagnostics);
    return { model, pages, react, diagnostics };
  }

  /** Builds the whole site; throws a DiagnosticError (output untouched) when it cannot. */
  async build(): Promise<BuildResult> {
    const { config } = this;
    const outDir = this.#options.outDir;
    const timings: Record<string, number> = {};
    const time = timer(timings);

    checkOutDir(outDir, {
      root: config.root,
      sources: [config.paths.docs, config.paths.pages, config.paths.static].filter((p): p is string => !!p),
    });
    const { model, pages, react, diagnostics } = await this.check(timings);
    const apiBase = config.api ? `${config.api.routeBasePath.replace(/\/$/, '')}` : undefined;
    const isApi = (route: string) =>
      apiBase !== undefined && (route === (apiBase || '/') || route.startsWith(`${apiBase}/`));

    // The theme's files do not change while a builder lives (a new process picks up theme edits).
    const themeAssets = await time('assets', () => (this.#assets ??= bundleAssets({ baseUrl: config.baseUrl })));
    // The overrides' CSS is on every page, after the theme's.
    const assets: Assets = react?.overridesCss
      ? { ...themeAssets, css: [...themeAssets.css, config.baseUrl + react.overridesCss.slice(1)] }
      : themeAssets;
    const previous = await this.#readManifest();
    const next: RenderManifest = { outDir, pages: {} };
    const siteKey = hash(
      this.#engine,
      config.hash,
      JSON.stringify(assets.css),
      JSON.stringify(assets.js),
      this.#options.devScript ?? '',
      routeTable(pages),
      react?.site.overridesKey ?? '',
    );

    const inPlace =
      this.#options.writeMode === 'in-place' && previous?.outDir === outDir && existsSync(outDir);
    const writer = await openSiteWriter({
      outDir,
      staticDir: config.paths.static,
      ...(inPlace ? { mode: 'in-place' as const, previousFiles: Object.keys(previous.pages) } : {}),
    });
    let reused = 0;
    try {
      // Pages are rendered one at a time and written as they come, with a few reads and
      // writes in flight around the renderer: memory does not grow with the site, and the
      // renderer does not wait for the disk.
      await time('render+write', async () => {
        const toRender: Page[] = [];
        const io = new InFlight(16);
        for (const page of pages) {
          const fingerprint = hash(siteKey, page.contentKey ?? '', pageData(page));
          next.pages[page.outFile] = fingerprint;
          const old = path.join(outDir, page.outFile);
          if (
            previous?.outDir === outDir &&
            previous.pages[page.outFile] === fingerprint &&
            existsSync(old)
          ) {
            reused++;
            await io.add(writer.reuse(page.outFile, old));
          } else {
            toRender.push(page);
          }
        }
        const render = toRender.length > 0 ? await this.#renderer(assets, pages, react) : undefined;
        const contents: Promise<HastRoot | undefined>[] = [];
        const load = (i: number) => {
          const page = toRender[i];
          if (!page || contents[i]) return;
          contents[i] = page.contentKey ? model.loadContent(page.contentKey) : Promise.resolve(undefined);
          contents[i].catch(() => undefined); // awaited below, in order
        };
        let apiMs = 0;
        for (let i = 0; i < toRender.length; i++) {
          for (let ahead = i; ahead < i + 4; ahead++) load(ahead);
          const started = performance.now();
          const content = await contents[i];
          delete contents[i];
          const html = render!(toRender[i]!, content);
          if (isApi(toRender[i]!.route)) apiMs += performance.now() - started;
          await io.add(writer.write(toRender[i]!.outFile, html));
        }
        if (apiBase !== undefined) timings['render-api'] = Math.round(apiMs * 10) / 10;
        await io.drain();
        for (const file of [...assets.files, ...(react?.files ?? [])]) await writer.write(file.path, file.contents);
        await writer.write('sitemap.xml', sitemapXml(pages));
      });
      await time('commit', () => writer.commit());
    } catch (error) {
      await writer.abort();
      throw error;
    }
    await this.#saveManifest(next);
    return {
      outDir,
      pages: pages.length,
      rendered: pages.length - reused,
      reused,
      apiPages: pages.filter((page) => isApi(page.route)).length,
      diagnostics,
      timings,
    };
  }

  /** Forgets the API model: the next build reads the API sources again (through the TypeDoc cache). */
  invalidateApi(): void {
    this.#api = undefined;
  }

  /** Forgets the React pages and overrides: the next build bundles them again. */
  invalidateReact(): void {
    this.#react = undefined;
  }

  /** The API packages' folders and tsconfig: what watch mode watches for the API reference. */
  async apiSourcePaths(): Promise<string[]> {
    const api = this.config.api;
    if (!api) return [];
    const { findApiPackages } = await import('@accounts-docs/api-model');
    const packages = await findApiPackages({ root: this.config.root, patterns: api.packages });
    return [path.resolve(this.config.root, api.tsconfig), ...packages.map((pkg) => pkg.dir)];
  }

  async #loadApi(timings: Record<string, number>, report: (list: Diagnostic[]) => void): Promise<ApiModel | undefined> {
    const api = this.config.api;
    if (!api) return undefined;
    const start = performance.now();
    try {
      const { findApiPackages, loadTypeDocProject, apiModelFromTypeDoc } = await import('@accounts-docs/api-model');
      const root = this.config.root;
      const packages = await findApiPackages({ root, patterns: api.packages });
      const loaded = await loadTypeDocProject({
        root,
        packages,
        tsconfig: path.resolve(root, api.tsconfig),
        cacheDir: this.#options.cache ? this.config.paths.cache : undefined,
        ...(this.#options.typedocJson ? { prebuilt: path.resolve(this.#options.typedocJson) } : {}),
        ...(this.#options.typedocWorker && existsSync(this.#options.typedocWorker)
          ? { worker: this.#options.typedocWorker }
          : {}),
      });
      // TypeDoc's own time, apart from reading the cache and converting (bench reports both).
      timings.typedoc = loaded.source === 'typedoc' ? Math.round(loaded.ms) : 0;
      const converted = apiModelFromTypeDoc(loaded.project, { root, packages });
      report([...loaded.diagnostics, ...converted.diagnostics]);
      return converted.model;
    } catch (error) {
      this.#api = undefined; // a failed load is not kept: the next build tries again
      throw error;
    } finally {
      timings['api-model'] = Math.round((performance.now() - start) * 10) / 10;
    }
  }

  /**
   * Loads and exercises what the first edit would otherwise pay for (the highlighter and its
   * grammars, the renderer), so that in watch mode an edit shows up in tens of milliseconds.
   */
  async warmUp(): Promise<void> {
    const [highlighter, assets] = await Promise.all([
      this.#loadHighlighter(),
      this.#assets ?? Promise.resolve(undefined),
    ]);
    for (const lang of ['ts', 'tsx', 'bash', 'json']) {
      await highlighter.loadLanguage(lang as never).catch(() => undefined);
      highlighter.codeToHast('const value: Array<string> = [`${a}`];', {
        lang,
        themes: this.config.markdown.codeThemes,
      });
    }
    if (assets) await this.#renderer(assets);
  }

  async #renderer(
    assets: Assets,
    pages: readonly Page[] = [],
    react?: LoadedReact,
  ): Promise<(page: Page, content: HastRoot | undefined) => string> {
    // Loaded only when a page must be rendered: a warm build that reuses every page skips React.
    const { renderPage } = await import('@accounts-docs/render');
    const site = siteData(this.config);
    const devScript = this.#options.devScript;
    const routes = pages.map((page) => page.route).sort();
    const reactOptions = react
      ? {
          components: react.site.overrides,
          reactPages: new Map(react.site.pages.map((page) => [page.relativePath, page.Component])),
        }
      : {};
    return (page, content) =>
      renderPage(page, content, { site, assets, routes, ...reactOptions, ...(devScript ? { devScript } : {}) });
  }

  #poolOptions() {
    const { compileWorker, workers } = this.#options;
    if (!compileWorker || !existsSync(compileWorker) || workers === 0) return {};
    return {
      compilePool: () =>
        createCompilePool({
          workerScript: compileWorker,
          themes: this.config.markdown.codeThemes,
          langs: this.config.markdown.codeLanguages,
          cacheDir: this.#options.cache ? this.config.paths.cache : undefined,
          ...(workers ? { size: workers } : {}),
        }),
      // Starting workers (each loads its own Shiki) costs about a second: worth it from
      // about a hundred pages to compile. An explicit count means: use them always.
      parallelThreshold: workers ? 1 : 100,
    };
  }

  #loadHighlighter(): Promise<Highlighter> {
    return (this.#highlighter ??= import('@accounts-docs/markdown').then(({ createCodeHighlighter }) =>
      createCodeHighlighter({
        themes: this.config.markdown.codeThemes,
        langs: this.config.markdown.codeLanguages,
      }),
    ));
  }

  get #manifestFile(): string {
    return path.join(this.config.paths.cache, 'render-manifest.json');
  }

  async #readManifest(): Promise<RenderManifest | undefined> {
    if (this.#manifest || !this.#options.cache) return this.#manifest;
    try {
      return JSON.parse(await readFile(this.#manifestFile, 'utf8')) as RenderManifest;
    } catch {
      return undefined;
    }
  }

  async #saveManifest(manifest: RenderManifest): Promise<void> {
    this.#manifest = manifest;
    if (!this.#options.cache) return;
    await mkdir(path.dirname(this.#manifestFile), { recursive: true });
    await writeFile(this.#manifestFile, JSON.stringify(manifest));
  }
}

/** At most `limit` promises pending; `add` waits for the oldest when the limit is reached. */
class InFlight {
  readonly #pending: Promise<unknown>[] = [];
  constructor(readonly limit: number) {}

  async add(work: Promise<unknown>): Promise<void> {
    // Marked handled now; the rejection still surfaces where the promise is awaited.
    work.catch(() => undefined);
    this.#pending.push(work);
    if (this.#pending.length >= this.limit) await this.#pending.shift();
  }

  async drain(): Promise<void> {
    await Promise.all(this.#pending.splice(0));
  }
}

function timer(timings: Record<string, number>) {
  return async <T>(stage: string, work: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[stage] = Math.round((performance.now() - start) * 10) / 10;
    }
  };
}

/** Files the static folder serves, as site paths (`/img/logo.svg`), plus the sitemap. */
async function staticFiles(config: ResolvedConfig): Promise<string[]> {
  const files = ['/sitemap.xml'];
  if (config.paths.static && existsSync(config.paths.static)) {
    for (const file of await glob('**/*', { cwd: config.paths.static, dot: false })) files.push(`/${file}`);
  }
  return files;
}

function toLinkSeverity(value: Severity): LinkSeverity {
  return value === 'throw' ? 'error' : value === 'warn' ? 'warning' : 'ignore';
}

function hash(...parts: string[]): string {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('hex');
}

// A sidebar is one object shared by every page that shows it (the API's lists ~300 links):
// serialised once per build, not once per page.
const sidebarJson = new WeakMap<object, string>();

/** What a page shows besides its content, as a string for its fingerprint. */
function pageData(page: Page): string {
  const view = page.view;
  if (view.kind !== 'doc' || !view.sidebar) return JSON.stringify({ r: page.route, h: page.head, v: view, l: page.linkMap });
  let sidebar = sidebarJson.get(view.sidebar);
  if (sidebar === undefined) {
    sidebar = hash(JSON.stringify(view.sidebar));
    sidebarJson.set(view.sidebar, sidebar);
  }
  return JSON.stringify({ r: page.route, h: page.head, v: { ...view, sidebar }, l: page.linkMap });
}

/** Every route and its title: a page's links and sidebar depend on the other pages. */
function routeTable(pages: Page[]): string {
  return pages.map((page) => `${page.route}\t${page.head.title}`).join('\n');
}

import { createHash } from 'node:crypto';
import type { Root as HastRoot } from 'hast';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiModel } from '@accounts-docs/api-model';
import { bundleAssets, type Assets } from '@accounts-docs/assets';
import { locateKey, type ResolvedConfig, type Severity } from '@accounts-docs/config';
import { checkLinks, siteLinks, type LinkSeverity } from '@accounts-docs/links';
import { DiagnosticError, positionAt, type Diagnostic } from '@accounts-docs/diagnostics';
import type { Highlighter } from '@accounts-docs/markdown';
import {
  checkOutDir,
  folderIdentity,
  listStaticFiles,
  openSiteWriter,
  OUTPUT_PATH_OUTSIDE,
  staticCollisions,
  type ProtectedSource,
  type SiteWriter,
  type StaticFile,
} from '@accounts-docs/output';
import {
  createPages,
  searchSettings,
  siteData,
  sitemapXml,
  twinRouteOf,
  type Page,
} from '@accounts-docs/pages';
import {
  SEARCH_INDEX_DIR,
  SearchIndexCache,
  searchIndexKey,
  startSearchIndex,
  type SearchIndexBuilder,
} from '@accounts-docs/search-index';
import type { SearchSettings } from '@accounts-docs/site-theme';
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
  /** Add the analytics script of the config (default true; watch mode turns it off). */
  analytics?: boolean;
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
  /** Markdown twins written (rendered or reused) and how many of them were reused. */
  twins: { written: number; reused: number };
  diagnostics: Diagnostic[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
}

/** Fingerprint of every page's HTML in the last output, to reuse what did not change. */
interface RenderManifest {
  outDir: string;
  /** Identity of the output folder these files are in (another build's output has another). */
  outputId?: string;
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
  /** What the bundled assets were made from besides the theme: the project's islands. */
  #assetsKey = '';
  #commitTimes: Promise<Map<string, number>> | undefined;
  #manifest: RenderManifest | undefined;
  #protected: Promise<ProtectedSource[]> | undefined;
  /** Watch mode: the text of each twin by file, with its fingerprint, for llms-full.txt without reading the disk. */
  readonly #twinTexts = new Map<string, { fingerprint: string; text: string }>();
  /** The API model, kept while no API source changes (watch mode). */
  #api: Promise<ApiModel | undefined> | undefined;
  /** The last search index written, with its key (kept in the build cache, or in memory with `--no-cache`). */
  readonly #searchIndexCache: SearchIndexCache;
  #indexRefresh: Promise<void> = Promise.resolve();
  #latestIndexKey: string | undefined;
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
    this.#searchIndexCache = new SearchIndexCache(options.cache ? config.paths.cache : undefined);
  }

  /**
   * Reads the site (API model, site model, pages) and checks its links: everything a build
   * does before writing. Throws a DiagnosticError when an error-severity finding exists.
   */
  async check(timings: Record<string, number> = {}): Promise<{
    model: SiteModel;
    pages: Page[];
    react: LoadedReact | undefined;
    diagnostics: Diagnostic[];
    staticFiles: StaticFile[];
  }> {
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
    const statics = await readStaticFolder(config);
    const early = [
      ...config.diagnostics,
      ...apiDiagnostics,
      ...model.diagnostics,
      ...statics.diagnostics,
      ...reactDiagnostics(react),
    ];
    if (early.some((d) => d.severity === 'error')) throw new DiagnosticError(early);
    const pages = await time('pages', () => createPages(model, react?.inputs));
    const llmsPaths = await llmsFiles(config, pages);
    if (config.llms.enabled && config.llms.twins) {
      const { twinClashes } = await import('@accounts-docs/llms');
      early.push(...twinClashes({ model, pages }));
    }
    early.push(
      ...staticCollisions(statics.files, [
        ...pages.map((page) => ({ path: page.outFile, route: page.route })),
        { path: 'sitemap.xml', route: '/sitemap.xml' },
        ...(react?.files ?? []).map((file) => ({ path: file.path, route: `/${file.path}` })),
        // The markdown twins, llms.txt and llms-full.txt are written at the output's root too.
        ...llmsPaths.map((route) => ({ path: route.slice(1), route })),
      ]),
    );
    const findings = await time('links', async () => {
      const files = [
        '/sitemap.xml',
        ...llmsPaths,
        // Dot files are not served (see serve), so a link to one is broken.
        ...statics.files
          .filter((f) => !f.path.split('/').some((s) => s.startsWith('.')))
          .map((f) => `/${f.path}`),
        ...(react?.files ?? []).map((file) => `/${file.path}`),
      ];
      // A React page that throws while rendering is a finding like a broken link.
      const collected = await reactLinks(config, react, pages);
      const { pages: linked, routes } = siteLinks({ model, pages, files, react: collected.pages });
      const broken = checkLinks(linked, routes, {
        brokenLinks: toLinkSeverity(config.build.onBrokenLinks),
        brokenAnchors: toLinkSeverity(config.build.onBrokenAnchors),
        unsafeLinks: toLinkSeverity(config.build.onUnsafeLinks),
      });
      return [...collected.diagnostics, ...broken];
    });
    // One list in reading order: by file, then line and column.
    const diagnostics = [...early, ...findings].sort(
      (a, b) =>
        (a.file ?? '').localeCompare(b.file ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0),
    );
    if (diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError(diagnostics);
    return { model, pages, react, diagnostics, staticFiles: statics.files };
  }

  /** Builds the whole site; throws a DiagnosticError (output untouched) when it cannot. */
  async build(): Promise<BuildResult> {
    const { config } = this;
    const outDir = this.#options.outDir;
    const timings: Record<string, number> = {};
    const time = timer(timings);

    checkOutDir(outDir, {
      root: config.root,
      rootPlace: { file: config.configFile },
      // Once per builder: watch mode's rebuilds do not glob the API packages again.
      sources: await (this.#protected ??= this.#protectedSources().catch((error: unknown) => {
        this.#protected = undefined; // a failed look-up (an API package being fixed) is tried again
        throw error;
      })),
    });
    const { model, pages, react, diagnostics, staticFiles } = await this.check(timings);
    const apiBase = config.api ? `${config.api.routeBasePath.replace(/\/$/, '')}` : undefined;
    const isApi = (route: string) =>
      apiBase !== undefined && (route === (apiBase || '/') || route.startsWith(`${apiBase}/`));

    // The theme's files do not change while a builder lives (a new process picks up theme edits).
    // With islands of the project, the islands bundle changes with the React sources.
    const islands = react?.site.clientModules ?? [];
    const assetsKey =
      islands.length > 0
        ? hash(JSON.stringify(islands), ...react!.site.pages.map((p) => p.key), react!.site.overridesKey)
        : '';
    if (assetsKey !== this.#assetsKey) this.#assets = undefined;
    this.#assetsKey = assetsKey;
    const themeAssets = await time(
      'assets',
      () =>
        (this.#assets ??= bundleAssets({ baseUrl: config.baseUrl, projectIslands: islands }).catch(
          (error: unknown) => {
            this.#assets = undefined; // an island that does not compile is tried again next build
            throw error;
          },
        )),
    );
    // The overrides' CSS is on every page, after the theme's.
    const assets: Assets = react?.overridesCss
      ? { ...themeAssets, css: [...themeAssets.css, config.baseUrl + react.overridesCss.slice(1)] }
      : themeAssets;
    const search = searchSettings(config, model.sidebars);
    const previous = await this.#readManifest();
    const next: RenderManifest = { outDir, pages: {} };
    const siteKey = hash(
      this.#engine,
      config.hash,
      JSON.stringify(assets.css),
      JSON.stringify(assets.js),
      assets.islands,
      JSON.stringify(search),
      this.#options.devScript ?? '',
      String(this.#options.analytics !== false),
      routeTable(pages),
      react?.site.overridesKey ?? '',
    );

    // The previous output is reused only if it is still the folder the manifest describes:
    // another build (sharing the cache) may have replaced it since.
    const reusable =
      previous?.outDir === outDir &&
      !!previous.outputId &&
      previous.outputId === (await folderIdentity(outDir));
    const inPlace = this.#options.writeMode === 'in-place' && reusable;
    const writer = await openSiteWriter({
      outDir,
      staticFiles,
      // The search index's files are replaced by the index refresh itself (see below).
      ...(inPlace
        ? {
            mode: 'in-place' as const,
            previousFiles: Object.keys(previous!.pages).filter((f) => !isIndexFile(f)),
          }
        : {}),
    });
    const sources = new Map([...model.docs, ...model.pages].map((page) => [page.route, page.file]));
    let reused = 0;
    let index: SearchIndexBuilder | undefined;
    let afterCommit: (() => void) | undefined;
    let twins = { written: 0, reused: 0 };
    try {
      // The markdown twins first: in watch mode the pages' HTML, written last, is what a reader
      // waits for, and it should not sit written long before the reload event.
      if (config.llms.enabled)
        twins = await time('llms', () => this.#writeLlms({ model, pages, writer, siteKey, previous, next }));
      // Pages are rendered one at a time and written as they come, with a few reads and
      // writes in flight around the renderer: memory does not grow with the site, and the
      // renderer does not wait for the disk.
      await time('render+write', async () => {
        const toRender: Page[] = [];
        const reusedPages: Page[] = [];
        const gone: Page[] = [];
        const io = new InFlight(16);
        for (const page of pages) {
          const fingerprint = hash(siteKey, page.contentKey ?? '', pageData(page));
          next.pages[page.outFile] = fingerprint;
          const old = path.join(outDir, page.outFile);
          if (reusable && previous!.pages[page.outFile] === fingerprint && existsSync(old)) {
            reusedPages.push(page);
            await io.add(writer.reuse(page.outFile, old).then((ok) => void (ok || gone.push(page))));
          } else {
            toRender.push(page);
          }
        }
        await io.drain();
        // A page whose old file vanished is rendered instead; if the whole folder was replaced
        // while linking, some links may point into the other build's files: render them all.
        const replaced = reusedPages.length > 0 && (await folderIdentity(outDir)) !== previous!.outputId;
        toRender.push(...(replaced ? reusedPages : gone));
        reused = reusedPages.length - (replaced ? reusedPages.length : gone.length);
        const reusedIndexed = replaced
          ? []
          : reusedPages
              .filter((page) => page.head.search && !gone.includes(page))
              .map((page) => ({ page, file: path.join(outDir, page.outFile) }));
        // The search index: the cached one when no indexed page changed, else a new one fed
        // with each page's HTML as it is rendered (Pagefind runs as its own process).
        const indexKey = searchIndexKey(
          pages
            .filter((page) => page.head.search)
            .map((page) => ({ url: page.route, fingerprint: next.pages[page.outFile]! })),
        );
        const deferIndex = this.#options.writeMode === 'in-place';
        const cachedIndex = deferIndex ? undefined : await this.#searchIndexCache.read(indexKey);
        const indexStart = performance.now();
        // Watch mode: the site (and each edit) is served at once, the index follows a moment
        // later (a few seconds of work that would otherwise sit before the reload).
        if (deferIndex) {
          const indexed = pages
            .filter((page) => page.head.search)
            .map((page) => ({ route: page.route, outFile: page.outFile }));
          afterCommit = () => this.#refreshIndexInPlace(outDir, indexKey, indexed);
        } else if (!cachedIndex) {
          index = await startSearchIndex();
          for (const { page, file } of reusedIndexed)
            await io.add(index.add({ url: page.route, html: readFile(file, 'utf8') }));
        }
        const render =
          toRender.length > 0 ? await this.#renderer(assets, search, pages, react, model) : undefined;
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
          const page = toRender[i]!;
          await io.add(
            writer
              .write(page.outFile, html)
              .catch((error) => Promise.reject(atSource(error, sources.get(page.route)))),
          );
          if (index && page.head.search) await io.add(index.add({ url: page.route, html }));
        }
        if (apiBase !== undefined) timings['render-api'] = Math.round(apiMs * 10) / 10;
        await io.drain();
        if (!afterCommit) {
          const indexFiles = cachedIndex ?? (await index!.finish());
          index = undefined;
          for (const file of indexFiles) {
            await io.add(writer.write(file.path, file.contents));
            next.pages[file.path] = `search-index ${indexKey}`;
          }
          await io.drain();
          if (!cachedIndex) await this.#searchIndexCache.write(indexKey, indexFiles);
          // Indexing overlaps the rendering: the figure runs from its start to its files written.
          timings['search-index'] = Math.round((performance.now() - indexStart) * 10) / 10;
          timings['search-index-reused'] = cachedIndex ? 1 : 0;
        }
        for (const file of [...assets.files, ...(react?.files ?? [])])
          await writer.write(file.path, file.contents);
        await writer.write('sitemap.xml', sitemapXml(pages));
      });
      next.outputId = await time('commit', () => writer.commit());
    } catch (error) {
      await index?.abort();
      await writer.abort();
      throw error;
    }
    await this.#saveManifest(next);
    afterCommit?.();
    return {
      outDir,
      pages: pages.length,
      rendered: pages.length - reused,
      reused,
      twins,
      apiPages: pages.filter((page) => isApi(page.route)).length,
      diagnostics,
      timings,
    };
  }

  /** What the output folder must neither hold nor sit in, each with the config key naming it. */
  async #protectedSources(): Promise<ProtectedSource[]> {
    const { config } = this;
    let text: string | undefined;
    const at = (key: string[]) => {
      text ??= readFileSync(config.configFile, 'utf8');
      return { file: config.configFile, ...locateKey(text, key) };
    };
    const sources: ProtectedSource[] = [
      { path: config.configFile, label: 'the config file', place: { file: config.configFile } },
      { path: config.paths.docs, label: 'the docs folder (docs.path)', place: at(['docs', 'path']) },
      { path: config.paths.cache, label: 'the build cache' },
    ];
    if (config.paths.pages)
      sources.push({
        path: config.paths.pages,
        label: 'the pages folder (pagesDir)',
        place: at(['pagesDir']),
      });
    if (config.paths.static)
      sources.push({
        path: config.paths.static,
        label: 'the static folder (staticDir)',
        place: at(['staticDir']),
      });
    if (config.api) {
      const [tsconfig, ...packages] = await this.apiSourcePaths();
      sources.push({
        path: tsconfig!,
        label: 'the API tsconfig (api.tsconfig)',
        place: at(['api', 'tsconfig']),
      });
      for (const dir of packages)
        sources.push({
          path: dir,
          label: 'an API package folder',
          place: { file: path.join(dir, 'package.json') },
        });
    }
    return sources;
  }

  /**
   * Watch mode's search index: made from the pages as written, then swapped in file by file
   * (new files first, then `pagefind-entry.json`, then the old files removed). Refreshes run
   * one after another; one whose key is no longer the latest is skipped.
   */
  #refreshIndexInPlace(outDir: string, key: string, pages: { route: string; outFile: string }[]): void {
    this.#latestIndexKey = key;
    this.#indexRefresh = this.#indexRefresh.then(async () => {
      if (this.#latestIndexKey !== key) return;
      let index: SearchIndexBuilder | undefined;
      try {
        let files = await this.#searchIndexCache.read(key);
        if (!files) {
          index = await startSearchIndex();
          const builder = index;
          await Promise.all(
            pages.map((page) =>
              builder.add({ url: page.route, html: readFile(path.join(outDir, page.outFile), 'utf8') }),
            ),
          );
          files = await builder.finish();
          index = undefined;
          await this.#searchIndexCache.write(key, files);
        }
        const entry = files.find((file) => file.path.endsWith('/pagefind-entry.json'));
        for (const file of [...files.filter((f) => f !== entry), ...(entry ? [entry] : [])]) {
          const target = path.join(outDir, file.path);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(`${target}.${process.pid}.tmp`, file.contents);
          await rename(`${target}.${process.pid}.tmp`, target);
        }
        const kept = new Set(files.map((file) => file.path));
        for (const old of await listIndexFiles(outDir))
          if (!kept.has(old)) await rm(path.join(outDir, old), { force: true });
      } catch (error) {
        await index?.abort();
        // The pages are served already; the previous index stays until the next rebuild.
        console.error(error instanceof Error ? `Search index not updated: ${error.message}` : error);
      }
    });
  }

  /** Resolves when the search index of the last build is written (watch mode refreshes it after the build). */
  searchIndexSettled(): Promise<void> {
    return this.#indexRefresh;
  }

  /**
   * The markdown twins, `llms.txt` and `llms-full.txt`. A twin whose fingerprint did not change
   * is linked from the previous output like a page; `llms-full.txt` is rebuilt only when one of
   * its pages changed, from the twins' text (those reused are read back from the old output).
   */
  async #writeLlms({
    model,
    pages,
    writer,
    siteKey,
    previous,
    next,
  }: {
    model: SiteModel;
    pages: Page[];
    writer: SiteWriter;
    siteKey: string;
    previous: RenderManifest | undefined;
    next: RenderManifest;
  }): Promise<{ written: number; reused: number }> {
    const { llms } = this.config;
    const { markdownTwins, llmsTxt, llmsFullPages, llmsFullTxt } = await import('@accounts-docs/llms');
    const outDir = next.outDir;
    const twins = markdownTwins({ model, pages });
    const unchanged = (file: string, fingerprint: string) =>
      previous?.outDir === outDir &&
      previous.pages[file] === fingerprint &&
      existsSync(path.join(outDir, file));
    const texts = new Map<string, string>();
    // Watch mode rebuilds llms-full.txt on every edit: the twins' text stays in memory.
    const keep = this.#options.writeMode === 'in-place' && llms.full;
    const io = new InFlight(16);
    let reused = 0;
    if (llms.twins) {
      for (const twin of twins) {
        const fingerprint = hash(siteKey, 'twin', twin.key);
        next.pages[twin.file] = fingerprint;
        if (unchanged(twin.file, fingerprint)) {
          reused++;
          await io.add(writer.reuse(twin.file, path.join(outDir, twin.file)));
          const kept = this.#twinTexts.get(twin.file);
          if (kept?.fingerprint === fingerprint) texts.set(twin.route, kept.text);
          continue;
        }
        const text = await twin.render();
        if (llms.full) texts.set(twin.route, text);
        if (keep) this.#twinTexts.set(twin.file, { fingerprint, text });
        await io.add(writer.write(twin.file, text));
      }
    }
    if (llms.full) {
      const full = llmsFullPages(model, twins);
      const fingerprint = hash(siteKey, 'llms-full', ...full.map((twin) => twin.key));
      next.pages['llms-full.txt'] = fingerprint;
      if (unchanged('llms-full.txt', fingerprint)) {
        await io.add(writer.reuse('llms-full.txt', path.join(outDir, 'llms-full.txt')));
      } else {
        const parts = [];
        for (const twin of full) {
          let text = texts.get(twin.route);
          if (text === undefined) {
            text = llms.twins ? await readFile(path.join(outDir, twin.file), 'utf8') : await twin.render();
            if (keep && llms.twins)
              this.#twinTexts.set(twin.file, { fingerprint: next.pages[twin.file]!, text });
          }
          parts.push({ twin, text });
        }
        await io.add(writer.write('llms-full.txt', llmsFullTxt(model, parts)));
      }
    }
    const index = llmsTxt({ model, twins, full: llms.full });
    next.pages['llms.txt'] = hash(index);
    if (unchanged('llms.txt', next.pages['llms.txt']))
      await io.add(writer.reuse('llms.txt', path.join(outDir, 'llms.txt')));
    else await io.add(writer.write('llms.txt', index));
    await io.drain();
    return { written: llms.twins ? twins.length : 0, reused };
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
    const packages = await findApiPackages({
      root: this.config.root,
      patterns: api.packages,
      exclude: api.exclude,
    });
    return [path.resolve(this.config.root, api.tsconfig), ...packages.map((pkg) => pkg.dir)];
  }

  async #loadApi(
    timings: Record<string, number>,
    report: (list: Diagnostic[]) => void,
  ): Promise<ApiModel | undefined> {
    const api = this.config.api;
    if (!api) return undefined;
    const start = performance.now();
    try {
      const { findApiPackages, loadTypeDocProject, apiModelFromTypeDoc } =
        await import('@accounts-docs/api-model');
      const root = this.config.root;
      const found: Diagnostic[] = [];
      const configFile = this.config.configFile;
      const packages = await findApiPackages({
        root,
        patterns: api.packages,
        exclude: api.exclude,
        diagnostics: found,
        locate: (pattern) => ({
          file: configFile,
          ...locateString(readFileSync(configFile, 'utf8'), pattern),
        }),
      });
      const loaded = await loadTypeDocProject({
        root,
        packages,
        tsconfig: path.resolve(root, api.tsconfig),
        blockTags: api.blockTags,
        typedocOptions: api.typedocOptions,
        cacheDir: this.#options.cache ? this.config.paths.cache : undefined,
        ...(this.#options.typedocJson ? { prebuilt: path.resolve(this.#options.typedocJson) } : {}),
        ...(this.#options.typedocWorker && existsSync(this.#options.typedocWorker)
          ? { worker: this.#options.typedocWorker }
          : {}),
      });
      // TypeDoc's own time, apart from reading the cache and converting (bench reports both).
      timings.typedoc = loaded.source === 'typedoc' ? Math.round(loaded.ms) : 0;
      const converted = apiModelFromTypeDoc(loaded.project, { root, packages });
      report([...found, ...loaded.diagnostics, ...converted.diagnostics]);
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
    if (assets) await this.#renderer(assets, searchSettings(this.config, {}));
  }

  async #renderer(
    assets: Assets,
    search: SearchSettings,
    pages: readonly Page[] = [],
    react?: LoadedReact,
    model?: Pick<SiteModel, 'navbar' | 'versions'>,
  ): Promise<(page: Page, content: HastRoot | undefined) => string> {
    // Loaded only when a page must be rendered: a warm build that reuses every page skips React.
    const { renderPage } = await import('@accounts-docs/render');
    const site = siteData(this.config, search, {
      analytics: this.#options.analytics !== false,
      model: model ?? { navbar: [], versions: [] },
    });
    const devScript = this.#options.devScript;
    const routes = pages.map((page) => page.route).sort();
    const reactOptions = react
      ? {
          components: react.site.overrides,
          reactPages: new Map(react.site.pages.map((page) => [page.relativePath, page.Component])),
        }
      : {};
    return (page, content) =>
      renderPage(page, content, {
        site,
        assets,
        routes,
        ...reactOptions,
        ...(devScript ? { devScript } : {}),
      });
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
    // Atomic: a build sharing the cache never reads half a manifest.
    const temp = `${this.#manifestFile}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(manifest));
    await rename(temp, this.#manifestFile);
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

/** The static folder's files, links resolved (see listStaticFiles); a missing folder is the site model's error. */
async function readStaticFolder(
  config: ResolvedConfig,
): Promise<{ files: StaticFile[]; diagnostics: Diagnostic[] }> {
  const dir = config.paths.static;
  if (!dir || !existsSync(dir)) return { files: [], diagnostics: [] };
  return listStaticFiles({ dir, root: config.root });
}

/** Gives an output-path error the place of the page's source file rather than the output folder. */
function atSource(error: unknown, file: string | undefined): unknown {
  if (!file || !(error instanceof DiagnosticError)) return error;
  return new DiagnosticError(
    error.diagnostics.map((d) => (d.ruleId === OUTPUT_PATH_OUTSIDE ? { ...d, file, line: 1, column: 1 } : d)),
  );
}

const isIndexFile = (file: string) => file.startsWith(`${SEARCH_INDEX_DIR}/`);

/** The search index's files in an output folder, as output paths. */
async function listIndexFiles(outDir: string): Promise<string[]> {
  const root = path.join(outDir, SEARCH_INDEX_DIR);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Where a quoted value is first written in a text; 1:1 when it is not. */
function locateString(source: string, value: string): { line: number; column: number } {
  const found = [source.indexOf(`'${value}'`), source.indexOf(`"${value}"`)].filter((i) => i !== -1);
  return found.length > 0 ? positionAt(source, Math.min(...found) + 1) : { line: 1, column: 1 };
}

/** What the llms stage writes besides the pages, as site paths: the link checker finds them served. */
async function llmsFiles(config: ResolvedConfig, pages: Page[]): Promise<string[]> {
  if (!config.llms.enabled) return [];
  const files = ['/llms.txt', ...(config.llms.full ? ['/llms-full.txt'] : [])];
  if (config.llms.twins) {
    const { twinnedRoutes } = await import('@accounts-docs/llms');
    for (const route of twinnedRoutes(pages)) files.push(twinRouteOf(route));
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
  if (view.kind !== 'doc' || !view.sidebar)
    return JSON.stringify({ r: page.route, h: page.head, v: view, l: page.linkMap });
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

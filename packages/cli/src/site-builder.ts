import path from 'node:path';
import { AssetsBundler, type Assets } from '@accounts-docs/assets';
import type { ResolvedConfig } from '@accounts-docs/config';
import {
  apiSourcePaths,
  contentSourcePaths,
  ContentReader,
  type ContentReaderOptions,
} from '@accounts-docs/content';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { checkOutDir, folderIdentity, openSiteWriter, type ProtectedSource } from '@accounts-docs/output';
import { searchSettings, sitemapXml, type Page } from '@accounts-docs/pages';
import {
  RenderManifestStore,
  renderSite,
  siteKeyOf,
  type RenderManifest,
} from '@accounts-docs/render/incremental';
import { isSearchIndexFile, SearchIndexCache, SearchIndexRefresher } from '@accounts-docs/search-index';
import type { SiteModel } from '@accounts-docs/site-model';
import { engineHash } from './engine-hash.ts';
import { checkSite, type CheckedSite } from './site-check.ts';
import { loadReact, reactIslands, reactRenderOptions, type LoadedReact } from './react-stage.ts';
import { timed } from './timed.ts';

export interface SiteBuilderOptions extends Omit<ContentReaderOptions, 'watch'> {
  outDir: string;
  /** Inline script for every page (watch mode's live reload). */
  devScript?: string;
  /** Add the analytics script of the config (default true; watch mode turns it off). */
  analytics?: boolean;
  /** `swap` (default): a new folder swapped in; `in-place` (watch mode): only changed files written. */
  writeMode?: 'swap' | 'in-place';
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

/**
 * Runs the stages in order — content, model, pages, links, assets, render, output — and keeps
 * the stages' state a rebuild reuses (each stage owns what it keeps).
 */
export class SiteBuilder {
  readonly config: ResolvedConfig;
  readonly #options: SiteBuilderOptions;
  readonly #watch: boolean;
  readonly #content: ContentReader;
  readonly #assets: AssetsBundler;
  readonly #manifests: RenderManifestStore;
  readonly #searchIndex: SearchIndexCache;
  readonly #refresher: SearchIndexRefresher | undefined;
  #llms: Promise<import('@accounts-docs/llms').LlmsWriter> | undefined;
  #react: Promise<LoadedReact | undefined> | undefined;
  #protected: Promise<ProtectedSource[]> | undefined;

  constructor(config: ResolvedConfig, options: SiteBuilderOptions) {
    this.config = config;
    this.#options = { ...options, outDir: path.resolve(options.outDir) };
    this.#watch = options.writeMode === 'in-place';
    const cacheDir = options.cache ? config.paths.cache : undefined;
    this.#content = new ContentReader(config, { ...options, watch: this.#watch });
    this.#assets = new AssetsBundler(config.baseUrl);
    this.#manifests = new RenderManifestStore(cacheDir);
    this.#searchIndex = new SearchIndexCache(cacheDir);
    this.#refresher = this.#watch ? new SearchIndexRefresher(this.#searchIndex) : undefined;
  }

  /** Everything a build does before writing; throws a DiagnosticError when an error-severity finding exists. */
  check(timings: Record<string, number> = {}): Promise<CheckedSite> {
    const react = (this.#react ??= loadReact(this.config, { cache: this.#options.cache }));
    react.catch(() => (this.#react = undefined)); // a failed load is tried again next build
    return checkSite(this.config, { content: this.#content, react, timings });
  }

  /** Builds the whole site; throws a DiagnosticError (output untouched) when it cannot. */
  async build(): Promise<BuildResult> {
    const { config } = this;
    const outDir = this.#options.outDir;
    const timings: Record<string, number> = {};
    checkOutDir(outDir, {
      root: config.root,
      rootPlace: { file: config.configFile },
      sources: await this.#sources(),
    });
    const { model, pages, react, diagnostics, staticFiles } = await this.check(timings);
    const assets = await timed(timings, 'assets', () => this.#bundle(react));
    const search = searchSettings(config, model.sidebars);
    const previous = await this.#manifests.read();
    const next: RenderManifest = { outDir, pages: {} };
    const siteKey = siteKeyOf({
      engine: engineHash(),
      config: config.hash,
      assets,
      search,
      devScript: this.#options.devScript,
      analytics: this.#options.analytics !== false,
      pages,
      overrides: react?.site.overridesKey,
    });
    // The previous output is reused only if it is still the folder the manifest describes.
    const reusable =
      previous?.outDir === outDir &&
      !!previous.outputId &&
      previous.outputId === (await folderIdentity(outDir));
    const inPlace = this.#watch && reusable;
    const writer = await openSiteWriter({
      outDir,
      staticFiles,
      // The search index's files are replaced by the index refresh itself.
      ...(inPlace
        ? {
            mode: 'in-place' as const,
            previousFiles: Object.keys(previous!.pages).filter((f) => !isSearchIndexFile(f)),
          }
        : {}),
    });
    const sources = new Map([...model.docs, ...model.pages].map((page) => [page.route, page.file]));
    const apiBase = config.api?.routeBasePath.replace(/\/$/, '');
    const isApi = (route: string) =>
      apiBase !== undefined && (route === (apiBase || '/') || route.startsWith(`${apiBase}/`));
    let twins = { written: 0, reused: 0 };
    let rendered: Awaited<ReturnType<typeof renderSite>>;
    try {
      // The twins first: in watch mode the pages' HTML, written last, is what a reader waits for.
      if (config.llms.enabled)
        twins = await timed(timings, 'llms', async () =>
          (await this.#llmsWriter()).write(
            { model, pages },
            {
              output: writer,
              siteKey,
              manifest: {
                outDir,
                previous: previous?.outDir === outDir ? previous.pages : undefined,
                next: next.pages,
              },
            },
          ),
        );
      rendered = await timed(timings, 'render+write', async () => {
        const result = await renderSite({
          pages,
          loadContent: model.loadContent,
          writer,
          outDir,
          siteKey,
          next,
          timings,
          previous: reusable ? previous : undefined,
          renderer: () => this.#renderer(assets, search, pages, react, model),
          search: { cache: this.#searchIndex, ...(this.#refresher ? { refresher: this.#refresher } : {}) },
          sourceOf: (route) => sources.get(route),
          ...(apiBase !== undefined ? { isApi } : {}),
        });
        for (const file of [...assets.files, ...(react?.files ?? [])])
          await writer.write(file.path, file.contents);
        await writer.write('sitemap.xml', sitemapXml(pages));
        return result;
      });
      next.outputId = await timed(timings, 'commit', () => writer.commit());
    } catch (error) {
      await writer.abort();
      throw error;
    }
    await this.#manifests.save(next);
    rendered.afterCommit?.();
    const reused = rendered.reused;
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

  /** Resolves when the search index of the last build is written (watch mode refreshes it after the build). */
  searchIndexSettled(): Promise<void> {
    return this.#refresher?.settled() ?? Promise.resolve();
  }

  /** Forgets the API model: the next build reads the API sources again (through the TypeDoc cache). */
  invalidateApi(): void {
    this.#content.invalidateApi();
  }

  /** Forgets the React pages and overrides: the next build bundles them again. */
  invalidateReact(): void {
    this.#react = undefined;
  }

  /** The API packages' folders and tsconfig: what watch mode watches for the API reference. */
  apiSourcePaths(): Promise<string[]> {
    return apiSourcePaths(this.config);
  }

  /** Loads what the first edit would otherwise pay for (highlighter, renderer): watch mode's edits show at once. */
  async warmUp(): Promise<void> {
    await this.#content.warmUp();
    const assets = await this.#assets.current();
    if (assets) await this.#renderer(assets, searchSettings(this.config, {}));
  }

  /** What the output folder must neither hold nor sit in (looked up once per builder). */
  #sources(): Promise<ProtectedSource[]> {
    return (this.#protected ??= contentSourcePaths(this.config).catch((error: unknown) => {
      this.#protected = undefined; // a failed look-up (an API package being fixed) is tried again
      throw error;
    }));
  }

  /** The theme's assets and the project's islands; the overrides' CSS comes after the theme's. */
  async #bundle(react: LoadedReact | undefined): Promise<Assets> {
    const { islands, key } = reactIslands(react);
    const themeAssets = await this.#assets.get(islands, key);
    if (!react?.overridesCss) return themeAssets;
    return { ...themeAssets, css: [...themeAssets.css, this.config.baseUrl + react.overridesCss.slice(1)] };
  }

  #llmsWriter() {
    return (this.#llms ??= import('@accounts-docs/llms').then(
      ({ LlmsWriter }) => new LlmsWriter(this.config, { keepTexts: this.#watch }),
    ));
  }

  async #renderer(
    assets: Assets,
    search: ReturnType<typeof searchSettings>,
    pages: readonly Page[] = [],
    react?: LoadedReact,
    model?: Pick<SiteModel, 'navbar' | 'versions'>,
  ) {
    // Loaded only when a page must be rendered: a warm build that reuses every page skips React.
    const { createRenderer } = await import('@accounts-docs/render');
    return createRenderer({
      config: this.config,
      assets,
      search,
      pages,
      analytics: this.#options.analytics !== false,
      ...(model ? { model } : {}),
      ...(this.#options.devScript ? { devScript: this.#options.devScript } : {}),
      ...reactRenderOptions(react),
    });
  }
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Assets } from '@accounts-docs/assets';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { LlmsRun, LlmsWriter } from '@accounts-docs/llms';
import { folderIdentity, openSiteWriter } from '@accounts-docs/output';
import { blogFeedFiles, searchNamesFile, searchSettings, sitemapXml, type Page } from '@accounts-docs/pages';
import {
  pageFingerprint,
  RenderManifestStore,
  renderSite,
  siteKeyOf,
  type RenderManifest,
} from '@accounts-docs/render/incremental';
import {
  isSearchIndexFile,
  SearchIndexCache,
  SearchIndexRefresher,
  searchIndexKey,
  SearchIndexSink,
} from '@accounts-docs/search-index';
import type { SiteModel } from '@accounts-docs/site-model';
import type { SearchSettings } from '@accounts-docs/site-theme';
import { bytesHash, engineHash } from '@accounts-docs/cache';
import { reactRenderOptions, type LoadedReact } from './react-stage.ts';
import type { CheckedSite } from './site-check.ts';
import { timed } from './timed.ts';

export interface SiteOutputOptions {
  outDir: string;
  /** Keep the render manifest and the search index in the build cache. */
  cache: boolean;
  /** Watch mode: changed files written in place, the index refreshed after, twins' text kept. */
  watch: boolean;
  devScript?: string | undefined;
  analytics: boolean;
  /** Reuse the previous output's unchanged files (false: it was changed from outside, render all). */
  reuseOutput: boolean;
  /** The twin pool's worker script (set by the bundled CLI). */
  twinWorker?: string | undefined;
  /** `--workers`: threads for the markdown twins too (0: none). */
  workers?: number | undefined;
}

export interface WriteHooks {
  /**
   * Called once every page is written, before the markdown twins and the commit. In watch mode
   * (files replaced in place) the pages are then already served: the reload can go out.
   * `written`: the files this build wrote (pages, assets, static copies); 0 when the output was
   * already as it is now (a save without a change, or the quick path's page).
   */
  pagesWritten?: (written: { written: number }) => void;
}

/** A page's compiled tree, as the site model loads it. */
type PageContent = Awaited<ReturnType<SiteModel['loadContent']>>;

/** What the last build rendered with: watch mode's quick path renders an edited page alike. */
interface LastRender {
  renderer: () => ReturnType<SiteOutput['renderer']>;
}

/**
 * The writing half of a build — the markdown twins, the pages (rendered or reused), the search
 * index, the assets, the sitemap — into a new output folder committed at the end, and what the
 * next build reuses: the render manifest, the search index, the twins' text.
 */
export class SiteOutput {
  readonly #config: ResolvedConfig;
  readonly #options: SiteOutputOptions;
  readonly #manifests: RenderManifestStore;
  readonly #searchIndex: SearchIndexCache;
  readonly #sectionCaches = new Map<string, SearchIndexCache>();
  readonly #refresher: SearchIndexRefresher | undefined;
  #llms: Promise<LlmsWriter> | undefined;
  /** The last build's renderer, while its output is in place (watch mode). */
  #last: LastRender | undefined;
  /** Pages the quick path replaced since the last build: output file → HTML. */
  readonly #replaced = new Map<string, string>();

  constructor(config: ResolvedConfig, options: SiteOutputOptions) {
    this.#config = config;
    this.#options = options;
    const cacheDir = options.cache ? config.paths.cache : undefined;
    this.#manifests = new RenderManifestStore(cacheDir);
    this.#searchIndex = new SearchIndexCache(cacheDir);
    this.#refresher = options.watch ? new SearchIndexRefresher(this.#searchIndex) : undefined;
  }

  /** Writes the site; on any failure the new folder is removed and the previous output stays whole. */
  async write(
    { model, pages, react, staticFiles }: CheckedSite,
    assets: Assets,
    timings: Record<string, number>,
    hooks: WriteHooks = {},
  ): Promise<{
    reused: number;
    twins: { written: number; reused: number };
    removed: number;
    warnings: Diagnostic[];
  }> {
    const { outDir, watch } = this.#options;
    this.#last = undefined;
    // The last build's index refresh would compete with this one for the CPU.
    this.#refresher?.cancel();
    const search = searchSettings(this.#config, model.sidebars);
    const previous = await this.#manifests.read();
    const next: RenderManifest = { outDir, pages: {} };
    const siteKey = siteKeyOf({
      engine: engineHash(),
      config: this.#config.hash,
      assets,
      search,
      devScript: this.#options.devScript,
      analytics: this.#options.analytics,
      pages,
      // A compiled MDX page's HTML changes with the components its bundle holds.
      overrides: [react?.site.overridesKey ?? '', react?.mdx?.key ?? ''].join('\0'),
    });
    // The previous output is reused only if it is still the folder the manifest describes:
    // another build (sharing the cache) may have replaced it since.
    const reusable =
      this.#options.reuseOutput &&
      previous?.outDir === outDir &&
      !!previous.outputId &&
      previous.outputId === (await folderIdentity(outDir));
    const fingerprints = pages.map((page) => pageFingerprint(siteKey, page));
    const posts = new Set(model.blog?.posts.map((post) => post.route));
    // The index is split by section (one edited guide page indexes the guide again, not the API).
    const sectionOf = (page: Page) =>
      page.head.search?.section === 'API' ? 'api' : posts.has(page.route) ? 'blog' : 'guide';
    const indexed = pages.flatMap((page, i) =>
      page.head.search
        ? [
            {
              url: page.route,
              outFile: page.outFile,
              fingerprint: fingerprints[i]!,
              section: sectionOf(page),
            },
          ]
        : [],
    );
    // The search index reads the pages as the writer writes them. Watch mode in place: the site
    // (and each edit) is served at once, the index follows a moment later, refreshed from the
    // files (a few seconds of work that would otherwise sit before the reload). Its first build
    // (a new folder) writes its index like any build: search works once the address is shown,
    // and no indexing competes with the first edits.
    const indexStart = performance.now();
    const index =
      this.#refresher && reusable && existsSync(outDir)
        ? undefined
        : await SearchIndexSink.open(indexed, (section) => this.#sectionCache(section));
    let writer: Awaited<ReturnType<typeof openSiteWriter>>;
    try {
      writer = await openSiteWriter({
        outDir,
        staticFiles,
        sinks: index ? [index] : [],
        // The search index's files are replaced by the index refresh itself.
        ...(watch && reusable
          ? {
              mode: 'in-place' as const,
              previousFiles: Object.keys(previous!.pages).filter((f) => !isSearchIndexFile(f)),
            }
          : {}),
      });
    } catch (error) {
      await index?.abort();
      throw error;
    }
    // This process's own last build, updated in place: its files are where it left them.
    const intact = writer.inPlace && previous !== undefined && previous === this.#manifests.lastSaved();
    const sources = new Map(
      [...model.docs, ...model.pages, ...(model.blog?.posts ?? [])].map((page) => [page.route, page.file]),
    );
    let llms: LlmsRun | undefined;
    const startLlms = async () => {
      if (this.#config.llms.enabled)
        llms = await timed(timings, 'llms-start', async () =>
          (await this.#llmsWriter()).start(
            { model, pages },
            {
              output: writer,
              siteKey,
              manifest: { outDir, previous: reusable ? previous!.pages : undefined, next: next.pages },
            },
          ),
        );
    };
    let renderer: ReturnType<LastRender['renderer']> | undefined;
    const rendererOnce = () => (renderer ??= this.renderer(assets, search, pages, react, model));
    try {
      // The twins start before the pages: those a pool renders are made while the pages render.
      // Not in place (watch mode): there the reload waits for the pages alone.
      if (!writer.inPlace) await startLlms();
      const rendered = await timed(timings, 'render+write', async () => {
        const result = await renderSite({
          pages,
          fingerprints,
          loadContent: model.loadContent,
          writer,
          outDir,
          siteKey,
          previous: reusable ? previous : undefined,
          previousIntact: intact,
          next,
          timings,
          renderer: rendererOnce,
          replaced: this.#replaced,
          sourceOf: (route) => sources.get(route),
          ...(this.#config.api ? { isApi: (route: string) => isApiRoute(this.#config, route) } : {}),
        });
        if (index) {
          const { key, files, reused } = await index.finish((file) => writer.read(file));
          for (const file of files) {
            await writer.write(file.path, file.contents);
            next.pages[file.path] = `search-index ${key}`;
          }
          // Indexing overlaps the rendering: the figure runs from its start to its files written.
          timings['search-index'] = Math.round((performance.now() - indexStart) * 10) / 10;
          timings['search-index-reused'] = reused;
        }
        const unchanged = (file: string) =>
          writer.inPlace &&
          previous?.pages[file] === next.pages[file] &&
          (intact || existsSync(path.join(outDir, file)));
        // The same bytes as the file in place (watch mode) are not written again.
        const names = searchNamesFile(model);
        const files = [
          ...assets.files,
          ...(react?.files ?? []),
          { path: 'sitemap.xml', contents: sitemapXml(pages) },
          ...(names ? [names] : []),
          ...(await blogFeedFiles(model)),
          // A folder post's pictures, under the names its links were given.
          ...(model.blog?.assets ?? []).map((asset) => ({
            path: asset.path,
            contents: readFileSync(asset.file),
          })),
        ];
        for (const file of files) {
          next.pages[file.path] = `file ${bytesHash(file.contents)}`;
          if (!(unchanged(file.path) && (await writer.reuse(file.path, path.join(outDir, file.path)))))
            await writer.write(file.path, file.contents);
        }
        this.#replaced.clear();
        return result;
      });
      // The twins after the pages: in watch mode the pages are what a reader waits for, and
      // the reload goes out as soon as they are in place (the twins follow a moment later).
      if (writer.inPlace) {
        hooks.pagesWritten?.({ written: writer.counts().written });
        // A turn of the event loop first: a reload written to the event stream leaves the
        // socket only then (Node sends a response's writes on the next tick), and the twins'
        // start is milliseconds of synchronous work that would otherwise go before it.
        await new Promise<void>((resolve) => setImmediate(resolve));
        await startLlms();
      }
      const run = llms;
      const twins = run ? await timed(timings, 'llms', () => run.finish()) : { written: 0, reused: 0 };
      next.outputId = await timed(timings, 'commit', () => writer.commit());
      await this.#manifests.save(next);
      if (!writer.inPlace) hooks.pagesWritten?.({ written: writer.counts().written });
      if (watch) this.#last = { renderer: rendererOnce };
      if (!index)
        this.#refresher?.refresh(
          outDir,
          searchIndexKey(indexed),
          indexed.map((page) => ({ route: page.url, outFile: page.outFile })),
        );
      return {
        reused: rendered.reused,
        twins,
        removed: writer.counts().removed,
        warnings: writer.warnings(),
      };
    } catch (error) {
      await index?.abort();
      await llms?.close();
      await writer.abort();
      throw error;
    }
  }

  /**
   * Watch mode's quick path: renders a page of the last build with new content, as that build
   * would have, and replaces its file in place. False when there is no last build to render
   * like (none yet, or it failed) or its output folder is gone. The next build, which must
   * follow, renders the page again and does not rewrite the same HTML.
   */
  async replacePage(page: Page, content: PageContent | undefined): Promise<boolean> {
    const last = this.#last;
    // The output folder gone (removed by hand): only the rebuild can write a whole site.
    if (!last || !existsSync(this.#options.outDir)) return false;
    const html = (await last.renderer())(page, content);
    const writer = await openSiteWriter({ outDir: this.#options.outDir, mode: 'in-place' });
    if (!writer.inPlace) {
      await writer.abort(); // removed meanwhile
      return false;
    }
    await writer.write(page.outFile, html);
    this.#replaced.set(page.outFile, html);
    // The last manifest no longer describes the file: the next build must not reuse it as is.
    const manifest = this.#manifests.lastSaved();
    if (manifest) delete manifest.pages[page.outFile];
    return true;
  }

  /** Renders a page as the last build would, and drops the HTML (watch mode's warm-up). */
  async renderOnly(page: Page, content: PageContent | undefined): Promise<void> {
    if (this.#last) (await this.#last.renderer())(page, content);
  }

  /** Resolves when the search index of the last build is written (watch mode refreshes it after the build). */
  settled(): Promise<void> {
    return this.#refresher?.settled() ?? Promise.resolve();
  }

  /** The page renderer; React is loaded only when a page must be rendered. */
  async renderer(
    assets: Assets,
    search: SearchSettings = searchSettings(this.#config, {}),
    pages: readonly Page[] = [],
    react?: LoadedReact,
    model?: Pick<SiteModel, 'navbar' | 'versions' | 'docs' | 'sidebars'>,
  ) {
    const { createRenderer } = await import('@accounts-docs/render');
    return createRenderer({
      config: this.#config,
      assets,
      search,
      pages,
      analytics: this.#options.analytics,
      ...(model ? { model } : {}),
      ...(this.#options.devScript ? { devScript: this.#options.devScript } : {}),
      ...reactRenderOptions(react),
    });
  }

  /** A section's index cache, kept across rebuilds (watch mode). */
  #sectionCache(section: string): SearchIndexCache {
    let cache = this.#sectionCaches.get(section);
    if (!cache) {
      cache = new SearchIndexCache(
        this.#options.cache ? this.#config.paths.cache : undefined,
        `search-index-${section}`,
      );
      this.#sectionCaches.set(section, cache);
    }
    return cache;
  }

  #llmsWriter(): Promise<LlmsWriter> {
    return (this.#llms ??= import('@accounts-docs/llms').then(
      ({ LlmsWriter }) =>
        new LlmsWriter(this.#config, {
          keepTexts: this.#options.watch,
          twinWorker: this.#options.twinWorker,
          workers: this.#options.workers,
        }),
    ));
  }
}

/** Whether a route is a page of the API reference (landing, overviews, declarations, changelogs). */
export function isApiRoute(config: ResolvedConfig, route: string): boolean {
  if (!config.api) return false;
  const base = config.api.routeBasePath.replace(/\/$/, '');
  return route === (base || '/') || route.startsWith(`${base}/`);
}

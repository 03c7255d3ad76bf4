import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Assets } from '@accounts-docs/assets';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { LlmsRun, LlmsWriter } from '@accounts-docs/llms';
import { folderIdentity, openSiteWriter } from '@accounts-docs/output';
import { searchSettings, type Page } from '@accounts-docs/pages';
import {
  pageFingerprint,
  RenderManifestStore,
  renderSite,
  siteKeyOf,
  type RenderManifest,
} from '@accounts-docs/render/incremental';
import { isSearchIndexFile } from '@accounts-docs/search-index';
import type { SiteModel } from '@accounts-docs/site-model';
import type { SearchSettings } from '@accounts-docs/site-theme';
import { bytesHash, engineHash } from '@accounts-docs/cache';
import { reactRenderOptions, type LoadedReact } from './react-stage.ts';
import type { RenderedTwinHtml } from '@accounts-docs/llms';
import { SearchOutput } from './search-output.ts';
import type { SiteOutputOptions, WriteHooks, WrittenSite } from './site-builder-types.ts';
import type { CheckedSite } from './site-check.ts';
import { indexedPages, isApiRoute, siteFiles } from './site-files.ts';
import { timed } from './timed.ts';

/**
 * The writing half of a build — the markdown twins, the pages (rendered or reused), the search
 * index, the assets, the sitemap — into a new output folder committed at the end, and what the
 * next build reuses: the render manifest, the search index, the twins' text.
 */
export class SiteOutput {
  readonly #config: ResolvedConfig;
  readonly #options: SiteOutputOptions;
  readonly #manifests: RenderManifestStore;
  readonly #search: SearchOutput;
  #llms: Promise<LlmsWriter> | undefined;

  constructor(config: ResolvedConfig, options: SiteOutputOptions) {
    this.#config = config;
    this.#options = options;
    const cacheDir = options.cache ? config.paths.cache : undefined;
    this.#manifests = new RenderManifestStore(cacheDir);
    this.#search = new SearchOutput(cacheDir, options.quickPath !== undefined);
  }

  /** Writes the site; on any failure the new folder is removed and the previous output stays whole. */
  async write(
    { model, pages, react, staticFiles }: CheckedSite,
    assets: Assets,
    timings: Record<string, number>,
    hooks: WriteHooks = {},
  ): Promise<WrittenSite> {
    const { outDir, quickPath } = this.#options;
    quickPath?.starting();
    this.#search.cancel();
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
    const indexed = indexedPages(model, pages, fingerprints);
    // The search index reads the pages as the writer writes them (in watch mode, in place: from the files after the build).
    const index = await this.#search.open(indexed, reusable && existsSync(outDir));
    let writer: Awaited<ReturnType<typeof openSiteWriter>>;
    try {
      writer = await openSiteWriter({
        outDir,
        staticFiles,
        sinks: index ? [index] : [],
        // The search index's files are replaced by the index refresh itself.
        ...(quickPath && reusable
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
    // What compiled pages render for their twins (their components and expressions), by route:
    // a twin that needs it waits for the pages, and renders a page the build reused itself.
    const twinHtml = new Map<string, Map<number, string>>();
    let pagesRendered = () => {};
    const pagesDone = new Promise<void>((resolve) => (pagesRendered = resolve));
    const rendered: RenderedTwinHtml | undefined = react?.mdx
      ? {
          key: react.mdx.key,
          html: async (route) => {
            await pagesDone;
            const page = twinHtml.has(route) ? undefined : pages.find((p) => p.route === route);
            if (page?.contentKey) (await rendererOnce())(page, await model.loadContent(page.contentKey));
            return twinHtml.get(route);
          },
        }
      : undefined;
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
              ...(rendered ? { rendered } : {}),
            },
          ),
        );
    };
    let renderer: ReturnType<SiteOutput['renderer']> | undefined;
    const rendererOnce = () =>
      (renderer ??= this.renderer(assets, search, pages, react, model, (route, html) =>
        twinHtml.set(route, html),
      ));
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
          ...(quickPath ? { replaced: quickPath.replaced } : {}),
          sourceOf: (route) => sources.get(route),
          ...(this.#config.api ? { isApi: (route: string) => isApiRoute(this.#config, route) } : {}),
        });
        pagesRendered();
        if (index) await this.#search.finish(index, writer, next, timings);
        const unchanged = (file: string) =>
          writer.inPlace &&
          previous?.pages[file] === next.pages[file] &&
          (intact || existsSync(path.join(outDir, file)));
        // The same bytes as the file in place (watch mode) are not written again.
        const files = await siteFiles(model, pages, assets, react);
        for (const file of files) {
          next.pages[file.path] = `file ${bytesHash(file.contents)}`;
          if (!(unchanged(file.path) && (await writer.reuse(file.path, path.join(outDir, file.path)))))
            await writer.write(file.path, file.contents);
        }
        quickPath?.replaced.clear();
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
      quickPath?.built({ pages, renderer: rendererOnce });
      if (!index) this.#search.refresh(outDir, indexed);
      return {
        reused: rendered.reused,
        twins,
        removed: writer.counts().removed,
        warnings: writer.warnings(),
      };
    } catch (error) {
      pagesRendered();
      await index?.abort();
      await llms?.close();
      await writer.abort();
      throw error;
    }
  }

  /** The last render manifest no longer describes a file (the quick path replaced it): the next build must not reuse it as is. */
  forget(outFile: string): void {
    const manifest = this.#manifests.lastSaved();
    if (manifest) delete manifest.pages[outFile];
  }

  /** Resolves when the search index of the last build is written (watch mode refreshes it after the build). */
  settled(): Promise<void> {
    return this.#search.settled();
  }

  /** The page renderer; React is loaded only when a page must be rendered. */
  async renderer(
    assets: Assets,
    search: SearchSettings = searchSettings(this.#config, {}),
    pages: readonly Page[] = [],
    react?: LoadedReact,
    model?: Pick<SiteModel, 'navbar' | 'versions' | 'docs' | 'sidebars'>,
    onTwinHtml?: (route: string, html: Map<number, string>) => void,
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
      ...(onTwinHtml ? { onTwinHtml } : {}),
    });
  }

  #llmsWriter(): Promise<LlmsWriter> {
    return (this.#llms ??= import('@accounts-docs/llms').then(
      ({ LlmsWriter }) => new LlmsWriter(this.#config, { keepTexts: this.#options.quickPath !== undefined }),
    ));
  }
}

import path from 'node:path';
import { AssetsBundler, type Assets } from '@accounts-docs/assets';
import type { ResolvedConfig } from '@accounts-docs/config';
import { ContentReader, editReach } from '@accounts-docs/content';
import { checkOutDir, type ProtectedSource } from '@accounts-docs/output';
import type { Page } from '@accounts-docs/pages';
import { routeTableOf } from '@accounts-docs/routes';
import { engineHash } from '@accounts-docs/cache';
import { checkSite, type CheckedSite } from './site-check.ts';
import { isApiRoute, SiteOutput, type WriteHooks } from './site-output.ts';
import { loadReact, siteAssets, type LoadedReact } from './react-stage.ts';
import { timed } from './timed.ts';
import type { BuildResult, SiteBuilderOptions } from './site-builder-types.ts';

export type { BuildResult, SiteBuilderOptions } from './site-builder-types.ts';

/**
 * Runs the stages in order — content, model, pages, links (checkSite), assets, render and
 * output (SiteOutput) — and keeps each stage's reusable state for the next build.
 */
export class SiteBuilder {
  readonly config: ResolvedConfig;
  readonly #content: ContentReader;
  readonly #assets: AssetsBundler;
  readonly #output: SiteOutput;
  readonly #outDir: string;
  readonly #cache: boolean;
  #react: Promise<LoadedReact | undefined> | undefined;
  #protected: Promise<ProtectedSource[]> | undefined;
  /** The pages of the last build, when it succeeded: what `quickEdit` renders like. */
  #lastPages: readonly Page[] | undefined;

  constructor(config: ResolvedConfig, options: SiteBuilderOptions) {
    const watch = options.writeMode === 'in-place';
    this.config = config;
    this.#outDir = path.resolve(options.outDir);
    this.#cache = options.cache;
    this.#content = new ContentReader(config, { ...options, watch });
    this.#assets = new AssetsBundler({
      urlTo: routeTableOf(config).urlTo,
      cacheDir: options.cache ? config.paths.cache : undefined,
      engine: engineHash(),
    });
    this.#output = new SiteOutput(config, {
      outDir: this.#outDir,
      cache: options.cache,
      watch,
      devScript: options.devScript,
      analytics: options.analytics !== false,
      reuseOutput: options.reuseOutput !== false,
      twinWorker: options.twinWorker,
      workers: options.workers,
    });
  }

  /** Everything a build does before writing; throws a DiagnosticError when an error-severity finding exists. */
  check(timings: Record<string, number> = {}): Promise<CheckedSite> {
    return checkSite(this.config, {
      content: this.#content,
      react: this.#reactStage(),
      timings,
      outDir: this.#outDir,
    });
  }

  /** The React pages and overrides, loaded once and kept; a failed load is tried again next build. */
  #reactStage(): Promise<LoadedReact | undefined> {
    if (!this.#react) {
      const react = loadReact(this.config, {
        cache: this.#cache,
        compileMarkdown: (file) => this.#content.compilePartial(file),
      });
      react.catch(() => (this.#react = undefined));
      this.#react = react;
    }
    return this.#react;
  }

  /**
   * Builds the whole site; throws a DiagnosticError (output untouched) when it cannot.
   * `hooks.pagesWritten` is called once the pages are served from the output folder.
   */
  async build(hooks: WriteHooks = {}): Promise<BuildResult> {
    const { config } = this;
    const timings: Record<string, number> = {};
    this.#lastPages = undefined;
    const sources = await this.#sources();
    checkOutDir(this.#outDir, { root: config.root, rootPlace: { file: config.configFile }, sources });
    // The theme's assets depend on the React stage only: esbuild bundles them in its own process
    // while the content compiles and TypeDoc runs, not after the check. `assets` times the wait.
    const bundling = this.#reactStage().then((react) => this.#bundle(react));
    bundling.catch(() => undefined); // a failed check is what gets reported
    const checked = await this.check(timings);
    // Compiled MDX pages add their islands and CSS to the React side's: bundled again with them.
    const assets = await timed(timings, 'assets', () =>
      checked.react?.mdx ? this.#bundle(checked.react) : bundling,
    );
    const { reused, twins, removed, warnings } = await this.#output.write(checked, assets, timings, hooks);
    const { pages } = checked;
    const diagnostics = [...checked.diagnostics, ...warnings];
    this.#lastPages = pages;
    const apiPages = pages.filter((page) => isApiRoute(config, page.route)).length;
    const rendered = pages.length - reused;
    return {
      outDir: this.#outDir,
      pages: pages.length,
      rendered,
      reused,
      removed,
      twins,
      apiPages,
      diagnostics,
      timings,
    };
  }

  /**
   * Watch mode's quick path for a save of one markdown source, run before its rebuild: when the
   * edit changes only the page's own content, headings included (not its title, description,
   * link targets, front matter or warnings), the page is rendered as the last build rendered it,
   * with its new table of contents, and replaced at once. Resolves
   * to its route, or undefined when only the rebuild can show the edit. The rebuild must follow
   * either way (it writes the twin, the index, and reports the edit's warnings).
   */
  async quickEdit(file: string): Promise<string | undefined> {
    const pages = this.#lastPages;
    if (!pages || !/\.(?:md|markdown)$/.test(file)) return undefined;
    try {
      const edit = await this.#content.recompile(file);
      // The same text (a save without a change): nothing to show.
      if (!edit || edit.next.contentKey === edit.previous.contentKey) return undefined;
      // A compiled MDX page (`.md` read as MDX) is drawn by its bundled component: the rebuild bundles it again.
      if (edit.next.meta.mdx !== undefined || edit.previous.meta.mdx !== undefined) return undefined;
      // Headings changed: the page shows its new table of contents. Unless a broken anchor
      // fails the build: then the rebuild decides whether the page can be shown.
      const reach = editReach(edit);
      if (reach === 'site' || (reach === 'headings' && this.config.build.onBrokenAnchors === 'throw'))
        return undefined;
      const [page, another] = pages.filter((p) => p.contentKey === edit.previous.contentKey);
      // Two pages of the same text (a doc copied into a version): the rebuild writes both.
      if (!page || another) return undefined;
      const content = await this.#content.loadTree(edit.next.contentKey);
      const view = page.view.kind === 'doc' ? { ...page.view, toc: edit.next.meta.toc } : page.view;
      const edited = { ...page, view, contentKey: edit.next.contentKey };
      return (await this.#output.replacePage(edited, content)) ? page.route : undefined;
    } catch {
      return undefined; // the rebuild that follows reports what went wrong
    }
  }

  /** Resolves when the search index of the last build is written (watch mode refreshes it after the build). */
  searchIndexSettled(): Promise<void> {
    return this.#output.settled();
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
    return this.#content.apiSourcePaths();
  }

  /** Loads what the first edit would otherwise pay for (highlighter, renderer): watch mode's edits show at once. */
  async warmUp(): Promise<void> {
    await this.#content.warmUp();
    const assets = await this.#assets.current();
    if (assets) await this.#output.renderer(assets);
    // V8 compiles the page renderer's code on a page of the last build, not on the first edit.
    const page = this.#lastPages?.find((p) => p.contentKey !== undefined && p.view.kind === 'doc');
    if (page) await this.#output.renderOnly(page, await this.#content.loadTree(page.contentKey!));
  }

  /** What the output folder must neither hold nor sit in (looked up once per builder). */
  #sources(): Promise<ProtectedSource[]> {
    return (this.#protected ??= this.#content.sourcePaths().catch((error: unknown) => {
      this.#protected = undefined; // a failed look-up (an API package being fixed) is tried again
      throw error;
    }));
  }

  /** The theme's assets and the site's; the overrides' CSS comes first of the site's own. */
  async #bundle(react: LoadedReact | undefined): Promise<Assets> {
    const { input, key } = await siteAssets(this.config, react, (file) => this.#content.compilePartial(file));
    const themeAssets = await this.#assets.get(input, key);
    if (!react?.overridesCss) return themeAssets;
    const overrides = routeTableOf(this.config).urlTo(react.overridesCss);
    return { ...themeAssets, siteCss: [overrides, ...(themeAssets.siteCss ?? [])] };
  }
}

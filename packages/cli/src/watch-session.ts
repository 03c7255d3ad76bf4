import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type ResolvedConfig } from '@accounts-docs/config';
import { ContentMemory } from '@accounts-docs/content';
import { watchPaths, type RunningServer, type Watcher } from '@accounts-docs/serve';
import { build, buildStores, type BuildStores } from './build-site.ts';
import { QuickPath } from './quick-path.ts';
import { isReactSource, reactSourceDirs } from './react-stage.ts';
import type { Reporter } from './report.ts';
import type { BuildResult, WriteHooks } from './site-builder-types.ts';

export interface WatchSessionOptions {
  outDir: string;
  /** Inline script for every page (the live reload's). */
  devScript?: string;
}

/**
 * Watch mode (`serve --watch`): owns the stores a rebuild reuses in memory (compiled trees,
 * source texts, code blocks, the last read's sources), the quick path, and the rebuild loop.
 * Its builds write the output in place (changed files only), without analytics, and always
 * through the build cache; a change of the config starts over with new stores.
 */
export class WatchSession {
  readonly #options: WatchSessionOptions;
  #config: ResolvedConfig;
  #stores: BuildStores;
  #quick: QuickPath;

  constructor(config: ResolvedConfig, options: WatchSessionOptions) {
    this.#options = options;
    this.#config = config;
    [this.#stores, this.#quick] = this.#open(config);
  }

  /** Builds the site in place; `hooks.pagesWritten` is called once the pages are served (the reload can go out). */
  build(hooks: WriteHooks = {}): Promise<BuildResult> {
    this.#quick.starting();
    return build(this.#config, this.#stores, hooks);
  }

  /** The quick path for a save of `file` (see `QuickPath`): the page's route when it is shown, else undefined. */
  quickEdit(file: string): Promise<string | undefined> {
    return this.#quick.edit(file);
  }

  /** Loads what the first edit would otherwise pay for (highlighter, markdown pipeline, renderer): edits show at once. */
  async warmUp(): Promise<void> {
    await this.#stores.content.warmUp();
    const assets = await this.#stores.assets.current();
    if (assets) await this.#stores.output.renderer(assets);
    await this.#quick.warmUp();
  }

  /** Resolves when the search index of the last build is written (refreshed after the build). */
  searchIndexSettled(): Promise<void> {
    return this.#stores.output.settled();
  }

  /**
   * Watches the sources and, on every batch of changes, rebuilds (the quick path first for a
   * single saved page) and reloads the server's pages. `profile`: each rebuild's timings as JSON.
   */
  async watch(
    server: RunningServer,
    reporter: Reporter,
    { profile }: { profile: boolean },
  ): Promise<Watcher> {
    const initial = this.#config;
    const apiPaths = await this.#stores.content.apiSourcePaths();
    // versions.json and the versioned sidebars are read with the config: a change reloads it.
    const configFiles = new Set([
      initial.configFile,
      path.join(initial.root, 'versions.json'),
      ...initial.docsVersions.map((version) => version.sidebarsFile),
    ]);
    const paths = [
      ...configFiles,
      ...initial.docsVersions.map((version) => version.dir),
      initial.paths.docs,
      ...reactSourceDirs(initial),
      // The customCss files: their bundle's key is their content, read on each build.
      ...initial.paths.customCss,
      initial.paths.static,
      initial.paths.blog,
      ...apiPaths,
    ].filter((p): p is string => !!p && existsSync(p));
    const isApiSource = (file: string) =>
      apiPaths.some((p) => file === p || file.startsWith(p + path.sep)) && !file.endsWith('CHANGELOG.md');
    let queue: Promise<void> = Promise.resolve();
    return watchPaths(paths, (changed) => {
      queue = queue.then(async () => {
        try {
          if (changed.some((file) => configFiles.has(file))) {
            this.#config = await loadConfig({ configFile: initial.configFile });
            [this.#stores, this.#quick] = this.#open(this.#config);
          } else {
            if (changed.some(isApiSource)) this.#stores.content.invalidateApi();
            if (changed.some((file) => isReactSource(initial, file))) this.#stores.react.invalidate();
          }
          await this.#rebuild(changed, server, reporter, profile);
        } catch (error) {
          reporter.failure(error);
        }
      });
    });
  }

  /**
   * One rebuild. An edit of one page's own content is shown at once (the quick path).
   * Otherwise the reload goes out as soon as the rebuild's pages are in place (the markdown
   * twins finish while the browser fetches); a rebuild that wrote nothing (a save without a
   * change, or one the quick path showed) sends none.
   */
  async #rebuild(
    changed: string[],
    server: RunningServer,
    reporter: Reporter,
    profile: boolean,
  ): Promise<void> {
    const start = performance.now();
    const quick = changed.length === 1 ? await this.quickEdit(changed[0]!) : undefined;
    const quickMs = performance.now() - start;
    if (quick) {
      server.reload();
      // Let the event leave the socket (on the next tick) before the rebuild's synchronous start.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    let reloaded = false;
    const result = await this.build({
      pagesWritten: ({ written }) => {
        if (written === 0) return;
        server.reload();
        reloaded = true;
      },
    });
    // Files removed (a page deleted) go at the commit, after the pages.
    if (!reloaded && result.removed > 0) server.reload();
    reporter.diagnostics(result.diagnostics);
    const ms = Math.round(performance.now() - start);
    const shown = quick ? `; ${quick} shown after ${Math.round(quickMs)} ms` : '';
    reporter.info(`↻ Rebuilt ${result.rendered} of ${result.pages} pages in ${ms} ms${shown}`);
    if (profile)
      reporter.info(
        JSON.stringify({
          totalMs: ms,
          ...(quick ? { quickMs: Math.round(quickMs * 10) / 10 } : {}),
          timings: result.timings,
        }),
      );
  }

  /** The stores of a config: its memory, and the quick path over its content and output. */
  #open(config: ResolvedConfig): [BuildStores, QuickPath] {
    let quick: QuickPath | undefined;
    const stores = buildStores(
      config,
      { outDir: this.#options.outDir, cache: true, analytics: false, devScript: this.#options.devScript },
      {
        memory: new ContentMemory(config.paths.cache),
        quickPath: (content, output) =>
          (quick = new QuickPath(config, {
            content,
            outDir: path.resolve(this.#options.outDir),
            forget: (outFile) => output().forget(outFile),
          })),
      },
    );
    return [stores, quick!];
  }
}

import { existsSync } from 'node:fs';
import { routeTableOf } from '@accounts-docs/routes';
import path from 'node:path';
import { DEFAULT_CONFIG_FILES, loadConfig, type ResolvedConfig } from '@accounts-docs/config';
import { DiagnosticError, SERVE_LISTEN } from '@accounts-docs/diagnostics';
import {
  liveReloadScript,
  startServer,
  watchPaths,
  type RunningServer,
  type Watcher,
} from '@accounts-docs/serve';
import { recoverOutput } from '@accounts-docs/output';
import { BuildStamp } from '../build-stamp.ts';
import { SiteBuilder } from '../site-builder.ts';
import type { Reporter } from '../report.ts';
import { isReactSource, reactSourceDirs } from '../react-stage.ts';
import { stopBuildOnSignals } from '../stop-signals.ts';

export interface ServeCommandOptions {
  dir?: string;
  port: number;
  host?: string;
  watch: boolean;
  config?: string;
  /** With --watch: print each rebuild's stage timings as JSON (used by `npm run bench`). */
  profile?: boolean;
}

/**
 * `accounts-docs serve`: serves the built site. With `--watch` it builds first, watches the
 * content and the config, rebuilds on change (only what changed is re-rendered and
 * rewritten) and reloads open pages.
 */
export async function serveCommand(options: ServeCommandOptions, reporter: Reporter): Promise<number> {
  let watcher: Watcher | undefined;
  let server: RunningServer | undefined;
  // Until the server listens, a signal stops the first build like `build` (its new folder removed).
  let stopHandlers: (() => void) | undefined = stopBuildOnSignals('serve was');
  try {
    // Without --watch the config is optional: it only tells the folder and the base URL.
    const hasConfig = options.config !== undefined || DEFAULT_CONFIG_FILES.some((name) => existsSync(name));
    const config =
      options.watch || hasConfig
        ? await loadConfig(options.config ? { configFile: options.config } : {})
        : undefined;
    const dir = path.resolve(options.dir ?? path.join(config?.root ?? process.cwd(), 'build'));

    // A build killed between the two renames of its swap leaves the site beside the folder.
    await recoverOutput(dir);
    let builder: SiteBuilder | undefined;
    if (options.watch && config) {
      await new BuildStamp(config.paths.cache, dir).forget();
      builder = watchBuilder(config, dir);
      reporter.diagnostics((await builder.build()).diagnostics);
    } else if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
      reporter.info(`No built site in ${dir}: run \`accounts-docs build\` first, or serve with --watch.`);
      return 1;
    }

    server = await startServer({
      dir,
      port: options.port,
      ...(options.host ? { host: options.host } : {}),
      liveReload: options.watch,
      ...(config ? { routes: routeTableOf(config) } : {}),
    });
    if (builder && config) {
      watcher = watchAndRebuild(config, builder, dir, server, reporter, {
        apiPaths: await builder.apiSourcePaths(),
        profile: options.profile ?? false,
      });
      // Announced only once watching: an edit saved right after the message is never missed.
      await watcher.ready;
      // Loaded before the address is shown: the first edit does not wait for the highlighter's
      // grammars or the renderer (a failure here only makes the first edit slower).
      await builder.warmUp().catch(() => undefined);
    }
    stopHandlers();
    stopHandlers = undefined;
    // From now on a signal closes the server (and, in main, the process ends whatever is left).
    const stopped = new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    reporter.info(
      `Serving ${path.relative(process.cwd(), dir) || '.'}/ at ${server.url}${(config ? routeTableOf(config).urlTo('/') : '/').slice(1)}`,
    );
    await stopped;
    return 0;
  } catch (error) {
    // A port in use is not a failed build.
    const listening =
      error instanceof DiagnosticError && error.diagnostics.some((d) => d.ruleId === SERVE_LISTEN);
    return reporter.failure(error, listening ? () => 'Nothing is served.' : undefined);
  } finally {
    stopHandlers?.();
    await watcher?.close();
    await server?.close();
  }
}

function watchBuilder(config: ResolvedConfig, dir: string): SiteBuilder {
  return new SiteBuilder(config, {
    outDir: dir,
    cache: true,
    devScript: liveReloadScript(),
    analytics: false,
    writeMode: 'in-place',
  });
}

/** On every batch of changes: rebuild (a new builder when the config changed), then reload pages. */
function watchAndRebuild(
  initial: ResolvedConfig,
  initialBuilder: SiteBuilder,
  dir: string,
  server: RunningServer,
  reporter: Reporter,
  { apiPaths, profile }: { apiPaths: string[]; profile: boolean },
): Watcher {
  let builder = initialBuilder;
  let queue: Promise<void> = Promise.resolve();
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
  return watchPaths(paths, (changed) => {
    queue = queue.then(async () => {
      const start = performance.now();
      try {
        if (changed.some((file) => configFiles.has(file))) {
          builder = watchBuilder(await loadConfig({ configFile: initial.configFile }), dir);
        } else {
          if (changed.some(isApiSource)) builder.invalidateApi();
          if (changed.some((file) => isReactSource(initial, file))) builder.invalidateReact();
        }
        // An edit of one page's own content is shown at once (the quick path). Otherwise the
        // reload goes out as soon as the rebuild's pages are in place (the markdown twins finish
        // while the browser fetches); a rebuild that wrote nothing (a save without a change,
        // or one the quick path showed) sends none.
        const quick = changed.length === 1 ? await builder.quickEdit(changed[0]!) : undefined;
        const quickMs = performance.now() - start;
        if (quick) {
          server.reload();
          // Let the event leave the socket (on the next tick) before the rebuild's synchronous start.
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
        let reloaded = false;
        const result = await builder.build({
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
      } catch (error) {
        reporter.failure(error);
      }
    });
  });
}

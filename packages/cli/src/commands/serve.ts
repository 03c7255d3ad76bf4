import { existsSync } from 'node:fs';
import { routeTableOf } from '@accounts-docs/routes';
import path from 'node:path';
import { DEFAULT_CONFIG_FILES, loadConfig } from '@accounts-docs/config';
import { DiagnosticError, SERVE_LISTEN } from '@accounts-docs/diagnostics';
import { liveReloadScript, startServer, type RunningServer, type Watcher } from '@accounts-docs/serve';
import { recoverOutput } from '@accounts-docs/output';
import { BuildStamp } from '../build-stamp.ts';
import type { Reporter } from '../report.ts';
import { WatchSession } from '../watch-session.ts';
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
    let session: WatchSession | undefined;
    if (options.watch && config) {
      await new BuildStamp(config.paths.cache, dir).forget();
      session = new WatchSession(config, { outDir: dir, devScript: liveReloadScript() });
      reporter.diagnostics((await session.build()).diagnostics);
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
    if (session) {
      watcher = await session.watch(server, reporter, { profile: options.profile ?? false });
      // Announced only once watching: an edit saved right after the message is never missed.
      await watcher.ready;
      // Loaded before the address is shown: the first edit does not wait for the highlighter's
      // grammars or the renderer (a failure here only makes the first edit slower).
      await session.warmUp().catch(() => undefined);
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

import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type ResolvedConfig } from '@accounts-docs/config';
import { liveReloadScript, startServer, watchPaths } from '@accounts-docs/serve';
import { SiteBuilder } from '../site-builder.ts';
import type { Reporter } from '../report.ts';

export interface ServeCommandOptions {
  dir?: string;
  port: number;
  host?: string;
  watch: boolean;
  config?: string;
}

/**
 * `accounts-docs serve`: serves the built site. With `--watch` it builds first, watches the
 * content and the config, rebuilds on change (only what changed is re-rendered) and reloads
 * open pages.
 */
export async function serveCommand(options: ServeCommandOptions, reporter: Reporter): Promise<number> {
  let config: ResolvedConfig | undefined;
  try {
    if (options.watch || !options.dir)
      config = await loadConfig(options.config ? { configFile: options.config } : {}).catch(
        (error: unknown) => {
          if (options.watch) throw error;
          return undefined;
        },
      );
    const dir = path.resolve(options.dir ?? path.join(config?.root ?? process.cwd(), 'build'));
    let builder: SiteBuilder | undefined;
    if (options.watch && config) {
      builder = new SiteBuilder(config, { outDir: dir, cache: true, devScript: liveReloadScript() });
      const result = await builder.build();
      reporter.diagnostics(result.diagnostics);
    } else if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
      reporter.info(`No built site in ${dir}: run \`accounts-docs build\` first, or serve with --watch.`);
      return 1;
    }
    const server = await startServer({
      dir,
      port: options.port,
      ...(options.host ? { host: options.host } : {}),
      dev: options.watch,
      baseUrl: config?.baseUrl ?? '/',
    });
    reporter.info(
      `Serving ${path.relative(process.cwd(), dir) || '.'}/ at ${server.url}${(config?.baseUrl ?? '/').slice(1)}`,
    );
    if (options.watch && config && builder) watchAndRebuild(config, builder, server, reporter, options);
    await new Promise<void>((resolve) => {
      const stop = () => void server.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  } catch (error) {
    return reporter.failure(error);
  }
}

function watchAndRebuild(
  initial: ResolvedConfig,
  initialBuilder: SiteBuilder,
  server: { reload(): void },
  reporter: Reporter,
  options: ServeCommandOptions,
): void {
  let builder = initialBuilder;
  let running: Promise<void> = Promise.resolve();
  const paths = [initial.configFile, initial.paths.docs, initial.paths.pages, initial.paths.static].filter(
    (p): p is string => !!p && existsSync(p),
  );
  watchPaths(paths, (changed) => {
    running = running.then(async () => {
      const start = performance.now();
      try {
        if (changed.includes(initial.configFile)) {
          const config = await loadConfig({ configFile: initial.configFile });
          builder = new SiteBuilder(config, {
            outDir: path.resolve(options.dir ?? path.join(config.root, 'build')),
            cache: true,
            devScript: liveReloadScript(),
          });
        }
        const result = await builder.build();
        reporter.diagnostics(result.diagnostics);
        server.reload();
        reporter.info(
          `↻ Rebuilt ${result.rendered} of ${result.pages} pages in ${Math.round(performance.now() - start)} ms`,
        );
      } catch (error) {
        reporter.failure(error);
      }
    });
  });
}

import path from 'node:path';
import { loadConfig } from '@accounts-docs/config';
import { SiteBuilder, type BuildResult } from '../site-builder.ts';
import type { Reporter } from '../report.ts';

export interface BuildCommandOptions {
  config?: string;
  out?: string;
  cache: boolean;
  cacheDir?: string;
  /** Print stage timings and peak memory as JSON (used by `npm run bench`). */
  profile?: boolean;
  workers?: number;
  /** The compile pool's worker script (set by the bundled CLI). */
  compileWorker?: string;
  /** A prebuilt TypeDoc JSON to read instead of running TypeDoc. */
  typedocJson?: string;
  /** TypeDoc's worker script (set by the bundled CLI). */
  typedocWorker?: string;
}

/** `accounts-docs build`: loads the config, builds the site, prints warnings and a summary. */
export async function buildCommand(options: BuildCommandOptions, reporter: Reporter): Promise<number> {
  const start = performance.now();
  try {
    const loaded = await loadConfig(options.config ? { configFile: options.config } : {});
    const config = options.cacheDir
      ? { ...loaded, paths: { ...loaded.paths, cache: path.resolve(options.cacheDir) } }
      : loaded;
    const outDir = options.out ? path.resolve(options.out) : path.join(config.root, 'build');
    const builder = new SiteBuilder(config, {
      outDir,
      cache: options.cache,
      ...(options.compileWorker ? { compileWorker: options.compileWorker } : {}),
      ...(options.workers !== undefined ? { workers: options.workers } : {}),
      ...(options.typedocJson ? { typedocJson: options.typedocJson } : {}),
      ...(options.typedocWorker ? { typedocWorker: options.typedocWorker } : {}),
    });
    const result = await builder.build();
    reporter.diagnostics(result.diagnostics);
    const ms = Math.round(performance.now() - start);
    if (options.profile) reporter.info(JSON.stringify(profile(result, ms)));
    else reporter.info(summary(result, ms));
    return 0;
  } catch (error) {
    return reporter.failure(error);
  }
}

function summary(result: BuildResult, ms: number): string {
  const where = path.relative(process.cwd(), result.outDir) || '.';
  const reuse = result.reused > 0 ? ` (${result.rendered} rendered, ${result.reused} unchanged)` : '';
  return `✔ Built ${result.pages} pages${reuse} in ${ms} ms → ${where}/`;
}

function profile(result: BuildResult, ms: number) {
  return {
    totalMs: ms,
    pages: result.pages,
    rendered: result.rendered,
    reused: result.reused,
    apiPages: result.apiPages,
    twins: result.twins,
    timings: result.timings,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
  };
}

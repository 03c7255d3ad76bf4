import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_LABEL, configSourcePaths, loadConfig, type ResolvedConfig } from '@accounts-docs/config';
import { CACHE_UNWRITABLE, type Diagnostic } from '@accounts-docs/diagnostics';
import { buildInputsKey } from '../build-inputs.ts';
import { BuildStamp } from '../build-stamp.ts';
import { engineHash } from '@accounts-docs/cache';
import type { BuildResult } from '../site-builder.ts';
import { buildInputPaths } from '../build-input-paths.ts';
import type { Reporter } from '../report.ts';
import { stopBuildOnSignals } from '../stop-signals.ts';

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
  const stopHandlers = stopBuildOnSignals('The build was');
  try {
    // A new bundle of the config is kept once the build has gone ahead (a refused one writes nothing).
    const keep: (() => Promise<void>)[] = [];
    const loaded = await loadConfig({
      ...(options.config ? { configFile: options.config } : {}),
      ...(options.cache ? { cache: { engine: engineHash(), keep: (write) => void keep.push(write) } } : {}),
    });
    const config = options.cacheDir
      ? { ...loaded, paths: { ...loaded.paths, cache: path.resolve(options.cacheDir) } }
      : loaded;
    const outDir = options.out ? path.resolve(options.out) : path.join(config.root, 'build');
    // A cache folder that cannot be written (a read-only disk) is a warning: the build goes on without it.
    const unusable = options.cache ? await prepareCache(config, outDir) : undefined;
    const cache = options.cache && !unusable;
    // With a build cache, a build whose inputs and output are as the last one left them is
    // not run again (the key is taken before anything is read: an edit during the build counts).
    const stamp = cache ? new BuildStamp(config.paths.cache, outDir) : undefined;
    const inputs =
      stamp &&
      (await buildInputsKey(config, {
        roots: [...(await buildInputPaths(config)), ...(options.typedocJson ? [path.resolve(options.typedocJson)] : [])],
        extra: ['build', engineHash(), config.hash, outDir],
      }));
    const { unchanged, outputTouched } = inputs ? await stamp!.check(inputs) : { outputTouched: false };
    const result = unchanged
      ? { ...unchanged, rendered: 0, reused: unchanged.pages, twins: upToDateTwins(unchanged), timings: {} }
      : await runBuild(config, outDir, { ...options, cache, reuseOutput: !outputTouched });
    if (inputs && !unchanged) await stamp!.record(inputs, result);
    await Promise.all(keep.map((write) => write()));
    reporter.diagnostics([...(unusable ? [unusable] : []), ...result.diagnostics]);
    const ms = Math.round(performance.now() - start);
    if (options.profile) reporter.info(JSON.stringify({ ...profile(result, ms), upToDate: !!unchanged }));
    else reporter.info(summary(result, ms, !!unchanged));
    return 0;
  } catch (error) {
    return reporter.failure(error);
  } finally {
    stopHandlers();
  }
}

/**
 * Checks the cache folder as `--out` is checked (not a file or a link, not around the project,
 * not in or around a source or the output folder, not a foreign folder), then marks it as a
 * cache, before anything reads or writes it. Resolves to a warning when it cannot be written.
 */
async function prepareCache(config: ResolvedConfig, outDir: string): Promise<Diagnostic | undefined> {
  const cache = config.paths.cache;
  const { checkCacheDir, checkOutDir, CACHE_MARKER, makeFolder } = await import('@accounts-docs/output');
  const project = { root: config.root, rootPlace: { file: config.configFile } };
  const sources = configSourcePaths(config);
  const others = sources.filter((source) => source.label !== CACHE_LABEL);
  // Each folder against the project and the sources first, so that the message names the folder
  // that is wrong (`--out .` is not "a cache inside the output"), then the two against each
  // other. The build checks the output folder again with the API packages, once they are found.
  checkOutDir(outDir, { ...project, sources: others });
  checkCacheDir(cache, { ...project, sources: others });
  checkOutDir(outDir, { ...project, sources });
  try {
    await makeFolder(cache);
    if (!existsSync(path.join(cache, CACHE_MARKER))) await writeFile(path.join(cache, CACHE_MARKER), CACHE_MARKER_TEXT);
    return undefined;
  } catch (error) {
    let existing = cache;
    while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
    return {
      severity: 'warning',
      ruleId: CACHE_UNWRITABLE,
      reason: `The cache folder ${cache} cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): this build runs without a cache`,
      file: existing,
      hint: 'give --cache-dir a writable folder, or pass --no-cache',
    };
  }
}

const CACHE_MARKER_TEXT = 'The build cache of accounts-docs: it may be deleted at any time.\n';

/** Every twin of a skipped build is the one already there. */
function upToDateTwins(result: { twins: BuildResult['twins'] }): BuildResult['twins'] {
  return { written: result.twins.written, reused: result.twins.written };
}

/** A full build; the stages are loaded only now (an up-to-date build never loads them). */
async function runBuild(
  config: ResolvedConfig,
  outDir: string,
  options: BuildCommandOptions & { reuseOutput: boolean },
): Promise<BuildResult> {
  const { SiteBuilder } = await import('../site-builder.ts');
  const builder = new SiteBuilder(config, {
    outDir,
    cache: options.cache,
    reuseOutput: options.reuseOutput,
    ...(options.compileWorker ? { compileWorker: options.compileWorker } : {}),
    ...(options.workers !== undefined ? { workers: options.workers } : {}),
    ...(options.typedocJson ? { typedocJson: options.typedocJson } : {}),
    ...(options.typedocWorker ? { typedocWorker: options.typedocWorker } : {}),
  });
  return builder.build();
}

function summary(result: BuildResult, ms: number, upToDate: boolean): string {
  const where = path.relative(process.cwd(), result.outDir) || '.';
  if (upToDate) return `✔ Up to date: ${result.pages} pages (0 rendered, ${result.pages} unchanged) in ${ms} ms → ${where}/`;
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

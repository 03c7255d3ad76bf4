import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { cli, copyOfSite, tempDir, type CliResult } from './helpers.ts';

// A cold build under a load of 30 on 2 cores has taken over two minutes; this only catches a
// build whose file was stopped before it wrote the result (the waiting files then say so).
const WAIT_LIMIT_MS = 540_000;

/**
 * content/ built once per test run, cold as a maintainer builds it the first time (`accounts-docs
 * build --out DIR` in the repository, with an empty cache: TypeDoc converts the 31 packages), for
 * the test files that only read the output (the browser files serve it; build-content reads it)
 * or start from its cache (`warmCopyOfSite`). Six files each built the same site cold before.
 * The first file to ask builds it into the run's folder (`global-setup.ts`) while the others wait
 * for its result; outside that setup each file builds its own.
 */
export async function contentBuild(): Promise<{ out: string; cache: string; result: CliResult }> {
  const runDir = (inject('runDir') as string | undefined) ?? (await tempDir('run'));
  const dir = path.join(runDir, 'content');
  const out = path.join(dir, 'build');
  const cache = path.join(dir, 'cache');
  const resultFile = path.join(runDir, 'content-build.json');
  let builder = true;
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    builder = false;
  }
  if (builder) {
    const result = await cli(['build', '--out', out, '--cache-dir', cache]);
    await writeFile(`${resultFile}.tmp`, JSON.stringify(result));
    await rename(`${resultFile}.tmp`, resultFile);
  }
  const started = Date.now();
  while (!existsSync(resultFile)) {
    if (Date.now() - started > WAIT_LIMIT_MS)
      throw new Error(`the build of content/ that another test file started in ${dir} wrote no result`);
    await sleep(250);
  }
  return { out, cache, result: JSON.parse(await readFile(resultFile, 'utf8')) as CliResult };
}

/** The shared build's output folder; a failed build fails the caller with what the CLI printed. */
export async function builtContent(): Promise<string> {
  return (await succeeded()).out;
}

async function succeeded(): Promise<{ out: string; cache: string }> {
  const build = await contentBuild();
  if (build.result.code !== 0)
    throw new Error(
      `accounts-docs build of content/ exited with ${build.result.code}:\n${build.result.stderr}\n${build.result.stdout}`,
    );
  return build;
}

/** A copy of the shared build's cache, for `--cache-dir` in builds of content/ that start from it. */
export async function contentCacheCopy(): Promise<string> {
  const { cache } = await succeeded();
  const copy = path.join(await tempDir('content-cache'), 'cache');
  await cp(cache, copy, { recursive: true });
  return copy;
}

/**
 * `copyOfSite()` with the shared build's cache in its default place (node_modules/.cache/
 * accounts-docs beside the config): its builds replay TypeDoc and the compiled pages from the
 * cache instead of running them cold (≈ 25 s of CPU less on this machine, each). For tests whose
 * subject is not a cold build. `without` leaves kinds of entries out (`'search-index'` for
 * every section's index), so that a test of one stage still sees it run.
 */
export async function warmCopyOfSite(without: string[] = []): Promise<string> {
  const { cache } = await succeeded();
  const site = await copyOfSite();
  // The stamps name the shared build's output folder: of no use to another one.
  const left = ['build-stamps', ...without];
  await cp(cache, path.join(site, 'node_modules/.cache/accounts-docs'), {
    recursive: true,
    filter: (source) => !left.some((kind) => path.relative(cache, source).startsWith(kind)),
  });
  return site;
}

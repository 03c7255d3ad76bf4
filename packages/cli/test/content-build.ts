import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { cli, tempDir, type CliResult } from './helpers.ts';

// A cold build under a load of 30 on 2 cores has taken over two minutes; this only catches a
// build whose file was stopped before it wrote the result (the waiting files then say so).
const WAIT_LIMIT_MS = 540_000;

/**
 * content/ built once per test run, as a maintainer builds it cold (`accounts-docs build --out
 * DIR --no-cache` in the repository), for the test files that only read the output (the browser
 * files serve it; build-content reads it). Six files each built the same site cold before. The first file to ask builds it into the run's folder (`global-setup.ts`)
 * while the others wait for its result; outside that setup each file builds its own.
 */
export async function contentBuild(): Promise<{ out: string; result: CliResult }> {
  const runDir = (inject('runDir') as string | undefined) ?? (await tempDir('run'));
  const dir = path.join(runDir, 'content');
  const out = path.join(dir, 'build');
  const resultFile = path.join(runDir, 'content-build.json');
  let builder = true;
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    builder = false;
  }
  if (builder) {
    const result = await cli(['build', '--out', out, '--no-cache']);
    await writeFile(`${resultFile}.tmp`, JSON.stringify(result));
    await rename(`${resultFile}.tmp`, resultFile);
  }
  const started = Date.now();
  while (!existsSync(resultFile)) {
    if (Date.now() - started > WAIT_LIMIT_MS)
      throw new Error(`the build of content/ that another test file started in ${dir} wrote no result`);
    await sleep(250);
  }
  return { out, result: JSON.parse(await readFile(resultFile, 'utf8')) as CliResult };
}

/** The shared build's output folder; a failed build fails the caller with what the CLI printed. */
export async function builtContent(): Promise<string> {
  const { out, result } = await contentBuild();
  if (result.code !== 0)
    throw new Error(
      `accounts-docs build --no-cache of content/ exited with ${result.code}:\n${result.stderr}\n${result.stdout}`,
    );
  return out;
}

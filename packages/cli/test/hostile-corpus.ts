import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  chmod,
  copyFile,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bin, cli, repoRoot, tempDir } from './helpers.ts';
import { CaseRunner, type Ended } from './in-process-cli.ts';

/**
 * The hostile-input corpus: every folder of `test/hostile/` is a broken or hostile project run
 * through the real CLI. The format and the checks are described in `test/hostile/README.md`.
 * The corpus is split over `hostile-<n>.test.ts` (`describeHostileShard`): each case is a CLI
 * process, and one file of them ran alone at the end of the suite for minutes; vitest runs
 * the shards side by side with the other files.
 */

interface HostileCase {
  args: string[];
  exit: 0 | 1;
  stderr?: string[];
  notStderr?: string[];
  stdout?: string[];
  position?: string;
  env?: Record<string, string>;
  setup?: Array<
    | ['symlink', string, string]
    | ['mkdir', string]
    | ['write', string, string]
    | ['repeat', string, string, string, number, string]
    | ['repeat', string, string, string, number, string, 'append']
    | ['fifo', string]
    | ['readonly', string]
  >;
  previousBuild?: boolean;
  output?: string[];
  outputAbsent?: string[];
  outputExcludes?: string[];
}

interface Run {
  /** Why the case could not be set up on this machine (write access that root keeps). */
  notHere?: string;
  code: number | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  project: string;
  outDir: string;
  outBefore: Map<string, string> | undefined;
  outAfter: Map<string, string> | undefined;
  restBefore: Map<string, string>;
  restAfter: Map<string, string>;
  escapesBefore: string[];
  escapesAfter: string[];
}

const corpus = path.join(repoRoot, 'packages/cli/test/hostile');
const CASE_NAME = /^[a-z0-9-]+--[a-z0-9-]+$/;
// A safety net for a case that never ends: the CLI ends its own hangs sooner (the config's 10 s limit).
// Generous, so a busy machine (a load of 20 on 2 cores) does not fail a case that is only slow.
const TIME_LIMIT_MS = 180_000;
const CONCURRENCY = 2;

// `HOSTILE=config--` runs only the cases whose name contains it (the corpus is slow in full).
const only = process.env.HOSTILE;
const caseNames = readdirSync(corpus, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && (!only || entry.name.includes(only)))
  .map((entry) => entry.name)
  .sort();
const cases = new Map(
  caseNames.map((name) => [
    name,
    JSON.parse(readFileSync(path.join(corpus, name, 'case.json'), 'utf8')) as HostileCase,
  ]),
);

/** Every entry under `dir` (files by content hash, symlinks by target, folders), relative. */
async function snapshot(
  dir: string,
  skip: (rel: string) => boolean = () => false,
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (!existsSync(dir)) return result;
  // A file where the folder would be (`init site`, site a file): the file itself.
  if (!(await lstat(dir)).isDirectory())
    return result.set(
      '.',
      createHash('sha256')
        .update(await readFile(dir))
        .digest('hex'),
    );
  const walk = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      const rel = path.relative(dir, full);
      if (skip(rel)) continue;
      if (entry.isSymbolicLink()) result.set(rel, `link ${await readlink(full)}`);
      else if (entry.isDirectory()) {
        result.set(rel, 'dir');
        await walk(full);
      } else if (entry.isFile()) {
        result.set(
          rel,
          createHash('sha256')
            .update(await readFile(full))
            .digest('hex'),
        );
      } else result.set(rel, `other ${(await lstat(full)).mode}`);
    }
  };
  await walk(dir);
  return result;
}

/** Names in the system's temporary folder (one level deep) that a hostile case aimed at. */
async function escapes(): Promise<string[]> {
  const found: string[] = [];
  for (const dir of new Set([os.tmpdir(), '/tmp'])) {
    if (!existsSync(dir)) continue;
    for (const name of await readdir(dir))
      if (name.includes('hostile-escape')) found.push(path.join(dir, name));
  }
  return found.sort();
}

/** The folder a run writes: `--out DIR` (or `build`); for `init [dir]`, the site's folder. */
function outArg(args: string[]): string {
  if (args[0] === 'init') return args[1] ?? '.';
  const index = args.indexOf('--out');
  return index >= 0 && args[index + 1] ? args[index + 1]! : 'build';
}

/** Control characters shown as escapes, so a NUL in a message can be matched and seen. */
const visible = (text: string) =>
  text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b-\u001f\u007f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * A copy of `from` at `to` (which must not exist): folders, files with their modes, symlinks as
 * they are (not followed). What `cp(…, { recursive: true, verbatimSymlinks: true })` does for
 * these trees, without its checks of every path against the other (a third of the harness's
 * own CPU went to them: each case copies its folder and the previous build).
 */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to);
  await Promise.all(
    (await readdir(from, { withFileTypes: true })).map(async (entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) await copyTree(source, target);
      else if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
      else if (entry.isFile()) await copyFile(source, target);
      else throw new Error(`cannot copy ${source}: neither a file, a folder nor a symlink`);
    }),
  );
}

// A cold build on a busy machine has taken minutes; this only catches a shard that died building.
const PREVIOUS_WAIT_MS = 540_000;

/**
 * The good build every case's output folder holds first, built once per test run (in the run's
 * folder, `global-setup.ts`) by the first shard that asks; the others wait for its result and
 * copy from it. Outside that setup each shard builds its own. Resolves to its output folder.
 */
async function previousBuildOnce(): Promise<string> {
  const runDir = (inject('runDir') as string | undefined) ?? (await tempDir('hostile-run'));
  const good = path.join(runDir, 'hostile-previous-build');
  const resultFile = path.join(runDir, 'hostile-previous-build.json');
  let builder = true;
  try {
    await copyTree(path.join(repoRoot, 'packages/cli/test/fixtures/hostile-previous-build'), good);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    builder = false;
  }
  if (builder) {
    const built = await cli(['build', '--no-cache'], good);
    await writeFile(`${resultFile}.tmp`, JSON.stringify(built));
    await rename(`${resultFile}.tmp`, resultFile);
  }
  const started = Date.now();
  while (!existsSync(resultFile)) {
    if (Date.now() - started > PREVIOUS_WAIT_MS)
      throw new Error(`the previous build another shard started in ${good} wrote no result`);
    await sleep(250);
  }
  const built = JSON.parse(await readFile(resultFile, 'utf8')) as { code: number; stderr: string };
  expect(built.code, `the previous build failed:\n${built.stderr}`).toBe(0);
  return path.join(good, 'build');
}

async function runCase(
  root: string,
  previousBuild: string,
  name: string,
  spec: HostileCase,
  runner: CaseRunner,
): Promise<Run> {
  const caseRoot = path.join(root, name);
  const project = path.join(caseRoot, 'project');
  await mkdir(caseRoot);
  await copyTree(path.join(corpus, name), project);
  await rm(path.join(project, 'case.json'));
  const readonly: string[] = [];
  let notHere: string | undefined;
  for (const step of spec.setup ?? []) {
    if (step[0] === 'symlink') await symlink(step[1], path.join(project, step[2]));
    else if (step[0] === 'mkdir') await mkdir(path.join(project, step[1]), { recursive: true });
    else if (step[0] === 'readonly') {
      readonly.push(path.join(project, step[1]));
      notHere ??= await takeWriteAccess(readonly.at(-1)!);
    } else if (step[0] === 'repeat') {
      // A large input made here, not held in git: head, the unit `times` times (`{i}` its index), tail.
      const [, file, head, unit, times, tail, append] = step;
      const parts = Array.from({ length: times }, (_, i) => unit.replaceAll('{i}', String(i)));
      await writeFile(path.join(project, file), head + parts.join('') + tail, { flag: append ? 'a' : 'w' });
    } else if (step[0] === 'fifo') execFileSync('mkfifo', [path.join(project, step[1])]);
    else await writeFile(path.join(project, step[1]), step[2]);
  }
  const outDir = path.resolve(project, outArg(spec.args));
  // `init` writes into its folder (an existing file must stay as it was); a build replaces its
  // output folder, but something the case itself put at the output path (a source file, a
  // foreign folder) must stay as it was.
  const init = spec.args[0] === 'init';
  const ownedByCase = existsSync(outDir) && !init;
  const placesBuild = spec.previousBuild !== false && !ownedByCase && !init;
  if (placesBuild) {
    await mkdir(path.dirname(outDir), { recursive: true });
    await copyTree(previousBuild, outDir);
  }
  const insideOut = (rel: string) => {
    const full = path.join(caseRoot, rel);
    return full === outDir || full.startsWith(outDir + path.sep);
  };
  const isCache = (rel: string) =>
    rel === path.join('project', 'node_modules') ||
    rel.startsWith(path.join('project', 'node_modules', '.cache'));
  const skip = (rel: string) => (!ownedByCase && insideOut(rel)) || isCache(rel);
  const outBefore = placesBuild || init ? await snapshot(outDir) : undefined;
  const restBefore = await snapshot(caseRoot, skip);
  const escapesBefore = await escapes();

  const { code, timedOut, stdout, stderr } = inProcess
    ? await runner.run(project, spec.args, spec.env ?? {})
    : await ownProcess(project, spec);
  for (const dir of readonly) await giveWriteAccess(dir);

  return {
    ...(notHere ? { notHere } : {}),
    code,
    timedOut,
    stdout,
    stderr,
    project,
    outDir,
    outBefore,
    outAfter: placesBuild || init ? await snapshot(outDir) : undefined,
    restBefore,
    restAfter: await snapshot(caseRoot, skip),
    escapesBefore,
    escapesAfter: await escapes(),
  };
}

/**
 * Whether cases run in a lane's runner process (hostile-runner.mjs) rather than as CLI processes
 * of their own (`HOSTILE_PROCESS=1`, to compare). The `config--` cases too: a config is code the
 * user wrote (`process.exit()`, timers that never end, a loop, a chdir, environment variables),
 * but the CLI evaluates it on a thread of its own, so what it does to a process a runner shows
 * as the process would: a `process.exit(0)` that reached the CLI's own process would end the
 * case with 0 (hostile-runner.mjs), and the case would fail.
 */
const inProcess = !process.env.HOSTILE_PROCESS;

/** `bin/accounts-docs <args>` in its own process, killed after `TIME_LIMIT_MS`. */
function ownProcess(project: string, spec: HostileCase): Promise<Ended> {
  return new Promise((resolve) => {
    const started = Date.now();
    execFile(
      process.execPath,
      [bin, ...spec.args],
      {
        cwd: project,
        env: { ...process.env, NO_COLOR: '1', ...spec.env },
        timeout: TIME_LIMIT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, out, err) => {
        const timedOut = Date.now() - started >= TIME_LIMIT_MS || Boolean(error && error.killed);
        const code = error ? ((error as { code?: number | null }).code ?? null) : 0;
        resolve({ code: typeof code === 'number' ? code : null, timedOut, stdout: out, stderr: err });
      },
    );
  });
}

/**
 * Takes write access to a folder away: its mode, and for root (whom modes do not stop) the
 * immutable flag. Resolves to a reason when that cannot be done here.
 */
async function takeWriteAccess(dir: string): Promise<string | undefined> {
  await chmod(dir, 0o555);
  if (process.getuid?.() !== 0) return undefined;
  try {
    execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'running as root, and chattr +i does not work on this file system';
  }
}

async function giveWriteAccess(dir: string): Promise<void> {
  if (process.getuid?.() === 0) {
    try {
      execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
    } catch {
      // the flag was never set
    }
  }
  await chmod(dir, 0o755);
}

/**
 * Starts every case of `names` in order, `CONCURRENCY` at a time (lanes, each with its own
 * runner process), into `runs`; each test awaits its own. Resolves to the lanes' runners.
 */
function startAll(
  names: string[],
  runs: Map<string, Promise<Run>>,
  root: string,
  previousBuild: string,
): CaseRunner[] {
  const starters = new Map<string, (runner: CaseRunner) => void>();
  for (const name of names) {
    const started = new Promise<CaseRunner>((resolve) => starters.set(name, resolve));
    runs.set(
      name,
      started.then((runner) => runCase(root, previousBuild, name, cases.get(name)!, runner)),
    );
  }
  let next = 0;
  const lanes = Array.from({ length: CONCURRENCY }, () => new CaseRunner(TIME_LIMIT_MS));
  const launch = (runner: CaseRunner) => {
    if (next >= names.length) return void runner.stop();
    const name = names[next++]!;
    starters.get(name)!(runner);
    void runs
      .get(name)!
      .finally(() => launch(runner))
      .catch(() => {});
  };
  for (const runner of lanes) launch(runner);
  return lanes;
}

/** `place  error  reason`; the place is `file:line:col`, or a path alone. */
const ERROR_LINE = /^(?:(.+?)(?::(\d+):(\d+))? {2})?error {2}/;

/** The cases of shard `shard` (1-based) of `shards`: every `shards`-th name from the sorted list. */
export function describeHostileShard(shard: number, shards: number): void {
  const names = caseNames.filter((_, index) => index % shards === shard - 1);
  const runs = new Map<string, Promise<Run>>();
  let lanes: CaseRunner[] = [];
  let root: string;
  let previousBuild: string;

  describe(`hostile input (shard ${shard} of ${shards})`, () => {
    beforeAll(async () => {
      if (names.length === 0) return;
      root = await tempDir(`hostile-${shard}`);
      previousBuild = await previousBuildOnce();
      lanes = startAll(names, runs, root, previousBuild);
    }, 600_000);

    afterAll(async () => {
      await Promise.allSettled(runs.values());
      await Promise.all(lanes.map((runner) => runner.stop()));
      if (root) await rm(root, { recursive: true, force: true });
    });

    if (shard === 1)
      it('has a corpus of at least 80 cases, each named <category>--<behaviour>', () => {
        if (!only) expect(caseNames.length).toBeGreaterThanOrEqual(80);
        for (const name of caseNames) expect(name).toMatch(CASE_NAME);
      });

    // `HOSTILE=…` can leave a shard without cases: a file without tests would fail the run.
    if (names.length === 0) it.skip(`no case of this shard has a name containing "${only}"`, () => {});

    it.for(names)('%s', async (name, test) => {
      const spec = cases.get(name)!;
      const run = await runs.get(name)!;
      if (run.notHere) test.skip(run.notHere);
      const stderr = visible(run.stderr);
      const context = `${name}\n--- stderr ---\n${stderr}\n--- stdout ---\n${run.stdout.slice(0, 4000)}`;

      expect(run.timedOut, `still running after ${TIME_LIMIT_MS / 1000} s: ${context}`).toBe(false);
      expect(run.code, context).toBe(spec.exit);
      expect(stderr, `stack trace: ${context}`).not.toMatch(/^ {4}at /m);
      expect(stderr, `stack trace: ${context}`).not.toContain('node:internal');

      const errorLines = stderr.split('\n').filter((line) => ERROR_LINE.test(line));
      for (const line of errorLines) {
        const [, place, lineNo] = ERROR_LINE.exec(line)!;
        expect(place, `an error without a place: ${line}\n${context}`).toBeTruthy();
        // A path alone is for a file or folder that is not there (a missing config or docs folder).
        if (lineNo === undefined)
          expect(
            existsSync(path.resolve(run.project, place!)),
            `a path without line:col: ${line}\n${context}`,
          ).toBe(false);
      }
      // `--format json` reports on stdout, as JSON.
      if (spec.exit === 1 && !spec.args.includes('json'))
        expect(errorLines.length, `exit 1 without an error line: ${context}`).toBeGreaterThan(0);
      if (spec.position) {
        const starts = stderr.split('\n').some((line) => line.startsWith(`${spec.position}  `));
        expect(starts, `no diagnostic at ${spec.position}: ${context}`).toBe(true);
      }
      for (const text of spec.stderr ?? []) expect(stderr, context).toContain(text);
      for (const text of spec.notStderr ?? []) expect(stderr, context).not.toContain(text);
      for (const text of spec.stdout ?? []) expect(run.stdout, context).toContain(text);

      for (const file of spec.output ?? [])
        expect(existsSync(path.join(run.outDir, file)), `${file} is not in the output: ${context}`).toBe(
          true,
        );
      for (const file of spec.outputAbsent ?? [])
        expect(existsSync(path.join(run.outDir, file)), `${file} is in the output: ${context}`).toBe(false);
      if (spec.outputExcludes) {
        for (const [file] of await snapshot(run.outDir)) {
          const full = path.join(run.outDir, file);
          // The site's pages: bundled libraries (Pagefind's UI) may hold the text in their code.
          if (!file.endsWith('.html') || !(await lstat(full)).isFile()) continue;
          const text = await readFile(full, 'utf8');
          for (const excluded of spec.outputExcludes)
            expect(text.includes(excluded), `${file} holds ${excluded}`).toBe(false);
        }
      }
      if (spec.exit === 1 && run.outBefore)
        expect(run.outAfter, `the previous output changed: ${name}`).toEqual(run.outBefore);
      // `init` adds files and never changes one that was there.
      if (spec.args[0] === 'init' && run.outBefore)
        for (const [file, before] of run.outBefore)
          expect(run.outAfter!.get(file), `init changed ${file}`).toBe(before);
      expect(run.restAfter, `files outside the output folder changed: ${name}`).toEqual(run.restBefore);
      expect(run.escapesAfter, `a file escaped into the temporary folder: ${name}`).toEqual(
        run.escapesBefore,
      );
    });
  });
}

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromHtml } from 'hast-util-from-html';
import type { Root } from 'hast';
import { inProcessCli } from './in-process-cli.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const bin = path.join(repoRoot, 'bin/accounts-docs');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The runners `cli` sends commands to: two for the test process, so for every test file the
 * process runs (the CLI's files share their process, vitest.config.ts). A runner ends when the
 * process does (hostile-runner.mjs leaves on `disconnect`).
 */
let shared: ReturnType<typeof inProcessCli> | undefined;

/**
 * Runs a command of the bundled CLI (`accounts-docs …`) in `cwd`, with `env` added, and gives
 * what a user would see of it: stdout, stderr and the exit code. It runs in a runner process
 * (`inProcessCli`) that the commands of every file of this test process share: a new CLI
 * process for each command cost ~1.5 s of CPU, most of it loading modules again, and a new
 * runner for each file ~1 s for its first build (measured on twelve files in one process: 94 s
 * of CPU with runners ended after each file, 79 s with runners kept). A command's state ends
 * with it (the runner restores the environment; the CLI's memos are keyed by their files). A
 * test whose subject is the process itself (signals, two processes at once, what it loads)
 * uses `cliProcess`.
 */
export function cli(args: string[], cwd = repoRoot, env: Record<string, string> = {}): Promise<CliResult> {
  shared ??= inProcessCli(2, 600_000);
  return shared.cli(args, cwd, env);
}

/**
 * Runs the bundled CLI as a user would (`accounts-docs …`): a process of its own, in `cwd`, with
 * `env` added. A run that ends without an exit code (killed by a signal, not started) resolves
 * to code 1 with the reason after its stderr, so the test that expected 0 shows why.
 */
export function cliProcess(
  args: string[],
  cwd = repoRoot,
  env: Record<string, string> = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      // Output is kept whole: past execFile's default of 1 MB the run would be killed.
      { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve({ code: 0, stdout, stderr });
        const { code, signal } = error as { code?: number | string | null; signal?: string | null };
        if (typeof code === 'number') return resolve({ code, stdout, stderr });
        resolve({ code: 1, stdout, stderr: `${stderr}\n[the CLI did not exit: ${signal ?? error.message}]` });
      },
    );
  });
}

export const tempDir = (prefix: string) => mkdtemp(path.join(os.tmpdir(), `accounts-docs-${prefix}-`));

/** Writes each file (a path relative to `dir`, and its text), making the folders it needs. */
export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
}

/** A copy of the project's config and content/ in a temporary folder, to break things in. */
export async function copyOfSite(): Promise<string> {
  const dir = await tempDir('site');
  await cp(path.join(repoRoot, 'content'), path.join(dir, 'content'), { recursive: true });
  await cp(path.join(repoRoot, 'accounts-docs.config.ts'), path.join(dir, 'accounts-docs.config.ts'));
  return dir;
}

export async function readHtml(file: string): Promise<Root> {
  return fromHtml(await readFile(file, 'utf8'));
}

/** Every file under `dir`, relative, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * Starts `accounts-docs serve --watch --port 0` in `cwd` and resolves once it says "Serving …"
 * (it says so only when watching). Everything it prints is passed to `onOutput` as it comes.
 */
export function serveWatch(
  cwd: string,
  onOutput: (chunk: string) => void,
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [bin, 'serve', '--watch', '--port', '0'], {
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput(chunk.toString());
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  return new Promise((resolve, reject) => {
    // A cold build runs TypeDoc first: on a busy 2-core machine that can take minutes. The limit
    // only catches a server that never starts; its own output is the error, and it is stopped.
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`serve --watch ${reason}:\n${output}`));
    };
    const timer = setTimeout(() => fail('did not start within 5 minutes'), 300_000);
    child.on('exit', (code, signal) => fail(`exited (${signal ?? code}) before serving`));
    child.stdout!.on('data', () => {
      const match = /Serving .* at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ child, base: match[1]! });
      }
    });
  });
}

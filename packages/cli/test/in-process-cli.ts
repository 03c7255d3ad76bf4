import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CliResult } from './helpers.ts';

/**
 * The CLI's `run(argv)` in a long-lived process (hostile-runner.mjs), for tests whose subject is
 * what a command does, not the process it runs in: starting a CLI process costs ~1.5 s of CPU
 * on this machine, most of it loading modules, and a runner loads them once. stdout, stderr and
 * the exit code are what `bin/accounts-docs` would give; an uncaught error or `process.exit()`
 * ends the case as it would end the process (and a new runner takes the next case).
 */

export interface Ended {
  code: number | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
}

const runnerScript = fileURLToPath(new URL('./hostile-runner.mjs', import.meta.url));

/**
 * One lane's runner process: cases one after another through the CLI's `run` (see
 * hostile-runner.mjs), a new process after one that a case ended (`process.exit`, an uncaught
 * error) or that ran past its time limit (killed, the case timed out). What the runner printed
 * outside a case is kept, so a runner that died shows why.
 */
export class CaseRunner {
  constructor(private readonly timeLimitMs: number) {}

  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private stray = '';

  private start(): { child: ChildProcess; ready: Promise<void> } {
    this.stray = '';
    const child = fork(runnerScript, [], {
      execArgv: [],
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const keep = (chunk: Buffer) => {
      this.stray += chunk.toString();
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    // An idle runner does not keep the test process alive (vitest ends a worker when its files
    // are done; a runner then sees its channel close and exits): a case under way is awaited.
    child.unref();
    child.channel?.unref();
    for (const stream of [child.stdout, child.stderr]) (stream as { unref?: () => void } | null)?.unref?.();
    const ready = new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code, signal) =>
        reject(
          new Error(`the in-process runner ended before its first case (${code ?? signal}):\n${this.stray}`),
        ),
      );
    });
    this.child = child;
    this.ready = ready;
    return { child, ready };
  }

  async run(cwd: string, args: string[], env: Record<string, string>): Promise<Ended> {
    const { child, ready } =
      this.child && this.ready ? { child: this.child, ready: this.ready } : this.start();
    await ready;
    return new Promise<Ended>((resolve) => {
      const done = (ended: Ended, over: boolean) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (over && this.child === child) this.child = undefined;
        resolve(ended);
      };
      const onMessage = (message: { code: number; exited: boolean; stdout: string; stderr: string }) =>
        done(
          { code: message.code, timedOut: false, stdout: message.stdout, stderr: message.stderr },
          message.exited,
        );
      const onExit = (code: number | null, signal: string | null) =>
        done(
          {
            code,
            timedOut: false,
            stdout: '',
            stderr: `${this.stray}\n[the in-process runner ended: ${code ?? signal}]`,
          },
          true,
        );
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        done({ code: null, timedOut: true, stdout: '', stderr: this.stray }, true);
      }, this.timeLimitMs);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send({ cwd, args, env });
    });
  }

  /**
   * Ends the runner; resolves once it has exited. Awaited (afterAll), the test file's process
   * reaps it: no runner outlives its file, and its CPU time is counted in the file's own
   * (`/usr/bin/time`, `getrusage`), as a CLI child process's is.
   */
  stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill();
    return exited;
  }
}

/**
 * `lanes` runners, each taking one command at a time (a runner has one working directory and
 * one stdout): `cli(args, cwd, env)` as helpers.ts's, through the first free lane. `stop()` in
 * afterAll.
 */
export function inProcessCli(lanes = 2, timeLimitMs = 300_000) {
  const free = Array.from({ length: lanes }, () => new CaseRunner(timeLimitMs));
  const all = [...free];
  const waiting: Array<(runner: CaseRunner) => void> = [];
  const take = () =>
    free.length > 0
      ? Promise.resolve(free.pop()!)
      : new Promise<CaseRunner>((resolve) => waiting.push(resolve));
  const give = (runner: CaseRunner) => {
    const next = waiting.shift();
    if (next) next(runner);
    else free.push(runner);
  };
  return {
    async cli(args: string[], cwd: string, env: Record<string, string> = {}): Promise<CliResult> {
      const runner = await take();
      try {
        const ended = await runner.run(cwd, args, { NO_COLOR: '1', ...env });
        if (ended.code !== null) return { code: ended.code, stdout: ended.stdout, stderr: ended.stderr };
        const why = ended.timedOut ? `still running after ${timeLimitMs / 1000} s` : 'ended without a code';
        return { code: 1, stdout: ended.stdout, stderr: `${ended.stderr}\n[the command ${why}]` };
      } finally {
        give(runner);
      }
    },
    /** Ends every lane's runner; resolves once they have exited. */
    async stop(): Promise<void> {
      await Promise.all(all.map((runner) => runner.stop()));
    },
  };
}

// Runs one command for the benchmark and measures it from outside: wall time, CPU time (user +
// sys of the process and of the children it waited for, from GNU time when it is installed) and
// the peak resident memory of every process of its tree, polled from /proc (Linux).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';
const POLL_MS = 100;
let runCount = 0;

/** Whether CPU times can be taken (GNU time at /usr/bin/time, `apt-get install time`). */
export const hasGnuTime = existsSync(GNU_TIME);

/** The processes under `pid` (itself at depth 0), from each thread's /proc children list. */
async function processTree(pid) {
  const tree = [];
  const queue = [{ pid, depth: 0 }];
  while (queue.length > 0) {
    const entry = queue.shift();
    tree.push(entry);
    const tasks = await readdir(`/proc/${entry.pid}/task`).catch(() => []);
    for (const task of tasks) {
      const list = await readFile(`/proc/${entry.pid}/task/${task}/children`, 'utf8').catch(() => '');
      for (const child of list.split(' ').filter(Boolean))
        queue.push({ pid: Number(child), depth: entry.depth + 1 });
    }
  }
  return tree;
}

/** Name and peak resident set so far (VmHWM: all threads of the process) of one process. */
async function peakOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const hwm = status && /^VmHWM:\s+(\d+) kB/m.exec(status);
  if (!hwm) return undefined;
  return { name: /^Name:\s+(.*)$/m.exec(status)[1], bytes: Number(hwm[1]) * 1024 };
}

/**
 * Runs `command` and resolves once it exits: `{ status, stdout, stderr, wallMs, cpuMs,
 * main, children }`. `main` is the command's own process (its threads included) and `children`
 * the processes it started, each `{ name, bytes }` with the highest VmHWM seen (polled every
 * 100 ms, so a child living less than that may be missed or its last growth unseen). `cpuMs`
 * is undefined without GNU time.
 */
export async function runMeasured(command, args, { cwd, env = process.env } = {}) {
  const timeFile = hasGnuTime
    ? path.join(os.tmpdir(), `accounts-docs-bench-time-${process.pid}-${runCount++}`)
    : undefined;
  const [file, argv] = timeFile
    ? [GNU_TIME, ['-f', '%U %S', '-o', timeFile, command, ...args]]
    : [command, args];
  const mainDepth = timeFile ? 1 : 0;
  const start = performance.now();
  const child = spawn(file, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const peaks = new Map();
  let running = true;
  const poller = (async () => {
    while (running) {
      for (const { pid, depth } of await processTree(child.pid)) {
        if (depth < mainDepth) continue;
        const peak = await peakOf(pid);
        const seen = peaks.get(pid);
        if (peak && (!seen || peak.bytes > seen.bytes))
          peaks.set(pid, { ...peak, main: depth === mainDepth });
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  const status = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  const wallMs = performance.now() - start;
  running = false;
  await poller;
  let cpuMs;
  if (timeFile) {
    // GNU time writes "Command exited with non-zero status N" first when the command fails.
    const line = (await readFile(timeFile, 'utf8').catch(() => '')).trim().split('\n').at(-1) ?? '';
    const [user, sys] = line.split(' ').map(Number);
    if (Number.isFinite(user) && Number.isFinite(sys)) cpuMs = (user + sys) * 1000;
    await rm(timeFile, { force: true });
  }
  const all = [...peaks.values()];
  return {
    status,
    stdout,
    stderr,
    wallMs,
    cpuMs,
    main: all.find((p) => p.main),
    children: all.filter((p) => !p.main),
  };
}

/**
 * Stops a server the bench started and waits until it has exited: `serve --watch` may still be
 * writing its cache when told to stop, and the site folder is removed right afterwards.
 */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// Runs hostile-corpus cases one after another in this one process, through the bundled CLI's
// `run(argv)` (packages/cli/dist/run.js: bin/accounts-docs is main.ts around the same function).
// Started by hostile-corpus.ts with `fork`; each message `{ cwd, args, env }` is one case, each
// answer `{ code, stdout, stderr, exited }`. Starting a CLI process costs ~1.5 s of CPU on this
// machine, most of it loading modules; here they load once per runner.
//
// What a user would see is kept: stdout and stderr are what the command wrote; an error that
// escapes the command (uncaught, or a rejection nobody handled) ends the case the way Node ends
// the CLI's process, with its stack trace on stderr and exit code 1, and this runner exits
// after it (its state can no longer be trusted); so does a `process.exit()` inside the command.
import { inspect } from 'node:util';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// As bin/accounts-docs does: React picks its build from NODE_ENV when first imported.
process.env.NODE_ENV ??= 'production';

const dist = new URL('../dist/', import.meta.url);
const { run } = await import(new URL('run.js', dist).href);
/** The worker scripts main.ts passes to `run`. */
const environment = {};
for (const [key, file] of [
  ['compileWorker', 'compile-worker.js'],
  ['typedocWorker', 'typedoc-worker.js'],
  ['twinWorker', 'twin-worker.js'],
]) {
  const full = fileURLToPath(new URL(file, dist));
  if (existsSync(full)) environment[key] = full;
}

/** The output of the case under way; undefined between cases (then writes go through). */
let capture;
let finished = false;

for (const [name, stream] of [
  ['stdout', process.stdout],
  ['stderr', process.stderr],
]) {
  const write = stream.write.bind(stream);
  stream.write = (chunk, encoding, callback) => {
    if (!capture) return write(chunk, encoding, callback);
    capture[name].push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk),
    );
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
}

const reallyExit = process.exit.bind(process);

/** Answers the case under way; `exited`: this runner ends after the answer. */
function finish(code, exited) {
  if (finished || !capture) return;
  finished = true;
  const { stdout, stderr } = capture;
  capture = undefined;
  process.send(
    {
      code,
      exited,
      stdout: Buffer.concat(stdout).toString('utf8'),
      stderr: Buffer.concat(stderr).toString('utf8'),
    },
    () => {
      if (exited) reallyExit(0);
    },
  );
}

// A `process.exit(code)` in the command ends the CLI's process with that code.
process.exit = (code) => {
  finish(typeof code === 'number' ? code : Number(process.exitCode ?? 0), true);
  // Nothing after process.exit() runs in the real process: stall the caller here.
  return new Promise(() => {});
};

/** What Node prints when an error ends the process, then the exit code it ends with (1). */
function fatal(error) {
  if (!capture) {
    process.stderr.write(`hostile-runner: between cases: ${inspect(error)}\n`);
    reallyExit(70);
  }
  capture.stderr.push(
    Buffer.from(`node:internal/process/execution\n        triggerUncaughtException(\n\n${inspect(error)}\n`),
  );
  finish(1, true);
}
// The command's own last resort (check-links --format json registers one) goes first: Node
// ends the process only when no listener of its own is there.
process.on('uncaughtException', (error) => {
  if (process.listenerCount('uncaughtException') === 1) fatal(error);
});
process.on('unhandledRejection', (reason) => {
  if (process.listenerCount('unhandledRejection') === 1) fatal(reason);
});

// The test process that started this runner is gone (killed, or ended without stopping it):
// nothing will send a case again.
process.on('disconnect', () => reallyExit(0));

process.on('message', async ({ cwd, args, env }) => {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  process.chdir(cwd);
  capture = { stdout: [], stderr: [] };
  finished = false;
  let code;
  try {
    code = await run(args, environment);
  } catch (error) {
    // main.ts does not catch what `run` throws either: Node ends the process with it.
    fatal(error);
    return;
  }
  // Writes the command left on their way (a stream's last chunk) are still its output.
  await new Promise((resolve) => setTimeout(resolve, 10));
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  finish(code, false);
});

process.send({ ready: true });

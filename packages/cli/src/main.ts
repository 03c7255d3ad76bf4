// First: V8's budget for optimizing a function, before any stage's code runs (see v8-tiering.ts).
import './v8-tiering.ts';
// Then: its side effect starts the config's thread before the other modules are evaluated.
import './prestart.ts';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The bundled CLI ships its worker scripts beside this file; from source there are none.
const compileWorker = fileURLToPath(new URL('./compile-worker.js', import.meta.url));
const typedocWorker = fileURLToPath(new URL('./typedoc-worker.js', import.meta.url));

// Loaded after the thread has started: a static import would be evaluated before it.
const { run } = await import('./cli.ts');
const code = await run(process.argv.slice(2), {
  ...(existsSync(compileWorker) ? { compileWorker } : {}),
  ...(existsSync(typedocWorker) ? { typedocWorker } : {}),
});
process.exitCode = code;
// The command is over: nothing left behind (a socket of a closed server, a request stuck on a
// file the server could not read, a child of a failed stage) may keep the process alive.
setTimeout(() => void stopEsbuild().finally(() => process.exit(code)), 500).unref();

/**
 * A bundle still under way when another stage failed (the React pages' while the markdown
 * stopped the build) has esbuild's service process waiting on one of our plugins: exiting
 * under it closes its pipe mid-request, and it prints Go's "all goroutines are asleep" trace
 * on our stderr. Stopped first, it ends quietly.
 */
async function stopEsbuild(): Promise<void> {
  try {
    const { stop } = await import('esbuild');
    await stop();
  } catch {
    // Not installed beside a stage that never bundled: nothing to stop.
  }
}

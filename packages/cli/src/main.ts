import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './cli.ts';

// The bundled CLI ships its worker scripts beside this file; from source there are none.
const compileWorker = fileURLToPath(new URL('./compile-worker.js', import.meta.url));
const typedocWorker = fileURLToPath(new URL('./typedoc-worker.js', import.meta.url));
const twinWorker = fileURLToPath(new URL('./twin-worker.js', import.meta.url));

const code = await run(process.argv.slice(2), {
  ...(existsSync(compileWorker) ? { compileWorker } : {}),
  ...(existsSync(typedocWorker) ? { typedocWorker } : {}),
  ...(existsSync(twinWorker) ? { twinWorker } : {}),
});
process.exitCode = code;
// A failed command is over: whatever the user's config left running (a timer, a socket, a
// top-level await that never settled) must not keep the process alive.
if (code !== 0) setTimeout(() => process.exit(code), 500).unref();

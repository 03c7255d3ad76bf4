import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './cli.ts';

// The bundled CLI ships the compile pool's worker beside this file; from source there is none.
const compileWorker = fileURLToPath(new URL('./compile-worker.js', import.meta.url));

process.exitCode = await run(process.argv.slice(2), existsSync(compileWorker) ? { compileWorker } : {});

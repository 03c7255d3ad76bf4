import { setFlagsFromString } from 'node:v8';

/**
 * V8's interrupt budget (bytecode executed before a function is considered for TurboFan):
 * sixteen times Node 20's default of 67,584. A build is a short run through a great deal of
 * code, TypeScript's 9 MB above all: with the default, TurboFan compiled ~900 functions on a
 * cold build of `content/`, on background threads that took ~2.5 s of CPU from the two cores
 * the main thread and TypeDoc's thread need, for code most of which ran a few more times.
 * A function that stays hot is still optimized, later.
 */
export const INTERRUPT_BUDGET = 16 * 67_584;

/**
 * Sets the budget for the whole process, its worker threads included (V8's flags are the
 * process's; a Worker's `execArgv` takes none), for the commands that run once and exit.
 * Not for `serve`: its process lives on, and the rebuilds of watch mode (~25 ms a save) want
 * their code optimized soon. Imported first by the CLI's entry, before the stages' code has
 * run enough to be queued for optimization. A budget given to node on its command line
 * (`node --interrupt-budget=…`) is kept.
 */
export function setInterruptBudget(
  argv: readonly string[] = process.argv.slice(2),
  execArgv: readonly string[] = process.execArgv,
): boolean {
  if (argv[0] !== 'build' && argv[0] !== 'check-links') return false;
  if (execArgv.some((arg) => /^--interrupt[-_]budget(=|$)/.test(arg))) return false;
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  return true;
}

setInterruptBudget();

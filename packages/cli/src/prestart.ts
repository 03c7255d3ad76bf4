import { prestartConfigThread } from '@accounts-docs/config/config-thread';

/**
 * Imported first by the CLI's entry, so it runs before the other modules are evaluated: a
 * command that loads the config starts the config's thread now (see `prestartConfigThread`),
 * and the thread's start overlaps the CLI's own module loading instead of following it.
 */
export function loadsConfig(argv: readonly string[]): boolean {
  const [command, ...rest] = argv;
  if (rest.includes('--help') || rest.includes('-h')) return false;
  if (command === 'build' || command === 'check-links') return true;
  return command === 'serve' && (rest.includes('--watch') || rest.includes('-w'));
}

if (loadsConfig(process.argv.slice(2))) prestartConfigThread();

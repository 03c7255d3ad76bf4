import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { discardPrestartedConfigThread } from '@accounts-docs/config/config-thread';
import { createReporter } from './report.ts';

// Each command's module is loaded when it runs: `--help` or a build that is up to date does
// not pay for loading every stage (start-up time is most of a warm build).

declare const __ACCOUNTS_DOCS_VERSION__: string | undefined;

const port = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new InvalidArgumentError('a port is a whole number from 0 to 65535');
  return n;
};

const count = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 64) throw new InvalidArgumentError('a whole number from 0 to 64');
  return n;
};

/**
 * A path option, made absolute against the folder the command was started in, before any
 * config runs (a config cannot change where `--out` or `--cache-dir` lead).
 */
const pathOption = (value: string) => path.resolve(value);

function format(value: string): 'text' | 'json' {
  if (value !== 'text' && value !== 'json') throw new InvalidArgumentError('expected text or json');
  return value;
}

/** Parses the command line and runs one command; resolves to the exit code. */
export async function run(
  argv: string[],
  environment: { compileWorker?: string; typedocWorker?: string } = {},
): Promise<number> {
  const reporter = createReporter();
  let exitCode = 0;
  const program = new Command()
    .name('accounts-docs')
    .description('Builds and serves the documentation site of a TypeScript monorepo')
    .version(typeof __ACCOUNTS_DOCS_VERSION__ === 'string' ? __ACCOUNTS_DOCS_VERSION__ : '0.0.0-dev')
    .showHelpAfterError()
    .exitOverride();

  program
    .command('init')
    .description('write a new site (config, two docs, a home page) into a folder, the current one by default')
    .argument('[dir]', 'folder of the new site (made when missing)')
    .action(async (dir: string | undefined) => {
      const { initCommand } = await import('./commands/init.ts');
      exitCode = initCommand(dir === undefined ? {} : { dir }, reporter);
    });

  program
    .command('build')
    .description('build the site into a folder of static files')
    .option(
      '-c, --config <file>',
      'config file (default: accounts-docs.config.ts in the current folder)',
      pathOption,
    )
    .option('-o, --out <dir>', 'output folder (default: build/ beside the config)', pathOption)
    .option('--no-cache', 'ignore and do not write the build cache')
    .option(
      '--cache-dir <dir>',
      'folder of the build cache (default: node_modules/.cache/accounts-docs beside the config)',
      pathOption,
    )
    .option('--profile', 'print stage timings and peak memory as JSON')
    .option(
      '--workers <n>',
      'compile pages on n worker threads (default: one per core, from 100 to compile; 0: none)',
      count,
    )
    .option(
      '--typedoc-json <file>',
      'read the API reference from this TypeDoc JSON instead of running TypeDoc',
      pathOption,
    )
    .action(
      async (options: {
        config?: string;
        out?: string;
        cache: boolean;
        cacheDir?: string;
        profile?: boolean;
        workers?: number;
        typedocJson?: string;
      }) => {
        const { buildCommand } = await import('./commands/build.ts');
        exitCode = await buildCommand({ ...options, ...environment }, reporter);
      },
    );

  program
    .command('serve')
    .description('serve the built site on localhost')
    .option('-d, --dir <dir>', 'folder to serve (default: build/ beside the config)', pathOption)
    .option('-p, --port <port>', 'port', port, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('-w, --watch', 'build, watch content and config, rebuild and reload on change', false)
    .option('-c, --config <file>', 'config file (with --watch)', pathOption)
    .option('--profile', "with --watch: print each rebuild's stage timings as JSON", false)
    .action(
      async (options: {
        dir?: string;
        port: number;
        host?: string;
        watch: boolean;
        config?: string;
        profile: boolean;
      }) => {
        const { serveCommand } = await import('./commands/serve.ts');
        exitCode = await serveCommand(options, reporter);
      },
    );

  program
    .command('check-links')
    .description('check every link and anchor of the site against its routes, without writing it')
    .option(
      '-c, --config <file>',
      'config file (default: accounts-docs.config.ts in the current folder)',
      pathOption,
    )
    .option('--format <format>', 'text or json', format, 'text')
    .action(async (options: { config?: string; format: 'text' | 'json' }) => {
      const { checkLinksCommand } = await import('./commands/check-links.ts');
      exitCode = await checkLinksCommand({ ...options, ...environment }, reporter);
    });

  program
    .command('list-theme-components')
    .description('list the theme components a project can override, with their props types')
    .option('--format <format>', 'text or json', format, 'text')
    .action(async (options: { format: 'text' | 'json' }) => {
      const { listThemeComponentsCommand } = await import('./commands/list-theme-components.ts');
      exitCode = listThemeComponentsCommand(options, (line) => console.log(line));
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    const code = (error as { exitCode?: number }).exitCode;
    return typeof code === 'number' ? code : reporter.failure(error);
  } finally {
    // A config thread started ahead (`prestart.ts`) that the command never took.
    discardPrestartedConfigThread();
  }
  return exitCode;
}

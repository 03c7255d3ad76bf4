import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG_FILES, loadConfig } from '@accounts-docs/config';
import { DiagnosticError, INTERNAL_ERROR, type Diagnostic } from '@accounts-docs/diagnostics';
import { findingsToJson, summarizeFindings } from '@accounts-docs/links';
import { SiteBuilder } from '../site-builder.ts';
import type { Reporter } from '../report.ts';

export interface CheckLinksCommandOptions {
  config?: string;
  format: 'text' | 'json';
  compileWorker?: string;
  typedocWorker?: string;
}

/**
 * `accounts-docs check-links`: reads the site like a build (API reference included) and runs
 * the build rules, without writing anything. Exit code 1 when a finding has error severity.
 */
export async function checkLinksCommand(
  options: CheckLinksCommandOptions,
  reporter: Reporter,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  let diagnostics: Diagnostic[];
  let pages = 0;
  const printJson = (list: Diagnostic[]) =>
    write(`${JSON.stringify(findingsToJson(list, { cwd: process.cwd() }), null, 2)}\n`);
  // The last resort for tools reading the JSON: an error thrown outside any await chain (a
  // config exporting a rejected promise, say) still ends as a JSON document and exit code 1.
  const lastResort = (error: unknown) => {
    printJson([unexpectedFailure(error, options.config)]);
    process.exit(1);
  };
  if (options.format === 'json') {
    process.once('uncaughtException', lastResort);
    process.once('unhandledRejection', lastResort);
  }
  try {
    const config = await loadConfig(options.config ? { configFile: options.config } : {});
    const builder = new SiteBuilder(config, {
      outDir: path.join(config.root, 'build'),
      cache: true,
      ...(options.compileWorker ? { compileWorker: options.compileWorker } : {}),
      ...(options.typedocWorker ? { typedocWorker: options.typedocWorker } : {}),
    });
    const checked = await builder.check();
    diagnostics = checked.diagnostics;
    pages = checked.pages.length;
  } catch (error) {
    if (error instanceof DiagnosticError) diagnostics = error.diagnostics;
    // A tool reading the JSON gets its document whatever went wrong (and exit code 1).
    else if (options.format === 'json') diagnostics = [unexpectedFailure(error, options.config)];
    else return reporter.failure(error);
  }
  process.off('uncaughtException', lastResort);
  process.off('unhandledRejection', lastResort);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  if (options.format === 'json') {
    printJson(diagnostics);
  } else {
    reporter.diagnostics(diagnostics);
    reporter.info(
      diagnostics.length === 0
        ? `✔ No broken links in ${pages} pages`
        : `${errors > 0 ? '✖' : '⚠'} ${summarizeFindings(diagnostics)}`,
    );
  }
  return errors > 0 ? 1 : 0;
}

/** A failure that is not a finding (a bug, or an error no stage turned into one), as a finding at the config file. */
function unexpectedFailure(error: unknown, configOption: string | undefined): Diagnostic {
  const configFile = configOption
    ? path.resolve(configOption)
    : DEFAULT_CONFIG_FILES.map((name) => path.resolve(name)).find((file) => existsSync(file));
  return {
    severity: 'error',
    ruleId: INTERNAL_ERROR,
    reason: `The check stopped on an unexpected error: ${error instanceof Error ? error.message : String(error)}`,
    ...(configFile ? { file: configFile, line: 1, column: 1 } : {}),
    hint: 'run `accounts-docs check-links` without --format json for the details, and report it if it looks like a bug',
  };
}

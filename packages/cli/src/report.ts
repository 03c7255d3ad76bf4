import pc from 'picocolors';
import {
  BROKEN_ANCHOR,
  BROKEN_LINK,
  BROKEN_MARKDOWN_LINK,
  DUPLICATE_ROUTE,
  DiagnosticError,
  formatDiagnostic,
  summarizeFindings,
  type Diagnostic,
} from '@accounts-docs/diagnostics';

const LINK_RULES = new Set<string>([BROKEN_LINK, BROKEN_ANCHOR, BROKEN_MARKDOWN_LINK, DUPLICATE_ROUTE]);

export interface Reporter {
  info(message: string): void;
  diagnostics(list: Diagnostic[]): void;
  /**
   * Prints a failure and returns the exit code. `ending` replaces the closing line of a build
   * (`Build failed with 2 errors; the output folder was left as it was.`) for other commands.
   */
  failure(error: unknown, ending?: (errors: number) => string): number;
}

/** Prints to stderr/stdout with colours when the terminal supports them. */
export function createReporter(
  stream: { out: NodeJS.WritableStream; err: NodeJS.WritableStream } = {
    out: process.stdout,
    err: process.stderr,
  },
): Reporter {
  const color = pc.isColorSupported;
  const print = (list: Diagnostic[]) => {
    for (const d of list) stream.err.write(`${formatDiagnostic(d, { color })}\n`);
  };
  return {
    info(message) {
      stream.out.write(`${message}\n`);
    },
    diagnostics: print,
    failure(error, ending) {
      if (error instanceof DiagnosticError) {
        print(error.diagnostics);
        const errors = error.diagnostics.filter((d) => d.severity === 'error').length;
        const links = error.diagnostics.filter((d) => LINK_RULES.has(d.ruleId));
        const found = links.length > 0 ? ` (${summarizeFindings(links, { severities: false })})` : '';
        const line = ending
          ? ending(errors)
          : `Build failed with ${errors} error${errors === 1 ? '' : 's'}${found}; the output folder was left as it was.`;
        stream.err.write(`${pc.red('✖')} ${line}\n`);
        return 1;
      }
      stream.err.write(
        `${pc.red('✖')} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      return 1;
    },
  };
}

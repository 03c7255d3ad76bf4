import pc from 'picocolors';
import { DiagnosticError, formatDiagnostic, type Diagnostic } from '@accounts-docs/diagnostics';

export interface Reporter {
  info(message: string): void;
  diagnostics(list: Diagnostic[]): void;
  /** Prints a failure and returns the exit code. */
  failure(error: unknown): number;
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
    failure(error) {
      if (error instanceof DiagnosticError) {
        print(error.diagnostics);
        const errors = error.diagnostics.filter((d) => d.severity === 'error').length;
        stream.err.write(
          `${pc.red('✖')} Build failed with ${errors} error${errors === 1 ? '' : 's'}; the output folder was left as it was.\n`,
        );
        return 1;
      }
      stream.err.write(
        `${pc.red('✖')} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      return 1;
    },
  };
}

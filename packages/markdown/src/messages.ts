import type { Point, Position } from 'unist';
import type { VFile } from 'vfile';
import { DiagnosticError, vfileDiagnostics } from '@accounts-docs/diagnostics';

/** Who reports the markdown stage's messages (vfile's `source`). */
export const SOURCE = 'accounts-docs';

export interface ReportOptions {
  /** Where in the file, as the parser gave it (a node's position or a point). */
  place: Point | Position | undefined;
  ruleId: string;
  /** How to fix it; carried as the message's `note`. */
  hint: string;
  /** An error (the page cannot be built); a warning otherwise. */
  fatal?: boolean;
}

/**
 * Reports a content problem on the page's vfile, as unified plugins do. The messages become
 * diagnostics in one place (`vfileDiagnostics`), when the compile ends or stops.
 */
export function report(file: VFile, reason: string, options: ReportOptions): void {
  const message = file.message(reason, { place: options.place, ruleId: options.ruleId, source: SOURCE });
  message.note = options.hint;
  message.fatal = options.fatal ?? false;
}

/** Stops the compile with the file's errors, when it has any. */
export function throwIfErrors(file: VFile): void {
  if (file.messages.some((message) => message.fatal)) throw errorsOf(file);
}

/** Stops the compile now with the error just reported (the page cannot be parsed further). */
export function fail(file: VFile, reason: string, options: Omit<ReportOptions, 'fatal'>): never {
  report(file, reason, { ...options, fatal: true });
  throw errorsOf(file);
}

function errorsOf(file: VFile): DiagnosticError {
  return new DiagnosticError(vfileDiagnostics(file).filter((d) => d.severity === 'error'));
}

import type { VFile } from 'vfile';
import { location } from 'vfile-location';
import type { Diagnostic } from './diagnostic.ts';
import { sortDiagnostics } from './sort.ts';

/**
 * The messages of a vfile as diagnostics, in reading order: the one place where a content
 * problem reported the unified way (`file.message(reason, { place, ruleId, source })`) becomes
 * what the CLI prints. A `fatal` message is an error, any other a warning; the message's `note`
 * is the hint; `lineText` is the line the message points into, from the file's own text.
 */
export function vfileDiagnostics(file: VFile): Diagnostic[] {
  if (file.messages.length === 0) return [];
  const text = String(file.value ?? '');
  const lines = location(text);
  return sortDiagnostics(
    file.messages.map((message): Diagnostic => {
      const start = message.line === undefined ? undefined : lines.toOffset({ line: message.line, column: 1 });
      const lineText = start === undefined ? undefined : lineAt(text, start);
      return {
        severity: message.fatal ? 'error' : 'warning',
        ruleId: message.ruleId ?? message.source ?? 'unknown',
        reason: message.reason,
        ...(message.file || file.path ? { file: message.file || file.path } : {}),
        ...(message.line === undefined ? {} : { line: message.line, column: message.column ?? 1 }),
        ...(lineText === undefined ? {} : { lineText }),
        ...(message.note ? { hint: message.note } : {}),
      };
    }),
  );
}

/** The line that starts at `start`, without its line ending (`\n`, `\r\n` or `\r`, as vfile-location counts them). */
function lineAt(text: string, start: number): string {
  const lineEnd = /[\r\n]/g;
  lineEnd.lastIndex = start;
  return text.slice(start, lineEnd.exec(text)?.index ?? text.length);
}

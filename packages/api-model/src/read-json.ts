import path from 'node:path';
import { DiagnosticError, positionAt } from '@accounts-docs/diagnostics';

export interface ParseJsonOptions {
  /** Absolute path, for the diagnostic. */
  file: string;
  ruleId: string;
  /** How to fix the file. */
  hint: string;
}

/** Parses JSON text; a syntax error becomes a DiagnosticError at the line and column where it breaks. */
export function parseJson(text: string, options: ParseJsonOptions): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { line, column } = positionAt(text, syntaxErrorOffset(message, text));
    // V8 appends "in JSON at position N" (and later versions "(line L column C)"): we give the place ourselves.
    const what = message.replace(/,? in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    throw new DiagnosticError(
      [
        {
          severity: 'error',
          ruleId: options.ruleId,
          reason: `${path.basename(options.file)} is not valid JSON: ${what}`,
          file: options.file,
          line,
          column,
          hint: options.hint,
        },
      ],
      { cause: error },
    );
  }
}

/** Offset of a JSON syntax error: V8 says `at position N`, except at the end of the input. */
function syntaxErrorOffset(message: string, text: string): number {
  const match = /at position (\d+)/.exec(message);
  return match ? Number(match[1]) : text.length;
}

/** Line and column of the first `"key":` in JSON text; 1:1 when absent. */
export function jsonKeyPosition(text: string, key: string): { line: number; column: number } {
  const match = new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:`).exec(text);
  return positionAt(text, match ? match.index : 0);
}

import path from 'node:path';
import { DiagnosticError, jsonKeyPlace, jsonSyntaxErrorPlace } from '@accounts-docs/diagnostics';

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
    // The reason is V8's, without the place it appends ("in JSON at position N", "(line L
    // column C)"); the place is the parser's (jsonSyntaxErrorPlace).
    const what = message.replace(/,? in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    throw new DiagnosticError(
      [
        {
          severity: 'error',
          ruleId: options.ruleId,
          reason: `${path.basename(options.file)} is not valid JSON: ${what}`,
          file: options.file,
          ...jsonSyntaxErrorPlace(text),
          hint: options.hint,
        },
      ],
      { cause: error },
    );
  }
}

/** Line and column of the top-level key `key` of a JSON object (the parser's place); 1:1 when absent. */
export const jsonKeyPosition: typeof jsonKeyPlace = jsonKeyPlace;

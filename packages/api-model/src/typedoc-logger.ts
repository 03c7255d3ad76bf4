import path from 'node:path';
import type { Logger, LogLevel, MinimalNode, MinimalSourceFile } from 'typedoc';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { RULES } from './rules.ts';

type TypeDoc = typeof import('typedoc');
/** Where TypeDoc's logger says a message is: a node, an offset in a file, or nowhere. */
type LogPlace = [MinimalNode?] | [number, MinimalSourceFile];
type Place = Pick<Diagnostic, 'file' | 'line' | 'column'>;

/**
 * A TypeDoc logger that records warnings and errors as diagnostics (rule `typedoc`) and
 * prints nothing. Takes the typedoc module because its base class exists only once TypeDoc
 * is loaded.
 */
export function createDiagnosticLogger(typedoc: TypeDoc, diagnostics: Diagnostic[]): Logger {
  const seen = new Set<string>();
  const record = (diagnostic: Diagnostic) => {
    // TypeDoc reads its options twice at bootstrap, and repeats some warnings: report each once.
    const key = JSON.stringify(diagnostic);
    if (!seen.has(key)) diagnostics.push(diagnostic);
    seen.add(key);
  };
  class DiagnosticLogger extends typedoc.Logger {
    #place: Place | undefined;

    // warn() and error() pass their place here, then call log() with the message.
    protected override addContext(message: string, _level: LogLevel, ...place: LogPlace): string {
      this.#place = placeOf(place);
      return message;
    }

    // TypeScript's diagnostics come straight to log(), formatted: their place is in the text.
    override log(message: string, level: LogLevel): void {
      super.log(message, level);
      const place = this.#place;
      this.#place = undefined;
      if (level < typedoc.LogLevel.Warn) return;
      const severity = level >= typedoc.LogLevel.Error ? 'error' : 'warning';
      record({
        severity,
        ruleId: RULES.typedoc,
        ...(place ? { reason: message, ...place } : typescriptMessage(message)),
      });
    }
  }
  return new DiagnosticLogger();
}

/** Absolute file and 1-based line/column of a log message's place. */
function placeOf(place: LogPlace): Place {
  const [first, second] = place;
  if (first === undefined) return {};
  const [offset, file] =
    typeof first === 'number' ? [first, second!] : [first.getStart(), first.getSourceFile()];
  const { line, character } = file.getLineAndCharacterOfPosition(offset);
  return { file: file.fileName, line: line + 1, column: character + 1 };
}

/**
 * A TypeScript diagnostic as TypeDoc logs it: `ts.formatDiagnosticsWithColorAndContext`,
 * i.e. `file:line:col - error TS5024: message` (file relative to the working directory),
 * colored, then the source line.
 */
export function typescriptMessage(text: string): Pick<Diagnostic, 'reason' | 'file' | 'line' | 'column'> {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const located = /^(.+?):(\d+):(\d+) - \w+ (TS\d+): ([^\n]*)/.exec(plain);
  if (located) {
    const [, file, line, column, code, reason] = located;
    return {
      reason: `${reason} (${code})`,
      file: path.resolve(file!),
      line: Number(line),
      column: Number(column),
    };
  }
  const bare = /^\w+ (TS\d+): ([^\n]*)/.exec(plain);
  return { reason: bare ? `${bare[2]} (${bare[1]})` : plain.trim() };
}

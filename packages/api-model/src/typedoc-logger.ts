import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger, LogLevel, MinimalNode, MinimalSourceFile, ProjectReflection } from 'typedoc';
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

const UNUSED_PARAM = /^The signature (.+) has an @param with name "(.+)", which was not used$/;
const UNKNOWN_TAG = /^Encountered an unknown block tag (@\S+)$/;

/**
 * TypeDoc logs an unused `@param` without a place (typedoc's CommentPlugin passes none): the
 * signature is found by its name in the converted project, and the tag in its comment, searched
 * back from the signature's line in its file.
 */
export function placeUnusedParams(
  diagnostics: Diagnostic[],
  project: ProjectReflection,
  typedoc: TypeDoc,
): Diagnostic[] {
  const unplaced = diagnostics.filter((d) => !d.file && UNUSED_PARAM.test(d.reason));
  if (unplaced.length === 0) return diagnostics;
  const signatures = new Map<string, { file: string; line: number }>();
  for (const reflection of project.getReflectionsByKind(typedoc.ReflectionKind.SomeSignature)) {
    const source = (reflection as { sources?: { fullFileName: string; line: number }[] }).sources?.[0];
    const name = reflection.getFriendlyFullName();
    if (source && !signatures.has(name))
      signatures.set(name, { file: source.fullFileName, line: source.line });
  }
  const texts = new Map<string, string[]>();
  return diagnostics.map((d) => {
    const match = d.file ? null : UNUSED_PARAM.exec(d.reason);
    const signature = match ? signatures.get(match[1]!) : undefined;
    if (!match || !signature) return d;
    let lines = texts.get(signature.file);
    if (!lines) {
      try {
        lines = readFileSync(signature.file, 'utf8').split('\n');
      } catch {
        lines = [];
      }
      texts.set(signature.file, lines);
    }
    // The comment is above the declaration: the nearest `@param name` going up.
    const tag = new RegExp(`@param\\s+(?:\\{[^}]*\\}\\s*)?\\[?${escapeRegExp(match[2]!)}\\b`);
    for (let i = Math.min(signature.line - 1, lines.length - 1); i >= 0 && i >= signature.line - 200; i--) {
      const found = tag.exec(lines[i]!);
      if (found)
        return {
          ...d,
          file: signature.file,
          line: i + 1,
          column: found.index + 1,
          hint: 'remove the @param or rename it to a parameter of the signature',
        };
    }
    return { ...d, file: signature.file, line: signature.line, column: 1 };
  });
}

/**
 * A block tag TypeDoc does not know is logged at every comment that uses it: reported once per
 * tag, at its first place, with how often it appears and how to declare it.
 */
export function groupUnknownBlockTags(diagnostics: Diagnostic[]): Diagnostic[] {
  const byTag = new Map<string, { first: Diagnostic; count: number }>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const tag = UNKNOWN_TAG.exec(d.reason)?.[1];
    if (!tag) {
      out.push(d);
      continue;
    }
    const seen = byTag.get(tag);
    if (seen) {
      seen.count++;
      continue;
    }
    const entry = { first: d, count: 1 };
    byTag.set(tag, entry);
    out.push(d);
  }
  return out.map((d) => {
    const tag = UNKNOWN_TAG.exec(d.reason)?.[1];
    const entry = tag ? byTag.get(tag) : undefined;
    if (!tag || !entry || entry.first !== d) return d;
    const more = entry.count > 1 ? ` (first of ${entry.count} places)` : '';
    return {
      ...d,
      ruleId: RULES.unknownBlockTag,
      reason: `TypeDoc does not know the block tag ${tag}${more}`,
      hint: `declare it in the config: api: { blockTags: ['${tag}'] } (or typedocOptions.blockTags)`,
    };
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

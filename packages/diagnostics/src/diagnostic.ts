import { lstatSync } from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import type { Severity } from './severity.ts';

/** A problem found in the user's content or config, with the place it comes from. */
export interface Diagnostic {
  severity: Severity;
  /** Stable id of the rule that found it, e.g. `front-matter-yaml` (listed in docs/errors.md). */
  ruleId: string;
  /** What is wrong, in one sentence. */
  reason: string;
  /** Absolute path of the file it is in. */
  file?: string;
  /** 1-based line and column. */
  line?: number;
  column?: number;
  /** The source line `line` points into, without its line break: the printer shows it with a caret under `column`. */
  lineText?: string;
  /** How to fix it ("did you mean …?"). */
  hint?: string;
  /** The link target a finding is about, as written in the page (`../server#options`). */
  target?: string;
}

/** Thrown by a stage that cannot go on; carries every diagnostic found until then. */
export class DiagnosticError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[], options?: { cause?: unknown }) {
    const first = diagnostics[0];
    super(first ? first.reason : 'build failed', options);
    this.name = 'DiagnosticError';
    this.diagnostics = diagnostics;
  }
}

/**
 * `file:line:col`, relative to `cwd` when the file is under it; the path alone for a file
 * that is not there (a missing config or folder), where a line would mean nothing.
 */
export function formatPlace(diagnostic: Diagnostic, cwd = process.cwd()): string {
  if (!diagnostic.file) return '';
  const rel = path.relative(cwd, diagnostic.file);
  const shown = rel && !rel.startsWith('..') ? rel : diagnostic.file;
  // lstat: a dangling symbolic link is still a file to point at.
  if (diagnostic.line === undefined && !lstatSync(diagnostic.file, { throwIfNoEntry: false })) return shown;
  return `${shown}:${diagnostic.line ?? 1}:${diagnostic.column ?? 1}`;
}

/**
 * One diagnostic as the CLI prints it: `path:line:col  error  reason  [rule]`, the source line
 * with a caret under the column when the diagnostic has its `lineText`, and the hint.
 */
export function formatDiagnostic(
  diagnostic: Diagnostic,
  options: { cwd?: string; color?: boolean } = {},
): string {
  const colors = pc.createColors(options.color ?? false);
  const place = visible(formatPlace(diagnostic, options.cwd));
  const label = diagnostic.severity === 'error' ? colors.red('error') : colors.yellow('warning');
  const head = [place && colors.bold(place), label, visible(diagnostic.reason), colors.dim(`[${diagnostic.ruleId}]`)]
    .filter(Boolean)
    .join('  ');
  const frame = diagnostic.lineText === undefined ? [] : codeFrame(diagnostic, colors);
  const hint = diagnostic.hint ? [`  ${colors.cyan('→')} ${visible(diagnostic.hint)}`] : [];
  return [head, ...frame, ...hint].join('\n');
}

/** Widest part of a long line shown around the column (a minified line can be megabytes). */
const FRAME_WIDTH = 100;

/**
 * The line and a caret under the column, as esbuild prints its messages:
 * `  12 │ see [the server](./servr.md)` then `     ╵      ^`. Tabs are shown as two spaces so
 * the caret lines up whatever the terminal's tab stops.
 */
function codeFrame(diagnostic: Diagnostic, colors: ReturnType<typeof pc.createColors>): string[] {
  const line = String(diagnostic.line ?? 1);
  const text = diagnostic.lineText ?? '';
  const column = Math.min(Math.max((diagnostic.column ?? 1) - 1, 0), text.length);
  // A window of the line around the column, marked with … where it is cut.
  const start = Math.max(0, Math.min(column - FRAME_WIDTH / 2, text.length - FRAME_WIDTH));
  const end = Math.min(text.length, start + FRAME_WIDTH);
  const show = (part: string) => visible(part.replace(/\t/g, '  '));
  const before = (start > 0 ? '…' : '') + show(text.slice(start, column));
  const shown = before + show(text.slice(column, end)) + (end < text.length ? '…' : '');
  const gutter = ' '.repeat(line.length);
  return [
    `  ${colors.dim(`${line} │`)} ${shown.trimEnd()}`,
    `  ${colors.dim(`${gutter} ╵`)} ${' '.repeat(before.length)}${colors.green('^')}`,
  ];
}

/**
 * Control characters shown as `\u0000`-style escapes: a message quotes what the user wrote (a
 * link ending in `%00` decodes to a NUL), and a raw NUL, escape sequence or line break would
 * garble the terminal or forge lines of the report; a bidirectional control (U+202E) would
 * show a file name in another order than it is written.
 */
export function visible(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Line and column (1-based) of a character offset in `text`. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

import path from 'node:path';
import type { Diagnostic, Severity } from '@accounts-docs/diagnostics';

/** One finding of `accounts-docs check-links --format json`; absent values are `null`, so every key is always there. */
export interface FindingJson {
  /** The rule id (`broken-link`, `broken-anchor` …). */
  kind: string;
  severity: Severity;
  /** Relative to `cwd` with `/` separators when under it, else absolute. */
  file: string | null;
  line: number | null;
  column: number | null;
  /** The href as written. */
  target: string | null;
  reason: string;
  hint: string | null;
}

/** The whole JSON report. */
export interface FindingsJson {
  findings: FindingJson[];
  summary: { errors: number; warnings: number };
}

export interface FindingsToJsonOptions {
  /** Files are shown relative to this folder. */
  cwd: string;
}

/** Findings as a JSON-serialisable report (for `check-links --format json`). */
export function findingsToJson(
  diagnostics: readonly Diagnostic[],
  options: FindingsToJsonOptions,
): FindingsJson {
  const findings = diagnostics.map((d): FindingJson => ({
    kind: d.ruleId,
    severity: d.severity,
    file: d.file === undefined ? null : shownPath(d.file, options.cwd),
    line: d.line ?? null,
    column: d.column ?? null,
    target: d.target ?? null,
    reason: d.reason,
    hint: d.hint ?? null,
  }));
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return { findings, summary: { errors, warnings: diagnostics.length - errors } };
}

/** Like `formatPlace`: relative under `cwd`, absolute outside it. */
function shownPath(file: string, cwd: string): string {
  const rel = path.relative(cwd, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return file;
  return rel.split(path.sep).join('/');
}

import type { Diagnostic } from './diagnostic.ts';

/**
 * Reading order: by file, line and column, then rule and reason. Strings compare by UTF-16 code
 * units, not `localeCompare`, whose order depends on the machine's locale: the same findings
 * print in the same order everywhere. Returns 0 only for two findings of the same place and text.
 */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    compareCodeUnits(a.file ?? '', b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    compareCodeUnits(a.ruleId, b.ruleId) ||
    compareCodeUnits(a.reason, b.reason)
  );
}

/** Sorts `diagnostics` in place into reading order (see `compareDiagnostics`) and returns it. */
export function sortDiagnostics<T extends Diagnostic>(diagnostics: T[]): T[] {
  return diagnostics.sort(compareDiagnostics);
}

/** Orders strings by UTF-16 code units, the same on every machine. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

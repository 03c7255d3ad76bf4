import { DOCUSAURUS_OPTION_IGNORED, positionAt, type Diagnostic } from '@accounts-docs/diagnostics';
import type { DocusaurusContext, Warn } from './docusaurus-input.ts';

const RULE = DOCUSAURUS_OPTION_IGNORED;

/**
 * The warnings for what a Docusaurus config sets that we leave out: `warn` adds one, placed
 * where its name is written in the file; `diagnostics()` lists them, each reason once.
 */
export function ignoredOptionWarnings(context: Pick<DocusaurusContext, 'file' | 'source'>): {
  warn: Warn;
  diagnostics: () => Diagnostic[];
} {
  const diagnostics: Diagnostic[] = [];
  const warn: Warn = (reason, near, hint) => {
    diagnostics.push({
      severity: 'warning',
      ruleId: RULE,
      reason,
      file: context.file,
      ...place(context.source, near),
      hint,
    });
  };
  return { warn, diagnostics: () => dedupe(diagnostics) };
}

/** Where a name is first written in the config: as a quoted string, else as a key. */
function place(source: string, near: string): { line: number; column: number } {
  for (const pattern of [`'${near}'`, `"${near}"`, `${near}:`, near]) {
    const index = source.indexOf(pattern);
    if (index !== -1) return positionAt(source, index + (pattern.startsWith(near) ? 0 : 1));
  }
  return { line: 1, column: 1 };
}

/** A plugin listed twice (or a preset option repeated) is one warning. */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    if (seen.has(d.reason)) return false;
    seen.add(d.reason);
    return true;
  });
}

// Here, not in the links stage whose findings it counts: the CLI's reporter prints it after a
// failed build, and importing the links stage for it loaded every stage before a warm build's
// up-to-date check (the bundle's chunks follow the packages).
import type { Diagnostic } from './diagnostic.ts';
import { BROKEN_ANCHOR, BROKEN_LINK, BROKEN_MARKDOWN_LINK, DUPLICATE_ROUTE } from './rule-ids.ts';

/** Singular and plural noun of each rule, in the order the summary lists them. */
const NOUNS: ReadonlyArray<readonly [ruleId: string, one: string, many: string]> = [
  [BROKEN_LINK, 'broken link', 'broken links'],
  [BROKEN_MARKDOWN_LINK, 'broken markdown link', 'broken markdown links'],
  [BROKEN_ANCHOR, 'broken anchor', 'broken anchors'],
  [DUPLICATE_ROUTE, 'duplicate route', 'duplicate routes'],
];

export interface SummarizeFindingsOptions {
  /**
   * End with the count of errors and warnings (default true). A line that already says how
   * many errors there are ("Build failed with 1 error (1 broken link)") leaves it out.
   */
  severities?: boolean;
}

/** One line for the end of a report: `2 broken links, 1 broken anchor (1 error, 2 warnings)`. */
export function summarizeFindings(
  diagnostics: readonly Diagnostic[],
  { severities = true }: SummarizeFindingsOptions = {},
): string {
  if (diagnostics.length === 0) return 'no findings';
  const counts = new Map<string, number>();
  for (const d of diagnostics) counts.set(d.ruleId, (counts.get(d.ruleId) ?? 0) + 1);
  const parts: string[] = [];
  for (const [ruleId, one, many] of NOUNS) {
    const count = counts.get(ruleId);
    if (count !== undefined) parts.push(plural(count, one, many));
    counts.delete(ruleId);
  }
  // Other rules, should a caller pass them: named by id, in a stable order.
  for (const [ruleId, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    parts.push(plural(count, `${ruleId} finding`, `${ruleId} findings`));
  }
  if (!severities) return parts.join(', ');
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return `${parts.join(', ')} (${plural(errors, 'error', 'errors')}, ${plural(warnings, 'warning', 'warnings')})`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

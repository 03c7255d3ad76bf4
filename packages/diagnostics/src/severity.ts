/** How bad a finding is: an error fails the build (exit code 1), a warning is only printed. */
export type Severity = 'error' | 'warning';

/**
 * The config's words for what to do with a kind of finding (`build.onBrokenLinks` …), the ones
 * Docusaurus uses: `throw` reports an error, `warn` a warning, `ignore` nothing.
 */
export const SEVERITY_OPTIONS = ['throw', 'warn', 'ignore'] as const;
export type SeverityOption = (typeof SEVERITY_OPTIONS)[number];

/** The severity a finding gets under a config word; `undefined` for `ignore` (not reported). */
export function severityOf(option: SeverityOption): Severity | undefined {
  return option === 'throw' ? 'error' : option === 'warn' ? 'warning' : undefined;
}

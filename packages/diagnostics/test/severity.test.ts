import { describe, expect, it } from 'vitest';
import { compareDiagnostics, severityOf, sortDiagnostics, type Diagnostic } from '../src/index.ts';

describe('severityOf', () => {
  it('translates the config\'s words into a finding\'s severity, none for ignore', () => {
    expect(severityOf('throw')).toBe('error');
    expect(severityOf('warn')).toBe('warning');
    expect(severityOf('ignore')).toBeUndefined();
  });
});

describe('sortDiagnostics', () => {
  const at = (file: string, line?: number, column?: number, ruleId = 'broken-link', reason = 'r'): Diagnostic => ({
    severity: 'error',
    ruleId,
    reason,
    file,
    line,
    column,
  });

  it('orders by file in code-unit order, whatever the machine\'s locale (`Z` before `a`)', () => {
    const sorted = sortDiagnostics([at('/s/a.md'), at('/s/Z.md'), at('/s/ä.md'), at('/s/B.md')]);
    expect(sorted.map((d) => d.file)).toEqual(['/s/B.md', '/s/Z.md', '/s/a.md', '/s/ä.md']);
  });

  it('then by line and column as numbers, then rule and reason', () => {
    const sorted = sortDiagnostics([
      at('/a.md', 10, 1),
      at('/a.md', 2, 7),
      at('/a.md', 2, 3, 'unsafe-link'),
      at('/a.md', 2, 3, 'broken-anchor', 'b'),
      at('/a.md', 2, 3, 'broken-anchor', 'a'),
    ]);
    expect(sorted.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.reason}`)).toEqual([
      '2:3 broken-anchor a',
      '2:3 broken-anchor b',
      '2:3 unsafe-link r',
      '2:7 broken-link r',
      '10:1 broken-link r',
    ]);
  });

  it('puts a diagnostic without a file first, and finds two of the same place and text equal', () => {
    expect(sortDiagnostics([at('/a.md', 1, 1), { severity: 'error', ruleId: 'x', reason: 'r' }])[0]!.file).toBeUndefined();
    expect(compareDiagnostics(at('/a.md', 1, 1), at('/a.md', 1, 1))).toBe(0);
  });
});

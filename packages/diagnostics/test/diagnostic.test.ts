import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../src/index.ts';

describe('formatDiagnostic', () => {
  const finding: Diagnostic = {
    severity: 'warning',
    ruleId: 'broken-anchor',
    reason: 'Broken anchor `#optins` on `/docs/server`',
    file: '/site/content/docs/intro.md',
    line: 7,
    column: 14,
    hint: 'did you mean `#options`?',
    target: '/docs/server#optins',
  };

  it('prints place, severity, reason, rule and hint', () => {
    expect(formatDiagnostic(finding, { cwd: '/site' })).toBe(
      'content/docs/intro.md:7:14  warning  Broken anchor `#optins` on `/docs/server`  [broken-anchor]\n' +
        '  → did you mean `#options`?',
    );
  });

  it('does not print `target`: the reason names it already, `target` is for machine reports', () => {
    const { target: _, ...withoutTarget } = finding;
    expect(formatDiagnostic(finding, { cwd: '/site' })).toBe(
      formatDiagnostic(withoutTarget, { cwd: '/site' }),
    );
  });
});

describe('control characters in messages', () => {
  it('are printed as escapes, never raw (a NUL from a `%00` link, an escape sequence, a line break)', () => {
    const text = formatDiagnostic(
      {
        severity: 'error',
        ruleId: 'broken-link',
        reason: 'Broken link to `/docs/a\u0000`',
        file: '/site/docs/a.md',
        line: 1,
        column: 1,
        hint: 'did you mean `/docs/a`?\u001b[2J\nforged  error  line',
      },
      { cwd: '/site' },
    );
    expect(text).toBe(
      'docs/a.md:1:1  error  Broken link to `/docs/a\\u0000`  [broken-link]\n' +
        '  → did you mean `/docs/a`?\\u001b[2J\\u000aforged  error  line',
    );
  });
});

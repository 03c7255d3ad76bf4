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

describe('code frame', () => {
  const finding: Diagnostic = {
    severity: 'error',
    ruleId: 'admonition-unknown-type',
    reason: 'Unknown admonition type "warnign"',
    file: '/site/docs/a.md',
    line: 12,
    column: 3,
    lineText: '> :::warnign',
    hint: 'did you mean `:::warning`?',
  };

  it('shows the source line with a caret under the column, between the message and the hint', () => {
    expect(formatDiagnostic(finding, { cwd: '/site' })).toBe(
      [
        'docs/a.md:12:3  error  Unknown admonition type "warnign"  [admonition-unknown-type]',
        '  12 │ > :::warnign',
        '     ╵   ^',
        '  → did you mean `:::warning`?',
      ].join('\n'),
    );
  });

  it('keeps the caret under the column past tabs and control characters', () => {
    const text = formatDiagnostic({ ...finding, line: 1, column: 4, lineText: '\t\u0000x[a](b)', hint: undefined }, { cwd: '/site' });
    expect(text.split('\n').slice(1)).toEqual(['  1 │   \\u0000x[a](b)', '    ╵          ^']);
  });

  it('shows a window of a long line around the column, marked where it is cut', () => {
    const lineText = `${'a'.repeat(300)}[broken](./x.md)${'b'.repeat(300)}`;
    const [, line, caret] = formatDiagnostic({ ...finding, line: 1, column: 301, lineText, hint: undefined }).split('\n');
    expect(line).toBe(`  1 │ …${'a'.repeat(50)}[broken](./x.md)${'b'.repeat(34)}…`);
    expect(caret!.indexOf('^') - caret!.indexOf('╵')).toBe(line!.indexOf('[') - line!.indexOf('│'));
  });

  it('is left out when the diagnostic has no line text', () => {
    const { lineText: _, ...withoutText } = finding;
    expect(formatDiagnostic(withoutText, { cwd: '/site' }).split('\n')).toHaveLength(2);
  });
});

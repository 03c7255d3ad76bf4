import type { Diagnostic } from '@accounts-docs/diagnostics';
import { describe, expect, it } from 'vitest';
import { findingsToJson } from '../src/index.ts';

const cwd = '/site';
const findings: Diagnostic[] = [
  {
    severity: 'error',
    ruleId: 'broken-link',
    reason: 'Broken link to `/docs/srever`',
    file: '/site/content/docs/server.md',
    line: 12,
    column: 5,
    target: '/docs/srever',
    hint: 'did you mean `/docs/server`?',
  },
  {
    severity: 'warning',
    ruleId: 'broken-anchor',
    reason: 'Broken anchor `#optins` on `/docs/server`',
    file: '/elsewhere/api.ts',
    line: 3,
    column: 1,
    target: '#optins',
    hint: 'did you mean `#options`?',
  },
  { severity: 'warning', ruleId: 'duplicate-route', reason: 'Two files have the route `/docs/a`' },
];

describe('findingsToJson', () => {
  it('gives every finding with the same keys, files relative to cwd, and the counts', () => {
    const report = findingsToJson(findings, { cwd });
    expect(report).toEqual({
      findings: [
        {
          kind: 'broken-link',
          severity: 'error',
          file: 'content/docs/server.md',
          line: 12,
          column: 5,
          target: '/docs/srever',
          reason: 'Broken link to `/docs/srever`',
          hint: 'did you mean `/docs/server`?',
        },
        {
          kind: 'broken-anchor',
          severity: 'warning',
          file: '/elsewhere/api.ts',
          line: 3,
          column: 1,
          target: '#optins',
          reason: 'Broken anchor `#optins` on `/docs/server`',
          hint: 'did you mean `#options`?',
        },
        {
          kind: 'duplicate-route',
          severity: 'warning',
          file: null,
          line: null,
          column: null,
          target: null,
          reason: 'Two files have the route `/docs/a`',
          hint: null,
        },
      ],
      summary: { errors: 1, warnings: 2 },
    });
  });

  it('survives a JSON round trip unchanged', () => {
    const report = findingsToJson(findings, { cwd });
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('gives an empty report for no findings', () => {
    expect(findingsToJson([], { cwd })).toEqual({ findings: [], summary: { errors: 0, warnings: 0 } });
  });
});

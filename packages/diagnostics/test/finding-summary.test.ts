import type { Diagnostic } from '../src/index.ts';
import { describe, expect, it } from 'vitest';
import { summarizeFindings } from '../src/index.ts';

function finding(ruleId: string, severity: Diagnostic['severity'] = 'warning'): Diagnostic {
  return { ruleId, severity, reason: 'x' };
}

describe('summarizeFindings', () => {
  it('counts each rule and each severity, in one line', () => {
    expect(
      summarizeFindings([
        finding('broken-anchor'),
        finding('broken-link', 'error'),
        finding('broken-link', 'warning'),
      ]),
    ).toBe('2 broken links, 1 broken anchor (1 error, 2 warnings)');
  });

  it('leaves the severities out on request, for a line that already counts the errors', () => {
    const list = [finding('broken-link', 'error'), finding('broken-anchor'), finding('broken-anchor')];
    expect(summarizeFindings(list, { severities: false })).toBe('1 broken link, 2 broken anchors');
  });

  it.each([
    ['broken-link', '1 broken link', '3 broken links'],
    ['broken-markdown-link', '1 broken markdown link', '3 broken markdown links'],
    ['broken-anchor', '1 broken anchor', '3 broken anchors'],
    ['duplicate-route', '1 duplicate route', '3 duplicate routes'],
  ])('says %s in the singular and the plural', (ruleId, one, many) => {
    expect(summarizeFindings([finding(ruleId)])).toBe(`${one} (0 errors, 1 warning)`);
    expect(
      summarizeFindings([finding(ruleId, 'error'), finding(ruleId, 'error'), finding(ruleId, 'error')]),
    ).toBe(`${many} (3 errors, 0 warnings)`);
  });

  it('lists the rules in a fixed order, other rules last by id', () => {
    expect(
      summarizeFindings([
        finding('zz-rule'),
        finding('duplicate-route'),
        finding('code-language-unknown'),
        finding('code-language-unknown'),
        finding('broken-anchor'),
        finding('broken-markdown-link'),
        finding('broken-link'),
      ]),
    ).toBe(
      '1 broken link, 1 broken markdown link, 1 broken anchor, 1 duplicate route, ' +
        '2 code-language-unknown findings, 1 zz-rule finding (0 errors, 7 warnings)',
    );
  });

  it('says so when there is nothing', () => {
    expect(summarizeFindings([])).toBe('no findings');
  });
});

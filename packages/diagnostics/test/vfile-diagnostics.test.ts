import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { vfileDiagnostics } from '../src/index.ts';

describe('vfileDiagnostics', () => {
  it('turns messages into diagnostics in reading order, fatal ones as errors, with their line text', () => {
    const file = new VFile({ path: '/site/docs/a.md', value: '# A\r\n\r\n:::tipp\nbody\n' });
    const warning = file.message('Heading id "a" is already used', {
      place: { line: 1, column: 1 },
      ruleId: 'heading-id-duplicate',
      source: 'accounts-docs',
    });
    warning.note = 'give this heading another id';
    const error = file.message('Unknown admonition type "tipp"', {
      place: { start: { line: 3, column: 1 }, end: { line: 4, column: 5 } },
      ruleId: 'admonition-unknown-type',
      source: 'accounts-docs',
    });
    error.fatal = true;
    expect(vfileDiagnostics(file)).toEqual([
      {
        severity: 'warning',
        ruleId: 'heading-id-duplicate',
        reason: 'Heading id "a" is already used',
        file: '/site/docs/a.md',
        line: 1,
        column: 1,
        lineText: '# A',
        hint: 'give this heading another id',
      },
      {
        severity: 'error',
        ruleId: 'admonition-unknown-type',
        reason: 'Unknown admonition type "tipp"',
        file: '/site/docs/a.md',
        line: 3,
        column: 1,
        lineText: ':::tipp',
      },
    ]);
  });

  it('gives no line text to a message without a place, nor one past the end of the file', () => {
    const file = new VFile({ path: '/a.md', value: 'one line' });
    file.message('no place', { ruleId: 'x' });
    file.message('past the end', { place: { line: 9, column: 1 }, ruleId: 'y' });
    expect(vfileDiagnostics(file).map((d) => [d.line, d.lineText])).toEqual([
      [undefined, undefined],
      [9, undefined],
    ]);
  });
});

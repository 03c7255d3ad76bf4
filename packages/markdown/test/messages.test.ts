import { describe, expect, it } from 'vitest';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { compileMarkdown } from '../src/index.ts';

const file = '/site/docs/page.md';

describe('content problems as vfile messages', () => {
  it('a warning keeps the parser\'s place and the source line it points into', async () => {
    const source = '---\ntitle: Page\n---\n\n## Setup {#setup}\n\nText.\n\n  ## Again {#setup}\n';
    const { diagnostics } = await compileMarkdown(source, { file });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        ruleId: 'heading-id-duplicate',
        file,
        line: 9,
        column: 3,
        lineText: '  ## Again {#setup}',
      }),
    ]);
  });

  it('errors stop the compile as one DiagnosticError, in reading order, each with its line', async () => {
    const source = 'Intro.\r\n\r\n:::tipp\r\nbody\r\n:::\r\n\r\n:::dangr\r\nmore\r\n:::\r\n';
    const error = await compileMarkdown(source, { file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticError);
    expect((error as DiagnosticError).diagnostics.map((d) => [d.severity, d.ruleId, d.line, d.lineText])).toEqual([
      ['error', 'admonition-unknown-type', 3, ':::tipp'],
      ['error', 'admonition-unknown-type', 7, ':::dangr'],
    ]);
  });

  it('a YAML problem in front matter is placed in the file, below the opening fence', async () => {
    const source = '---\ntitle: Page\ntitle: Twice\n---\n\nText.\n';
    const error = await compileMarkdown(source, { file }).catch((e: unknown) => e);
    expect((error as DiagnosticError).diagnostics).toEqual([
      expect.objectContaining({ ruleId: 'front-matter-yaml', line: 3, column: 1, lineText: 'title: Twice' }),
    ]);
  });
});

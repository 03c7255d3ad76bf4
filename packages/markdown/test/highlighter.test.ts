import { describe, expect, it } from 'vitest';
import { createCodeHighlighter } from '../src/index.ts';
import { ensureLanguages } from '../src/highlighter.ts';

// Its own file, so Shiki's grammars are fresh here: the bug shows on a grammar's first use only.
describe('createCodeHighlighter', () => {
  it("colours a grammar's first block like every later one (builds do not depend on page order)", async () => {
    const themes = { light: 'github-light-high-contrast', dark: 'github-dark-default' };
    const highlighter = await createCodeHighlighter({ themes });
    await ensureLanguages(highlighter, ['ts']);
    const code = "import { AccountsClient } from '@accounts/client';";
    const first = highlighter.codeToHtml(code, { lang: 'ts', themes });
    const second = highlighter.codeToHtml(code, { lang: 'ts', themes });
    expect(first).toBe(second);
    // The braces are punctuation, not the keyword's red.
    expect(first).toContain('<span style="color:#0E1116;--shiki-dark:#E6EDF3"> { AccountsClient } </span>');
  });
});

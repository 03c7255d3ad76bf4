import { toHtml } from 'hast-util-to-html';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileMarkdown, createCodeHighlighter } from '../src/index.ts';
import { codeHtmlAsRaw } from './code-html-as-raw.ts';

describe('code blocks on a busy machine', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are highlighted in full however long a line takes (no tokenizer time limit)', async () => {
    const themes = { light: 'github-light-high-contrast', dark: 'github-dark-default' };
    const highlighter = await createCodeHighlighter({ themes });
    // Every reading of the clock is a second later: as when a grammar's rules first compile
    // while other processes load the machine. Shiki's default 500 ms limit per line would stop
    // after the first token and paint the rest of the line in its colour.
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const compiled = await compileMarkdown("```ts\nimport { AccountsClient } from '@accounts/client';\n```", {
      file: 'docs/a.md',
      highlighter,
      themes,
    });
    // The braces are punctuation, not the keyword's red.
    expect(toHtml(codeHtmlAsRaw(compiled.hast), { allowDangerousHtml: true })).toContain(
      '<span style="color:#0E1116;--shiki-dark:#E6EDF3"> { AccountsClient } </span>',
    );
  });
});

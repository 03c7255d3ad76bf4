import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { compileMarkdown } from '../src/index.ts';

const file = '/site/docs/page.md';

describe("the page's own h1", () => {
  it('is its first heading when that is an h1', async () => {
    expect((await compileMarkdown('Intro text.\n\n# Title\n\n## Part', { file })).h1).toBe('Title');
  });

  it('is none when an h2 comes first: a later `#` heading stays in the content', async () => {
    const result = await compileMarkdown('## Overview\n\nText.\n\n# Appendix\n\nMore.', { file });
    expect(result.h1).toBeUndefined();
    expect(toHtml(result.hast)).toContain('<h1 id="appendix">Appendix</h1>');
    expect(result.anchors).toEqual(['overview', 'appendix']);
  });

  it('is none when the page has no heading', async () => {
    expect((await compileMarkdown('Just text.', { file })).h1).toBeUndefined();
  });
});

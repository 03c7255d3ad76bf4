import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../src/index.ts';

describe('{#custom-id} heading ids in MDX, as in markdown', () => {
  it('gives an .mdx heading its written id, as Docusaurus escapes `{#` on heading lines', async () => {
    const source =
      '# Errors {#top}\n\n## Error codes {#error-codes}\n\nA {"literal"} expression stays MDX.\n\n## Plain\n';
    const page = await compileMarkdown(source, { file: '/site/docs/errors.mdx' });
    const html = toHtml(page.hast);
    expect(html).toContain('<h2 id="error-codes">Error codes<a class="hash-link" href="#error-codes"');
    expect(page.anchors).toEqual(['top', 'error-codes', 'plain']);
    expect(page.h1).toBe('Errors');
    // The same page as markdown gives the same ids.
    const md = await compileMarkdown(source.replace('{"literal"}', 'literal'), {
      file: '/site/docs/errors.md',
    });
    expect(md.anchors).toEqual(page.anchors);
  });

  it('leaves an id already escaped as written once', async () => {
    const page = await compileMarkdown('## Title \\{#custom}\n', { file: '/site/docs/a.mdx' });
    expect(page.anchors).toEqual(['custom']);
  });
});

import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { compileMarkdown } from '../src/index.ts';

const file = '/site/docs/page.md';

describe('raw HTML in markdown', () => {
  it('is kept: linked images, details around markdown, line breaks', async () => {
    const source =
      '## Contributors\n\n<a href="https://github.com/ada"><img src="https://avatars.example/ada.png" width="60" alt="ada"/></a>\n<a href="/docs/team"><img src="/img/bob.png" alt="bob"/></a>\n\n<details>\n<summary>More</summary>\n\nSome **markdown** inside.<br>\n\n</details>\n';
    const out = toHtml((await compileMarkdown(source, { file })).hast);
    expect(out).toContain(
      '<a href="https://github.com/ada"><img src="https://avatars.example/ada.png" width="60" alt="ada"></a>\n<a href="/docs/team"><img src="/img/bob.png" alt="bob"></a>',
    );
    expect(out).toContain('<details>\n<summary>More</summary>\n<p>Some <strong>markdown</strong> inside.<br></p>\n</details>');
  });

  it('links and images carry the place they are written in the file', async () => {
    const source = '# Team\n\nIntro [docs](/docs/a).\n\n<p align="center">\n  <a href="/docs/team"><img src="/img/bob.png"></a>\n</p>\n';
    const { links } = await compileMarkdown(source, { file });
    expect(links).toEqual([
      { url: '/docs/a', line: 3, column: 7 },
      { url: '/docs/team', line: 6, column: 3 },
      { url: '/img/bob.png', line: 6, column: 24 },
    ]);
  });

  it('keeps code fence meta (title, highlighted lines) when the page also has HTML', async () => {
    const source = '<br/>\n\n```ts title="a.ts" {1}\nconst a = 1;\n```\n';
    const out = toHtml((await compileMarkdown(source, { file })).hast);
    expect(out).toContain('<div class="code-block-title">a.ts</div>');
    expect(out).not.toContain('data-fence-meta');
  });

  it('keeps a <script> and warns about it at its line', async () => {
    const result = await compileMarkdown('Text\n\n<script>if (a && b < c) go();</script>\n', { file });
    expect(toHtml(result.hast)).toContain('<script>if (a && b < c) go();</script>');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', ruleId: 'raw-html-script', file, line: 3, column: 1 }),
    ]);
  });

  it('markdown images are links too', async () => {
    const { links } = await compileMarkdown('Look: ![logo](/img/logo.svg)\n', { file });
    expect(links).toEqual([{ url: '/img/logo.svg', line: 1, column: 7 }]);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as pagefind from 'pagefind';
import { pagefindDocument } from '../src/pagefind-document.ts';

const page = (body: string, { head = '', chrome = '' } = {}) =>
  `<!DOCTYPE html><html lang="en" dir="ltr" data-theme="light"><head><meta charSet="utf-8"/><title>A page | Site</title>` +
  `<meta data-pagefind-meta="title[content]" content="A page"/><meta data-pagefind-filter="section[content]" content="Guide"/>${head}</head>` +
  `<body><nav class="navbar"><img src="/img/logo.svg" alt="Site logo"/><a href="/docs">Docs</a></nav>` +
  `<aside class="sidebar">${'<a href="/docs/x">A sidebar link</a>'.repeat(50)}</aside>${chrome}` +
  `<main><article class="markdown" data-pagefind-body="">${body}</article></main><footer>Footer text</footer></body></html>`;

const BODY =
  '<h1>A page</h1><p>Some <strong>text</strong> about <code>AccountsServer</code>.</p>' +
  '<article class="nested"><h2 id="nested">Nested</h2><p>An article inside the body.</p></article>' +
  '<h2 id="second">Second<a class="hash-link" href="#second">#</a></h2><p>More text<!-- --> here.</p>' +
  '<img src="/img/diagram.png" alt="A diagram"/><pre><code>&lt;article&gt; in code</code></pre>';

describe('pagefindDocument', () => {
  it('keeps the body, the pagefind meta tags, the title and the first image, and drops the chrome', () => {
    const html = page(BODY);
    const cut = pagefindDocument(html);
    expect(cut.length).toBeLessThan(html.length / 2);
    expect(cut).toContain(`<article class="markdown" data-pagefind-body="">${BODY}</article>`);
    expect(cut).toContain('<meta data-pagefind-filter="section[content]" content="Guide"/>');
    expect(cut).toContain('<title>A page | Site</title>');
    expect(cut).toContain('<img src="/img/logo.svg" alt="Site logo"/>');
    expect(cut).not.toContain('sidebar');
    expect(cut).not.toContain('Footer text');
  });

  it('sends the whole page when its shape is not the plain one', () => {
    const cases = [
      page('<p>no body</p>').replace(' data-pagefind-body=""', ''),
      page('<p>two bodies</p><div data-pagefind-body="">again</div>'),
      page('<p>a script</p><script>var a = "<article>";</script>'),
      page('<p>a comment</p><!-- <article> -->'),
      page('<p>x</p>', { chrome: '<span data-pagefind-meta="author">Someone</span>' }),
      page('<p>unclosed'),
    ].map((html) => (html.includes('unclosed') ? html.replace('</article>', '') : html));
    for (const html of cases) expect(pagefindDocument(html)).toBe(html);
  });

  it('gives Pagefind the same index, byte for byte, as the whole pages', async () => {
    const pages = [
      { url: '/docs/one', html: page(BODY) },
      { url: '/docs/two', html: page('<h1>Two</h1><p>Another page with <em>words</em>.</p>') },
      { url: '/docs/three', html: page('<p>No heading, an image first</p><img src="/a.png" alt="A"/>') },
    ];
    const digest = async (send: (html: string) => string) => {
      const { index } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['.hash-link'] });
      for (const p of pages) await index!.addHTMLFile({ url: p.url, content: send(p.html) });
      const { files } = await index!.getFiles();
      const hash = createHash('sha256');
      for (const file of files.sort((a, b) => (a.path < b.path ? -1 : 1))) hash.update(file.path).update(file.content);
      await index!.deleteIndex();
      return hash.digest('hex');
    };
    try {
      expect(await digest(pagefindDocument)).toBe(await digest((html) => html));
    } finally {
      await pagefind.close();
    }
  });
});

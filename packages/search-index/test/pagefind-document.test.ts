import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as pagefind from 'pagefind';
import { pagefindDocument, tablesAsSentences } from '../src/pagefind-document.ts';

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

/** A highlighted block as the markdown stage writes it: a span per line, a span per token. */
const line = (tokens: string[], className = 'line') =>
  `<span class="${className}">${tokens.map((token, i) => `<span style="color:#${i}0${i}0${i}0;--shiki-dark:#A5D6FF">${token}</span>`).join('')}</span>`;
const HIGHLIGHTED =
  '<div class="code-block"><pre class="shiki" style="background-color:#fff" tabindex="0" data-language="ts"><code>' +
  `${line(['import', ' {', ' AccountsServer', ' }', ' from', " '@accounts/server'"])}\n` +
  `${line(['const', ' server', ' =', ' new', ' AccountsServer', '(', 'options', ');'], 'line highlighted')}\n` +
  `${line(['server', '.', 'loginWith', 'Service', '(', ');'])}` +
  '</code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button></div>';
/** Blocks with a span of another kind: sent as they are. */
const OTHER_SPANS = [
  '<pre><code><span class="line"><span style="color:#111">visible</span><span aria-hidden="true">hiddenword</span></span></code></pre>',
  '<pre><code><span class="token">tokenclass</span></code></pre>',
  '<pre class="api-signature"><code><span class="api-label">label</span><a class="api-ref" href="/api/x">Ref</a><wbr/></code></pre>',
];

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

  it("takes a highlighted block's token spans out, its text left as it was, and keeps blocks with other spans", () => {
    const cut = pagefindDocument(page(`<h1>Code</h1>${HIGHLIGHTED}${OTHER_SPANS.join('')}`));
    const text = (html: string) => html.replace(/<[^<>]*>/g, '');
    const block = /<pre class="shiki"[\s\S]*?<\/pre>/.exec(cut)![0];
    expect(block).not.toContain('<span');
    expect(text(block)).toBe(text(/<pre[\s\S]*?<\/pre>/.exec(HIGHLIGHTED)![0]));
    expect(block).toContain(
      "import { AccountsServer } from '@accounts/server'\nconst server = new AccountsServer(options);\nserver.loginWithService();",
    );
    for (const other of OTHER_SPANS) expect(cut).toContain(other);
  });

  it('reads each table row as a sentence, without the header row', () => {
    const table =
      '<table class="api-table"><thead><tr><th>Name</th><th>Summary</th></tr></thead><tbody>' +
      '<tr><td data-label="Name"><a href="/api/x"><code>Accounts<wbr/>Server</code></a></td><td>The server.</td></tr>' +
      '<tr id="Empty"><td><code>Empty</code></td><td></td></tr>' +
      '<tr><td><code>typed</code></td><td><code>string</code></td><td>Used by <em>both</em></td></tr></tbody></table>';
    const cut = pagefindDocument(page(`<h1>T</h1>${table}<p>After.</p>`));
    expect(cut).toContain(
      '<h1>T</h1><div><p><a href="/api/x"><code>Accounts<wbr/>Server</code></a>: The server.</p>' +
        '<p><code>Empty</code>.</p><p><code>typed</code>: <code>string</code>; Used by <em>both</em>.</p></div><p>After.</p>',
    );
    expect(cut).not.toContain('Summary');
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

  it('gives Pagefind the same index, byte for byte, as the whole pages (their tables read alike)', async () => {
    const pages = [
      { url: '/docs/one', html: page(BODY) },
      { url: '/docs/two', html: page('<h1>Two</h1><p>Another page with <em>words</em>.</p>') },
      { url: '/docs/three', html: page('<p>No heading, an image first</p><img src="/a.png" alt="A"/>') },
      {
        url: '/docs/table',
        html: page(
          '<h1>Table</h1><table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>one</td><td>two</td></tr></tbody></table>',
        ),
      },
      {
        url: '/docs/code',
        html: page(
          `<h1>Code</h1><p>Before the code.</p>${HIGHLIGHTED}<h2 id="more">More</h2>${OTHER_SPANS.join('<p>and</p>')}`,
        ),
      },
    ];
    const digest = async (send: (html: string) => string) => {
      const { index } = await pagefind.createIndex({
        forceLanguage: 'en',
        excludeSelectors: ['.hash-link', '.copy-button', '[aria-hidden="true"]'],
      });
      for (const p of pages) await index!.addHTMLFile({ url: p.url, content: send(p.html) });
      const { files } = await index!.getFiles();
      const hash = createHash('sha256');
      for (const file of files.sort((a, b) => (a.path < b.path ? -1 : 1)))
        hash.update(file.path).update(file.content);
      await index!.deleteIndex();
      return hash.digest('hex');
    };
    try {
      expect(await digest(pagefindDocument)).toBe(await digest(tablesAsSentences));
    } finally {
      await pagefind.close();
    }
  });
});

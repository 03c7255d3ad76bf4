import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '@accounts-docs/markdown';
import { guideTwinMarkdown } from '../src/guide-twin.ts';
import { spliceTwin } from '../src/splice-twin.ts';
import { createSiteUrls } from '../src/site-urls.ts';
import { RouteTable } from '@accounts-docs/routes';

/** A stand-in for the site's URLs: site paths lead to the twin of their page. */
const url = (href: string) =>
  href.startsWith('/') ? `https://example.com${href.replace(/^\/docs\/(\w+)/, '/docs/$1.md')}` : href;

/** Source → twin text: compiled (which finds the edits), then spliced as the llms stage does. */
async function plain(source: string, options: { mdx?: boolean } = {}): Promise<string> {
  const { twin } = await compileMarkdown(source, {
    file: options.mdx ? '/site/docs/page.mdx' : '/site/docs/page.md',
  });
  return spliceTwin(source, twin, url);
}

describe('a guide page as plain markdown', () => {
  it('drops the front matter and keeps the rest as written', async () => {
    expect(await plain('---\ntitle: Server\nslug: /x\n---\n\n# Server\n\nText with `code`.\n')).toBe(
      '# Server\n\nText with `code`.\n',
    );
  });

  it("keeps the author's formatting: emphasis, bullets, hard wraps, tables, escapes", async () => {
    // remark-stringify would write `_a_`, `**b**`, `-` bullets, one line per paragraph, `| - |`.
    const source = [
      'Some *emphasis*, __strong__ and a line',
      'wrapped by hand, with a \\* star.',
      '',
      '* one',
      '* two',
      '',
      '+ three',
      '',
      '1) first',
      '',
      '| Name   | Kind |',
      '|:-------|-----:|',
      '| `a`    |    b |',
      '',
      'Setext title',
      '============',
      '',
      '***',
      '',
    ].join('\n');
    expect(await plain(source)).toBe(source.trimEnd() + '\n');
  });

  it('turns admonitions into blockquotes with a bold label (type, own title, legacy title form)', async () => {
    const twin = await plain(
      ':::tip\nUse it.\n:::\n\n:::caution[Careful now]\nOne.\n\nTwo.\n:::\n\n:::note Old style title\nBody.\n:::\n',
    );
    expect(twin).toBe(
      '> **Tip**\n>\n> Use it.\n\n> **Careful now**\n>\n> One.\n>\n> Two.\n\n> **Old style title**\n>\n> Body.\n',
    );
    expect(twin).not.toContain(':::');
  });

  it('quotes an admonition inside a list at the list item’s indentation, and one inside another', async () => {
    expect(await plain('- item\n\n  :::tip\n  Inside *the* item.\n  :::\n')).toBe(
      '- item\n\n  > **Tip**\n  >\n  > Inside *the* item.\n',
    );
    expect(await plain('::::note\nOuter.\n\n:::tip\nInner.\n:::\n::::\n')).toBe(
      '> **Note**\n>\n> Outer.\n>\n> > **Tip**\n> >\n> > Inner.\n',
    );
  });

  it('puts other directives back as they were written (a colon in prose is not markup)', async () => {
    expect(await plain('Meet at 10:30 or see a:b.\n\n::leaf\n')).toBe(
      'Meet at 10:30 or see a:b.\n\n::leaf\n',
    );
  });

  it('removes `{#id}` from headings and points links, images and definitions at absolute URLs', async () => {
    expect(
      await plain(
        '## Options {#opts}\n\nSee [server](/docs/server#x "The server"), ![logo](/img/a.png) and [ext][e].\n\n[e]: /docs/email\n',
      ),
    ).toBe(
      '## Options\n\nSee [server](https://example.com/docs/server.md#x "The server"), ![logo](https://example.com/img/a.png) and [ext][e].\n\n[e]: https://example.com/docs/email.md\n',
    );
  });

  it('finds the destination after a label with brackets, code and nested links', async () => {
    expect(
      await plain('[a `](x)` [b]](/docs/server) and ![a [b]](/img/c.png) and <https://x.test/y>\n'),
    ).toBe(
      '[a `](x)` [b]](https://example.com/docs/server.md) and ![a [b]](https://example.com/img/c.png) and <https://x.test/y>\n',
    );
  });

  it('writes a URL with a space or parenthesis between angle brackets', async () => {
    const twin = spliceTwin(
      '[a](<x y>)\n',
      { length: 11, edits: [{ kind: 'url', start: 4, end: 9, url: 'x y' }] },
      () => 'https://e.com/x y(1)',
    );
    expect(twin).toBe('[a](<https://e.com/x y(1)>)\n');
  });

  it('keeps GFM tables and code blocks with their language and meta', async () => {
    const source =
      '| a | b |\n| - | - |\n| 1 | 2 |\n\n```ts title="a.ts" {1}\nconst a = 1;\n[x](/docs/server)\n```\n';
    expect(await plain(source)).toBe(source);
  });

  it('drops TOML front matter', async () => {
    expect(await plain('+++\ntitle = "x"\n+++\n\n# X\n')).toBe('# X\n');
  });
});

describe('an MDX page as plain markdown', () => {
  it('drops imports, exports and expressions, and keeps what components show', async () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      'export const answer = 42;',
      '',
      '# Install {/* a comment */}',
      '',
      '<Tabs>',
      '  <TabItem value="npm" label="npm">',
      '',
      '    ```bash',
      '    npm install @accounts/server',
      '    ```',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '<Admonition type="warning" title="Heads up">',
      '',
      'Read [this](/docs/server) first.',
      '',
      '</Admonition>',
      '',
      '<details>',
      '<summary>More</summary>',
      '',
      'Hidden text with <kbd>a word</kbd>.',
      '',
      '</details>',
      '',
    ].join('\n');
    expect(await plain(source, { mdx: true })).toBe(
      [
        '# Install',
        '',
        '**npm**',
        '',
        // Dedented: four spaces in the twin's markdown would make an indented code block.
        '```bash',
        'npm install @accounts/server',
        '```',
        '',
        '> **Heads up**',
        '>',
        '> Read [this](https://example.com/docs/server.md) first.',
        '',
        '**More**',
        '',
        'Hidden text with a word.',
        '',
      ].join('\n'),
    );
  });

  it('turns <CodeBlock> into a fenced block', async () => {
    expect(await plain('<CodeBlock language="ts">{`const a = 1;`}</CodeBlock>\n', { mdx: true })).toBe(
      '```ts\nconst a = 1;\n```\n',
    );
  });
});

describe('the twin of a page', () => {
  const routeTable = new RouteTable('/');
  const ctx = {
    urls: createSiteUrls({
      url: 'https://example.com',
      routeTable,
      routes: new Set(['/docs/server', '/docs/intro']),
      twins: true,
    }),
    hrefUrl: routeTable.hrefUrl,
    siteTitle: 'Site',
    tagline: 'Tag',
  };
  const page = async (
    source: string,
    extra: { hasH1: boolean; title: string; linkMap?: Record<string, string> },
  ) => {
    const { twin } = await compileMarkdown(source, { file: '/site/docs/intro.md' });
    return guideTwinMarkdown(
      { route: '/docs/intro', file: '/site/docs/intro.md', linkMap: {}, twin, ...extra },
      source,
      ctx,
    );
  };

  it('opens with the title as an h1 when the page has none, in place of its front matter', async () => {
    expect(
      await page('---\ntitle: The *intro*\n---\nSee [the server](./server.md).\n', {
        hasH1: false,
        title: 'The *intro*',
        linkMap: { './server.md': '/docs/server' },
      }),
    ).toBe('# The \\*intro\\*\n\nSee [the server](https://example.com/docs/server.md).\n');
  });

  it('refuses a source that is not the one compiled (the file changed during the build)', async () => {
    const { twin } = await compileMarkdown('# A\n', { file: '/site/docs/intro.md' });
    expect(() =>
      guideTwinMarkdown(
        { route: '/docs/intro', file: '/site/docs/intro.md', linkMap: {}, twin, hasH1: true, title: 'A' },
        '# AB\n',
        ctx,
      ),
    ).toThrow(/changed/);
  });
});

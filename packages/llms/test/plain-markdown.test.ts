import { describe, expect, it } from 'vitest';
import { plainMarkdownTree, stringifyMarkdown } from '../src/markdown-text.ts';

/** Source → twin text, with links made absolute by a stand-in for the site's URLs. */
const plain = (source: string, options: { mdx?: boolean } = {}) =>
  stringifyMarkdown(
    plainMarkdownTree(source, {
      ...options,
      url: (href) =>
        href.startsWith('/') ? `https://example.com${href.replace(/^\/docs\/(\w+)/, '/docs/$1.md')}` : href,
    }),
  );

describe('a guide page as plain markdown', () => {
  it('drops the front matter and keeps the rest as written', () => {
    expect(plain('---\ntitle: Server\nslug: /x\n---\n\n# Server\n\nText with `code`.\n')).toBe(
      '# Server\n\nText with `code`.\n',
    );
  });

  it('turns admonitions into blockquotes with a bold label (type, own title, legacy title form)', () => {
    const twin = plain(
      ':::tip\nUse it.\n:::\n\n:::caution[Careful now]\nOne.\n\nTwo.\n:::\n\n:::note Old style title\nBody.\n:::\n',
    );
    expect(twin).toBe(
      '> **Tip**\n>\n> Use it.\n\n> **Careful now**\n>\n> One.\n>\n> Two.\n\n> **Old style title**\n>\n> Body.\n',
    );
    expect(twin).not.toContain(':::');
  });

  it('puts other directives back as they were written (a colon in prose is not markup)', () => {
    expect(plain('Meet at 10:30 or see a:b.\n\n::leaf\n')).toBe('Meet at 10:30 or see a:b.\n\n::leaf\n');
  });

  it('removes `{#id}` from headings and points links, images and definitions at absolute URLs', () => {
    expect(
      plain(
        '## Options {#opts}\n\nSee [server](/docs/server#x), ![logo](/img/a.png) and [ext][e].\n\n[e]: /docs/email\n',
      ),
    ).toBe(
      '## Options\n\nSee [server](https://example.com/docs/server.md#x), ![logo](https://example.com/img/a.png) and [ext][e].\n\n[e]: https://example.com/docs/email.md\n',
    );
  });

  it('keeps GFM tables and code blocks with their language and meta', () => {
    const source = '| a | b |\n| - | - |\n| 1 | 2 |\n\n```ts title="a.ts" {1}\nconst a = 1;\n```\n';
    expect(plain(source)).toBe(
      '| a | b |\n| - | - |\n| 1 | 2 |\n\n```ts title="a.ts" {1}\nconst a = 1;\n```\n',
    );
  });
});

describe('an MDX page as plain markdown', () => {
  it('drops imports, exports and expressions, and keeps what components show', () => {
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
      '```bash',
      'npm install @accounts/server',
      '```',
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
      'Hidden text with <Highlight color="red">a word</Highlight>.',
      '',
      '</details>',
      '',
    ].join('\n');
    expect(plain(source, { mdx: true })).toBe(
      [
        '# Install',
        '',
        '**npm**',
        '',
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

  it('turns <CodeBlock> into a fenced block', () => {
    expect(plain('<CodeBlock language="ts">{`const a = 1;`}</CodeBlock>\n', { mdx: true })).toBe(
      '```ts\nconst a = 1;\n```\n',
    );
  });
});

import { describe, expect, it, beforeAll, vi } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import type { Element } from 'hast';
import { compileMarkdown, createCodeHighlighter, type CodeBlockStore, type Highlighter } from '../src/index.ts';
import { codeHtmlAsRaw } from './code-html-as-raw.ts';

const file = '/site/docs/page.md';
let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter({
    themes: { light: 'github-light-high-contrast', dark: 'github-dark-default' },
  });
});

const html = async (source: string) =>
  toHtml(codeHtmlAsRaw((await compileMarkdown(source, { file, highlighter })).hast), { allowDangerousHtml: true });

describe('front matter', () => {
  it('is parsed as YAML', async () => {
    const result = await compileMarkdown('---\nid: intro\ntitle: "Intro: start"\n---\n\nHello', { file });
    expect(result.frontMatter).toEqual({ id: 'intro', title: 'Intro: start' });
    expect(result.description).toBe('Hello');
  });

  it('reports malformed YAML at its line and column in the file', async () => {
    const error = await compileMarkdown('---\nid: intro\ntitle: [unclosed\n---\n# x', { file }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DiagnosticError);
    const [diagnostic] = (error as DiagnosticError).diagnostics;
    expect(diagnostic).toMatchObject({ ruleId: 'front-matter-yaml', file, line: 3 });
    expect(diagnostic!.column).toBeGreaterThan(0);
  });

  it('read twice (an edit of the body below it) gives equal data the caller may change, and its warnings each time', async () => {
    const source = '---\ntitle: Twice\ntags: [a, b]\n---\n\nBody';
    const first = await compileMarkdown(source, { file });
    (first.frontMatter.tags as string[]).push('changed by the caller');
    const second = await compileMarkdown(`${source} edited`, { file });
    expect(second.frontMatter).toEqual({ title: 'Twice', tags: ['a', 'b'] });
    expect(second.frontMatterPlaces.tags).toEqual({ line: 3, column: 1 });

    const tagged = '---\ntitle: !odd Tagged\n---\n\nBody';
    for (const body of ['', ' edited']) {
      const { diagnostics } = await compileMarkdown(tagged + body, { file });
      expect(diagnostics.map((d) => d.ruleId)).toContain('front-matter-yaml');
    }
  });

  it('rejects front matter that is not a mapping', async () => {
    const error = await compileMarkdown('---\n- a\n- b\n---\n', { file }).catch((e: unknown) => e);
    expect((error as DiagnosticError).diagnostics[0]).toMatchObject({ ruleId: 'front-matter-yaml', line: 2 });
  });
});

describe('headings', () => {
  it('get slug ids, custom ids, and h2–h3 in the TOC', async () => {
    const result = await compileMarkdown(
      '# Title\n\n## Getting started\n\n### Install `it`\n\n#### Deep\n\n## Options {#server-options}\n\n## Getting started',
      { file },
    );
    expect(result.h1).toBe('Title');
    expect(result.toc).toEqual([
      { depth: 2, id: 'getting-started', text: 'Getting started' },
      { depth: 3, id: 'install-it', text: 'Install it' },
      { depth: 2, id: 'server-options', text: 'Options' },
      { depth: 2, id: 'getting-started-1', text: 'Getting started' },
    ]);
    expect(result.anchors).toContain('deep');
    const out = toHtml(result.hast);
    expect(out).toContain('<h2 id="server-options">Options<a class="hash-link" href="#server-options"');
  });

  it("names every element id as an anchor, the footnotes' too, so their links are not broken anchors", async () => {
    const result = await compileMarkdown(
      '# Title\n\n## Methods\n\nEvery model has them[^1].\n\n<a id="legacy-name"></a>\n\n[^1]: The source model.\n',
      { file },
    );
    expect(result.anchors.slice(0, 2)).toEqual(['title', 'methods']);
    expect(result.anchors).toEqual(
      expect.arrayContaining(['legacy-name', 'footnote-label', 'user-content-fn-1', 'user-content-fnref-1']),
    );
    // Every `#` link of the page names one of them.
    const local = result.links.map((link) => link.url).filter((url) => url.startsWith('#'));
    expect(local.length).toBeGreaterThan(2);
    for (const url of local) expect(result.anchors, url).toContain(url.slice(1));
  });
});

describe('admonitions', () => {
  it('render with the default title', async () => {
    expect(await html(':::tip\nUse **this**.\n:::')).toBe(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Tip</p><div class="admonition-content"><p>Use <strong>this</strong>.</p></div></div>',
    );
  });

  it.each(['note', 'info', 'caution', 'danger', 'warning'])(
    'support %s with a bracket title',
    async (type) => {
      const out = await html(`:::${type}[Mind *this*]\nBody\n:::`);
      expect(out).toContain(`class="admonition admonition-${type}"`);
      expect(out).toContain('<p class="admonition-title">Mind <em>this</em></p>');
    },
  );

  it('support the legacy `:::type Title` form', async () => {
    expect(await html(':::caution Before you start\nBody\n:::')).toContain(
      '<p class="admonition-title">Before you start</p>',
    );
  });

  it('leave unknown directives as the text they were', async () => {
    expect(await html('Meet at 10:30 or a:b today.')).toBe('<p>Meet at 10:30 or a:b today.</p>');
  });
});

describe('code blocks', () => {
  it('are highlighted with light and dark colours, with a title and a copy button', async () => {
    const out = await html('```ts title="src/server.ts" {2}\nconst a = 1;\nconst b = 2;\n```');
    expect(out).toContain('<div class="code-block-title">src/server.ts</div>');
    expect(out).toMatch(/--shiki-dark:#/);
    expect(out).toContain('class="line highlighted"');
    expect(out).toContain('<button type="button" class="copy-button" aria-label="Copy code to clipboard"');
  });

  it('with a code block store, highlight only the blocks it lacks and load no highlighter when it has them all', async () => {
    const kept = new Map<string, Map<string, string>>();
    const store: CodeBlockStore = {
      async get(page, keys) {
        const blocks = kept.get(page) ?? new Map<string, string>();
        return new Map(keys.filter((key) => blocks.has(key)).map((key) => [key, JSON.parse(blocks.get(key)!) as Element]));
      },
      set(page, blocks) {
        kept.set(page, new Map([...blocks].map(([key, block]) => [key, JSON.stringify(block)])));
      },
    };
    const own = await createCodeHighlighter({
      themes: { light: 'github-light-high-contrast', dark: 'github-dark-default' },
    });
    const spy = vi.spyOn(own, 'codeToHast');
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(own);
    };
    const source = '```ts title="a.ts" showLineNumbers\nconst once = 1;\n```\n\ntext\n\n```ts {1}\nconst twice = 2;\n```';
    const plain = toHtml((await compileMarkdown(source, { file, highlighter: own })).hast);
    expect(spy).toHaveBeenCalledTimes(2);
    const first = toHtml((await compileMarkdown(source, { file, highlighter: load, codeBlocks: store })).hast);
    expect([loads, spy.mock.calls.length]).toEqual([1, 4]);
    const edited = `${source.replace('text', 'other text')}\n\nmore prose`;
    const second = toHtml((await compileMarkdown(edited, { file, highlighter: load, codeBlocks: store })).hast);
    // Every block came from the store: no highlighter loaded, no block highlighted.
    expect([loads, spy.mock.calls.length]).toEqual([1, 4]);
    expect(first).toBe(plain);
    expect(second).toBe(toHtml((await compileMarkdown(edited, { file, highlighter: own })).hast));
    // A changed block is highlighted again, the other one still comes from the store.
    await compileMarkdown(source.replace('twice = 2', 'twice = 3'), { file, highlighter: load, codeBlocks: store });
    expect([loads, spy.mock.calls.length]).toEqual([2, 7]);
  });

  it('warn on an unknown language and stay readable', async () => {
    const result = await compileMarkdown('text\n\n```nosuchlang\nx < y\n```', { file, highlighter });
    expect(result.diagnostics).toMatchObject([{ ruleId: 'code-language-unknown', line: 3, column: 1 }]);
    expect(toHtml(result.hast)).toContain('x &#x3C; y');
  });
});

describe('GFM and links', () => {
  it('renders tables and collects links with positions', async () => {
    const result = await compileMarkdown(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\nSee [mongo](./databases/mongo.md#setup).',
      { file },
    );
    expect(toHtml(result.hast)).toContain('<table>');
    expect(result.links).toEqual([{ url: './databases/mongo.md#setup', line: 5, column: 5 }]);
  });
});

describe('showLineNumbers', () => {
  it("keeps Shiki's classes on the highlighted block", async () => {
    const out = await html('```ts showLineNumbers\nconst a = 1;\n```');
    expect(out).toMatch(/class="shiki shiki-themes [\w-]+ [\w-]+ line-numbers"/);
  });
});

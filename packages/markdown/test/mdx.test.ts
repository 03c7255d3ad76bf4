import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { compileMarkdown } from '../src/index.ts';
import { DEFAULT_SYNTAX } from '../src/format.ts';

const file = '/site/docs/page.mdx';
const compile = (source: string) => compileMarkdown(source, { file });
const html = async (source: string) => toHtml((await compile(source)).hast);

/** The diagnostics a compile fails with (the test fails when it does not). */
async function problems(source: string): Promise<Diagnostic[]> {
  const error = await compile(source).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the compile fails').toBeInstanceOf(DiagnosticError);
  return (error as DiagnosticError).diagnostics;
}

const imports = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

describe('Tabs', () => {
  const source = `${imports}## Install

<Tabs groupId="pm">
  <TabItem value="npm" label="npm">

  \`npm install x\`

  </TabItem>
  <TabItem value="yarn" label="Yarn" default>

  \`yarn add x\`

  </TabItem>
</Tabs>
`;

  it('render a tab list and one panel per item, the default one active', async () => {
    const out = await html(source);
    expect(out).toContain('<div class="tabs-container" data-group-id="pm"><div role="tablist" class="tabs">');
    expect(out).toContain(
      '<button type="button" role="tab" id="tabs-1-tab-1" class="tabs__item" aria-selected="true" aria-controls="tabs-1-panel-1" tabindex="0" data-value="yarn">Yarn</button>',
    );
    expect(out).toContain(
      'aria-selected="false" aria-controls="tabs-1-panel-0" tabindex="-1" data-value="npm">npm</button>',
    );
    expect(out).toContain(
      '<div role="tabpanel" id="tabs-1-panel-1" class="tabs__panel" aria-labelledby="tabs-1-tab-1" data-value="yarn" data-active="">',
    );
    expect(out).not.toContain('data-value="npm" data-active');
  });

  it('give each panel a heading one level below the section, for the stacked reading without JavaScript', async () => {
    const out = await html(source);
    expect(out).toContain('<h3 class="tabs__heading">npm</h3><p><code>npm install x</code></p>');
    expect(out).toContain('<h3 class="tabs__heading">Yarn</h3>');
    // Not headings of the page: no id, no TOC entry.
    expect((await compile(source)).toc).toEqual([{ depth: 2, id: 'install', text: 'Install' }]);
  });

  it('take labels from `values` and the first tab as the default', async () => {
    const out = await html(
      `${imports}<Tabs values={[{ label: 'JavaScript', value: 'js' }, { label: 'Python', value: 'py' }]}>\n<TabItem value="js">a</TabItem>\n<TabItem value="py">b</TabItem>\n</Tabs>\n`,
    );
    expect(out).toContain(
      'aria-selected="true" aria-controls="tabs-1-panel-0" tabindex="0" data-value="js">JavaScript</button>',
    );
    expect(out).toContain('data-value="py">Python</button>');
    expect(out).not.toContain('data-group-id');
  });

  it('report a TabItem outside Tabs, one without a value, and other content inside Tabs', async () => {
    const found = await problems(
      `${imports}<TabItem value="a">x</TabItem>\n\n<Tabs>\n<TabItem label="A">x</TabItem>\n\nstray\n</Tabs>\n`,
    );
    expect(found.map((d) => [d.ruleId, d.line, d.column])).toEqual([
      ['mdx-component-prop', 4, 1],
      ['mdx-component-prop', 7, 1],
      ['mdx-component-prop', 9, 1],
    ]);
    expect(found.map((d) => d.reason)).toEqual(
      expect.arrayContaining([
        '<TabItem> must be a direct child of <Tabs>',
        '<TabItem> needs a `value`',
        'Only <TabItem> elements can be inside <Tabs>',
      ]),
    );
  });
});

describe('theme components', () => {
  it('Details: the summary prop or a <summary> child comes first', async () => {
    expect(await html('<Details summary="More">\nHidden **text**\n</Details>\n')).toBe(
      '<details class="details"><summary>More</summary><p>Hidden <strong>text</strong></p></details>',
    );
    expect(await html('<Details>\n  <summary>Title</summary>\n\n  Body\n</Details>\n')).toBe(
      '<details class="details"><summary>Title</summary><p>Body</p></details>',
    );
    expect(await html('<Details>\n<summary>Title</summary>\nBody\n</Details>\n')).toBe(
      '<details class="details"><summary>Title</summary><p>Body</p></details>',
    );
  });

  it('Admonition renders exactly as the `:::type` directive', async () => {
    const jsx = await html(
      'import Admonition from \'@theme/Admonition\';\n\n<Admonition type="tip" title="Mind this">\nUse **this**.\n</Admonition>\n',
    );
    const directive = await compileMarkdown(':::tip[Mind this]\nUse **this**.\n:::\n', {
      file: '/site/docs/page.md',
    });
    expect(jsx).toBe(toHtml(directive.hast));
    expect(jsx).toContain('class="admonition admonition-tip"');
    expect(await html('<Admonition type="danger">\nx\n</Admonition>\n')).toContain(
      '<p class="admonition-title">Danger</p>',
    );
  });

  it('Admonition with an unknown type is an error at the element', async () => {
    const [problem] = await problems('Intro\n\n<Admonition type="hint">\nx\n</Admonition>\n');
    expect(problem).toMatchObject({
      ruleId: 'mdx-component-prop',
      line: 3,
      column: 1,
      reason: 'Unknown admonition type "hint"',
    });
  });

  it('CodeBlock is a fenced code block: language, title, line numbers, the code as written', async () => {
    const out = await html(
      'import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="ts" title="src/a.ts" showLineNumbers>{`const a = <T,>(x: T) => x;\nexport { a };`}</CodeBlock>\n',
    );
    expect(out).toBe(
      '<div class="code-block language-ts"><div class="code-block-title">src/a.ts</div><pre class="code line-numbers" tabindex="0" data-language="ts"><code class="language-ts">const a = &#x3C;T,>(x: T) => x;\nexport { a };</code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy">Copy</button></div>',
    );
  });

  it('a className prop adds classes to the element', async () => {
    expect(await html('<Details className="wide faq" summary="S">x</Details>\n')).toContain(
      '<details class="details wide faq">',
    );
    const tabs = await html(
      '<Tabs className="boxed">\n<TabItem value="a" className="first">x</TabItem>\n</Tabs>\n',
    );
    expect(tabs).toContain('<div class="tabs-container boxed">');
    expect(tabs).toContain('class="tabs__panel first"');
  });

  it('an imported name can differ from the component', async () => {
    expect(await html('import Fold from \'@theme/Details\';\n\n<Fold summary="S">x</Fold>\n')).toContain(
      '<details class="details"><summary>S</summary>',
    );
  });
});

describe('HTML elements and expressions', () => {
  it('lowercase JSX passes through as HTML, React-style props as attributes', async () => {
    expect(
      await html(
        '<div className="box" style={{ marginTop: 4, lineHeight: 1.5, zIndex: 2, padding: 0 }}>\n<img src="/img/a.png" alt="A" width={40} /><br/>\n</div>\n',
      ),
    ).toBe(
      // Numbers in pixels as React writes them, but for unitless properties and 0.
      '<div class="box" style="margin-top: 4px; line-height: 1.5; z-index: 2; padding: 0"><img src="/img/a.png" alt="A" width="40"><br></div>',
    );
  });

  it('a string that reads "empty" is text like any other', async () => {
    expect(await html("Status: {'empty'}\n")).toBe('<p>Status: empty</p>');
  });

  it('literal expressions are text; comments vanish', async () => {
    expect(await html("{/* a note to editors */}\n\nA {'quoted'} value, {42} and {`tpl`}{true}.\n")).toBe(
      '<p>A quoted value, 42 and tpl.</p>',
    );
  });

  it('links and images of JSX are collected at their place', async () => {
    const result = await compile('Text\n\n<p>See <a href="/docs/x">x</a> <img src="./pic.png" /></p>\n');
    expect(result.links).toEqual([
      { url: '/docs/x', line: 3, column: 8 },
      { url: './pic.png', line: 3, column: 32 },
    ]);
  });
});

describe('errors at their place', () => {
  it('an unknown component, naming it, with the closest defined one', async () => {
    const [problem] = await problems('# Title\n\nSome text.\n\n  <Tab value="x">y</Tab>\n');
    expect(problem).toMatchObject({
      severity: 'error',
      ruleId: 'mdx-unknown-component',
      file,
      line: 5,
      column: 3,
      reason: 'Unknown MDX component <Tab>: `Tab` is not imported or exported by this page',
      hint: 'did you mean <Tabs>?',
    });
  });

  it('a component the page imports or exports is no problem: the page is compiled', async () => {
    const imported = await compile("import Chart from '@site/src/Chart';\n\n<Chart />\n");
    expect(imported.mdx).toContain("import Chart from '@site/src/Chart'");
    const exported = await compile('export const Box = () => null;\n\n<Box />\n');
    expect(exported.mdx).toContain('export const Box');
  });

  it('MDX syntax errors, at their place', async () => {
    const [unclosed] = await problems('Text\n\n<Details>\n\nno end\n');
    expect(unclosed).toMatchObject({ ruleId: 'mdx-syntax', line: 3, column: 1 });
    expect(unclosed!.reason).toContain('Expected a closing tag for `<Details>`');
    const [brace] = await problems('a {1 +} b\n');
    expect(brace).toMatchObject({ ruleId: 'mdx-syntax', line: 1 });
  });

  it('every problem of the file at once', async () => {
    const found = await problems("import x from 'y';\n\n<Foo />\n\n<Bar.Baz />\n");
    expect(found.map((d) => [d.ruleId, d.line])).toEqual([
      ['mdx-unknown-component', 3],
      ['mdx-unknown-component', 5],
    ]);
  });
});

describe('.md files', () => {
  it('are not MDX: JSX-looking text is HTML, braces are text', async () => {
    const out = toHtml(
      (await compileMarkdown('A {1 + 2} and <Tab>x</Tab>\n', { file: '/site/docs/page.md' })).hast,
    );
    expect(out).toBe('<p>A {1 + 2} and <tab>x</tab></p>');
  });
});

describe('a page that needs its JavaScript: compiled by @mdx-js/mdx', () => {
  const page = [
    '---',
    'title: Gears',
    '---',
    "import Chart from '@site/src/Chart';",
    'export const ratio = 3;',
    '',
    '# Gears & cogs',
    '',
    '## Ratio {#the-ratio}',
    '',
    'The ratio is {ratio * 2} in {frontMatter.title}, see [setup](./setup.md).',
    '',
    '<Chart kind="bar">**bold** child</Chart>',
    '',
    '```js',
    'const x = 1;',
    '```',
    '',
  ].join('\n');

  it('is a module exporting its content, frontMatter, contentTitle and toc as Docusaurus does', async () => {
    const result = await compile(page);
    expect(result.mdx).toMatch(/export default function MDXContent/);
    expect(result.mdx).toContain('export const frontMatter = {"title":"Gears"};');
    expect(result.mdx).toContain('export const contentTitle = "Gears & cogs";');
    expect(result.mdx).toContain('export const toc = [{"value":"Ratio","id":"the-ratio","level":2}];');
    // The tree is the one element where the renderer puts the component.
    expect(result.hast).toEqual({
      type: 'root',
      children: [{ type: 'element', tagName: 'accounts-docs-mdx', properties: {}, children: [] }],
    });
  });

  const tocOf = (mdx: string) =>
    JSON.parse(/export const toc = (\[.*\]);/.exec(mdx)![1]!) as Array<{ value: string; id: string }>;

  it("writes each toc entry's value as the heading's inline content in HTML, as Docusaurus's toValue", async () => {
    const result = await compile(
      [
        "import Badge from './Badge';",
        '',
        '## The `useGear()` hook',
        '',
        '## *Fast* **and** ~~slow~~ [linked](./x.md) & <Badge className="new">new</Badge>',
        '',
        '## Careful {\'<img src=x onerror=alert(1)>\'} <script>alert(2)</script> <b class="k">bold</b>',
        '',
      ].join('\n'),
    );
    expect(tocOf(result.mdx!).map((item) => item.value)).toEqual([
      'The <code>useGear()</code> hook',
      '<em>Fast</em> <strong>and</strong> <del>slow</del> linked &amp; <Badge class="new">new</Badge>',
      // An expression's source and a script's content are text, never markup.
      'Careful &#39;&lt;img src=x onerror=alert(1)&gt;&#39; alert(2) <b class="k">bold</b>',
    ]);
    // The page's own table of contents keeps the text.
    expect(result.toc.map((item) => item.text)).toEqual([
      'The useGear() hook',
      'Fast and slow linked & new',
      "Careful '<img src=x onerror=alert(1)>' alert(2) bold",
    ]);
  });

  it("takes the page TOC's levels from its front matter, else the site's (themeConfig.tableOfContents)", async () => {
    const source = '## Two\n\n### Three\n\n#### Four\n\n##### Five\n';
    const site = { ...DEFAULT_SYNTAX, tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 4 } };
    const depths = async (text: string, syntax = DEFAULT_SYNTAX) =>
      (await compileMarkdown(text, { file, syntax })).toc.map((item) => item.depth);
    expect(await depths(source)).toEqual([2, 3]);
    expect(await depths(source, site)).toEqual([3, 4]);
    expect(await depths(`---\ntoc_max_heading_level: 5\n---\n\n${source}`, site)).toEqual([3, 4, 5]);
    expect(await depths(`---\ntoc_min_heading_level: 2\ntoc_max_heading_level: 2\n---\n\n${source}`)).toEqual(
      [2],
    );
  });

  it("replaces a page's own `export const toc` when it has headings, keeps it when it has none (remark/toc)", async () => {
    const own = "export const toc = [{ value: 'Mine', id: 'mine', level: 2 }];\n\n";
    const replaced = await compile(`${own}## Real heading\n\nText {toc.length}.\n`);
    expect(tocOf(replaced.mdx!)).toEqual([{ value: 'Real heading', id: 'real-heading', level: 2 }]);
    expect(replaced.mdx).not.toContain("'Mine'");
    const kept = await compile(`${own}No headings, {toc.length} entry.\n`);
    expect(kept.mdx).toContain("value: 'Mine'");
    expect(kept.mdx!.match(/export const toc\b/g)).toHaveLength(1);
  });

  it('gets what a plain page gets: ids, TOC, links at their place, highlighted code', async () => {
    const result = await compile(page);
    expect(result.toc).toEqual([{ depth: 2, id: 'the-ratio', text: 'Ratio' }]);
    expect(result.anchors).toEqual(['gears--cogs', 'the-ratio']);
    expect(result.links).toContainEqual({ url: './setup.md', line: 11, column: 54 });
    expect(result.mdx).toContain('id: "the-ratio"');
    // A block without a highlighter is plain: its text, no HTML property.
    expect(result.mdx).toContain('"const x = 1;"');
  });

  it('unravels a paragraph of JSX only (no <p> around the component), as MDX does', async () => {
    const result = await compile(page);
    // Dev-form JSX (`_jsxDEV`): each element knows its place, for the link check.
    expect(result.mdx).toMatch(/children: \[_jsxDEV\(_components\.h2|_jsxDEV\(Chart, \{/);
    expect(result.mdx).not.toMatch(/_components\.p, \{\s*children: _jsxDEV\(Chart/);
  });

  it('uses the components every page shares (provider), and a source map into the page', async () => {
    const result = await compile(page);
    expect(result.mdx).toContain('from "accounts-docs-mdx-provider"');
    const map = /sourceMappingURL=data:application\/json;base64,(\S+)/.exec(result.mdx!)![1]!;
    expect(JSON.parse(Buffer.from(map, 'base64').toString()).sources).toEqual([file]);
  });

  it('leaves a page that flattens on the plain path (no module)', async () => {
    const result = await compile("import Tabs from '@theme/Tabs';\n\nA {'literal'}.\n");
    expect(result.mdx).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { compileMarkdown } from '../src/index.ts';

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
  it('an unknown component, naming it, with the closest known one', async () => {
    const [problem] = await problems('# Title\n\nSome text.\n\n  <Tab value="x">y</Tab>\n');
    expect(problem).toMatchObject({
      severity: 'error',
      ruleId: 'mdx-unknown-component',
      file,
      line: 5,
      column: 3,
      reason: 'Unknown MDX component <Tab>',
      hint: 'did you mean <Tabs>?',
    });
  });

  it('an import accounts-docs cannot serve, naming it', async () => {
    const [problem] = await problems(
      "import Tabs from '@theme/Tabs';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\nText\n",
    );
    expect(problem).toMatchObject({
      ruleId: 'mdx-import',
      line: 2,
      column: 1,
      reason: 'Cannot import `useBaseUrl` from `@docusaurus/useBaseUrl`: accounts-docs serves no such module',
    });
    expect(problem!.hint).toContain('`@theme/Tabs`');
  });

  it('exports, even of literals', async () => {
    const [problem] = await problems("Text\n\nexport const version = '1.0';\n");
    expect(problem).toMatchObject({ ruleId: 'mdx-export', line: 3, column: 1 });
  });

  it('an expression that is not a literal, at the part that is not', async () => {
    const [text] = await problems('Sum: {1 + 2}\n');
    expect(text).toMatchObject({
      ruleId: 'mdx-expression',
      line: 1,
      column: 7,
      reason: 'The expression `{1 + 2}` is not a literal value: it uses the operator `+`',
    });
    const [prop] = await problems("<img\n  src={require('./a.png').default} />\n");
    expect(prop).toMatchObject({ ruleId: 'mdx-expression', line: 2, column: 8 });
    expect(prop!.reason).toContain('a property access');
    const [nested] = await problems(
      '<Tabs values={[{ label: name, value: \'a\' }]}>\n<TabItem value="a">x</TabItem>\n</Tabs>\n',
    );
    expect(nested).toMatchObject({ ruleId: 'mdx-expression', line: 1, column: 25 });
    expect(nested!.reason).toContain('the variable `name`');
  });

  it('MDX syntax errors, at their place', async () => {
    const [unclosed] = await problems('Text\n\n<Details>\n\nno end\n');
    expect(unclosed).toMatchObject({ ruleId: 'mdx-syntax', line: 3, column: 1 });
    expect(unclosed!.reason).toContain('Expected a closing tag for `<Details>`');
    const [brace] = await problems('a {1 +} b\n');
    expect(brace).toMatchObject({ ruleId: 'mdx-syntax', line: 1 });
  });

  it('every problem of the file at once', async () => {
    const found = await problems("import x from 'y';\n\n<Foo />\n\n{a}\n");
    expect(found.map((d) => d.ruleId)).toEqual(['mdx-import', 'mdx-unknown-component', 'mdx-expression']);
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

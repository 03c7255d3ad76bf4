import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { compileMarkdown, createCodeHighlighter } from '../src/index.ts';

const themes = { light: 'github-light-high-contrast', dark: 'github-dark-default' };
import { DEFAULT_SYNTAX, type MarkdownSyntax, type PluginSpec } from '../src/format.ts';

const require = createRequire(import.meta.url);
const npm = (name: string, options?: unknown): PluginSpec => ({
  name,
  module: pathToFileURL(require.resolve(name)).href,
  export: 'default',
  ...(options !== undefined ? { options } : {}),
});

/** Plugins written for these tests, in a module of their own (as a package would hold them). */
let local: (name: string, options?: unknown) => PluginSpec;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-plugins-'));
  const file = path.join(dir, 'plugins.mjs');
  await writeFile(
    file,
    `export function remarkBoom() { return () => { throw new Error('no way'); }; }
export function remarkFatal() { return (tree, file) => { file.fail('bad node here', { line: 3, column: 2 }); }; }
export function remarkShout() { return (tree) => { for (const node of tree.children) if (node.type === 'heading') node.children.push({ type: 'text', value: '!' }); }; }
export function remarkOrder(options) { return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.label + ':' + tree.children.filter((n) => n.type === 'paragraph').length }] }); }; }
export function remarkMdx1Tabs() { return (tree) => {
  // As @docusaurus/remark-plugin-npm2yarn 2 writes its tabs for MDX 1: an import node, and the
  // tags as jsx nodes around the code blocks, each tag opened in one node and closed in another.
  tree.children = tree.children.flatMap((node) => node.type === 'code' && node.meta === 'npm2yarn' ? [
    { type: 'jsx', value: '<Tabs groupId="npm2yarn">\\n<TabItem value="npm">' },
    { type: 'code', lang: node.lang, value: node.value },
    { type: 'jsx', value: '</TabItem>\\n<TabItem value="yarn" label="Yarn">' },
    { type: 'code', lang: node.lang, value: node.value.replace('npm install', 'yarn add') },
    { type: 'jsx', value: '</TabItem>\\n</Tabs>' },
  ] : [node]);
  tree.children.unshift({ type: 'import', value: "import Tabs from '@theme/Tabs';\\nimport TabItem from '@theme/TabItem';" });
  // And JSX inside running text, as MDX 1 parsed it.
  const paragraph = tree.children.find((node) => node.type === 'paragraph');
  paragraph.children.push({ type: 'jsx', value: '<kbd>Ctrl</kbd>' });
}; }
export function remarkParseInside() { const self = this; return (tree) => { tree.children.push(...self.parse('Parsed by the plugin: **bold** and | a | b |\\n|---|---|\\n| 1 | 2 |').children); }; }
export function remarkMdx1Broken() { return (tree) => { tree.children.push({ type: 'jsx', value: '<Tabs>' }, { type: 'paragraph', children: [{ type: 'text', value: 'never closed' }] }); }; }
export function rehypeMark(options) { return (tree) => { const pre = tree.children.find((node) => node.tagName === 'pre'); for (const node of tree.children) if (node.tagName === 'p') node.properties.dataMark = options.mark + ':' + pre.children[0].children.length; }; }
`,
  );
  local = (name, options) => ({
    name,
    module: pathToFileURL(file).href,
    export: name,
    ...(options !== undefined ? { options } : {}),
  });
});

const compile = (source: string, plugins: Partial<MarkdownSyntax>, file = '/site/docs/page.md') =>
  compileMarkdown(source, { file, syntax: { ...DEFAULT_SYNTAX, ...plugins } });

async function problems(
  source: string,
  plugins: Partial<MarkdownSyntax>,
  file?: string,
): Promise<Diagnostic[]> {
  const error = await compile(source, plugins, file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the compile fails').toBeInstanceOf(DiagnosticError);
  return (error as DiagnosticError).diagnostics;
}

describe("the config's remark and rehype plugins", () => {
  it('run from npm with their options: remark-math adds its syntax, rehype-katex renders it', async () => {
    const source = '# Math\n\nInline $a^2$ here.\n\n$$\nx = 1\n$$\n';
    const html = toHtml(
      (
        await compile(source, {
          remarkPlugins: [npm('remark-math')],
          rehypePlugins: [npm('rehype-katex', { output: 'mathml' })],
        })
      ).hast,
    );
    expect(html).toContain('<math');
    expect(html).not.toContain('katex-html'); // output: 'mathml' only
    expect(html).not.toContain('$a^2$');
    // Without them, the same page is text.
    expect(toHtml((await compile(source, {})).hast)).toContain('$a^2$');
  });

  it("read MDX 1's jsx and import nodes that a Docusaurus 2 plugin writes (npm2yarn 2's tabs) as MDX", async () => {
    const source = '# Install\n\nRun it, then press \n\n```bash npm2yarn\nnpm install lumen\n```\n\nDone.\n';
    const compiled = await compile(source, { remarkPlugins: [local('remarkMdx1Tabs')] }, '/site/docs/page.mdx');
    const html = toHtml(compiled.hast);
    expect(html).not.toContain('import Tabs');
    expect(html).not.toContain('&#x3C;Tabs');
    expect(html).toContain('data-group-id="npm2yarn"');
    expect(html).toMatch(/role="tab"[^>]*>npm<\/button>[\s\S]*role="tab"[^>]*>Yarn<\/button>/);
    expect(html).toMatch(/role="tabpanel"[\s\S]*npm install lumen[\s\S]*role="tabpanel"[\s\S]*yarn add lumen/);
    expect(html).toContain('<kbd>Ctrl</kbd>');
    expect(html).toContain('<p>Done.</p>');
  });

  it("report MDX 1 JSX that MDX cannot read at the page's place, naming what to do", async () => {
    const [problem] = await problems('# Title\n\nText.\n', { remarkPlugins: [local('remarkMdx1Broken')] }, '/site/docs/page.mdx');
    expect(problem).toMatchObject({ severity: 'error', ruleId: 'mdx-syntax' });
    expect(problem!.reason).toMatch(/^A remark plugin of the config wrote JSX or JavaScript in MDX 1's way .*: /);
    expect(problem!.line).toBeGreaterThanOrEqual(1);
  });

  it('may parse markdown of their own with `this.parse`, as in Docusaurus (remark-typescript-tools)', async () => {
    const html = toHtml((await compile('# Title\n', { remarkPlugins: [local('remarkParseInside')] })).hast);
    expect(html).toContain('<strong>bold</strong>');
  });

  it('run in order (beforeDefault first), before the heading ids and TOC are made', async () => {
    const compiled = await compile('# Title\n\n## Part\n\nText.\n', {
      beforeDefaultRemarkPlugins: [local('remarkOrder', { label: 'before' })],
      remarkPlugins: [local('remarkShout'), local('remarkOrder', { label: 'after' })],
    });
    const html = toHtml(compiled.hast);
    expect(html).toMatch(/before:1[\s\S]*after:2/);
    expect(compiled.toc).toEqual([{ depth: 2, id: 'part', text: 'Part!' }]);
  });

  it('a rehype plugin sees code blocks before they are highlighted', async () => {
    const source = 'Text.\n\n```js\nconst a = [1, 2];\n```\n';
    const compiled = await compileMarkdown(source, {
      file: '/site/docs/page.md',
      highlighter: () => createCodeHighlighter({ themes, langs: ['js'] }),
      themes,
      syntax: { ...DEFAULT_SYNTAX, rehypePlugins: [local('rehypeMark', { mark: 'seen' })] },
    });
    const html = toHtml(compiled.hast);
    // One text child: the code as written, not Shiki's token spans (which the page then gets).
    expect(html).toContain('<p data-mark="seen:1">Text.</p>');
    expect(html).toContain('--shiki');
  });

  it('a plugin that throws is an error at the page naming the plugin and its module', async () => {
    const [first] = await problems('# A\n', { remarkPlugins: [local('remarkBoom')] });
    expect(first).toMatchObject({ ruleId: 'markdown-plugin', line: 1, column: 1 });
    expect(first!.reason).toMatch(/^The markdown plugin remarkBoom \(.*plugins\.mjs\) threw: no way$/);
  });

  it("a plugin's fatal message keeps its place", async () => {
    const [first] = await problems('# A\n\nText\n', { remarkPlugins: [local('remarkFatal')] });
    expect(first).toMatchObject({ ruleId: 'markdown-plugin', line: 3, column: 2 });
    expect(first!.reason).toContain('remarkFatal');
    expect(first!.reason).toContain('bad node here');
  });

  it("a plugin's warnings are warnings of the page, naming it, at their place", async () => {
    const source = '# Math\n\nBad $\\frac{1}{$ formula.\n';
    const compiled = await compile(source, {
      remarkPlugins: [npm('remark-math')],
      rehypePlugins: [npm('rehype-katex')],
    });
    expect(compiled.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', ruleId: 'markdown-plugin', line: 3, column: 5 }),
    ]);
    expect(compiled.diagnostics[0]!.reason).toMatch(/^rehype-katex: Could not render math/);
  });

  it('a module that does not load is an error naming the plugin', async () => {
    const [first] = await problems('# A\n', {
      remarkPlugins: [
        { name: 'remarkGone', module: pathToFileURL('/nowhere/gone.mjs').href, export: 'default' },
      ],
    });
    expect(first).toMatchObject({ ruleId: 'markdown-plugin' });
    expect(first!.reason).toContain('remarkGone could not be loaded');
  });
});

import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { compileMarkdown } from '../src/index.ts';
import { DEFAULT_SYNTAX, escapeHeadingIds, formatOf, type MarkdownSyntax } from '../src/format.ts';

/** Docusaurus 3's defaults: every file MDX, MDX 1's comments, titles and heading ids kept. */
const docusaurus: MarkdownSyntax = { ...DEFAULT_SYNTAX, format: 'mdx' };
const compile = (source: string, file: string, syntax: MarkdownSyntax) =>
  compileMarkdown(source, { file, syntax });
const html = async (source: string, file: string, syntax: MarkdownSyntax) =>
  toHtml((await compile(source, file, syntax)).hast);

const tabs = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

## Install

<Tabs>
  <TabItem value="npm" label="npm">

  \`npm install x\`

  </TabItem>
  <TabItem value="yarn" label="Yarn">

  \`yarn add x\`

  </TabItem>
</Tabs>
`;

describe('markdown.format (Docusaurus getFormat)', () => {
  it('decides by the page front matter, then the config, then the extension for detect', () => {
    expect(formatOf('a.md', '# A\n', 'mdx')).toBe('mdx');
    expect(formatOf('a.mdx', '# A\n', 'md')).toBe('md');
    expect(formatOf('a.md', '# A\n', 'detect')).toBe('md');
    expect(formatOf('a.markdown', '# A\n', 'detect')).toBe('md');
    expect(formatOf('a.mdx', '# A\n', 'detect')).toBe('mdx');
    expect(formatOf('a.md', '---\nmdx:\n  format: md\n---\n# A\n', 'mdx')).toBe('md');
    expect(formatOf('a.md', '---\nmdx: { format: detect }\n---\n# A\n', 'mdx')).toBe('md');
    expect(formatOf('a.md', '---\ntitle: x\nmdx:\n  format: mdx\n---\n', 'md')).toBe('mdx');
    // A front matter that does not parse is left to the front matter reader.
    expect(formatOf('a.md', '---\nmdx: [\n---\n', 'md')).toBe('md');
  });

  it('format mdx: a .md page imports theme components, and its import lines are not text', async () => {
    const out = await html(tabs, '/site/docs/install.md', docusaurus);
    expect(out).not.toContain('import Tabs');
    expect(out).toContain('role="tablist"');
    expect(out.match(/role="tabpanel"/g)).toHaveLength(2);
    expect(out).not.toContain('&#x3C;TabItem');
  });

  it('format detect (and our own default): the same .md page is CommonMark, its imports text', async () => {
    for (const syntax of [{ ...docusaurus, format: 'detect' as const }, DEFAULT_SYNTAX]) {
      const out = await html(tabs, '/site/docs/install.md', syntax);
      expect(out).toContain('import Tabs from');
      expect(out).not.toContain('role="tablist"');
    }
    // and a .mdx page is MDX under detect
    expect(await html(tabs, '/site/docs/install.mdx', { ...docusaurus, format: 'detect' })).toContain(
      'role="tablist"',
    );
  });

  it('format md: even a .mdx page is CommonMark, and a page may say mdx.format itself', async () => {
    expect(await html(tabs, '/site/docs/install.mdx', { ...docusaurus, format: 'md' })).toContain(
      'import Tabs from',
    );
    const own = `---\nmdx:\n  format: md\n---\n\n<details><summary>raw</summary>HTML</details>\n`;
    // As MDX, `<details>` unclosed across lines is fine too; what shows the format is raw HTML kept.
    expect(await html(own, '/site/docs/raw.md', docusaurus)).toContain(
      '<details><summary>raw</summary>HTML</details>',
    );
  });

  it('a .md page read as MDX fails where MDX does, at its place', async () => {
    const error = await compile('# A\n\nA <br> line\n', '/site/docs/a.md', docusaurus).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DiagnosticError);
    const [first] = (error as DiagnosticError).diagnostics;
    expect(first).toMatchObject({ ruleId: 'mdx-syntax', line: 3 });
    // The same page under md is fine.
    expect(await html('# A\n\nA <br> line\n', '/site/docs/a.md', { ...docusaurus, format: 'md' })).toContain(
      '<br>',
    );
  });
});

describe('markdown.mdx1Compat', () => {
  it('comments: <!-- --> in MDX is a comment (dropped), and an error when turned off', async () => {
    const source = '# A\n\n<!-- a note for editors -->\n\nText <!-- inline --> here.\n';
    const out = await html(source, '/site/docs/a.md', docusaurus);
    expect(out).not.toContain('editors');
    expect(out).not.toContain('inline');
    expect(out).toContain('Text');
    const off = { ...docusaurus, mdx1Compat: { ...docusaurus.mdx1Compat, comments: false } };
    await expect(compile(source, '/site/docs/a.md', off)).rejects.toBeInstanceOf(DiagnosticError);
  });

  it('headingIds: `## Title {#id}` in MDX gives the heading that id (not an expression)', async () => {
    const source = '# A\n\n## Getting started {#start}\n\n```md\n## Code {#not-escaped}\n```\n';
    const compiled = await compile(source, '/site/docs/a.md', docusaurus);
    expect(compiled.toc).toEqual([{ depth: 2, id: 'start', text: 'Getting started' }]);
    expect(toHtml(compiled.hast)).toContain('## Code {#not-escaped}');
    const off = { ...docusaurus, mdx1Compat: { ...docusaurus.mdx1Compat, headingIds: false } };
    await expect(compile(source, '/site/docs/a.md', off)).rejects.toBeInstanceOf(DiagnosticError);
  });

  it('escapeHeadingIds leaves code fences and other braces alone', () => {
    expect(escapeHeadingIds('## A {#a}\n')).toBe('## A \\{#a}\n');
    expect(escapeHeadingIds('## A {#a}\r\nText {#b}\n')).toBe('## A \\{#a}\r\nText {#b}\n');
    expect(escapeHeadingIds('~~~\n## A {#a}\n~~~\n')).toBeUndefined();
    expect(escapeHeadingIds('## A\n')).toBeUndefined();
  });

  it('admonitions: the legacy `:::tip Title` is a title under MDX, and text when turned off', async () => {
    const source = '# A\n\n:::tip Read this\n\nBody.\n\n:::\n';
    expect(await html(source, '/site/docs/a.md', docusaurus)).toMatch(/admonition-tip[\s\S]*Read this/);
    const off = { ...docusaurus, mdx1Compat: { ...docusaurus.mdx1Compat, admonitions: false } };
    const out = await html(source, '/site/docs/a.md', off);
    expect(out).toContain('<p>:::tip Read this</p>');
    expect(out).not.toContain('admonition');
  });
});

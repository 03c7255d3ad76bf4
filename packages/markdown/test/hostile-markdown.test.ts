import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { compileMarkdown, MAX_NESTING_DEPTH } from '../src/index.ts';

const file = '/site/docs/page.md';

async function failure(source: string, page = file): Promise<Diagnostic[]> {
  const error = await compileMarkdown(source, { file: page }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DiagnosticError);
  return (error as DiagnosticError).diagnostics;
}

describe('admonitions on the tree', () => {
  it('leaves admonition syntax inside fenced and indented code as written', async () => {
    const source = '```md\n:::tip Some title\ntext\n:::\n```\n\n    :::note Indented\n';
    const html = toHtml((await compileMarkdown(source, { file })).hast);
    expect(html).toContain(':::tip Some title');
    expect(html).toContain(':::note Indented');
    expect(html).not.toContain('admonition');
  });

  it('keeps the legacy `:::type Title` form and the `:::type[Title]` form', async () => {
    const html = toHtml(
      (await compileMarkdown(':::tip Legacy\n\nA\n\n:::\n\n:::note[Bracket]\n\nB\n\n:::\n', { file })).hast,
    );
    expect(html).toContain(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Legacy</p>',
    );
    expect(html).toContain(
      '<div class="admonition admonition-note" role="note"><p class="admonition-title">Bracket</p>',
    );
  });

  it('warns of an unclosed container at its opening line; it runs to the end of its parent, as in Docusaurus', async () => {
    const page = await compileMarkdown('# A\n\n:::note\n\nall the rest\n', { file });
    expect(page.diagnostics).toMatchObject([
      {
        severity: 'warning',
        ruleId: 'admonition-unclosed',
        line: 3,
        column: 1,
        reason: 'The `:::note` opened here is never closed: it runs to the end of the page',
      },
    ]);
    expect(toHtml(page.hast)).toContain('<div class="admonition-content"><p>all the rest</p></div>');
    // Inside a list item, to the end of the item: the next item is outside it.
    const item = await compileMarkdown('- one\n\n  :::tip\n  open\n\n- two\n', { file });
    expect(item.diagnostics.map((d) => [d.line, d.column, d.reason])).toEqual([
      [3, 3, 'The `:::tip` opened here is never closed: it runs to the end of its list item'],
    ]);
    expect(toHtml(item.hast)).toMatch(/<p>open<\/p><\/div><\/div>\n<\/li>\n<li>\n<p>two<\/p>/);
    // Two containers opened, one fence: one of them is left open, and said to be.
    const two = await compileMarkdown(':::note\n:::tip\nx\n:::\n', { file });
    expect(two.diagnostics.length).toBeGreaterThan(0);
    for (const problem of two.diagnostics) expect(problem.ruleId).toBe('admonition-unclosed');
  });

  it('closes a container with a `:::` indented inside a list item', async () => {
    const page = await compileMarkdown('1. Do this:\n   :::note\n   a note\n     :::\n2. Then\n', { file });
    expect(page.diagnostics).toEqual([]);
    expect(toHtml(page.hast)).toContain('<li>Do this:\n<div class="admonition admonition-note" role="note">');
  });

  it("knows Docusaurus's keywords: important, secondary and success styled as info, note and tip", async () => {
    const html = toHtml(
      (
        await compileMarkdown(':::important\nA\n:::\n\n:::secondary\nB\n:::\n\n:::success[Done]\nC\n:::\n', {
          file,
        })
      ).hast,
    );
    expect(html).toContain(
      '<div class="admonition admonition-info" role="note"><p class="admonition-title">Important</p>',
    );
    expect(html).toContain(
      '<div class="admonition admonition-note" role="note"><p class="admonition-title">Secondary</p>',
    );
    expect(html).toContain(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Done</p>',
    );
  });

  it('reports an unknown type with the closest known one', async () => {
    const [problem] = await failure(':::cuation\n\nx\n\n:::\n');
    expect(problem).toMatchObject({
      ruleId: 'admonition-unknown-type',
      line: 1,
      hint: 'did you mean `:::caution`?',
    });
  });
});

describe('headings', () => {
  it('warns about an id used twice on a page', async () => {
    const { diagnostics } = await compileMarkdown('## One {#same}\n\n## Two {#same}\n', { file });
    expect(diagnostics).toMatchObject([{ ruleId: 'heading-id-duplicate', severity: 'warning', line: 3 }]);
  });
});

describe('front matter', () => {
  it('reports an alias bomb at the front matter instead of throwing', async () => {
    const levels = ['a: &a [x,x,x,x,x,x,x,x,x]'];
    for (let i = 1; i < 8; i++) {
      const previous = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    const [problem] = await failure(`---\n${levels.join('\n')}\n---\n`);
    expect(problem).toMatchObject({ ruleId: 'front-matter-yaml', line: 2, column: 1 });
  });

  it('reports front matter that is never closed', async () => {
    expect(await failure('---\ntitle: A\n\ntext\n')).toMatchObject([
      { ruleId: 'front-matter-unterminated', line: 1 },
    ]);
  });

  it('knows where each key is written', async () => {
    const { frontMatterPlaces } = await compileMarkdown('---\ntitle: A\n  # comment\nslug:   /x\n---\n', {
      file,
    });
    expect(frontMatterPlaces).toEqual({ title: { line: 2, column: 1 }, slug: { line: 4, column: 1 } });
  });
});

describe('nesting', () => {
  const list = (levels: number) =>
    Array.from({ length: levels }, (_, i) => `${' '.repeat(2 * i)}- item ${i}`).join('\n');

  it(`compiles ${MAX_NESTING_DEPTH} levels of list`, async () => {
    await expect(compileMarkdown(list(MAX_NESTING_DEPTH), { file })).resolves.toBeDefined();
  });

  it('refuses deeper nesting at once, before the parser, at the line', async () => {
    const started = Date.now();
    expect(await failure(list(3000))).toMatchObject([
      { ruleId: 'markdown-too-deep', line: MAX_NESTING_DEPTH + 1 },
    ]);
    expect(await failure('>'.repeat(5000))).toMatchObject([{ ruleId: 'markdown-too-deep', line: 1 }]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("counts no JSX element, bracket or brace in an MDX page's code spans (an API page's `<string>` types)", async () => {
    // As socket.io's server API page writes its types, one a line, far more than the limit.
    const types = Array.from({ length: 3 * MAX_NESTING_DEPTH }, (_, i) => `- [\`<boolean>\`](#t${i}) \`{[(\` ${i}`).join('\n');
    await expect(compileMarkdown(`# Types\n\n${types}\n`, { file: '/site/docs/api.mdx' })).resolves.toBeDefined();
    // Outside a code span the same elements still count: the bound is kept.
    const open = Array.from({ length: MAX_NESTING_DEPTH + 1 }, () => '<div>').join('\n');
    expect(await failure(open, '/site/docs/deep.mdx')).toMatchObject([{ ruleId: 'markdown-too-deep' }]);
  });

  it('measures the parsed tree too (inline emphasis opens no line prefix)', async () => {
    const source = `${'*a '.repeat(150)}x${' b*'.repeat(150)}`;
    expect(await failure(source)).toMatchObject([{ ruleId: 'markdown-too-deep', line: 1 }]);
  });
});

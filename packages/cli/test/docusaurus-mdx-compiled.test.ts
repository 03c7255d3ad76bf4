import { cp, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, readHtml, repoRoot, tempDir, type CliResult } from './helpers.ts';

/**
 * MDX compiled, not flattened (issue 33): the real CLI on a Docusaurus site whose pages import
 * the site's components, a partial, raw files and JSON, export values and use front matter in
 * expressions. Fixture: fixtures/docusaurus-mdx/compiled, copied first.
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/docusaurus-mdx');

async function built(fixture: string): Promise<{ dir: string; build: CliResult }> {
  const dir = await tempDir(`docusaurus-mdx-${fixture}`);
  await cp(path.join(fixtures, fixture), dir, { recursive: true });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, build: await cli(['build'], dir) };
}

const texts = (tree: Root | Element, selector: string) =>
  selectAll(selector, tree).map((node) => toString(node).trim());

describe('a compiled MDX page', () => {
  let dir: string;
  let build: CliResult;
  let main: Element;
  let article: Element;
  beforeAll(async () => {
    ({ dir, build } = await built('compiled'));
    if (build.code === 0) {
      main = select('main', await readHtml(path.join(dir, 'build/intro/index.html')))!;
      article = select('article', main)!;
    }
  }, 180_000);

  it('builds, with no import or export line left as text', () => {
    expect(build.code, build.stderr).toBe(0);
    const body = toString(article);
    expect(body).not.toMatch(/\bimport\b|\bexport const\b/);
  });

  it("renders the site's component with its props and its markdown children", () => {
    const callout = select('aside.callout.callout--warning', article)!;
    expect(callout).toBeTruthy();
    expect(texts(callout, '.callout__title')).toEqual(['Careful']);
    expect(texts(callout, '.callout__body strong')).toEqual(['spin']);
    expect(select('.callout__body a[href="#setup-steps"]', callout)).toBeTruthy();
    expect(texts(article, 'span.badge')).toEqual(['v3.1.4']);
  });

  it('evaluates front matter, exports, JSON data and clsx in expressions', () => {
    expect(toString(article)).toContain('This page is about Sprockets guide, version 3.1.4, at speed 12.');
    expect(select('div.plain.fast', article)).toBeTruthy();
  });

  it('renders a partial imported once and used twice, at each place', () => {
    expect(toString(article).match(/Thanks to our supporters: Alice and Bob\./g)).toHaveLength(2);
    expect(texts(article, 'h3 + p strong')).toEqual(['our supporters', 'our supporters']);
  });

  it('gives TOCInline the exported toc, the same headings as the page TOC', () => {
    const inline = select('.toc-inline', article)!;
    expect(inline).toBeTruthy();
    expect(selectAll('a', inline).map((a) => a.properties.href)).toEqual([
      '#components',
      '#setup-steps',
      '#supporters-once',
      '#supporters-twice',
    ]);
    expect(texts(main, 'details.toc a')).toEqual(texts(inline, 'a'));
  });

  it("exports every heading from h2 on, with its partials' toc where they are used, as Docusaurus's remark/toc", async () => {
    const page = select('article', await readHtml(path.join(dir, 'build/toc/index.html')))!;
    expect(texts(page, 'span.toc-export')).toEqual([
      '2:before 3:deep-code 4:deeper 5:deepest 6:six 2:step-one 4:step-detail 2:after',
    ]);
    // minHeadingLevel / maxHeadingLevel as theme-classic's TOCInline: h2 to h5, nested.
    const inline = select('.toc-inline > ul', page)!;
    expect(selectAll('a', inline).map((a) => a.properties.href)).toEqual([
      '#before',
      '#deep-code',
      '#deeper',
      '#deepest',
      '#step-one',
      '#step-detail',
      '#after',
    ]);
    expect(texts(inline, ':scope > li > a')).toEqual(['Before', 'Step one', 'After']);
    // A heading's inline code is HTML in its entry (Docusaurus's toValue), drawn as such.
    expect(texts(inline, 'a[href="#deep-code"] > code')).toEqual(['code']);
    expect(selectAll('li > ul > li > ul > li > ul > li > a', inline).map((a) => a.properties.href)).toEqual([
      '#deepest',
    ]);
    // The page's own table of contents (h2–h4: the site's themeConfig.tableOfContents) has the
    // partial's headings in place too, as Docusaurus's doc page reads it from the same export.
    const pageToc = await readHtml(path.join(dir, 'build/toc/index.html'));
    expect(texts(pageToc, 'nav.toc-desktop a')).toEqual([
      'Before',
      'Deep code',
      'Deeper',
      'Step one',
      'Step detail',
      'After',
    ]);
  });

  it("takes TOCInline's default levels from themeConfig.tableOfContents, and the page TOC's from its front matter", async () => {
    const page = await readHtml(path.join(dir, 'build/levels/index.html'));
    // <TOCInline toc={toc} /> without levels: h2 to the site's maxHeadingLevel (4).
    expect(selectAll('.toc-inline a', page).map((a) => a.properties.href)).toEqual([
      '#alpha',
      '#beta',
      '#gamma',
    ]);
    // toc_max_heading_level: 2 is the page's own TOC's (Docusaurus's DocItem), not TOCInline's.
    expect(texts(page, 'nav.toc-desktop a')).toEqual(['Alpha']);
  });

  it("gives a compiled page that uses Infima's classes Infima, scoped to its content, as a React page", async () => {
    const html = await readFile(path.join(dir, 'build/cards/index.html'), 'utf8');
    const page = await readHtml(path.join(dir, 'build/cards/index.html'));
    const sheets = selectAll('link[rel=stylesheet]', page).map((link) => String(link.properties.href));
    expect(sheets.some((href) => /\/assets\/css\/infima\.[\w]+\.css$/.test(href))).toBe(true);
    expect(
      select('article .mdx-content.infima > .row > .col.col--6 > a.button.button--primary', page),
    ).toBeTruthy();
    expect(html).toContain('Start here');
    // A page that needs no compiling, and uses none of Infima's classes, gets none of it.
    const plain = await readFile(path.join(dir, 'build/plain/index.html'), 'utf8');
    expect(plain).not.toContain('infima');
  });

  it('highlights a raw import in CodeBlock and a fenced block, as on a plain page', () => {
    const blocks = selectAll('div.code-block', article);
    expect(blocks).toHaveLength(2);
    expect(toString(select('.code-block-title', blocks[0]!)!)).toBe('example.ts');
    expect(toString(select('code', blocks[0]!)!)).toBe('export const answer: number = 42;');
    // Shiki's token spans, in the two themes' colours.
    expect(selectAll('code span[style*="--shiki-dark"]', blocks[0]!).length).toBeGreaterThan(3);
    expect(selectAll('code span[style*="--shiki-dark"]', blocks[1]!).length).toBeGreaterThan(3);
  });

  it('gives its headings ids and anchors as a plain page does', () => {
    expect(selectAll('h2, h3', article).map((h) => h.properties.id)).toEqual([
      'components',
      'setup-steps',
      'supporters-once',
      'supporters-twice',
    ]);
    expect(select('h2#components a.hash-link[href="#components"]', article)).toBeTruthy();
  });

  it('is indexed for search: the rendered components are in the body Pagefind reads', () => {
    expect(toString(select('[data-pagefind-body]', main)!)).toContain('Sprockets spin fast');
  });

  it('has a markdown twin: its source as written, without imports or exports, components as their content', async () => {
    const twin = await readFile(path.join(dir, 'build/intro.md'), 'utf8');
    // (The raw import's code, `export const answer`, is in the twin: CodeBlock renders it.)
    expect(twin).not.toMatch(/^import |^export const speed/m);
    expect(twin).not.toMatch(/<\/?(?:Callout|Badge|TOCInline|Supporters|CodeBlock)\b/);
    // The Callout's children as the author wrote them (dedented); an anchor stays as it is.
    expect(twin).toContain('## Components\n\nSprockets **spin** fast. Read [the setup](#setup-steps).\n');
    expect(twin).toContain('```js\nconst sprocket = spin();\n```');
  });

  it('writes in its twin what the page rendered for components without children, partials and expressions', async () => {
    const twin = await readFile(path.join(dir, 'build/intro.md'), 'utf8');
    // Expressions: front matter, JSON data, an export.
    expect(twin).toContain('\nThis page is about Sprockets guide, version 3.1.4, at speed 12.\n');
    // A component without children (`<Badge label={…} />`), inline.
    expect(twin).toContain('\nThe badge: v3.1.4\n');
    // A rendered table is a markdown (GFM) table.
    expect(twin).toMatch(/\n\| Size +\| Teeth \|\n\| -+ \| -+ \|\n\| small \| 12 +\|\n/);
    // A partial, at each place it is used, its link made absolute as the twin's own are.
    expect(twin).toContain(
      '### Supporters once\n\nThanks to **our supporters**: Alice and Bob. See [the intro](https://sprockets.example/intro.md).\n\n### Supporters twice\n\nThanks to **our supporters**: Alice and Bob.',
    );
    // TOCInline as the list it renders; a raw import in CodeBlock as its code.
    expect(twin).toContain(
      '# Sprockets guide\n\n- [Components](#components)\n- [Setup steps](#setup-steps)\n  - [Supporters once](#supporters-once)\n',
    );
    expect(twin).toContain('example.ts\n\n```ts\nexport const answer: number = 42;\n```\n\n```js\n');
    // The page's HTML keeps none of the marks the render found them by.
    const html = await readFile(path.join(dir, 'build/intro/index.html'), 'utf8');
    expect(html).not.toContain('accounts-docs-twin');
    // React's own HTML: its separators between adjacent texts where a mark stood between them.
    expect(html).toContain('This page is about <!-- -->Sprockets guide<!-- -->, version <!-- -->3.1.4');
  });

  it('renders markdown files a React page imports, code highlighted', async () => {
    const about = select('section.about', await readHtml(path.join(dir, 'build/about/index.html')))!;
    expect(toString(about)).toContain('Thanks to our supporters: Alice and Bob.');
    expect(toString(select('code', about)!)).toBe('npm install sprockets');
    expect(selectAll('code span[style*="--shiki-dark"]', about).length).toBeGreaterThan(1);
  });

  it('keeps a page that needs no compiling on the plain path (flattened tabs, a literal)', async () => {
    const plain = select('article', await readHtml(path.join(dir, 'build/plain/index.html')))!;
    expect(toString(plain)).toContain('A page that needs no compiling: literal text');
    expect(texts(plain, '[role=tab]')).toEqual(['A', 'B']);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { loadConfig } from '@accounts-docs/config';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { ContentReader } from '@accounts-docs/content';
import { buildSiteModel } from '../src/index.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

async function model(name: string) {
  const config = await loadConfig({ cwd: path.join(fixtures, name) });
  return buildSiteModel(config, await new ContentReader(config, { cache: false }).read());
}

async function failure(name: string): Promise<DiagnosticError> {
  const error = await model(name).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DiagnosticError);
  return error as DiagnosticError;
}

describe('basic site', async () => {
  const site = await model('basic');
  const doc = (id: string) => site.docs.find((d) => d.id === id)!;

  it('gives docs ids, routes, titles and labels from path and front matter', () => {
    expect(site.docs.map((d) => [d.id, d.route, d.title, d.sidebarLabel])).toEqual([
      ['guides/deep', '/docs/deep-dive', 'Deep', 'Deep'],
      ['guides/setup', '/docs/guides/setup', 'Setup', 'Setup'],
      ['intro', '/docs/intro', 'Welcome', 'Start here'],
      ['orphan', '/docs/orphan', 'Not in a sidebar', 'Not in a sidebar'],
    ]);
    expect(doc('guides/deep').hasH1).toBe(true);
    expect(doc('intro').description).toBe('First paragraph of the intro.');
  });

  it('resolves the sidebar with nested categories, label overrides and links', () => {
    expect(site.sidebars.main).toEqual([
      { type: 'doc', id: 'intro', label: 'Start here', route: '/docs/intro' },
      {
        type: 'category',
        label: 'Guides',
        collapsed: true,
        items: [
          { type: 'doc', id: 'guides/setup', label: 'Setup', route: '/docs/guides/setup' },
          {
            type: 'category',
            label: 'Deep',
            collapsed: true,
            items: [{ type: 'doc', id: 'guides/deep', label: 'Deep dive', route: '/docs/deep-dive' }],
          },
        ],
      },
      { type: 'link', label: 'Elsewhere', href: 'https://elsewhere.example' },
    ]);
  });

  it('places each doc: sidebar, breadcrumbs, previous and next in reading order', () => {
    expect(doc('intro')).toMatchObject({
      sidebar: 'main',
      breadcrumbs: [],
      previous: undefined,
      next: { label: 'Setup', route: '/docs/guides/setup' },
    });
    expect(doc('guides/setup')).toMatchObject({
      breadcrumbs: [{ label: 'Guides' }],
      previous: { label: 'Start here', route: '/docs/intro' },
      next: { label: 'Deep dive', route: '/docs/deep-dive' },
    });
    expect(doc('guides/deep')).toMatchObject({
      breadcrumbs: [{ label: 'Guides' }, { label: 'Deep' }],
      next: undefined,
    });
    expect(doc('orphan')).toMatchObject({ sidebar: undefined, previous: undefined, next: undefined });
  });

  it('resolves .md links to routes and prefixes the base URL, leaving the cached tree as written', async () => {
    expect(doc('intro').linkMap).toEqual({
      './guides/setup.md#install': '/site/docs/guides/setup#install',
      'guides/deep.md': '/site/docs/deep-dive',
      '/docs/intro': '/site/docs/intro',
    });
    expect(doc('guides/setup').linkMap).toEqual({ '../intro.md': '/site/docs/intro' });
    expect(toHtml(await site.loadContent(doc('intro').contentKey))).toContain(
      'href="./guides/setup.md#install"',
    );
  });

  it('builds the edit URL from the path under the project root and has a last-updated time', () => {
    expect(doc('guides/setup').editUrl).toBe('https://git.example/edit/main/docs/guides/setup.md');
    expect(doc('guides/setup').lastUpdated).toEqual(expect.any(Number));
  });

  it('reads standalone pages: index.md is the home page', () => {
    expect(site.pages.map((p) => [p.route, p.layout, p.title])).toEqual([['/', 'home', 'Home']]);
    expect(site.diagnostics).toEqual([]);
  });
});

describe('.mdx files', async () => {
  const config = await loadConfig({ cwd: path.join(fixtures, 'mdx-files') });
  const site = buildSiteModel(config, await new ContentReader(config, { cache: false }).read());

  it('are docs and pages like .md files, their id and route without the extension', () => {
    expect(site.docs.map((d) => [d.id, d.route, d.sidebar])).toEqual([
      ['braces', '/docs/braces', 'docs'],
      ['mdx/braces', '/docs/mdx/braces', 'docs'],
    ]);
    expect(site.pages.map((p) => [p.route, p.title])).toEqual([['/about', 'About']]);
  });

  it('are compiled as MDX, apart from a .md file with the same bytes', async () => {
    const [md, mdx] = site.docs;
    expect(md!.contentKey).not.toBe(mdx!.contentKey);
    expect(toHtml(await site.loadContent(md!.contentKey))).toBe("<p>Two is {'two'}.</p>");
    expect(toHtml(await site.loadContent(mdx!.contentKey))).toBe('<p>Two is two.</p>');
    expect(toHtml(await site.loadContent(site.pages[0]!.contentKey))).toContain(
      '<details class="details"><summary>More</summary>',
    );
  });
});

describe('problems', () => {
  it('an unknown doc id in a sidebar fails, pointing into the config, with a suggestion', async () => {
    const error = await failure('unknown-sidebar-doc');
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        ruleId: 'sidebar-unknown-doc',
        file: path.join(fixtures, 'unknown-sidebar-doc/accounts-docs.config.ts'),
        line: 7,
        column: 24,
        hint: 'did you mean "setup"?',
      }),
    ]);
  });

  it('a .md link to a missing file is a warning at its line and column', async () => {
    const site = await model('broken-markdown-link');
    expect(site.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        ruleId: 'broken-markdown-link',
        file: path.join(fixtures, 'broken-markdown-link/docs/intro.md'),
        line: 7,
        column: 30,
      }),
    ]);
  });

  it('two sources of one route are a warning', async () => {
    const site = await model('duplicate-route');
    expect(site.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        ruleId: 'duplicate-route',
        file: path.join(fixtures, 'duplicate-route/docs/setup.md'),
      }),
    ]);
  });

  it('a front matter field of the wrong type fails at the line of its key', async () => {
    const error = await failure('front-matter-field-type');
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        ruleId: 'front-matter-field',
        reason: 'Front matter "sidebar_label" must be a string, got a list',
        file: path.join(fixtures, 'front-matter-field-type/docs/intro.md'),
        line: 3,
        column: 1,
      }),
    ]);
  });

  it('places a front matter key where YAML reads it, not at the same words inside a block of text', async () => {
    const error = await failure('front-matter-key-after-block-text');
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        ruleId: 'front-matter-field',
        reason: 'Front matter "title" must be a string, got a list',
        file: path.join(fixtures, 'front-matter-key-after-block-text/docs/intro.md'),
        line: 5,
        column: 1,
      }),
    ]);
  });

  it('malformed front matter fails with the file, line and column', async () => {
    const error = await failure('malformed-front-matter');
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        ruleId: 'front-matter-yaml',
        file: path.join(fixtures, 'malformed-front-matter/docs/intro.md'),
        line: 3,
      }),
    ]);
  });
});

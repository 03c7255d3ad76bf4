import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { cli, listFiles, readHtml, tempDir, type CliResult, writeFiles } from './helpers.ts';

/**
 * Docusaurus sites as they are: what real sites trip on, one fixture folder per behaviour under
 * fixtures/docusaurus/, each in Docusaurus's own file shapes, built by the real CLI after a copy
 * (a build writes build/ and a cache beside the config).
 */

/** Each test runs the real CLI, several at once: on a busy machine a build may take minutes. */
const BUILD_TIMEOUT_MS = 300_000;

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/docusaurus');

/**
 * The fixture copied and built; `site` is the folder of its config inside it (`website`),
 * `files` are written into the copy first (what git would not hold: a node_modules package).
 * The builds go through the two runner processes `cli()` shares (helpers.ts), two at a time as
 * the concurrent tests ask: what a build of each site makes is the subject, not its process, and
 * a CLI process of its own costs ~1.5 s of CPU more to start, sixteen times.
 */
async function build(
  fixture: string,
  {
    site = '.',
    args = ['build'],
    files = {},
    env = {},
  }: { site?: string; args?: string[]; files?: Record<string, string>; env?: Record<string, string> } = {},
): Promise<CliResult & { dir: string }> {
  const root = await tempDir(`docusaurus-${fixture}`);
  await cp(path.join(fixtures, fixture), root, { recursive: true });
  await writeFiles(root, files);
  const dir = path.join(root, site);
  return { dir, ...(await cli(args, dir, env)) };
}

const routesOf = async (out: string) =>
  (await listFiles(out))
    .filter((f) => f.endsWith('index.html'))
    .map((f) => `/${path.dirname(f)}`.replace(/\/\.$/, '/'))
    .sort();

const hrefs = (tree: Element | import('hast').Root, selector: string) =>
  selectAll(selector, tree).map((el) => String(el.properties.href ?? ''));

/** The sidebar as indented lines: `[Category → link]` for a category, the label for a doc. */
function sidebarOutline(tree: import('hast').Root): string[] {
  const outline = (list: Element, depth = 0): string[] =>
    selectAll(':scope > li', list).flatMap((li) => {
      const details = select(':scope > details', li);
      if (!details) return [`${'  '.repeat(depth)}${toString(li)}`];
      const summary = select('summary', details)!;
      const link = select('a', summary);
      const label = `${'  '.repeat(depth)}[${toString(summary)}${link ? ` → ${String(link.properties.href)}` : ''}]`;
      return [label, ...outline(select(':scope > ul', details)!, depth + 1)];
    });
  return outline(select('.sidebar ul', tree)!);
}

describe.concurrent('docs files and routes as Docusaurus makes them', { timeout: BUILD_TIMEOUT_MS }, () => {
  it('docs-partials: files and folders starting with `_` and test folders are not pages', async () => {
    const { dir, code, stderr } = await build('docs-partials');
    // Their broken links would fail the build if they were read.
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(await routesOf(path.join(dir, 'build'))).toEqual([
      '/',
      '/docs/guides/setup',
      // Only `.test.{js,jsx,ts,tsx}` files are tests: a `.test.md` page stays.
      '/docs/guides/usage.test',
      '/docs/intro',
      '/search',
    ]);
  });

  it("docs-include-exclude: the docs plugin's `include` and `exclude` (which replaces the default)", async () => {
    const { dir, code, stderr } = await build('docs-include-exclude');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(await routesOf(path.join(dir, 'build'))).toEqual(['/', '/docs/_shared', '/docs/intro', '/search']);
  });

  it('relative-slug: a relative slug is resolved against the doc folder; a README is its folder page', async () => {
    const { dir, code, stderr } = await build('relative-slug');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(await routesOf(path.join(dir, 'build'))).toEqual([
      '/',
      '/api-notes',
      '/guides',
      '/guides/index',
      '/guides/setup',
      '/search',
    ]);
    const home = await readHtml(path.join(dir, 'build/index.html'));
    expect(toString(select('main h1', home)!)).toBe('Welcome');
    expect(hrefs(home, 'main article a')).toEqual(['/guides/index', '/guides', '/api-notes']);
    const index = await readHtml(path.join(dir, 'build/guides/index/index.html'));
    expect(toString(select('main h1', index)!)).toBe('Guides index');
  });

  it('category-link-null: `link: null` keeps the index doc as an ordinary doc; a doc link names another', async () => {
    const { dir, code, stderr } = await build('category-link-null');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const page = await readHtml(path.join(dir, 'build/docs/guides/index.html'));
    expect(sidebarOutline(page)).toEqual([
      'Introduction',
      '[Guides]',
      '  Guides',
      '  Setup',
      '[Tools → /docs/tools/cli]',
      '  Tools',
    ]);
    // The page is in the sidebar: it has its place, its breadcrumbs and its neighbours.
    expect(select('.sidebar a[aria-current="page"]', page)).toBeDefined();
    expect(hrefs(page, '.pagination a')).toEqual(['/docs/intro', '/docs/guides/setup']);
  });
});

describe.concurrent('admonitions as Docusaurus parses them', { timeout: BUILD_TIMEOUT_MS }, () => {
  it("admonition-keywords: Docusaurus's keywords and the site's own; an unclosed one is a warning", async () => {
    const { dir, code, stderr } = await build('admonition-keywords');
    expect(code).toBe(0);
    expect(stderr).toBe(
      [
        'docs/notes.md:17:1  warning  The `:::note` opened here is never closed: it runs to the end of the page  [admonition-unclosed]',
        '  17 │ :::note',
        '     ╵ ^',
        '  → end it with a line holding only `:::`',
        '',
      ].join('\n'),
    );
    const page = await readHtml(path.join(dir, 'build/docs/notes/index.html'));
    const admonitions = selectAll('main article .admonition', page).map((el) => [
      String((el.properties.className as string[]).join(' ')),
      toString(select('.admonition-title', el)!),
    ]);
    expect(admonitions).toEqual([
      ['admonition admonition-info', 'Important'],
      ['admonition admonition-info', 'Version 2'],
      ['admonition admonition-tip', 'Tip'],
      ['admonition admonition-note', 'Note'],
    ]);
    // The tip inside the first list item closed with its indented `:::`: the second item is outside it.
    expect(toString(select('main article ol > li:nth-child(2)', page)!).trim()).toBe('Configure.');
  });
});

describe.concurrent('markdown links as Docusaurus resolves them', { timeout: BUILD_TIMEOUT_MS }, () => {
  it('markdown-link-fallback: a link not found from the page folder is looked up from the docs, then the site folder', async () => {
    const { dir, code, stderr } = await build('markdown-link-fallback');
    // `onBrokenMarkdownLinks: 'throw'`: a link left unresolved would fail the build.
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const setup = await readHtml(path.join(dir, 'build/docs/guides/setup/index.html'));
    expect(hrefs(setup, 'main article a')).toEqual([
      '/docs/reference/api',
      '/docs/reference/api#errors',
      '/docs/intro',
      '/docs/reference/errors#error-codes',
      // `/x.mdx` tried against the docs folder, then the site folder, as Docusaurus does.
      '/docs/reference/errors',
      '/docs/intro#introduction',
    ]);
    // The anchor is checked (a broken one would be a warning): the MDX heading has its `{#id}`.
    const errors = await readHtml(path.join(dir, 'build/docs/reference/errors/index.html'));
    expect(select('main h2', errors)!.properties.id).toBe('error-codes');
    const home = await readHtml(path.join(dir, 'build/index.html'));
    expect(hrefs(home, 'main a')).toContain('/docs/guides/setup');
  });
});

describe.concurrent('the typedoc-api plugin as it applies its options', { timeout: BUILD_TIMEOUT_MS }, () => {
  it('typedoc-solution-tsconfig: a solution-style tsconfig whose packages reference a composite tsconfig.lib.json documents their sources', async () => {
    const { dir, code, stderr } = await build('typedoc-solution-tsconfig', { site: 'website' });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect((await routesOf(path.join(dir, 'build'))).filter((route) => route.startsWith('/api'))).toEqual([
      '/api',
      '/api/clock',
      '/api/clock/function/hourOf',
    ]);
  });

  it('typedoc-api-options: `exclude` is TypeDoc file globs (no package left out); a default re-export is no page', async () => {
    const { dir, code, stderr } = await build('typedoc-api-options', { site: 'website' });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect((await routesOf(path.join(dir, 'build'))).filter((route) => route.startsWith('/api'))).toEqual([
      '/api',
      '/api/server',
      '/api/server/class/Server',
      '/api/types',
      '/api/types/interface/User',
    ]);
    // "Defined in" paths are written from the plugin's projectRoot (the repository), never `../packages/…`.
    const page = await readHtml(path.join(dir, 'build/api/server/class/Server/index.html'));
    expect(selectAll('.api-source code', page).map((code) => toString(code))).toEqual([
      'packages/server/src/server.ts:4',
      'packages/server/src/server.ts:6',
    ]);
    const twin = await readFile(path.join(dir, 'build/api/server/class/Server.md'), 'utf8');
    expect(twin).toContain('Defined in `packages/server/src/server.ts:4`');
  });
});

describe.concurrent('the config loads as it does under Docusaurus', { timeout: BUILD_TIMEOUT_MS }, () => {
  it('config-loading: prism-react-renderer without the package, sidebars.ts for ./sidebars.js, `to` URLs as links out', async () => {
    const { dir, code, stderr } = await build('config-loading');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const page = await readHtml(path.join(dir, 'build/docs/usage/index.html'));
    // The sidebars file read is sidebars.ts, which `require.resolve('./sidebars.js')` found.
    expect(hrefs(page, '.sidebar a')).toEqual(['/docs/intro', '/docs/usage']);
    expect(hrefs(page, '.navbar-inner a.navbar-link')).toContain('https://github.com/loading/loading');
    expect(hrefs(page, '.footer a')).toEqual(['https://chat.example/loading']);
  });

  it('config-loading: an installed prism-react-renderer is the one the config gets, never a stand-in', async () => {
    const installed = await build('config-loading', {
      env: { EXPECT_INSTALLED_PRISM: '1' },
      files: {
        'node_modules/prism-react-renderer/package.json':
          '{ "name": "prism-react-renderer", "version": "2.4.1", "type": "module", "exports": "./index.js" }\n',
        'node_modules/prism-react-renderer/index.js':
          'const theme = () => ({ plain: { color: "#393a34" }, styles: [] });\nexport const themes = { installed: true, github: theme(), dracula: theme() };\n',
      },
    });
    expect(installed.stderr).toBe('');
    expect(installed.code).toBe(0);
    // Without it, the stand-in: the config's own check says so.
    const standIn = await build('config-loading', { env: { EXPECT_INSTALLED_PRISM: '1' } });
    expect(standIn.code).toBe(1);
    expect(standIn.stderr).toContain('prism-react-renderer is installed, but the config got a stand-in');
  });

  it('versions-json-current: versions.json listing `current` builds the current docs once', async () => {
    const { dir, code, stderr } = await build('versions-json-current');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(await routesOf(path.join(dir, 'build'))).toEqual([
      '/',
      '/docs/intro',
      '/docs/next/intro',
      '/search',
    ]);
    const next = await readHtml(path.join(dir, 'build/docs/next/intro/index.html'));
    const menu = select('.navbar-inner .navbar-versions', next)!;
    expect(selectAll('a', menu).map((a) => toString(a))).toEqual(['Next', '1.0']);
  });
});

describe.concurrent('diagnostics that help on a real site', { timeout: BUILD_TIMEOUT_MS }, () => {
  it('failed-build-warnings: a failed build prints its warnings with its errors, at their places', async () => {
    const { dir, code, stderr } = await build('failed-build-warnings');
    expect(code).toBe(1);
    const lines = stderr.split('\n').filter((line) => / {2}(error|warning) {2}/.test(line));
    expect(lines).toEqual([
      expect.stringContaining(
        'error  Sidebar "docs" lists the doc id "instal", but no doc has that id  [sidebar-unknown-doc]',
      ),
      'docs/intro.md:3:1  warning  The `:::tip` opened here is never closed: it runs to the end of the page  [admonition-unclosed]',
      'docusaurus.config.js:8:14  warning  The plugin @docusaurus/plugin-ideal-image is not used  [docusaurus-option-ignored]',
    ]);
    expect(stderr).toContain('Build failed with 1 error;');
    await expect(listFiles(path.join(dir, 'build'))).rejects.toThrow();
  });

  it("navbar-item-place: a navbar item's finding is at that item's line", async () => {
    const { code, stderr } = await build('navbar-item-place');
    expect(code).toBe(1);
    expect(stderr).toContain(
      'docusaurus.config.js:20:32  error  The navbar item names the doc "guides", which does not exist  [navbar-unknown-doc]',
    );
  });

  it('typedoc-plugin-missing: a TypeDoc plugin that is not installed is named at its place in the config', async () => {
    const { code, stderr } = await build('typedoc-plugin-missing');
    expect(code).toBe(1);
    expect(stderr).toContain(
      "docusaurus.config.js:13:37  error  typedocOptions.plugin: 'typedoc-plugin-not-installed' is not installed  [typedoc-plugin-missing]",
    );
  });

  it('typedoc-plugin-missing: a TypeDoc option it does not know is named at its key in the config', async () => {
    const config = await readFile(path.join(fixtures, 'typedoc-plugin-missing/docusaurus.config.js'), 'utf8');
    const { code, stderr } = await build('typedoc-plugin-missing', {
      files: {
        'docusaurus.config.js': config.replace(
          "typedocOptions: { plugin: ['typedoc-plugin-not-installed'] }",
          'typedocOptions: {\n          excludeProtectd: true,\n        }',
        ),
      },
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'docusaurus.config.js:14:11  error  typedocOptions.excludeProtectd is not an option of TypeDoc (or of its plugins)  [typedoc]',
    );
  });

  it(
    "docs-client-api: @docusaurus/plugin-content-docs/client reads the docs of the site model, in a site component and a package's CommonJS one",
    async () => {
      const { dir, code, stderr } = await build('docs-client-api', {
        files: {
          'node_modules/widget-notes/package.json':
            '{ "name": "widget-notes", "version": "1.0.0", "main": "index.js" }\n',
          // Compiled CommonJS, as npm packages of Docusaurus components ship (typedoc-api's `Markdown.js`):
          // it requires React, a Node built-in and the docs plugin's client API.
          'node_modules/widget-notes/index.js': [
            "'use strict';",
            "const react = require('react');",
            "const process = require('process');",
            "const client = require('@docusaurus/plugin-content-docs/client');",
            "const jsxRuntime = require('react/jsx-runtime');",
            'function Note({ text }) {',
            '  const version = client.useDocsVersion();',
            '  const docs = client.useDocsData(version.pluginId);',
            '  const [shown] = react.useState(() => `${text} (${version.label}, docs at ${docs.path}, ${typeof process.env})`);',
            "  return jsxRuntime.jsx('p', { id: 'note', children: shown });",
            '}',
            'exports.Note = Note;',
            '',
          ].join('\n'),
        },
      });
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const text = async (route: string, id: string) =>
        toString(select(`#${id}`, await readHtml(path.join(dir, 'build', route, 'index.html')))!);
      // The unreleased version (current, at /docs/next) and the last one (1.0, at /docs), as Docusaurus's global data says.
      expect(await text('docs/next/usage', 'version')).toBe('current Next');
      expect(await text('docs/next/usage', 'sidebar')).toBe('guide: Introduction, More');
      expect(await text('docs/next/usage', 'doc')).toBe('usage /base/docs/next/usage in current');
      expect(await text('docs/next/usage', 'alternates')).toBe('current');
      expect(await text('docs/next/usage', 'latest')).toBe('1.0 /base/docs -');
      expect(await text('docs/next/usage', 'plugin')).toBe('default /base/docs');
      expect(await text('docs/next/intro', 'alternates')).toBe('current 1.0');
      expect(await text('docs/next/intro', 'latest')).toBe('1.0 /base/docs /base/docs/intro');
      expect(await text('docs/intro', 'version')).toBe('1.0 1.0');
      expect(await text('docs/intro', 'sidebar')).toBe('guide: Introduction 1.0');
      // The package's component, its stale unused import left out as webpack leaves it.
      expect(await text('docs/next/usage', 'note')).toBe('From a package (Next, docs at /base/docs, object)');
      // theme-classic's icons, as its markup draws them.
      const intro = await readHtml(path.join(dir, 'build/docs/next/intro/index.html'));
      const icon = select('#external a svg[aria-hidden=true]', intro)!;
      expect(icon.properties).toMatchObject({ width: '13.5', height: '13.5', viewBox: '0 0 24 24' });
      expect(String(select('path', icon)!.properties.d)).toMatch(/^M21 13v10h-21v-19h12v2h-10v15h17v-8h2z/);
      expect(select('#external svg.sun path[fill=currentColor]', intro)).toBeTruthy();
    },
    BUILD_TIMEOUT_MS,
  );
});

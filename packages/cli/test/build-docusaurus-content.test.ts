import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cli, listFiles, tempDir } from './helpers.ts';

/**
 * Content as Docusaurus sites write it, through the real CLI: `.mdx` pages with the theme
 * components, MDX that cannot be served (errors at their place), raw HTML in `.md` with its
 * links checked, and the page-title rule. One fixture folder per behaviour, copied first.
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

async function build(fixture: string): Promise<{ dir: string; code: number; stderr: string }> {
  const dir = await tempDir(fixture.replace('/', '-'));
  await cp(path.join(fixtures, fixture), dir, { recursive: true });
  const result = await cli(['build'], dir);
  return { dir, code: result.code, stderr: result.stderr };
}

/** The content of a built page's article, with Shiki's colour spans dropped. */
async function article(dir: string, route: string): Promise<string> {
  const html = await readFile(path.join(dir, 'build', route, 'index.html'), 'utf8');
  const match = /<article class="markdown"[^>]*>([\s\S]*?)<\/article>/.exec(html);
  expect(match, `${route} has an article`).not.toBeNull();
  // Without Shiki's spans, and without the <wbr> hints the theme puts into long titles.
  return match![1]!.replace(/<span[^>]*>|<\/span>|<wbr\/>/g, '');
}

describe.concurrent('MDX pages', () => {
  it('theme-components: Tabs, Details, Admonition, CodeBlock, HTML elements and literals render', async () => {
    const { dir, code, stderr } = await build('mdx/theme-components');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // The pages (their markdown twins sit beside them).
    const pages = (await listFiles(path.join(dir, 'build/docs'))).filter((f) => f.endsWith('.html'));
    expect(pages).toEqual(['components/index.html', 'tabs/index.html']);

    const tabs = await article(dir, 'docs/tabs');
    expect(tabs.match(/<div class="tabs-container" data-group-id="package-manager">/g)).toHaveLength(2);
    expect(tabs).toContain(
      '<button type="button" role="tab" id="tabs-1-tab-1" class="tabs__item" aria-selected="false" aria-controls="tabs-1-panel-1" tabindex="-1" data-value="yarn">Yarn</button>',
    );
    expect(tabs).toContain('<h3 class="tabs__heading">Yarn</h3><div class="code-block language-bash">');
    expect(tabs).toContain('data-value="js">JavaScript</button>');
    // A `.mdx` link inside a tab is rewritten to the page's route.
    expect(tabs).toContain('<a href="/docs/components#codeblock">server options</a>');

    const components = await article(dir, 'docs/components');
    expect(components).toContain(
      '<details class="details"><summary>Why a session?</summary><p>A session ties <strong>tokens</strong> to a user; see <a href="/docs/tabs">tabs</a>.</p></details>',
    );
    const admonition =
      '<div class="admonition admonition-caution" role="note"><p class="admonition-title">Keep the secret</p><div class="admonition-content"><p>Never commit <code>tokenSecret</code>.</p></div></div>';
    // The component and the `:::caution[…]` directive below it give the same HTML.
    expect(components.split(admonition)).toHaveLength(3);
    expect(components).toMatch(
      /<div class="code-block language-ts"><div class="code-block-title">server\.ts<\/div><pre [^>]*class="shiki [^"]*line-numbers"[^>]*><code>const server = new AccountsServer\(\{ tokenSecret \}\);\nexport default server;<\/code><\/pre>/,
    );
    expect(components).toContain(
      '<div class="logo-row" style="text-align:center"><img src="/img/logo.svg" alt="logo" width="32"/></div>',
    );
    expect(components).toContain('<p>Version <!-- -->1.0<!-- --> of the guide, <!-- -->3<!-- --> parts.</p>');
    expect(components).not.toContain('Every theme component');
  });

  it.each([
    [
      'mdx/unknown-component',
      'docs/guide.mdx:9:3  error  Unknown MDX component <LiveEditor>: `LiveEditor` is not imported or exported by this page  [mdx-unknown-component]',
    ],
    [
      // A module the page imports that is not there: at its specifier (the page is compiled).
      'mdx/unknown-import',
      'docs/guide.mdx:5:21  error  Could not resolve "',
    ],
  ])('%s: the build fails with the problem at file:line:col, nothing written', async (fixture, line) => {
    const { dir, code, stderr } = await build(fixture);
    expect(code).toBe(1);
    expect(stderr).toContain(line);
    expect(stderr).toContain('  → ');
    expect(stderr).not.toMatch(/\n\s+at /);
    await expect(listFiles(path.join(dir, 'build'))).rejects.toThrow();
  });

  it('mdx/non-literal-expression: an expression that needs running is compiled and run, as Docusaurus does', async () => {
    const { dir, code, stderr } = await build('mdx/non-literal-expression');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(await article(dir, 'docs/guide')).toContain(
      `Released on <!-- -->${new Date().getFullYear()}<!-- -->.`,
    );
  });
});

describe.concurrent('raw HTML in markdown', () => {
  it('linked-images: kept, its links and images checked, a broken one reported at its line', async () => {
    const { dir, code, stderr } = await build('raw-html/linked-images');
    expect(code).toBe(1);
    expect(stderr).toContain('docs/contributors.md:15:36  error  Broken link to `/docs/taem`  [broken-link]');
    expect(stderr).toContain('docs/team.md:3:1  error  Broken link to `/img/missing.svg`  [broken-link]');
    expect(stderr).toContain('Build failed with 2 errors (2 broken links)');

    // Fixed, the page builds with its HTML.
    const team = path.join(dir, 'docs/team.md');
    await writeFile(team, '# Team\n\n<img src="/img/ada.svg" alt="group photo">\n');
    const contributors = (await readFile(path.join(dir, 'docs/contributors.md'), 'utf8')).replace(
      '/docs/taem',
      '/docs/team',
    );
    await writeFile(path.join(dir, 'docs/contributors.md'), contributors);
    const fixed = await cli(['build'], dir);
    expect(fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
    const html = await article(dir, 'docs/contributors');
    expect(html).toContain(
      '<a href="https://github.com/ada"><img src="/img/ada.svg" width="60" alt="ada"/></a>\n  <a href="/docs/team"><img src="/img/ada.svg" width="60" alt="the team"/></a>',
    );
    expect(html).toContain(
      '<details>\n<summary>Former contributors</summary>\n<p>See the <a href="/docs/team">team page</a>',
    );
  });
});

describe.concurrent('page titles', () => {
  it('h2-first: the front matter title or the file name is the h1; a later `#` stays in the content', async () => {
    const { dir, code, stderr } = await build('page-title/h2-first');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const notes = await article(dir, 'docs/release-notes');
    expect(notes).toMatch(/^<h1>release-notes<\/h1><h2 id="highlights">/);
    expect(notes).toContain('<h1 id="appendix">Appendix</h1>');
    const upgrading = await article(dir, 'docs/with-title');
    expect(upgrading).toMatch(/^<h1>Upgrading<\/h1><h2 id="before-you-start">/);
    expect(upgrading).toContain('<h1 id="details">Details</h1>');
    // A page that opens with its h1 keeps it, and no second one is added.
    const own = await article(dir, 'docs/own-h1');
    expect(own.match(/<h1/g)).toHaveLength(1);
    expect(own).toMatch(/^<h1 id="own-title">Own title<\/h1>/);
    const html = await readFile(path.join(dir, 'build/docs/with-title/index.html'), 'utf8');
    expect(html).toContain('<title>Upgrading | Page titles</title>');
    expect(await article(dir, 'about')).toMatch(/^<h1>Page titles<\/h1><h2 id="who-we-are">/);
  });
});

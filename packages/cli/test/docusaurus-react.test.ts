import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Element } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { hasChromium, launchChromium, releaseChromium } from './browser.ts';
import { ReusedPages } from './reused-pages.ts';
import { cli, readHtml, repoRoot, tempDir, type CliResult, writeFiles } from './helpers.ts';

/**
 * A Docusaurus site whose pages are React (fixtures/docusaurus/react-pages, "Lumen"): its home
 * in the shapes of the accounts-js website's (`@theme/Layout`, `@docusaurus/Link`,
 * `useDocusaurusContext`, `useBaseUrl`, clsx, a CSS module, custom.css with
 * `--ifm-color-primary`), a page of every module, islands, a swizzled footer — built unchanged.
 */

const fixture = path.join(repoRoot, 'packages/cli/test/fixtures/docusaurus/react-pages');
/** Screenshots for a person to look at, written only when asked for (as the other browser files do). */
const screenshotDir = process.env.DOCUSAURUS_SCREENSHOTS;

async function copyOfLumen(): Promise<string> {
  const dir = await tempDir('lumen');
  await cp(fixture, dir, { recursive: true });
  return dir;
}

const attr = (el: unknown, name: string) => String((el as Element | undefined)?.properties[name] ?? '');
const classes = (el: unknown) =>
  ((el as Element | undefined)?.properties.className as string[] | undefined) ?? [];
const stylesheets = async (file: string) =>
  selectAll('link[rel=stylesheet]', await readHtml(file)).map((el) => attr(el, 'href'));

let lumenBuild: Promise<{ site: string; build: CliResult }> | undefined;
/**
 * Lumen built once, unchanged (`build --no-cache`): the first describe reads its output, the
 * browser describe serves it; neither changes it (each built its own copy the same way before).
 */
function builtLumen() {
  lumenBuild ??= (async () => {
    const site = await copyOfLumen();
    return { site, build: await cli(['build', '--no-cache'], site) };
  })();
  return lumenBuild;
}

describe('a Docusaurus site with React pages (the shapes of the accounts-js website)', () => {
  let site: string;
  let out: string;
  let build: CliResult;

  beforeAll(async () => {
    ({ site, build } = await builtLumen());
    out = path.join(site, 'build');
  }, 600_000);

  it('builds with no config of ours, without a warning', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).not.toContain('warning');
  });

  it("renders src/pages/index.js in the site's layout, with Layout's title and description, its sections and links", async () => {
    const home = await readHtml(path.join(out, 'index.html'));
    expect(toString(select('title', home)!)).toBe('Home | Lumen');
    expect(attr(select('meta[name=description]', home), 'content')).toBe(
      'Lumen switches, dims and schedules the lights of a whole house.',
    );
    // The layout is ours: navbar, then the page in div.main-wrapper (it has its own <main>), footer.
    expect(select('header.navbar', home)).toBeTruthy();
    const main = select('#main', home)!;
    expect(classes(main)).toEqual(['main-wrapper', 'page-react', 'infima']);
    expect(toString(select('.hero__title', main)!)).toBe('Lumen');
    // useDocusaurusContext(): the tagline and a custom field.
    expect(toString(select('.hero__subtitle', main)!)).toBe(
      'Light control for every room, from one small library',
    );
    const rel = (a: unknown) =>
      ([] as string[]).concat(((a as Element).properties.rel as string[]) ?? []).join(' ');
    expect(selectAll('.hero a', main).map((a) => [attr(a, 'href'), attr(a, 'target'), rel(a)])).toEqual([
      ['/docs/intro', '', ''],
      ['https://github.com/lumen-example/lumen', '_blank', 'noopener noreferrer'],
    ]);
    // A component of src/components (via @site), the cards (Infima classes), a heading anchor.
    expect(selectAll('h3', select('section', main)!).map((h) => toString(h))).toEqual([
      'One call per room',
      'Scenes',
      'Schedules',
    ]);
    expect(selectAll('.card h3', main).map((h) => toString(h))).toEqual(['Kitchen', 'Living room', 'Garden']);
    expect(attr(select('h2#rooms a.hash-link', main), 'href')).toBe('#rooms');
    expect(toString(select('footer', home)!)).toContain('Lumen authors');
  });

  it('turns an imported SVG into inline markup, and imported images into hashed files of the build', async () => {
    const main = select('#main', await readHtml(path.join(out, 'index.html')))!;
    const logo = select('header svg', main)!;
    expect(attr(logo, 'viewBox')).toBe('0 0 64 64');
    expect(classes(logo)[0]).toMatch(/_heroLogo$/);
    expect(toString(select('title', logo)!)).toBe('Lumen'); // the `title` prop
    expect(attr(select('use', logo), 'xLinkHref')).toBe('#glass');
    const images = selectAll('img', main).map((img) => attr(img, 'src'));
    expect(images[0]).toBe('/img/house.png'); // useBaseUrl
    expect(images[1]).toMatch(/^\/assets\/files\/bulb-[0-9a-f]{10}\.png$/); // require('…png').default
    expect(await readFile(path.join(out, images[1]!))).toEqual(
      await readFile(path.join(site, 'static/img/bulb.png')),
    );
  });

  it("puts the page's CSS modules in its stylesheet, custom.css after Infima on every page, and Infima only where its classes are used", async () => {
    const home = await stylesheets(path.join(out, 'index.html'));
    expect(home.map((href) => href.replace(/\.[0-9a-f]{10}\.css$/, ''))).toEqual([
      '/css/print.css', // the config's stylesheets, before the theme's (as Docusaurus injects them)
      '/assets/css/styles',
      '/assets/css/infima',
      '/assets/css/custom',
      '/assets/css/page-index',
    ]);
    const pageCss = await readFile(path.join(out, home[4]!), 'utf8');
    expect(pageCss).toMatch(/\.pages_heroBanner\{/);
    expect(pageCss).toMatch(/\.styles_featureIcon\{/); // a component's CSS module, with its page
    // url('./glow.svg') next to the stylesheet: copied, hashed.
    const glow = /url\((\/assets\/files\/glow-[0-9a-f]{10}\.svg)\)/.exec(pageCss)?.[1];
    expect(glow && existsSync(path.join(out, glow))).toBe(true);
    const custom = await readFile(path.join(out, home[3]!), 'utf8');
    expect(custom).toContain('--ifm-color-primary: #8b3fbf');
    expect(custom).toContain('url(/img/pattern.svg)'); // from the static folder
    const infima = await readFile(path.join(out, home[2]!), 'utf8');
    expect(infima).toContain(':where(.infima) .container{');
    expect(infima).toContain(':where(:root){--ifm-color-scheme: light');
    // A docs page, and a page with no Infima class, load none of it; custom.css is everywhere.
    for (const page of ['docs/intro/index.html', 'poster/index.html']) {
      const links = await stylesheets(path.join(out, page));
      expect(
        links.some((href) => href.includes('/infima.')),
        page,
      ).toBe(false);
      expect(
        links.some((href) => href.includes('/custom.')),
        page,
      ).toBe(true);
    }
  });

  it("loads the config's scripts from every page's head", async () => {
    for (const page of ['index.html', 'docs/intro/index.html']) {
      const scripts = selectAll('head script[src]', await readHtml(path.join(out, page))).map((s) =>
        attr(s, 'src'),
      );
      expect(scripts[0], page).toBe('/js/hello.js');
    }
  });

  it('serves every module a page imports: Head, Translate, router, theme-common, Admonition, CodeBlock, Tabs, Details, ThemedImage…', async () => {
    const page = await readHtml(path.join(out, 'modules/index.html'));
    const text = (selector: string) => toString(select(selector, page)!);
    expect(attr(select('html', page), 'className')).toContain('modules-html'); // <Head><html className>
    expect(classes(select('body', page))).toContain('modules-body');
    expect(attr(select('meta[name=keywords]', page), 'content')).toBe('lights, rooms');
    expect(classes(select('#main', page))).toContain('modules-wrapper'); // Layout's wrapperClassName
    expect(text('h1.theme-doc-markdown')).toBe('Every module, translated'); // i18n/en/code.json
    expect(text('.translated')).toBe('The page of modules');
    expect(text('.interpolated')).toBe('Lumen lights 3 rooms');
    expect(text('.location')).toBe('/modules');
    expect(text('.internal')).toBe('true false');
    expect(text('.environment')).toBe('false');
    expect(text('.with-base')).toBe('/img/house.png');
    expect(text('.navbar-title')).toBe('Lumen'); // useThemeConfig()
    expect(selectAll('.plural', page).map((p) => toString(p))).toEqual(['One lamp', '3 lamps']);
    expect(text('.where-rendered')).toBe('Rendered at build time');
    expect(text('.guarded')).toBe('Nothing broke here.');
    expect(classes(select('.admonition', page))).toEqual([
      'admonition',
      'admonition-tip',
      'theme-admonition',
      'theme-admonition-tip',
    ]);
    expect(text('.admonition-title')).toBe('Good to know');
    expect(text('.code-block-title')).toBe('lights.js');
    // Highlighted by the build, as markdown's fenced blocks are (Shiki's light and dark colours).
    expect(classes(select('.code-block pre', page))).toContain('shiki');
    expect(attr(select('.code-block pre', page), 'style')).toContain('--shiki-dark');
    expect(text('.code-block pre code')).toBe("lumen.room('kitchen').dim(30);");
    expect(selectAll('.tabs__item', page).map((b) => [toString(b), attr(b, 'ariaSelected')])).toEqual([
      ['npm', 'true'],
      ['Yarn', 'false'],
    ]);
    expect(attr(select('.tabs-container', page), 'dataGroupId')).toBe('package-manager');
    expect(text('details.details > summary')).toBe('What does Lumen need?');
    expect(selectAll('img.themed-image', page).map((img) => classes(img)[1])).toEqual([
      'themed-image--light',
      'themed-image--dark',
    ]);
  });

  it('draws a page without Layout bare, and a Redirect as an immediate refresh with a link', async () => {
    const poster = await readHtml(path.join(out, 'poster/index.html'));
    expect(select('header.navbar', poster)).toBeUndefined();
    expect(select('footer', poster)).toBeUndefined();
    expect(toString(select('title', poster)!)).toBe('Lumen poster'); // <Head><title> as written
    const redirect = await readHtml(path.join(out, 'old-home/index.html'));
    expect(attr(select('meta[http-equiv=refresh]', redirect), 'content')).toBe('0; url=/docs/intro');
    expect(attr(select('#main a', redirect), 'href')).toBe('/docs/intro');
    expect(select('header.navbar', redirect)).toBeUndefined();
  });

  it('gives a page the props Docusaurus gives it: the site config, its location and match', async () => {
    const help = select('#main', await readHtml(path.join(out, 'help/index.html')))!;
    expect(toString(select('.help-guide', help)!)).toBe('The guide starts at /docs/intro.');
    expect(toString(select('.help-place', help)!)).toMatch(/^This page is \/help\/?, exactly\.$/);
  });

  it('uses a swizzled Footer that wraps the original, on every page', async () => {
    for (const page of ['index.html', 'docs/intro/index.html', '404.html']) {
      const html = await readHtml(path.join(out, page));
      expect(toString(select('.footer-note', html)!), page).toBe('Lumen is an example site.');
      expect(toString(select('footer', html)!), page).toContain('Lumen authors');
    }
  });

  it('makes islands of the components that need the browser only, and a page of plain components is no island', async () => {
    const playground = await readHtml(path.join(out, 'playground/index.html'));
    expect(selectAll('accounts-island', playground).map((el) => attr(el, 'dataIsland'))).toEqual([
      'project:src/components/Counter.js#default',
      'project:src/components/ScreenWidth.js#default',
      'project:src/components/ModeBadge.js#default',
      'project:src/components/Collapsible.js#default',
    ]);
    // BrowserOnly's fallback is what the built page shows.
    expect(toString(select('.screen-width', playground)!)).toBe('Measuring your screen…');
    expect(selectAll('accounts-island', await readHtml(path.join(out, 'index.html')))).toEqual([]);
  });

  it('with a base URL: links, images, static url()s and imported files carry it', async () => {
    const based = await copyOfLumen();
    const result = await cli(['build', '--no-cache'], based, { LUMEN_BASE_URL: '/lumen/' });
    expect(result.code, result.stderr).toBe(0);
    const home = await readHtml(path.join(based, 'build/index.html'));
    const main = select('#main', home)!;
    expect(attr(select('.hero a', main), 'href')).toBe('/lumen/docs/intro');
    const images = selectAll('img', main).map((img) => attr(img, 'src'));
    expect(images[0]).toBe('/lumen/img/house.png');
    expect(images[1]).toMatch(/^\/lumen\/assets\/files\/bulb-[0-9a-f]{10}\.png$/);
    const custom = selectAll('link[rel=stylesheet]', home)
      .map((el) => attr(el, 'href'))
      .find((href) => href.includes('/custom.'))!;
    expect(await readFile(path.join(based, 'build', custom.slice('/lumen'.length)), 'utf8')).toContain(
      'url(/lumen/img/pattern.svg)',
    );
    const redirect = await readHtml(path.join(based, 'build/old-home/index.html'));
    expect(attr(select('meta[http-equiv=refresh]', redirect), 'content')).toBe('0; url=/lumen/docs/intro');
    const help = select('#main', await readHtml(path.join(based, 'build/help/index.html')))!;
    expect(toString(select('.help-guide', help)!)).toBe('The guide starts at /lumen/docs/intro.');
    expect(toString(select('.help-place', help)!)).toMatch(/^This page is \/lumen\/help\/?, exactly\.$/);
  }, 600_000);

  it('reports a broken <Link> (an error) and a broken <a href> (a warning) of a page at the JSX that writes them', async () => {
    const broken = await copyOfLumen();
    const file = path.join(broken, 'src/pages/index.js');
    const source = await readFile(file, 'utf8');
    await writeFile(
      file,
      source
        .replace('to="/docs/intro"', 'to="/docs/intro-nope"')
        .replace("to: '/docs/rooms#scenes'", "to: '/docs/rooms#lamps'"),
    );
    const modules = path.join(broken, 'src/pages/poster.js');
    await writeFile(
      modules,
      (await readFile(modules, 'utf8')).replace(
        '<p>Lights for every room.</p>',
        '<p><a href="/gallery">Gallery</a></p>',
      ),
    );
    const result = await cli(['build', '--no-cache'], broken);
    expect(result.code).toBe(1);
    const line = source.split('\n').findIndex((l) => l.includes('to="/docs/intro"')) + 1;
    expect(result.stderr).toMatch(
      new RegExp(`src/pages/index\\.js:${line}:13  error  Broken link to \`/docs/intro-nope\``),
    );
    // A plain <a href>, which Docusaurus does not check: a warning, the build fails on the <Link> only.
    expect(result.stderr).toMatch(/src\/pages\/poster\.js:\d+:\d+  warning  Broken link to `\/gallery`/);
    // The anchor of a card's link (written in data, rendered by <Link>): reported where the Link is.
    expect(result.stderr).toMatch(/src\/pages\/index\.js:\d+:\d+  warning  .*#lamps/);
  }, 600_000);
});

describe.skipIf(!hasChromium && !process.env.CI)('a Docusaurus site with React pages, in the browser', () => {
  let browser: Browser;
  let server: RunningServer;
  let url: string;
  let pages: ReusedPages;

  beforeAll(async () => {
    const { site, build } = await builtLumen();
    expect(build.code, build.stderr).toBe(0);
    server = await startServer({ dir: path.join(site, 'build'), port: 0 });
    url = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    pages = new ReusedPages(() => browser);
  }, 600_000);

  // One page, reused from test to test (reused-pages.ts: its storage emptied after each).
  afterEach(() => pages.reset());

  afterAll(async () => {
    await pages?.close();
    await releaseChromium(browser);
    await server?.close();
  });

  /**
   * A page at `route`, with the scripts it requested; `mode` is saved as the reader's choice
   * before the load (the page's origin is the server's: an empty page of it takes the setting).
   */
  async function open(
    route: string,
    options: { mode?: 'light' | 'dark' } = {},
  ): Promise<{ page: Page; scripts: string[]; close: () => Promise<void> }> {
    const page = await pages.page({ viewport: { width: 1280, height: 900 } });
    if (options.mode) {
      if (!page.url().startsWith(url)) await page.goto(`${url}/404.html`);
      await page.evaluate(`localStorage.setItem('theme', ${JSON.stringify(options.mode)})`);
    }
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url + route, { waitUntil: 'networkidle' });
    return { page, scripts, close: () => pages.reset() };
  }

  const mounted = (page: Page, count: number) =>
    page.waitForFunction(
      `document.querySelectorAll('accounts-island[data-island-state="mounted"]').length >= ${count}`,
      undefined,
      {
        timeout: 60_000,
      },
    );

  it('starts the counter (state, a click handler, no directive) where it is used: it counts', async () => {
    const { page, scripts, close } = await open('/playground');
    await mounted(page, 4);
    const counter = page.locator('.counter');
    expect(await counter.textContent()).toBe('Lamps on: 2');
    await counter.click();
    await counter.click();
    expect(await counter.textContent()).toBe('Lamps on: 4');
    expect(scripts.some((s) => s.startsWith('/assets/js/islands/'))).toBe(true);
    await close();
  });

  it("runs BrowserOnly's children in the browser, follows the colour mode, and keeps an island's children", async () => {
    const { page, close } = await open('/playground');
    await mounted(page, 4);
    expect(await page.locator('.screen-width').textContent()).toBe('Your window is 1280 pixels wide.');
    expect(await page.locator('.mode-badge .badge').textContent()).toBe('light');
    await page.locator('.color-mode-toggle').first().click(); // the navbar's switch
    await expect.poll(() => page.locator('.mode-badge .badge').textContent()).toBe('dark');
    await page.locator('.mode-badge button').click(); // and back, from the island (setColorMode)
    await expect.poll(() => page.evaluate('document.documentElement.dataset.theme')).toBe('light');
    await page.locator('.collapsible__toggle').click();
    expect(await page.locator('.collapsible-text a').getAttribute('href')).toBe('/docs/rooms');
    await close();
  });

  it('loads no React on a page of plain components, nor on a docs page', async () => {
    for (const route of ['/', '/docs/intro', '/modules']) {
      const { page, scripts, close } = await open(route);
      if (route === '/modules') {
        // The one island of that page (useIsBrowser) starts; React comes with it.
        await mounted(page, 1);
        expect(await page.locator('.where-rendered').textContent()).toBe('Rendered in the browser');
        expect(scripts.some((s) => s.startsWith('/assets/js/islands/'))).toBe(true);
      } else {
        expect(
          scripts.filter((s) => s.startsWith('/assets/js/islands/')),
          route,
        ).toEqual([]);
        expect(await page.evaluate('document.documentElement.dataset.hello'), route).toBe('loaded'); // config.scripts
      }
      await close();
    }
  });

  it("restyles the theme with custom.css's --ifm-color-primary, in both modes", async () => {
    for (const [mode, rgb] of [
      ['light', 'rgb(139, 63, 191)'],
      ['dark', 'rgb(201, 154, 233)'],
    ] as const) {
      const { page, close } = await open('/docs/intro', { mode });
      // A link of the docs text: the theme's link colour follows the site's primary colour.
      expect(
        await page.evaluate(`getComputedStyle(document.querySelector('.markdown p a')).color`),
        mode,
      ).toBe(rgb);
      await close();
    }
  });

  it('looks like the Docusaurus page it is, in both colour modes (screenshots with DOCUSAURUS_SCREENSHOTS=DIR)', async () => {
    if (screenshotDir) {
      await mkdir(screenshotDir, { recursive: true });
      console.log(`Docusaurus home screenshots: ${screenshotDir}`);
    }
    for (const mode of ['light', 'dark'] as const) {
      const { page, close } = await open('/', { mode });
      expect(await page.evaluate('document.documentElement.dataset.theme')).toBe(mode);
      // Infima styles the page: the hero is painted in the site's primary colour, centred.
      expect(await page.evaluate(`getComputedStyle(document.querySelector('.hero')).backgroundColor`)).toBe(
        mode === 'light' ? 'rgb(139, 63, 191)' : 'rgb(201, 154, 233)',
      );
      const row = await page.locator('.card').first().boundingBox();
      const next = await page.locator('.card').nth(1).boundingBox();
      expect(row!.y).toBe(next!.y); // cards side by side: Infima's row and col--4
      if (screenshotDir) {
        const file = path.join(screenshotDir, `lumen-home-${mode}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect(existsSync(file)).toBe(true);
      }
      await close();
    }
  });
});

describe('a Docusaurus site styled with Sass (docusaurus-plugin-sass)', () => {
  it("builds its .scss customCss and a page's .module.scss with the site's sass, without a warning", async () => {
    const site = await tempDir('docusaurus-sass');
    const files: Record<string, string> = {
      'docusaurus.config.js': `module.exports = {
  title: 'Sassy',
  url: 'https://sassy.example',
  baseUrl: '/',
  plugins: ['docusaurus-plugin-sass'],
  presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.scss' } }]],
};
`,
      'docs/intro.md': '# Intro\n\nThe docs.\n',
      'src/css/_variables.scss': '$primary: #2e8555;\n$gap: 2rem;\n',
      'src/css/custom.scss': "@use './variables' as v;\n:root {\n  --ifm-color-primary: #{v.$primary};\n}\n",
      'src/pages/index.module.scss': "@use '../css/variables' as v;\n.hero {\n  padding: v.$gap;\n  &:hover { outline: 1px solid v.$primary; }\n}\n",
      'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import styles from './index.module.scss';

export default function Home() {
  return (
    <Layout title="Sassy">
      <header className={styles.hero}>Styled by Sass</header>
    </Layout>
  );
}
`,
    };
    await writeFiles(site, files);
    // The site's own install: sass (this repository's dev dependency).
    await mkdir(path.join(site, 'node_modules'));
    await symlink(path.join(repoRoot, 'node_modules/sass'), path.join(site, 'node_modules/sass'), 'dir');
    const result = await cli(['build'], site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const home = await readHtml(path.join(site, 'build/index.html'));
    const header = select('#main header', home)!;
    const local = classes(header)[0]!;
    expect(local).toMatch(/hero/);
    const css = await Promise.all(
      (await stylesheets(path.join(site, 'build/index.html'))).map((href) =>
        readFile(path.join(site, 'build', href), 'utf8'),
      ),
    );
    expect(css.join('\n')).toContain(`.${local}{padding:2rem}`);
    expect(css.join('\n')).toContain(`.${local}:hover{outline:1px solid #2e8555}`);
    expect(css.join('\n')).toContain('--ifm-color-primary: #2e8555');
  });
});

import { cp, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { selectAll } from 'hast-util-select';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { hasChromium, launchChromium, releaseChromium } from './browser.ts';
import { ReusedPages } from './reused-pages.ts';
import { cli, readHtml, repoRoot, tempDir } from './helpers.ts';

/**
 * Interactive components of compiled MDX pages are islands (issue 33), as on React pages:
 * fixtures/docusaurus-mdx/compiled-islands, a page with a counter (state, a click handler) and
 * a page of a static component only.
 */

const fixture = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/docusaurus-mdx/compiled-islands',
);
let site: string;

beforeAll(async () => {
  site = await tempDir('docusaurus-mdx-islands');
  await cp(fixture, site, { recursive: true });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const result = await cli(['build'], site);
  expect(result.code, result.stderr).toBe(0);
});

describe('islands of compiled MDX pages, as built', () => {
  it('makes an island of the interactive component only', async () => {
    const counter = await readHtml(path.join(site, 'build/counter/index.html'));
    const islands = selectAll('accounts-island', counter).map((el) => String(el.properties.dataIsland));
    expect(islands).toHaveLength(1);
    expect(islands[0]).toMatch(/Counter/);
    expect(selectAll('accounts-island', await readHtml(path.join(site, 'build/static/index.html')))).toEqual(
      [],
    );
  });
});

describe.skipIf(!hasChromium && !process.env.CI)('islands of compiled MDX pages, in the browser', () => {
  let browser: Browser;
  let server: RunningServer;
  let url: string;
  let pages: ReusedPages;

  beforeAll(async () => {
    server = await startServer({ dir: path.join(site, 'build'), port: 0 });
    url = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    pages = new ReusedPages(() => browser);
  });

  // Pages reused from test to test (reused-pages.ts): each test starts with a full load.
  afterEach(() => pages.reset());

  afterAll(async () => {
    await pages?.close();
    await releaseChromium(browser);
    await server?.close();
  });

  /**
   * A page and the scripts it requested. The tests wait for what they check (an island mounted);
   * `settled` waits for the network to be quiet, for the one test that checks what was never
   * requested.
   */
  async function open(
    route: string,
    settled = false,
    options: BrowserContextOptions = {},
  ): Promise<{ page: Page; scripts: string[]; close: () => Promise<void> }> {
    const page = await pages.page(options);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url + route, { waitUntil: settled ? 'networkidle' : 'load' });
    return { page, scripts, close: () => pages.reset() };
  }

  const mounted = (page: Page, selector: string) =>
    page.waitForFunction(
      `document.querySelector('accounts-island[data-island-state="mounted"] ${selector}') !== null`,
    );

  it('hydrates an island that shows a markdown file it imports, compiled for the browser too', async () => {
    const { page, close } = await open('/stepper');
    await mounted(page, '.stepper');
    await page.locator('.stepper__toggle').click();
    await page.waitForFunction(`document.querySelector('.stepper strong code') !== null`);
    expect(await page.locator('.stepper').textContent()).toContain('Run npm install gears first.');
    await close();
  });

  it('hydrates the counter of the MDX page: it counts', async () => {
    const { page, scripts, close } = await open('/counter');
    await mounted(page, '.counter');
    const counter = page.locator('.counter');
    expect(await counter.textContent()).toBe('Clicks: 2');
    await counter.click();
    await counter.click();
    expect(await counter.textContent()).toBe('Clicks: 4');
    expect(scripts.some((s) => s.startsWith('/assets/js/islands/'))).toBe(true);
    await close();
  });

  it("gives an island that reads the docs plugin's client API its data (useActiveVersion)", async () => {
    const { page, scripts, close } = await open('/version');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await mounted(page, '.version-label');
    await page.locator('.version-label').click();
    expect(await page.locator('.version-label').textContent()).toBe('Version: Next at /');
    expect(errors).toEqual([]);
    // The data comes in a chunk of its own island's: the counter's page does not load it.
    const data = scripts.filter((s) => s.startsWith('/assets/js/islands/'));
    // In a page of its own (a second kind of context): the version page stays open beside it.
    const counter = await open('/counter', false, { viewport: { width: 1280, height: 720 } });
    await mounted(counter.page, '.counter');
    const counterScripts = counter.scripts.filter((s) => s.startsWith('/assets/js/islands/'));
    const onlyHere = data.filter((s) => !counterScripts.includes(s));
    const texts = await Promise.all(onlyHere.map((s) => readFile(path.join(site, 'build', s), 'utf8')));
    expect(texts.some((text) => text.includes('docId:"static"'))).toBe(true);
    for (const s of counterScripts)
      expect(await readFile(path.join(site, 'build', s), 'utf8')).not.toContain('docId:"static"');
    await counter.close();
    await close();
  });

  it('loads no React on the page of a static component', async () => {
    const { page, scripts, close } = await open('/static', true);
    expect(await page.locator('.note').textContent()).toBe('Only markup.');
    expect(scripts.filter((s) => s.startsWith('/assets/js/islands/'))).toEqual([]);
    await close();
  });
});

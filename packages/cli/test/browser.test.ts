import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { builtContent } from './content-build.ts';
import { hasChromium, launchChromium, releaseChromium, localOnlyContext } from './browser.ts';
import { ReusedPages } from './reused-pages.ts';

/** The built content/ site in real headless Chromium. (Page code is passed as strings: this file has no DOM types.) */
describe.skipIf(!hasChromium && !process.env.CI)('in the browser', () => {
  let browser: Browser;
  let server: RunningServer;
  let url: string;
  let pages: ReusedPages;

  beforeAll(async () => {
    const out = await builtContent();
    server = await startServer({ dir: out, port: 0 });
    url = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    pages = new ReusedPages(() => browser);
  });

  // The tests whose context is plain share one page per viewport (reused-pages.ts: a load in an
  // open page costs a third of one in a new context): each starts with a full load, and the
  // site's storage (the colour mode) is emptied after it. Those with an init script or a
  // permission open a context of their own.
  afterEach(() => pages.reset());

  afterAll(async () => {
    await pages?.close();
    await releaseChromium(browser);
    await server?.close();
  });

  /** The colour mode as it is when <body> first appears: what the first paint shows. */
  const themeAtFirstPaint = `
    new MutationObserver((_, observer) => {
      if (document.body) {
        window.__themeAtBody = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });`;

  it('is light by default, even when the system prefers dark', async () => {
    const context = await localOnlyContext(browser, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.addInitScript(themeAtFirstPaint);
    await page.goto(`${url}/docs/introduction`);
    expect(await page.evaluate('window.__themeAtBody')).toBe('light');
    await context.close();
  });

  it('applies a saved dark mode before the first paint (no flash)', async () => {
    const context = await localOnlyContext(browser);
    const page = await context.newPage();
    await page.addInitScript(`try { localStorage.setItem('theme', 'dark'); } catch {} ${themeAtFirstPaint}`);
    await page.goto(`${url}/docs/server`);
    expect(await page.evaluate('window.__themeAtBody')).toBe('dark');
    const background = await page.evaluate('getComputedStyle(document.body).backgroundColor');
    expect(background).toBe('rgb(27, 27, 29)');
    await context.close();
  });

  it('the navbar switch toggles the mode and remembers it under localStorage "theme"', async () => {
    const page = await pages.page({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/docs/client`);
    await page.click('button.color-mode-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate("localStorage.getItem('theme')")).toBe('dark');
    await page.goto(`${url}/`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.click('button.color-mode-toggle');
    expect(await page.evaluate("localStorage.getItem('theme')")).toBe('light');
  });

  it('the announcement bar closes, stays closed on the next page (no flash), and a new id shows again', async () => {
    const context = await localOnlyContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}/docs/email`);
    const bar = page.locator('.announcement-bar');
    expect(await bar.isVisible()).toBe(true);
    await page.click('.announcement-bar-close');
    expect(await bar.isVisible()).toBe(false);
    const id = await bar.getAttribute('data-announcement-id');
    expect(await page.evaluate("localStorage.getItem('announcement-dismissed')")).toBe(id);
    await page.addInitScript(`
      new MutationObserver((_, observer) => {
        const el = document.querySelector('.announcement-bar');
        if (el) { window.__barDisplay = getComputedStyle(el).display; observer.disconnect(); }
      }).observe(document, { childList: true, subtree: true });`);
    await page.goto(`${url}/docs/client`);
    expect(await page.evaluate('window.__barDisplay')).toBe('none');
    await page.evaluate("localStorage.setItem('announcement-dismissed', 'an-older-announcement')");
    await page.reload();
    expect(await bar.isVisible()).toBe(true);
    await context.close();
  });

  it('copies a code block with its copy button', async () => {
    const context = await localOnlyContext(browser, { viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    const page = await context.newPage();
    await page.goto(`${url}/docs/server`);
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.locator('.copy-button').click();
    await expect.poll(() => block.locator('.copy-button').textContent()).toBe('Copied');
    const copied = await page.evaluate('navigator.clipboard.readText()');
    expect(copied).toBe(await block.locator('pre code').innerText());
    await context.close();
  });

  it('lays a docs page out in three columns on a wide screen: sidebar, article, TOC', async () => {
    const page = await pages.page({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${url}/docs/server`);
    const sidebar = (await page.locator('.doc-sidebar').boundingBox())!;
    const article = (await page.locator('article').boundingBox())!;
    const toc = (await page.locator('.doc-toc').boundingBox())!;
    expect(sidebar.x).toBeLessThan(article.x);
    expect(article.x + article.width).toBeLessThanOrEqual(toc.x);
    expect(sidebar.width).toBeLessThanOrEqual(300);
    expect(article.width).toBeGreaterThan(600);
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  });

  it('an API page: its sidebar link is scrolled into view, types link across packages', async () => {
    const page = await pages.page({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${url}/api/types/interface/User`);
    const sidebar = (await page.locator('.doc-sidebar').boundingBox())!;
    const current = (await page.locator('.doc-sidebar [aria-current="page"]').boundingBox())!;
    expect(current.y).toBeGreaterThanOrEqual(sidebar.y);
    expect(current.y + current.height).toBeLessThanOrEqual(sidebar.y + sidebar.height);
    await page.goto(`${url}/api/server/class/AccountsServer`);
    await page.locator('article a.api-ref', { hasText: 'User' }).first().click();
    await expect.poll(() => page.url()).toBe(`${url}/api/types/interface/User`);
    expect(await page.locator('article h1').textContent()).toBe('User');
  });

  it('is readable with JavaScript off: content, sidebar and TOC, no dead controls', async () => {
    const page = await pages.page({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`${url}/docs/databases/mongo`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Mongo');
    expect(await page.locator('nav[aria-label="Docs sidebar"]').isVisible()).toBe(true);
    expect(await page.locator('nav.toc-desktop').isVisible()).toBe(true);
    expect(await page.locator('button.color-mode-toggle').isVisible()).toBe(false);
    expect(await page.locator('.copy-button').first().isVisible()).toBe(false);
  });

  it('on a narrow screen the sidebar opens from the menu button and the TOC folds under "On this page"', async () => {
    const page = await pages.page({ viewport: { width: 390, height: 844 } });
    await page.goto(`${url}/docs/server`);
    const button = page.locator('button.navbar-menu-button');
    expect(await page.locator('nav[aria-label="Docs sidebar"]').isVisible()).toBe(false);
    expect(await page.locator('.navbar-mobile-menu').isVisible()).toBe(false);
    expect(await page.locator('label.navbar-menu-button').isVisible()).toBe(false); // the no-JS fallback
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('nav[aria-label="Docs sidebar"]').isVisible()).toBe(true);
    expect(await page.locator('.navbar-mobile-menu a').allTextContents()).toEqual([
      'Documentation',
      'Api reference',
      'GitHub',
    ]);
    expect(await page.locator('.navbar-mobile-menu').isVisible()).toBe(true);
    await button.click();
    expect(await page.locator('nav[aria-label="Docs sidebar"]').isVisible()).toBe(false);
    expect(await page.locator('details.toc-mobile summary').textContent()).toBe('On this page');
    expect(await page.locator('nav.toc-desktop').isVisible()).toBe(false);
  });

  it('on a narrow screen an API page opens its menu at the current page, not at the top of 31 packages', async () => {
    const page = await pages.page({ viewport: { width: 390, height: 844 } });
    await page.goto(`${url}/api/types/interface/User`);
    await page.click('button.navbar-menu-button');
    const drawer = (await page.locator('#nav-drawer').boundingBox())!;
    const current = (await page.locator('#nav-drawer .sidebar [aria-current="page"]').boundingBox())!;
    expect(current.y).toBeGreaterThanOrEqual(drawer.y);
    expect(current.y + current.height).toBeLessThanOrEqual(drawer.y + drawer.height);
  });

  it('keeps the sidebar categories the reader folded across client navigations', async () => {
    const page = await pages.page({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${url}/api/server/class/AccountsServer`);
    const category = (name: string) =>
      // The label is split by <wbr> (word breaks): match the summary's whole text.
      page.locator('.sidebar details', {
        has: page.locator('> summary', { hasText: new RegExp(`^${name}$`) }),
      });
    // Categories start folded but the current page's: the reader opens one, folds another.
    expect(await category('@accounts/client').getAttribute('open')).toBeNull();
    await category('@accounts/client').locator('> summary').click();
    expect(await category('@accounts/client').getAttribute('open')).toBe('');
    await category('@accounts/server').locator('> summary').click();
    expect(await category('@accounts/server').getAttribute('open')).toBeNull();
    await page.evaluate(`document.querySelector('.sidebar a[href="/api/types/interface/User"]').click()`);
    await expect.poll(() => page.locator('#main h1').textContent()).toBe('User');
    expect(await category('@accounts/client').getAttribute('open')).toBe('');
    expect(await category('@accounts/server').getAttribute('open')).toBeNull();
    expect(await category('@accounts/types').getAttribute('open')).toBe(''); // the current page's is open
  });

  it('opens guide and API pages without reloading, and back returns to the previous one', async () => {
    const page = await pages.page({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/docs/server`);
    await page.evaluate('window.__sameDocument = true');
    await page.locator('.navbar-items a', { hasText: 'Api reference' }).click();
    await expect.poll(() => page.locator('#main h1').textContent()).toBe('API reference');
    expect(page.url()).toBe(`${url}/api`);
    await page.locator('article a[href="/api/server"]').first().click();
    await expect.poll(() => page.url()).toBe(`${url}/api/server`);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${url}/api`);
    await page.goBack();
    await expect.poll(() => page.locator('#main h1').textContent()).toBe('Server');
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
  });
});

/** An address of this machine that is not loopback: to the test browser, another host. */
const otherAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe.skipIf((!hasChromium && !process.env.CI) || !otherAddress)('the test browser (browser.ts)', () => {
  it('reaches this machine by 127.0.0.1 and localhost, and no other host', async () => {
    // A server on every address of the machine: reached by another address, it would be
    // reached as another host (the internet) would be.
    const seen: string[] = [];
    const server = createServer((request, response) => {
      if (request.url === '/') seen.push(request.headers.host ?? ''); // not the favicon
      response.end('here');
    });
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const { port } = server.address() as { port: number };
    const browser = await launchChromium();
    const context = await localOnlyContext(browser);
    try {
      const page = await context.newPage();
      for (const host of ['127.0.0.1', 'localhost'])
        expect((await page.goto(`http://${host}:${port}/`))?.status(), host).toBe(200);
      const other = await page.goto(`http://${otherAddress}:${port}/`).then(
        () => 'loaded',
        (error: Error) => error.message,
      );
      expect(other).toMatch(/net::ERR_/);
      expect(seen).toEqual([`127.0.0.1:${port}`, `localhost:${port}`]);
    } finally {
      await context.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

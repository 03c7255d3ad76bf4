import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { hasChromium, launchChromium, releaseChromium } from './browser.ts';
import { ReusedPages } from './reused-pages.ts';
import { cli, tempDir } from './helpers.ts';

/**
 * The reader's preferred docs version in headless Chromium: saved in localStorage
 * (`docs-preferred-version-default`, as Docusaurus names it) on a versioned page, followed by
 * version-less links. (Page code is passed as strings: this file has no DOM types.)
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/docusaurus');
const KEY = 'docs-preferred-version-default';

async function serveFixture(fixture: string): Promise<RunningServer> {
  const dir = await tempDir(`browser-${fixture}`);
  await cp(path.join(fixtures, fixture), dir, { recursive: true });
  const build = await cli(['build', '--no-cache'], dir);
  expect(build.code, build.stderr).toBe(0);
  return startServer({ dir: path.join(dir, 'build'), port: 0 });
}

describe.skipIf(!hasChromium && !process.env.CI)('the preferred docs version in the browser', () => {
  let browser: Browser;
  let versioned: RunningServer;
  let single: RunningServer;
  let pages: ReusedPages;

  beforeAll(async () => {
    [versioned, single] = await Promise.all([
      serveFixture('versioned-docs'),
      serveFixture('config-and-sidebars'),
    ]);
    browser = await launchChromium();
    pages = new ReusedPages(() => browser);
  });

  // One page, reused from test to test (reused-pages.ts): each test starts with a full
  // load, and the saved version (localStorage) is emptied after it, as a new context had it.
  afterEach(() => pages.reset());

  afterAll(async () => {
    await pages?.close();
    await releaseChromium(browser);
    await versioned?.close();
    await single?.close();
  });

  const docsLink = `document.querySelector('.navbar-inner a[data-versions]').getAttribute('href')`;

  it('is saved on a versioned page and followed by the navbar Documentation link', async () => {
    const url = `http://127.0.0.1:${versioned.port}`;
    const page = await pages.page({ viewport: { width: 1280, height: 800 } });

    await page.goto(`${url}/`);
    expect(await page.evaluate(`localStorage.getItem('${KEY}')`)).toBeNull();
    expect(await page.evaluate(docsLink)).toBe('/docs/intro');

    await page.goto(`${url}/docs/1.0/intro`);
    expect(await page.evaluate(`localStorage.getItem('${KEY}')`)).toBe('1.0');

    await page.goto(`${url}/`);
    expect(await page.evaluate(docsLink)).toBe('/docs/1.0/intro');
    await page.click('.navbar-inner a[data-versions]');
    await page.waitForURL(`${url}/docs/1.0/intro`);

    // The version menu: the same page in another version, which becomes the preference.
    await page.click('.navbar-inner .navbar-versions summary');
    await page.click('.navbar-inner .navbar-versions a[data-version-name="current"]');
    await page.waitForURL(`${url}/docs/next/intro`);
    expect(await page.evaluate(`localStorage.getItem('${KEY}')`)).toBe('current');
    await page.goto(`${url}/docs/usage`);
    expect(await page.evaluate(`localStorage.getItem('${KEY}')`)).toBe('2.0');
    expect(await page.evaluate(docsLink)).toBe('/docs/intro');
  });

  it("is saved again after a client navigation (the router's accounts-docs:page event)", async () => {
    const url = `http://127.0.0.1:${versioned.port}`;
    const page = await pages.page({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/docs/intro`);
    expect(await page.evaluate(`localStorage.getItem('${KEY}')`)).toBe('2.0');
    // What the router does: swap the content region (the navbar stays), then announce the page.
    await page.evaluate(`(async () => {
      const html = await (await fetch('/docs/1.0/intro')).text();
      const next = new DOMParser().parseFromString(html, 'text/html');
      document.querySelector('main').replaceWith(document.adoptNode(next.querySelector('main')));
      history.pushState(null, '', '/docs/1.0/intro');
      document.dispatchEvent(new CustomEvent('accounts-docs:page', { detail: { url: location.href } }));
    })()`);
    expect(await page.evaluate(`localStorage.getItem('${KEY}')`)).toBe('1.0');
    expect(await page.evaluate(docsLink)).toBe('/docs/1.0/intro');
    expect(
      await page.evaluate(`document.querySelector('.navbar-inner .navbar-versions summary').textContent`),
    ).toBe('1.0');
  });

  it('is recorded with a single version too, whose menu is hidden', async () => {
    const url = `http://127.0.0.1:${single.port}`;
    const page = await pages.page({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/docs/introduction`);
    expect(await page.evaluate(`localStorage.getItem('${KEY}')`)).toBe('current');
    expect(await page.evaluate(`document.querySelectorAll('.navbar-versions').length`)).toBe(0);
  });

  it('navbar.hideOnScroll: the navbar slides away while scrolling down, back when scrolling up', async () => {
    const url = `http://127.0.0.1:${single.port}`;
    // A short window, so that the page scrolls (the next test's page() sets 800 px again).
    const page = await pages.page({ viewport: { width: 1280, height: 800 } });
    await page.setViewportSize({ width: 1280, height: 240 });
    await page.goto(`${url}/docs/guides/install`);
    const hidden = `document.querySelector('header.navbar').classList.contains('navbar-hidden')`;
    expect(await page.evaluate(hidden)).toBe(false);
    await page.evaluate('window.scrollTo(0, 400)');
    await page.waitForFunction(hidden);
    await page.evaluate('window.scrollTo(0, 100)');
    await page.waitForFunction(`!${hidden}`);
  });
});

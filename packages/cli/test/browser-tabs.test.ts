import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { hasChromium, launchChromium, releaseChromium } from './browser.ts';
import { ReusedPages } from './reused-pages.ts';
import { cli, tempDir } from './helpers.ts';

/**
 * MDX `<Tabs>` of the fixtures/mdx/theme-components site in headless Chromium: switching,
 * `groupId` sync and memory, and the stacked reading without JavaScript.
 * (Page code is passed as strings: this file has no DOM types.)
 */
describe.skipIf(!hasChromium && !process.env.CI)('MDX tabs in the browser', () => {
  let browser: Browser;
  let server: RunningServer;
  let url: string;
  let pages: ReusedPages;

  beforeAll(async () => {
    const dir = await tempDir('browser-tabs');
    const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/mdx/theme-components');
    await cp(fixture, dir, { recursive: true });
    expect((await cli(['build', '--no-cache'], dir)).code).toBe(0);
    server = await startServer({ dir: path.join(dir, 'build'), port: 0 });
    url = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    pages = new ReusedPages(() => browser);
  });

  // Two pages (with and without JavaScript) reused from test to test (reused-pages.ts): each test
  // starts with a full load; the remembered tab choice is emptied with the storage after it.
  afterEach(() => pages.reset());

  afterAll(async () => {
    await pages?.close();
    await releaseChromium(browser);
    await server?.close();
  });

  /** The first line shown by the visible panels of each tab set, in page order. */
  const visiblePanels = (page: Page): Promise<string[][]> =>
    page.evaluate(`[...document.querySelectorAll('.tabs-container')].map((c) =>
      [...c.querySelectorAll(':scope > .tabs__panel')]
        .filter((p) => p.offsetParent !== null)
        .map((p) => p.innerText.trim().split('\\n')[0]))`);

  it('a click switches the tab; the sets of a groupId follow; the choice survives a reload', async () => {
    const page = await pages.page();
    await page.goto(`${url}/docs/tabs`);
    expect(await page.locator('.tabs').first().isVisible()).toBe(true);
    expect(await visiblePanels(page)).toEqual([
      ['npm install @accounts/server'],
      ['npm install @accounts/rest-express'],
      ['Typed server options.'],
    ]);

    await page.locator('.tabs-container').first().getByRole('tab', { name: 'Yarn' }).click();
    expect(await visiblePanels(page)).toEqual([
      ['yarn add @accounts/server'],
      ['yarn add @accounts/rest-express'],
      ['Typed server options.'],
    ]);
    expect(await page.evaluate("localStorage.getItem('docusaurus.tab.package-manager')")).toBe('yarn');
    const yarn = page.locator('.tabs-container').nth(1).getByRole('tab', { name: 'Yarn' });
    expect(await yarn.getAttribute('aria-selected')).toBe('true');
    expect(await yarn.getAttribute('tabindex')).toBe('0');

    // A set without a groupId switches alone, and is not remembered.
    await page.getByRole('tab', { name: 'JavaScript' }).click();
    expect((await visiblePanels(page))[2]).toEqual(['Untyped.']);
    expect((await visiblePanels(page))[0]).toEqual(['yarn add @accounts/server']);

    await page.reload();
    expect(await visiblePanels(page)).toEqual([
      ['yarn add @accounts/server'],
      ['yarn add @accounts/rest-express'],
      ['Typed server options.'],
    ]);
  });

  it('arrow keys move between the tabs of a set', async () => {
    const page = await pages.page();
    await page.goto(`${url}/docs/tabs`);
    await page.locator('.tabs-container').nth(2).getByRole('tab', { name: 'TypeScript' }).focus();
    await page.keyboard.press('ArrowRight');
    expect((await visiblePanels(page))[2]).toEqual(['Untyped.']);
    expect(await page.evaluate('document.activeElement.textContent')).toBe('JavaScript');
    await page.keyboard.press('ArrowRight');
    expect((await visiblePanels(page))[2]).toEqual(['Typed server options.']);
  });

  it('applies the saved choice again after a client-side page swap (accounts-docs:page)', async () => {
    const page = await pages.page();
    await page.goto(`${url}/docs/tabs`);
    // What the client router does: new content in place, then the event.
    await page.evaluate(`
      localStorage.setItem('docusaurus.tab.package-manager', 'yarn');
      const main = document.querySelector('article.markdown');
      main.innerHTML = main.innerHTML;
      document.dispatchEvent(new CustomEvent('accounts-docs:page', { detail: { url: location.href } }));`);
    expect((await visiblePanels(page))[0]).toEqual(['yarn add @accounts/server']);
    await page.locator('.tabs-container').first().getByRole('tab', { name: 'npm' }).click();
    expect((await visiblePanels(page))[1]).toEqual(['npm install @accounts/rest-express']);
  });

  it('without JavaScript the tabs are stacked sections, each under a heading with its label', async () => {
    const page = await pages.page({ javaScriptEnabled: false });
    await page.goto(`${url}/docs/tabs`);
    expect(await page.locator('.tabs').first().isVisible()).toBe(false);
    const headings = page.locator('.tabs__heading');
    expect(await headings.allTextContents()).toEqual([
      'npm',
      'Yarn',
      'npm',
      'Yarn',
      'TypeScript',
      'JavaScript',
    ]);
    for (const heading of await headings.all()) expect(await heading.isVisible()).toBe(true);
    for (const panel of await page.locator('.tabs__panel').all()) expect(await panel.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 3, name: 'Yarn' }).count()).toBe(2);
  });
});

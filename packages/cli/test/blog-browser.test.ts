import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { builtContent } from './content-build.ts';
import { hasChromium, launchChromium, releaseChromium, localOnlyContext } from './browser.ts';

/**
 * The blog of content/ in real Chromium: its list, a post, a tag's page and the archive, in the
 * light and the dark mode, wide and on a phone. Layout and colours are measured; with
 * `BLOG_SCREENSHOTS` set, each case writes a screenshot there for a person to look at.
 * (Page code is passed as strings: no DOM types.)
 */

/** Where full-page screenshots go, only when asked for: nothing reads them but a person. */
const screenshotDir = process.env.BLOG_SCREENSHOTS;

const PAGES = [
  ['list', '/blog'],
  ['post', '/blog/2024/09/17/mikro-orm-adapter'],
  ['tag', '/blog/tags/release'],
  ['archive', '/blog/archive'],
] as const;

describe.skipIf(!hasChromium && !process.env.CI)('the blog, in the browser', () => {
  let browser: Browser;
  let server: RunningServer;
  let url: string;
  /**
   * One context and page per colour mode, reused for every URL and both widths: a page load of
   * the blog costs 0.5–2 s of Chromium's CPU (more under load), a fresh context more (its cache
   * starts cold); what each test checks is the page as loaded, not a first visit.
   */
  const pages = new Map<string, { context: BrowserContext; page: Page }>();

  beforeAll(async () => {
    const out = await builtContent();
    server = await startServer({ dir: out, port: 0 });
    url = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    if (screenshotDir) {
      await mkdir(screenshotDir, { recursive: true });
      console.log(`blog screenshots: ${screenshotDir}`);
    }
  });

  afterAll(async () => {
    for (const { context } of pages.values()) await context.close().catch(() => undefined);
    await releaseChromium(browser);
    await server?.close();
  });

  /** `route` loaded at 1280 px in the given mode (the theme reads `localStorage.theme` before painting). */
  async function open(route: string, mode: 'light' | 'dark'): Promise<Page> {
    let entry = pages.get(mode);
    if (!entry) {
      const context = await localOnlyContext(browser, { viewport: { width: 1280, height: 900 } });
      await context.addInitScript(`localStorage.setItem('theme', ${JSON.stringify(mode)})`);
      entry = { context, page: await context.newPage() };
      pages.set(mode, entry);
    }
    await entry.page.setViewportSize({ width: 1280, height: 900 });
    await entry.page.goto(`${url}${route}`);
    return entry.page;
  }

  async function screenshot(page: Page, name: string): Promise<void> {
    if (!screenshotDir) return;
    const file = path.join(screenshotDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    expect((await stat(file)).size).toBeGreaterThan(1000);
  }

  const style = (page: Page, selector: string, property: string) =>
    page.evaluate(
      `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).getPropertyValue(${JSON.stringify(property)})`,
    ) as Promise<string>;
  /** Relative luminance of a computed `rgb()` colour (WCAG). */
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  describe.each(['light', 'dark'] as const)('%s mode', (mode) => {
    // Each page is loaded once and checked at 1280 px, then at 400 px: the widths differ only in
    // CSS (media queries; the blog has no script that reads the width), so the page resized to a
    // phone's width lays out as the same page loaded on a phone.
    it.each(PAGES)(
      'the %s page: the recent posts beside the content at 1280 px, readable text, its stylesheet applied; at 400 px it fits the screen, the recent posts after the content',
      async (name, route) => {
        const page = await open(route, mode);
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
        const background = await style(page, 'body', 'background-color');
        expect(luminance(background) < 0.2).toBe(mode === 'dark');
        // The heading and body text stand out from the page in both modes (WCAG AA: 4.5).
        const heading = name === 'list' ? '.blog-post-title a' : 'main h1';
        expect(contrast(await style(page, heading, 'color'), background)).toBeGreaterThan(4.5);
        expect(contrast(await style(page, 'main', 'color'), background)).toBeGreaterThan(4.5);
        const layout = (await page.evaluate(`(() => {
          const box = (s) => { const e = document.querySelector(s); if (!e) return null; const r = e.getBoundingClientRect(); return { x: r.x, right: r.right, width: r.width }; };
          return { sidebar: box('.blog-sidebar'), main: box('main'), scroll: document.documentElement.scrollWidth - innerWidth };
        })()`)) as {
          sidebar: { x: number; right: number } | null;
          main: { x: number; width: number };
          scroll: number;
        };
        expect(layout.scroll).toBeLessThanOrEqual(0);
        if (name === 'archive') expect(layout.sidebar).toBeNull();
        else expect(layout.sidebar!.right).toBeLessThanOrEqual(layout.main.x + 1);
        if (name !== 'archive') expect(await page.locator('.blog-sidebar li').count()).toBe(4);
        await screenshot(page, `${name}-${mode}-1280`);

        await page.setViewportSize({ width: 400, height: 900 });
        const overflow = (await page.evaluate('document.documentElement.scrollWidth - innerWidth')) as number;
        expect(overflow, `${route} at 400 px`).toBeLessThanOrEqual(0);
        if (name !== 'archive') {
          const [main, sidebar] = (await page.evaluate(
            `[document.querySelector('main').getBoundingClientRect().top, document.querySelector('.blog-sidebar').getBoundingClientRect().top]`,
          )) as [number, number];
          expect(sidebar).toBeGreaterThan(main);
        }
        await screenshot(page, `${name}-${mode}-400`);
      },
    );
  });

  it('shows the folder post\'s picture, and the list\'s "Read more" leads to the whole post', async () => {
    const post = await open('/blog/2024/09/17/mikro-orm-adapter', 'light');
    expect(
      await post.evaluate(`document.querySelector('article .markdown img').naturalWidth`),
    ).toBeGreaterThan(0);
    const list = await open('/blog', 'light');
    await list.locator('a.blog-read-more').first().click();
    await list.waitForURL('**/blog/2024/09/17/mikro-orm-adapter');
    expect(await list.locator('main h1').textContent()).toBe('accounts-js 0.34: a MikroORM adapter');
    expect(await list.locator('h2#also-in-034').count()).toBe(1);
  });
});

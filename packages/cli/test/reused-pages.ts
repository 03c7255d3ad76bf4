import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { localOnlyContext } from './browser.ts';

/**
 * One page per kind of context (its options), reused by a file's tests: each test starts it with
 * a full load (`page.goto`), so no document state carries over. Measured on this machine, a
 * load in a new context costs ≈ 0.8 s of Chromium's CPU (a new renderer process), a load in an
 * open page ≈ 0.25 s. What a test adds to its page goes after it (`reset()` in afterEach):
 * routes, listeners, the site's storage; the pointer leaves the viewport so that nothing of the
 * next page starts under it (a link under it would be prefetched). Tests whose context itself
 * differs (an init script, a permission) open their own.
 */
export class ReusedPages {
  private readonly pages = new Map<string, Page>();

  /** `setUp` runs once on each new context (routes every test of the file wants). */
  constructor(
    private readonly browser: () => Browser,
    private readonly setUp?: (context: BrowserContext) => Promise<unknown>,
  ) {}

  /** The page of contexts with `options`, at the viewport they name (a test may have resized it). */
  async page(options: BrowserContextOptions = {}): Promise<Page> {
    const key = JSON.stringify(options);
    let page = this.pages.get(key);
    if (!page || page.isClosed()) {
      const context = await localOnlyContext(this.browser(), options);
      await this.setUp?.(context);
      page = await context.newPage();
      this.pages.set(key, page);
    } else if (options.viewport) {
      const { width, height } = page.viewportSize() ?? {};
      if (width !== options.viewport.width || height !== options.viewport.height)
        await page.setViewportSize(options.viewport);
    }
    return page;
  }

  /** Takes back what the last test added to the pages (afterEach). */
  async reset(): Promise<void> {
    for (const page of this.pages.values()) {
      if (page.isClosed()) continue;
      // 'wait': a handler still running (a delayed answer) ends before the next test; dropped at
      // once, its route would go on to the context's handler, and be handled twice.
      await page.unrouteAll({ behavior: 'wait' });
      for (const event of ['request', 'response', 'pageerror', 'console'] as const)
        page.removeAllListeners(event);
      await page.mouse.move(-1, -1).catch(() => undefined);
      await page.evaluate('localStorage.clear(); sessionStorage.clear()').catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    for (const page of this.pages.values())
      await page
        .context()
        .close()
        .catch(() => undefined);
    this.pages.clear();
  }
}

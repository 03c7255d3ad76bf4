import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RouteTable } from '@accounts-docs/routes';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { hasChromium, launchChromium, releaseChromium, localOnlyContext } from './browser.ts';
import { cli, repoRoot, tempDir, type CliResult } from './helpers.ts';
import { ReusedPages } from './reused-pages.ts';

const fixture = path.join(repoRoot, 'packages/cli/test/fixtures/client-runtime');
const ANALYTICS_HOST = 'https://stats.example.test';

/**
 * The client runtime (site-theme/client) in headless Chromium, on the client-runtime fixture.
 * Page code is passed as strings: this file has no DOM types.
 */
describe.skipIf(!hasChromium && !process.env.CI)('client runtime', () => {
  let browser: Browser;
  let server: RunningServer;
  let out: string;
  let url: string;
  const contexts: BrowserContext[] = [];
  let pages: ReusedPages;
  /** The build for the last describe, made beside this file's first (the CLI waits on I/O too). */
  let wrongBaseBuild: Promise<{ out: string; built: CliResult }>;

  /** The fixture built cold with one of its configs, into a folder of its own. */
  const buildFixture = async (config: string, prefix: string) => {
    const dir = path.join(await tempDir(prefix), 'build');
    const built = await cli(['build', '--config', path.join(fixture, config), '--out', dir, '--no-cache']);
    return { out: dir, built };
  };

  beforeAll(async () => {
    wrongBaseBuild = buildFixture('wrong-base.config.ts', 'wrong-base');
    // Handled here so that a failure is reported by the describe that needs it, not as unhandled.
    wrongBaseBuild.catch(() => undefined);
    const { out: dir, built } = await buildFixture('accounts-docs.config.ts', 'client-runtime');
    expect(built.code, built.stderr).toBe(0);
    out = dir;
    server = await startServer({ dir: out, port: 0 });
    url = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    pages = new ReusedPages(
      () => browser,
      (context) =>
        context.route(`${ANALYTICS_HOST}/**`, (r) => r.fulfill({ contentType: 'text/javascript', body: '' })),
    );
  });

  // The tests' pages are reused (reused-pages.ts: a load in an open page costs a third of one in a
  // new context); a test whose context differs (an init script) opens its own, closed after it.
  afterEach(async () => {
    await pages.reset();
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await pages?.close();
    await releaseChromium(browser);
    await server?.close();
  });

  /**
   * A page on the fixture site; the stubbed analytics host answers with an empty script.
   * `before` runs before the page loads (routes, listeners): the runtime prefetches right away.
   */
  async function open(
    route: string,
    options: BrowserContextOptions = {},
    before?: (page: Page) => Promise<unknown>,
  ): Promise<Page> {
    const page = await pages.page({ viewport: { width: 1280, height: 800 }, ...options });
    await before?.(page);
    await page.goto(url + route);
    return page;
  }

  /** Requests of the page to a route of the site (fetches and full loads alike). */
  function requestsTo(page: Page, route: string): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === route) seen.push(request.resourceType());
    });
    return seen;
  }

  const h1 = (page: Page) => page.locator('#main h1').textContent();
  /** Set before a navigation: still there after it only when the document was not reloaded. */
  const mark = (page: Page) => page.evaluate('window.__sameDocument = true');
  const sameDocument = (page: Page) => page.evaluate('window.__sameDocument === true');

  describe('navigation', () => {
    it('opens a page of the site without a full reload: content, title, meta, navbar, sidebar, focus, announcement', async () => {
      const page = await open('/docs/intro');
      expect(await page.locator('.navbar-items a.active').allTextContents()).toEqual(['Docs']);
      await mark(page);
      await page.evaluate(
        `document.addEventListener('accounts-docs:page', (e) => (window.__pageEvent = e.detail.url))`,
      );
      await page.click('article a[href="/docs/plain"]');
      await expect.poll(() => h1(page)).toBe('Plain');
      expect(page.url()).toBe(`${url}/docs/plain`);
      expect(await sameDocument(page)).toBe(true);
      expect(await page.title()).toBe('Plain | Runtime');
      expect(await page.getAttribute('meta[name="description"]', 'content')).toBe('A short page.');
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(
        'https://runtime.example.com/docs/plain',
      );
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      expect(await page.locator('.navbar-items a.active').allTextContents()).toEqual(['Docs', 'Plain']);
      expect(await page.locator('.sidebar [aria-current="page"]').allTextContents()).toEqual(['Plain']);
      expect(await page.evaluate('window.__pageEvent')).toBe(`${url}/docs/plain`);
      // Focus moves to the new h1 and the new title is announced (one load for both: they follow
      // the same swap).
      expect(
        await page.evaluate('document.activeElement.tagName + ":" + document.activeElement.textContent'),
      ).toBe('H1:Plain');
      const announcer = page.locator('.route-announcer');
      expect(await announcer.getAttribute('aria-live')).toBe('polite');
      expect(await announcer.textContent()).toBe('Plain | Runtime');
    });

    it('back and forward swap the pages again and put each scroll position back', async () => {
      const page = await open('/docs/long');
      await mark(page);
      await page.evaluate('window.scrollTo(0, 1500)');
      await expect.poll(() => page.evaluate('window.scrollY')).toBe(1500);
      await page.evaluate(`document.querySelector('article a[href="/docs/plain"]').click()`);
      await expect.poll(() => h1(page)).toBe('Plain');
      expect(await page.evaluate('window.scrollY')).toBe(0);
      await page.goBack();
      await expect.poll(() => h1(page)).toBe('Long');
      await expect.poll(() => page.evaluate('window.scrollY')).toBe(1500);
      await page.goForward();
      await expect.poll(() => h1(page)).toBe('Plain');
      expect(await page.evaluate('window.scrollY')).toBe(0);
      expect(await sameDocument(page)).toBe(true);
    });

    it('jumps to the #anchor of the next page', async () => {
      const page = await open('/docs/intro');
      await mark(page);
      await page.click('article a[href="/docs/long#section-five"]');
      await expect.poll(() => h1(page)).toBe('Long');
      expect(page.url()).toBe(`${url}/docs/long#section-five`);
      const top = (await page.evaluate(
        `document.getElementById('section-five').getBoundingClientRect().top`,
      )) as number;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(120); // just under the sticky navbar
      expect(await sameDocument(page)).toBe(true);
    });

    it('leaves links to files that are not pages (sitemap.xml) to the browser', async () => {
      const page = await open('/docs/intro');
      await mark(page);
      await page.click('article a[href="/sitemap.xml"]');
      await expect.poll(() => page.url()).toBe(`${url}/sitemap.xml`);
      expect(await sameDocument(page)).toBe(false);
    });
  });

  describe('prefetch', () => {
    it('loads a page when the pointer is over its link, and the click uses it (one request)', async () => {
      // On the home page only the navbar links to Plain: nothing else would prefetch it.
      let requests: string[] = [];
      const page = await open('/', {}, async (p) => (requests = requestsTo(p, '/docs/plain')));
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);
      await page.hover('.navbar-items a[href="/docs/plain"]');
      await expect.poll(() => requests).toEqual(['fetch']);
      await page.click('.navbar-items a[href="/docs/plain"]');
      await expect.poll(() => h1(page)).toBe('Plain');
      expect(requests).toEqual(['fetch']);
    });

    it('loads the links of the main column as they scroll into view', async () => {
      const page = await open('/docs/long', { viewport: { width: 1280, height: 600 } });
      const requests = requestsTo(page, '/docs/plain');
      await page.waitForTimeout(300);
      expect(requests).toEqual([]); // the page's last paragraph is far below
      await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
      await expect.poll(() => requests).toEqual(['fetch']);
    });

    for (const [name, connection] of [
      ['saveData is on', { saveData: true, effectiveType: '4g' }],
      ['the connection is 2g', { saveData: false, effectiveType: '2g' }],
      ['the connection is slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
    ] as const) {
      it(`prefetches nothing when ${name}, and a click still navigates`, async () => {
        const context = await localOnlyContext(browser, { viewport: { width: 1280, height: 600 } });
        contexts.push(context);
        await context.addInitScript(
          `Object.defineProperty(Navigator.prototype, 'connection', { get: () => (${JSON.stringify(connection)}) })`,
        );
        const page = await context.newPage();
        const requests = requestsTo(page, '/docs/plain');
        await page.goto(`${url}/docs/long`);
        await mark(page);
        await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
        await page.hover('article a[href="/docs/plain"]');
        await page.focus('article a[href="/docs/plain"]');
        await page.waitForTimeout(300);
        expect(requests).toEqual([]);
        await page.click('article a[href="/docs/plain"]');
        await expect.poll(() => h1(page)).toBe('Plain');
        expect(requests).toEqual(['fetch']);
        expect(await sameDocument(page)).toBe(true);
      });
    }
  });

  describe('progress bar', () => {
    /** Records, in order, what happens to the progress bar and when the new page arrives. */
    const watchBar = `window.__events = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const bar = r.type === 'childList' && [...r.addedNodes].some((n) => n.classList?.contains('nav-progress'));
          if (bar) window.__events.push('bar shown');
          if (r.type === 'attributes' && r.target.classList.contains('done')) window.__events.push('bar done');
          if (r.type === 'childList' && r.target.id === 'page-root') window.__events.push('page swapped');
          if (r.type === 'childList' && [...r.removedNodes].some((n) => n.classList?.contains('nav-progress')))
            window.__events.push('bar removed');
        }
      }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] })`;
    const events = (page: Page) => page.evaluate('[...new Set(window.__events)]');

    it('does not show for a fast navigation', async () => {
      const page = await open('/');
      await page.evaluate(watchBar);
      const requests = requestsTo(page, '/docs/plain');
      await page.hover('.navbar-items a[href="/docs/plain"]');
      await expect.poll(() => requests.length).toBe(1);
      await page.click('.navbar-items a[href="/docs/plain"]');
      await expect.poll(() => h1(page)).toBe('Plain');
      await page.waitForTimeout(300);
      expect(await events(page)).toEqual(['page swapped']);
    });

    it('shows when the next page takes 500 ms, and completes on arrival', async () => {
      const page = await open('/', {}, (p) =>
        p.route('**/docs/plain', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await route.fallback();
        }),
      );
      await page.evaluate(watchBar);
      await page.click('.navbar-items a[href="/docs/plain"]');
      await expect.poll(() => h1(page)).toBe('Plain');
      await expect.poll(() => events(page)).toEqual(['bar shown', 'bar done', 'page swapped', 'bar removed']);
    });
  });

  describe('a page that cannot be swapped in is loaded in full', () => {
    const failures: [string, (route: Route) => Promise<void>][] = [
      ['the request fails', (route) => route.abort()],
      [
        'the server answers 500',
        (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Oops</h1>' }),
      ],
      ['the answer is not HTML', (route) => route.fulfill({ contentType: 'application/json', body: '{}' })],
      [
        'the answer is not a page of this site',
        (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<!DOCTYPE html><title>Elsewhere</title><h1>Elsewhere</h1>',
          }),
      ],
    ];
    for (const [name, fail] of failures) {
      it(`when ${name}`, async () => {
        // Only the router's fetches fail (the prefetch too); the browser's own load goes through.
        const page = await open('/docs/intro', {}, (p) =>
          p.route('**/docs/plain', (route) =>
            route.request().resourceType() === 'fetch' ? fail(route) : route.fallback(),
          ),
        );
        await mark(page);
        await page.click('article a[href="/docs/plain"]');
        await expect.poll(() => h1(page)).toBe('Plain');
        expect(page.url()).toBe(`${url}/docs/plain`);
        expect(await sameDocument(page)).toBe(false);
      });
    }

    it('on back, when the previous page fails: that entry loads in full, and forward still leads on', async () => {
      // Set first: Plain links to Intro, so Intro is prefetched as soon as Plain shows.
      const page = await open('/docs/intro', {}, (p) =>
        p.route('**/docs/intro', (route) =>
          route.request().resourceType() === 'fetch' ? route.abort() : route.fallback(),
        ),
      );
      await page.click('article a[href="/docs/plain"]');
      await expect.poll(() => h1(page)).toBe('Plain');
      await mark(page);
      const length = await page.evaluate('history.length');
      await page.goBack();
      // Full page loads: on a busy machine they take seconds (polls wait up to a minute,
      // vitest.config.ts).
      await expect.poll(() => h1(page)).toBe('Intro');
      expect(page.url()).toBe(`${url}/docs/intro`);
      expect(await sameDocument(page)).toBe(false);
      expect(await page.evaluate('history.length')).toBe(length);
      // Forward is pressed on the loaded page: the full load shows its h1 before its load event,
      // and once, under a load of 8, forward pressed right after the h1 showed left the page at
      // Intro for a minute. The subject here is the entry, not a press during a load.
      await page.waitForLoadState('load');
      await page.goForward(); // the entry of Plain is still there: no entry replaced it
      await expect.poll(() => h1(page)).toBe('Plain');
    });
  });

  it('shows the crash screen when the swap throws, and "Try again" recovers', async () => {
    const page = await open('/docs/intro');
    await mark(page);
    // The fault is injected from outside: the next replaceChildren() call (the router's swap) throws once.
    await page.evaluate(`{
      const original = Element.prototype.replaceChildren;
      window.__failNextSwap = true;
      Element.prototype.replaceChildren = function (...nodes) {
        if (window.__failNextSwap) { window.__failNextSwap = false; throw new Error('Injected swap fault'); }
        return original.apply(this, nodes);
      };
    }`);
    await page.click('article a[href="/docs/plain"]');
    const screen = page.locator('.crash-screen[role="alert"]');
    await expect.poll(() => screen.locator('h2').textContent()).toBe('This page crashed');
    expect(await screen.locator('.crash-screen__message').textContent()).toBe('Injected swap fault');
    expect(await page.locator('#main').isVisible()).toBe(true);
    expect(await page.locator('.navbar').isVisible()).toBe(true);
    await screen.locator('button.crash-screen__retry', { hasText: 'Try again' }).click();
    await expect.poll(() => h1(page)).toBe('Plain');
    expect(await screen.count()).toBe(0);
    expect(page.url()).toBe(`${url}/docs/plain`);
    expect(await sameDocument(page)).toBe(true);
  });

  describe('mobile drawer', () => {
    const narrow = { viewport: { width: 390, height: 700 } };
    const button = (page: Page) => page.locator('button.navbar-menu-button');
    const drawer = (page: Page) => page.locator('#nav-drawer');
    const focusedInside = `(() => {
      const el = document.activeElement;
      return el === document.querySelector('button.navbar-menu-button') || document.getElementById('nav-drawer').contains(el);
    })()`;

    it('opens and closes by keyboard alone; Tab and Shift+Tab stay inside; Escape closes it', async () => {
      const page = await open('/docs/long', narrow);
      expect(await drawer(page).isVisible()).toBe(false);
      for (
        let i = 0;
        i < 5 && !(await page.evaluate(`document.activeElement?.matches('button.navbar-menu-button')`));
        i++
      ) {
        await page.keyboard.press('Tab');
      }
      expect(await button(page).getAttribute('aria-label')).toBe('Navigation menu');
      expect(await button(page).getAttribute('aria-controls')).toBe('nav-drawer');
      await page.keyboard.press('Enter');
      expect(await button(page).getAttribute('aria-expanded')).toBe('true');
      expect(await button(page).locator('.icon-close').isVisible()).toBe(true);
      expect(await drawer(page).isVisible()).toBe(true);
      expect(await page.locator('.nav-drawer-backdrop').isVisible()).toBe(true);
      expect(await page.locator('#nav-drawer .navbar-mobile-menu a').allTextContents()).toEqual([
        'Docs',
        'Plain',
      ]);
      expect(await page.evaluate(focusedInside)).toBe(true);
      const count = (await page.evaluate(
        `[...document.querySelectorAll('#nav-drawer a, #nav-drawer summary')].filter((e) => e.getClientRects().length).length`,
      )) as number;
      for (let i = 0; i < count + 3; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(focusedInside)).toBe(true);
      }
      for (let i = 0; i < count + 3; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await page.evaluate(focusedInside)).toBe(true);
      }
      await page.keyboard.press('Escape');
      expect(await button(page).getAttribute('aria-expanded')).toBe('false');
      expect(await button(page).locator('.icon-open').isVisible()).toBe(true);
      expect(await drawer(page).isVisible()).toBe(false);
      expect(await page.evaluate(`document.activeElement?.matches('button.navbar-menu-button')`)).toBe(true);
    });

    it('closes on the backdrop, and on a link, which opens the page', async () => {
      const page = await open('/docs/intro', narrow);
      await button(page).click();
      await page.mouse.click(380, 400); // right of the drawer: the backdrop
      expect(await drawer(page).isVisible()).toBe(false);
      await button(page).click();
      await mark(page);
      await page.locator('#nav-drawer .sidebar a', { hasText: 'Plain' }).click();
      await expect.poll(() => h1(page)).toBe('Plain');
      expect(await button(page).getAttribute('aria-expanded')).toBe('false');
      expect(await drawer(page).isVisible()).toBe(false);
      expect(await sameDocument(page)).toBe(true);
    });

    it('closes by itself at 996 px, so it is closed when the window narrows again', async () => {
      const page = await open('/docs/intro', narrow);
      await button(page).click();
      expect(await drawer(page).isVisible()).toBe(true);
      await page.setViewportSize({ width: 1000, height: 700 });
      await expect.poll(() => button(page).getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('.doc-sidebar').isVisible()).toBe(true); // the wide layout's column
      await page.setViewportSize({ width: 390, height: 700 });
      expect(await drawer(page).isVisible()).toBe(false);
      expect(await page.locator('.nav-drawer-backdrop').isVisible()).toBe(false);
    });
  });

  describe('analytics', () => {
    it('the build loads Fathom from the custom domain with the site id, deferred', async () => {
      const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
      expect(html).toContain(
        `<script src="${ANALYTICS_HOST}/script.js" data-site="RUNTIME1" defer=""></script>`,
      );
    });

    it('sends a page view for every client navigation', async () => {
      // A stand-in for Fathom's script: counts the first page as the real one does, then records
      // calls. (The page's own route goes before the context's empty script.)
      const page = await open('/docs/intro', {}, (p) =>
        p.route(`${ANALYTICS_HOST}/script.js`, (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            body: `window.__views = [location.pathname + ':' + document.currentScript.dataset.site];
            window.fathom = { trackPageview: () => window.__views.push(location.pathname) };`,
          }),
        ),
      );
      await page.click('article a[href="/docs/plain"]');
      await expect.poll(() => h1(page)).toBe('Plain');
      await page.click('.sidebar a[href="/docs/long"]');
      await expect.poll(() => h1(page)).toBe('Long');
      await page.goBack();
      await expect.poll(() => h1(page)).toBe('Plain');
      expect(await page.evaluate('window.__views')).toEqual([
        '/docs/intro:RUNTIME1',
        '/docs/plain',
        '/docs/long',
        '/docs/plain',
      ]);
    });
  });

  describe('without JavaScript', () => {
    const noJs = { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } };

    // One walk through the site by its links, each step from the page the last one opened (the
    // 404 page is opened by its address): each link is followed by the browser alone.
    it('navigates by the links of the home page, the docs pages and the 404 page', async () => {
      const page = await open('/', noJs);
      for (const [from, link, to] of [
        ['/', '.hero a', 'Intro'],
        ['/docs/intro', 'article a[href="/docs/long#section-five"]', 'Long'],
        ['/docs/long', 'article a[href="/docs/plain"]', 'Plain'],
        ['/docs/plain', '.sidebar a[href="/docs/intro"]', 'Intro'],
        ['/404', '.navbar-items a[href="/docs/plain"]', 'Plain'],
      ] as const) {
        if (from === '/404') await page.goto(url + from);
        expect(new URL(page.url()).pathname, `the step from ${from}`).toBe(from);
        await page.click(link);
        await expect.poll(() => h1(page), { message: `the link ${link} of ${from}` }).toBe(to);
      }
    });

    it('the narrow-screen menu opens from its checkbox, by keyboard too', async () => {
      const page = await open('/docs/intro', { ...noJs, viewport: { width: 390, height: 700 } });
      expect(await page.locator('button.navbar-menu-button').isVisible()).toBe(false);
      expect(await page.locator('label.navbar-menu-button').isVisible()).toBe(true);
      expect(await page.locator('#nav-drawer').isVisible()).toBe(false);
      for (let i = 0; i < 5 && !(await page.evaluate(`document.activeElement?.id === 'menu-toggle'`)); i++) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Space');
      expect(await page.locator('#nav-drawer').isVisible()).toBe(true);
      await page.locator('#nav-drawer .sidebar a', { hasText: 'Plain' }).click();
      await expect.poll(() => h1(page)).toBe('Plain');
    });
  });

  describe('served under another path than its base URL', () => {
    let wrong: RunningServer;
    let wrongOut: string;

    beforeAll(async () => {
      const { out: dir, built } = await wrongBaseBuild;
      expect(built.code, built.stderr).toBe(0);
      wrongOut = dir;
    });

    afterAll(async () => {
      await wrong?.close();
    });

    for (const [served, visit, suggested] of [
      ['/', '/docs/intro', '/'],
      ['/preview/', '/preview/docs/intro/', '/preview/'],
      ['/preview/', '/preview/', '/preview/'],
    ] as const) {
      it(`shows a banner (built for /docs-site/, served at ${served}, page ${visit})`, async () => {
        await wrong?.close();
        wrong = await startServer({ dir: wrongOut, port: 0, routes: new RouteTable(served) });
        const page = await pages.page();
        await page.goto(`http://127.0.0.1:${wrong.port}${visit}`);
        const banner = page.locator('#base-url-issue-banner[role="alert"]');
        expect(await banner.isVisible()).toBe(true);
        expect(await banner.textContent()).toContain('This site did not load properly.');
        expect(await banner.locator('code').allTextContents()).toEqual([
          '/docs-site/',
          visit,
          'baseUrl',
          suggested,
        ]);
      });
    }

    it('shows no banner where the base URL is right', async () => {
      await wrong?.close();
      wrong = await startServer({ dir: wrongOut, port: 0, routes: new RouteTable('/docs-site/') });
      const page = await pages.page();
      await page.goto(`http://127.0.0.1:${wrong.port}/docs-site/docs/intro`);
      expect(await page.locator('#main h1').textContent()).toBe('Intro');
      expect(await page.locator('#base-url-issue-banner').count()).toBe(0);
    });
  });
});

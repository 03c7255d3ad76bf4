import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { builtContent } from './content-build.ts';
import { hasChromium, launchChromium, releaseChromium, localOnlyContext } from './browser.ts';

/**
 * What a reader of the built content/ site meets first, in real Chromium (issue 34): the
 * navbar's search box on first use, tables that show their columns, API tables on a phone, the
 * sidebar, the table of contents, the search's ranking of API names, and the smaller parts
 * (icons, names, /api, previous/next). Layout is measured, not assumed; when
 * `READERS_SCREENSHOTS` names a folder, each test writes a screenshot there for a person to look
 * at (nothing else reads them, and each costs a page's worth of painting).
 * (Page code is passed as strings: no DOM types here.)
 */

const screenshotDir = process.env.READERS_SCREENSHOTS;

describe.skipIf(!hasChromium && !process.env.CI)('what a reader meets first, in the browser', () => {
  let browser: Browser;
  let server: RunningServer;
  let url: string;
  const contexts: BrowserContext[] = [];
  /** The reused pages of `view`, one per width and JavaScript setting, kept for the whole file. */
  const views = new Map<string, Page>();

  beforeAll(async () => {
    const out = await builtContent();
    server = await startServer({ dir: out, port: 0 });
    url = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    if (screenshotDir) {
      await mkdir(screenshotDir, { recursive: true });
      console.log(`readers screenshots: ${screenshotDir}`);
    }
  });

  // Each test's pages end with it: left open, every page of the file kept running (its
  // scripts, prefetches, timers) beside the later tests.
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  });

  afterAll(async () => {
    const viewContexts = [...views.values()].map((page) => page.context());
    for (const context of [...contexts, ...viewContexts]) await context.close().catch(() => undefined);
    await releaseChromium(browser);
    await server?.close();
  });

  /** A page in a fresh context (every outside request aborted: Algolia fails, Pagefind answers). */
  async function open(
    route: string,
    options: BrowserContextOptions = {},
    before?: (page: Page) => Promise<unknown>,
  ): Promise<Page> {
    const context = await localOnlyContext(browser, { viewport: { width: 1280, height: 900 }, ...options });
    contexts.push(context);
    const page = await context.newPage();
    await before?.(page);
    await page.goto(`${url}${route}`);
    return page;
  }

  /**
   * `route` loaded in a page reused by every test at the same width and JavaScript setting (its
   * context, and so its HTTP cache, live as long as the file): for tests of the page as loaded.
   * A page load here costs Chromium 0.5–3 s of CPU; a fresh context, its cold cache and a new
   * renderer more. The tests of a first visit (the search box's first tap, click or keystroke,
   * racing its code) keep `open`'s fresh context.
   */
  async function view(route: string, { width = 1280, javaScriptEnabled = true } = {}): Promise<Page> {
    const key = `${width}-${javaScriptEnabled}`;
    let page = views.get(key);
    if (!page) {
      const context = await localOnlyContext(browser, {
        viewport: { width, height: 900 },
        javaScriptEnabled,
      });
      page = await context.newPage();
      views.set(key, page);
    }
    await page.goto(`${url}${route}`);
    return page;
  }

  /** A screenshot, with `scrollTo` in view first, when READERS_SCREENSHOTS asks for them. */
  async function screenshot(page: Page, name: string, scrollTo?: Locator): Promise<void> {
    if (!screenshotDir) return;
    await scrollTo?.scrollIntoViewIfNeeded();
    const file = path.join(screenshotDir, `${name}.png`);
    await page.screenshot({ path: file });
    expect((await stat(file)).size).toBeGreaterThan(1000);
  }

  const box = (page: Page, selector: string) =>
    page.evaluate(`(() => {
      const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
    })()`) as Promise<{ x: number; y: number; width: number; height: number }>;
  const dialogInput = (page: Page) => page.locator('[role="dialog"] input[type="search"]');
  const islandMounted = (page: Page) =>
    page.locator('[data-island="search"][data-island-state="mounted"]').waitFor({ state: 'attached' });

  describe('1. the navbar search box', () => {
    it.each([1280, 400])(
      'is the same element, size and place before and after its code loads, a form without JavaScript (%i px)',
      async (width) => {
        const viewport = { width, height: 900 };
        // Before the code loads: the page as it is painted while the client script is on its way.
        const waiting = await open('/docs/server', { viewport }, (p) =>
          p.route('**/assets/js/**', (route) => route.abort()),
        );
        const before = await box(waiting, '.navbar-search__form');
        const page = await view('/docs/server', { width });
        await page.evaluate(`document.querySelector('.navbar-search__form').dataset.seen = 'yes'`);
        const loaded = await box(page, '.navbar-search__form');
        await page.hover('.navbar-search__form');
        await islandMounted(page);
        expect(await box(page, '.navbar-search__form')).toEqual(loaded);
        expect(loaded).toEqual(before);
        // The very element the server wrote, not a replacement.
        expect(await page.getAttribute('.navbar-search__form', 'data-seen')).toBe('yes');
        // A box a reader can type into, wide enough for its placeholder.
        expect(loaded.width).toBeGreaterThanOrEqual(width > 600 ? 200 : 90);
        // "Search" once: the placeholder; the icon button is named, not labelled in text.
        expect(await page.getAttribute('.navbar-search__input', 'placeholder')).toBe('Search');
        expect(await page.locator('.navbar-search').innerText()).not.toMatch(/search/i);
        expect(await page.getAttribute('.navbar-search__submit', 'aria-label')).toBe('Search');
        await screenshot(page, `navbar-search-${width}`);
        // Without JavaScript: the same form (it leads to the search page), as tall, in the navbar.
        const noJs = await view('/docs/server', { width, javaScriptEnabled: false });
        const form = await box(noJs, '.navbar-search__form');
        expect(form.height).toBe(loaded.height);
        expect(form.y).toBe(loaded.y);
        expect(await noJs.getAttribute('.navbar-search__form', 'action')).toBe('/search');
      },
    );

    it('on a phone, the first tap opens the modal and keeps every key typed right after it', async () => {
      const page = await open('/docs/server', {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const form = await box(page, '.navbar-search__form');
      // Near the box's left edge: the whole box is the target.
      await page.touchscreen.tap(form.x + 4, form.y + form.height / 2);
      await page.keyboard.type('refreshTokens');
      await dialogInput(page).waitFor();
      await expect.poll(() => dialogInput(page).inputValue()).toBe('refreshTokens');
      expect(await page.inputValue('.navbar-search__input')).toBe('');
      await screenshot(page, 'navbar-search-first-tap-390');
    });

    it('the first click opens it, and a quick click-and-type loses nothing (1280 px)', async () => {
      const page = await open('/docs/client');
      await page.click('.navbar-search__submit');
      await page.keyboard.type('AccountsClient', { delay: 0 });
      await dialogInput(page).waitFor();
      await expect.poll(() => dialogInput(page).inputValue()).toBe('AccountsClient');
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
      // Once loaded, a click in the field opens it again, empty.
      await page.click('.navbar-search__input');
      await dialogInput(page).waitFor();
      expect(await dialogInput(page).inputValue()).toBe('');
    });

    it('the first keystroke in the focused box opens it with that key', async () => {
      const page = await open('/docs/email');
      await page.focus('.navbar-search__input');
      // Focus alone opens nothing (a keyboard reader passing through).
      expect(await page.locator('[role="dialog"]').count()).toBe(0);
      await page.keyboard.type('CreateUserErrors');
      await dialogInput(page).waitFor();
      await expect.poll(() => dialogInput(page).inputValue()).toBe('CreateUserErrors');
    });
  });

  /** Per table: whether it fits its box, and each header cell's right edge against the box's. */
  const tableLayout = (page: Page, selector: string) =>
    page.evaluate(`[...document.querySelectorAll(${JSON.stringify(selector)})].map((table) => {
      const box = table.getBoundingClientRect();
      return {
        fits: table.scrollWidth <= table.clientWidth,
        hidden: [...table.querySelectorAll('tr:first-child > *')].filter((cell) => cell.getBoundingClientRect().right > box.right + 1).length,
        overflow: table.dataset.overflow ?? null,
        mask: getComputedStyle(table).maskImage,
      };
    })`) as Promise<{ fits: boolean; hidden: number; overflow: string | null; mask: string }[]>;

  describe('2. tables', () => {
    it.each(['/docs/handling-errors', '/docs/strategies/password', '/docs/introduction'])(
      '%s shows every column of every table at 1280 px',
      async (route) => {
        const page = await view(route);
        const tables = await tableLayout(page, '.markdown table');
        expect(tables.length).toBeGreaterThan(0);
        for (const table of tables) expect(table).toMatchObject({ fits: true, hidden: 0, overflow: null });
        await screenshot(
          page,
          `table-${route.split('/').at(-1)}-1280`,
          page.locator('.markdown table').last(),
        );
      },
    );

    it('a table too wide for a phone scrolls in its box, its hidden side faded as a cue', async () => {
      const page = await view('/docs/strategies/password', { width: 400 });
      const selector = '#options ~ table';
      const [wide] = await tableLayout(page, selector);
      expect(wide).toMatchObject({ fits: false, overflow: 'end' });
      expect(wide!.mask).toMatch(/linear-gradient/);
      expect(
        await page.evaluate(`document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth`),
      ).toBeLessThanOrEqual(0);
      await page.locator(selector).first().scrollIntoViewIfNeeded();
      await screenshot(page, 'table-password-400-start');
      await page.evaluate(
        `(() => { const t = document.querySelector(${JSON.stringify(selector)}); t.scrollLeft = t.scrollWidth; })()`,
      );
      await expect.poll(async () => (await tableLayout(page, selector))[0]!.overflow).toBe('start');
      await screenshot(page, 'table-password-400-end');
    });
  });

  /** Every row of the page's API tables stacked: each cell in the column, a label naming it. */
  async function expectStackedRows(page: Page): Promise<void> {
    const rows = (await page.evaluate(`[...document.querySelectorAll('.api-table tbody tr')].map((tr) => {
      const left = tr.closest('table').getBoundingClientRect().left;
      return [...tr.children].filter((td) => td.getBoundingClientRect().height > 0).map((td) => {
        const r = td.getBoundingClientRect();
        return { left: Math.round(r.left - left), right: Math.round(r.right), label: getComputedStyle(td, '::before').content };
      });
    })`)) as { left: number; right: number; label: string }[][];
    expect(rows.length).toBeGreaterThan(3);
    for (const cells of rows) {
      for (const cell of cells) {
        expect(cell.left).toBe(0);
        expect(cell.right).toBeLessThanOrEqual(400);
      }
    }
    // The header row is not shown; a middle cell says which column it is ("Type: …").
    expect(await page.locator('.api-table thead').first().isVisible()).toBe(false);
    expect(
      rows.some((cells) => cells.some((cell) => /^"(Type|Version|Constraint|Value): "$/.test(cell.label))),
    ).toBe(true);
    expect(
      await page.evaluate(`document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth`),
    ).toBeLessThanOrEqual(0);
  }

  describe('3. API tables on a phone', () => {
    // AccountsServer's and /api's rows are checked with the other phone checks of those pages
    // (section 8), on the same page load.
    it('/api/password/interface/AccountsPasswordOptions: each row of an API table is stacked, every cell in the column, none off screen (400 px)', async () => {
      const page = await view('/api/password/interface/AccountsPasswordOptions', { width: 400 });
      await expectStackedRows(page);
      await screenshot(
        page,
        'api-table-api-password-interface-AccountsPasswordOptions-400',
        page.locator('.api-table').first(),
      );
    });
  });

  describe('4. the sidebar', () => {
    /** The sidebar's and the current entry's boxes, and the labels of the open categories. */
    const sidebar = (page: Page) =>
      page.evaluate(`(() => {
        const side = document.querySelector('.doc-sidebar');
        const s = side.getBoundingClientRect();
        const c = side.querySelector('.sidebar [aria-current="page"]').getBoundingClientRect();
        return {
          top: s.top, bottom: s.bottom, current: { top: c.top, bottom: c.bottom },
          open: [...side.querySelectorAll('details[open] > summary')].map((s) => s.textContent),
          categories: side.querySelectorAll('details').length,
          navbar: document.querySelector('.navbar').getBoundingClientRect().bottom,
        };
      })()`) as Promise<{
        top: number;
        bottom: number;
        current: { top: number; bottom: number };
        open: string[];
        categories: number;
        navbar: number;
      }>;

    // The API sidebar's categories fold as Docusaurus's do by default; the guide's are all open
    // (content/'s config says `collapsed: false` for each).
    it.each([
      ['/api/server/class/AccountsServer', ['@accounts/server', 'Classes']],
      ['/api/types/interface/User', ['@accounts/types', 'Interfaces']],
      ['/api/database-mongo/class/Mongo', ['@accounts/mongo', 'Classes']],
      ['/docs/strategies/password-client', 'all'],
      ['/docs/cookbook/react-native', 'all'],
      ['/docs/introduction', 'all'],
    ] as const)(
      "%s (1280×900): the categories open as the config says, the current page's always, the current entry in sight, the sidebar below the bars",
      async (route, expected) => {
        const page = await view(route);
        const at = await sidebar(page);
        if (expected === 'all') expect(at.open).toHaveLength(at.categories);
        else {
          expect(at.open).toEqual(expected);
          expect(at.categories).toBeGreaterThan(60);
        }
        // Below the navbar (and the announcement bar above it), its bottom at the window's.
        expect(at.top).toBeGreaterThanOrEqual(at.navbar - 1);
        expect(Math.round(at.bottom)).toBe(900);
        expect(at.current.top).toBeGreaterThanOrEqual(at.top);
        expect(at.current.bottom).toBeLessThanOrEqual(at.bottom);
        await screenshot(page, `sidebar${route.replace(/\//g, '-')}-1280`);
        // Scrolled past the announcement bar: the sidebar sticks under the navbar, still whole
        // (down to the window's bottom, or to the end of the page's layout above the footer).
        await page.evaluate(`scrollTo(0, 120)`);
        const end = (await page.evaluate(
          `document.querySelector('.doc-layout').getBoundingClientRect().bottom`,
        )) as number;
        await expect
          .poll(async () => Math.round((await sidebar(page)).bottom))
          .toBe(Math.round(Math.min(900, end)));
        const scrolled = await sidebar(page);
        expect(Math.round(scrolled.top)).toBeLessThanOrEqual(Math.round(scrolled.navbar));
      },
    );

    it('a folded category opens, and without JavaScript too', async () => {
      const page = await view('/api/server/class/AccountsServer', { javaScriptEnabled: false });
      const client = page
        .locator('.doc-sidebar details:not([open]) > summary', { hasText: '@accounts/client' })
        .first();
      await client.click();
      expect(await page.locator('.doc-sidebar details[open] > summary').allTextContents()).toContain(
        '@accounts/client',
      );
    });
  });

  describe('5. the table of contents', () => {
    const active = (page: Page) =>
      page.evaluate(
        `[...document.querySelectorAll('.toc-desktop a.toc-active')].map((a) => a.hash)`,
      ) as Promise<string[]>;

    it('highlights the section being read as the page scrolls', async () => {
      const page = await view('/docs/server');
      const ids = (await page.evaluate(
        `[...document.querySelectorAll('.toc-desktop a')].map((a) => a.hash)`,
      )) as string[];
      expect(ids.length).toBeGreaterThan(8);
      for (const hash of [ids[1]!, ids[5]!, ids[9]!, ids.at(-1)!]) {
        await page.evaluate(`document.getElementById(${JSON.stringify(hash.slice(1))}).scrollIntoView()`);
        await expect.poll(() => active(page)).toEqual([hash]);
      }
      await page.evaluate(`document.getElementById(${JSON.stringify(ids[5]!.slice(1))}).scrollIntoView()`);
      await expect.poll(() => active(page)).toEqual([ids[5]]);
      await screenshot(page, 'toc-highlight-1280');
    });

    it('without JavaScript it stays a plain list', async () => {
      const page = await view('/docs/server', { javaScriptEnabled: false });
      await page.evaluate(
        `document.getElementById(document.querySelectorAll('.toc-desktop a')[5].hash.slice(1)).scrollIntoView()`,
      );
      expect(await page.locator('.toc-desktop a').count()).toBeGreaterThan(8);
      expect(await active(page)).toEqual([]);
    });
  });

  describe('6. search that knows the API', () => {
    /**
     * The quality test: each query and the page (with its anchor) it must return first, read
     * from the search page's first result (the Pagefind index of the build; Algolia fails).
     */
    const FIRST: [query: string, first: string][] = [
      // Declarations, as written and in lower case.
      ['AccountsServer', '/api/server/class/AccountsServer'],
      ['accountsserver', '/api/server/class/AccountsServer'],
      ['AccountsPassword', '/api/password/class/AccountsPassword'],
      ['AccountsClient', '/api/client/class/AccountsClient'],
      ['AccountsMikroOrm', '/api/database-mikro-orm/class/AccountsMikroOrm'],
      ['RedisSessions', '/api/database-redis/class/RedisSessions'],
      ['AccountsServerOptions', '/api/server/interface/AccountsServerOptions'],
      ['CreateUserErrors', '/api/password/enum/CreateUserErrors'],
      ['AuthenticateWithServiceErrors', '/api/server/enum/AuthenticateWithServiceErrors'],
      ['RefreshTokensErrors', '/api/server/enum/RefreshTokensErrors'],
      // Leading matches.
      ['CreateUserErr', '/api/password/enum/CreateUserErrors'],
      ['AuthenticateWith', '/api/server/enum/AuthenticateWithServiceErrors'],
      ['AccountsGraphQL', '/api/graphql-client/class/AccountsGraphQLClient'],
      // Members, and Class.member.
      ['refreshTokens', '/api/server/class/AccountsServer#refreshTokens'],
      ['sanitizeUser', '/api/server/class/AccountsServer#sanitizeUser'],
      ['tokenSecret', '/api/server/interface/AccountsServerOptions#tokenSecret'],
      ['ambiguousErrorMessages', '/api/server/interface/AccountsServerOptions#ambiguousErrorMessages'],
      [
        'requireEmailVerification',
        '/api/password/interface/AccountsPasswordOptions#requireEmailVerification',
      ],
      ['validateNewUser', '/api/password/interface/AccountsPasswordOptions#validateNewUser'],
      ['AccountsServer.logout', '/api/server/class/AccountsServer#logout'],
      ['AccountsClient.logout', '/api/client/class/AccountsClient#logout'],
      ['AccountsPassword.createUser', '/api/password/class/AccountsPassword#createUser'],
      // Enum members.
      ['ResetPasswordLinkExpired', '/api/password/enum/ResetPasswordErrors#ResetPasswordLinkExpired'],
      ['EmailAlreadyExists', '/api/password/enum/CreateUserErrors#EmailAlreadyExists'],
      ['ServiceNotFound', '/api/server/enum/AuthenticateWithServiceErrors#ServiceNotFound'],
      // Guide topics: the guide page comes first, not an API name that shares the word.
      ['handling errors', '/docs/handling-errors'],
      ['react native', '/docs/cookbook/react-native'],
      ['mikro-orm', '/docs/databases/mikro-orm'],
      ['redis', '/docs/databases/redis'],
      ['mongo', '/docs/databases/mongo'],
      ['password', '/docs/strategies/password'],
      ['graphql', '/docs/transports/graphql'],
      ['email', '/docs/email'],
      ['oauth', '/docs/strategies/oauth'],
      ['twitter', '/docs/strategies/twitter'],
      ['rest express', '/docs/transports/rest-express'],
      ['contributing', '/docs/contributing'],
    ];

    it(`returns the expected page first for each of ${FIRST.length} queries`, async () => {
      expect(FIRST.length).toBeGreaterThanOrEqual(30);
      // The first query as a link to the search page brings it; the others are typed into its
      // box (one page load, not 37: the ranking is what is checked here; `?q=` on load is
      // search-browser's). Cleared first, the page shows no hit, so the next hit is the query's.
      const firstQuery = FIRST[0]![0];
      const page = await view(`/search?q=${encodeURIComponent(firstQuery)}`);
      const box = page.locator('main input.search-box__input');
      // A panel no longer busy shows the answer of the query in the box (\`searchState\`), not
      // the previous query's hits kept while the new one loads.
      const hit = page.locator('main .search-panel[aria-busy="false"] a.search-hit').first();
      const wrong: string[] = [];
      for (const [query, first] of FIRST) {
        if (query !== firstQuery) {
          await box.fill('');
          await hit.waitFor({ state: 'detached' });
          await box.fill(query);
        }
        await hit.waitFor();
        const href = await hit.getAttribute('href');
        if (href !== first) wrong.push(`${query}: ${href} (expected ${first})`);
      }
      expect(wrong).toEqual([]);
    }, 600_000);

    it('refreshTokens + Enter in the modal opens the method', async () => {
      // Ctrl+K on a page whose search code is not there yet: a first use of the modal, whatever
      // the HTTP cache holds.
      const page = await view('/docs/server');
      await page.keyboard.press('Control+k');
      await dialogInput(page).fill('refreshTokens');
      await page.locator('[role="dialog"] a.search-hit').first().waitFor();
      await screenshot(page, 'search-refreshTokens-1280');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.url()).toBe(`${url}/api/server/class/AccountsServer#refreshTokens`);
    });

    it("excerpts are the page's sentences: a table row reads as one, its headers not run together", async () => {
      const page = await view('/search?q=ImpersonatedUserNotFound');
      const snippets = page.locator('main .search-hit__snippet');
      await snippets.first().waitFor();
      const all = await snippets.allTextContents();
      expect(all.join('\n')).toContain('ImpersonateErrors: @accounts/server; impersonate; UserNotFound');
      for (const text of all) expect(text).not.toMatch(/EnumPackage|Thrown byMembers|NameSummary/);
    });
  });

  describe('8. icons, names, /api, previous/next', () => {
    it('draws the icons in SVG: theme switch, search, menu, external links, admonitions', async () => {
      const page = await view('/docs/server');
      for (const selector of [
        '.color-mode-toggle svg',
        '.navbar-search__submit svg',
        'a.navbar-link[target="_blank"] svg.icon-external',
      ])
        expect(await page.locator(selector).count(), selector).toBeGreaterThan(0);
      expect(await page.locator('.navbar').innerText()).not.toMatch(/[☀☾⌕☰✕×]/);
      const admonitions = (await page.evaluate(`[...document.querySelectorAll('.admonition')].map((a) => ({
        icon: getComputedStyle(a.querySelector('.admonition-title'), '::before').maskImage,
        background: getComputedStyle(a).backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
      }))`)) as { icon: string; background: string; page: string }[];
      expect(admonitions.length).toBeGreaterThan(0);
      for (const admonition of admonitions) {
        expect(admonition.icon).toMatch(/^url\("data:image\/svg\+xml/);
        expect(admonition.background).not.toBe(admonition.page);
      }
      await screenshot(page, 'admonition-1280', page.locator('.admonition').first());
    });

    it('/api/server/class/AccountsServer on a phone: each row of an API table is stacked, every cell in the column, none off screen; a name that fits its line is never broken at a capital (400 px)', async () => {
      const page = await view('/api/server/class/AccountsServer', { width: 400 });
      await expectStackedRows(page);
      await screenshot(
        page,
        'api-table-api-server-class-AccountsServer-400',
        page.locator('.api-table').first(),
      );
      // Each name: on how many lines it is, how wide it is whole, and the room its block gives it.
      const names = (await page.evaluate(`[...document.querySelectorAll('article .ident')].map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
        el.style.whiteSpace = 'nowrap';
        const whole = el.getBoundingClientRect().width;
        el.style.whiteSpace = '';
        let block = el.parentElement;
        while (getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const style = getComputedStyle(block);
        const room = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: el.textContent, lines, whole, room };
      })`)) as { text: string; lines: number; whole: number; room: number }[];
      const fitting = names.filter((name) => name.whole <= name.room);
      expect(fitting.map((n) => n.text)).toEqual(
        expect.arrayContaining(['dbSessions?', 'AccountsServerOptions']),
      );
      for (const name of fitting) expect(name.lines, `${name.text} fits on one line`).toBe(1);
      // And one that does not fit wraps at its words (the title at this width is one of them, or none).
      for (const name of names.filter((n) => n.whole > n.room)) expect(name.lines).toBeGreaterThan(1);
    });

    it('/api lists the packages by their npm name and reads on a phone: each row stacked, every cell in the column, none off screen (400 px)', async () => {
      const page = await view('/api', { width: 400 });
      await expectStackedRows(page);
      const first = await page.locator('.api-table tbody tr').first().locator('td').allTextContents();
      // The npm name, not the folder's (apollo-link-accounts).
      expect(first[0]).toBe('@accounts/apollo-link');
      expect(await page.locator('.api-table th').allTextContents()).toEqual([
        'Package',
        'Version',
        'Summary',
      ]);
      await screenshot(page, 'api-index-400');
    });

    it('previous/next on an API page say which package', async () => {
      const page = await view('/api/server/class/AccountsServer');
      const labels = await page.locator('.pagination .pagination-sublabel').allInnerTexts();
      expect(labels).toEqual(['Previous · @accounts/server', 'Next · @accounts/server']);
      const overview = await view('/api/server');
      expect(await overview.locator('.pagination-previous .pagination-sublabel').innerText()).toBe(
        'Previous · @accounts/rest-express',
      );
    });
  });
});

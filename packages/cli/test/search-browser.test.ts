import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { builtContent } from './content-build.ts';
import { hasChromium, launchChromium, releaseChromium } from './browser.ts';
import { ReusedPages } from './reused-pages.ts';

/** A DocSearch v3 record as Algolia returns it (highlight markup included). */
function algoliaHit(
  url: string,
  type: string,
  hierarchy: Record<string, string | null>,
  highlighted: Record<string, string>,
  content?: string,
) {
  return {
    url,
    type,
    hierarchy,
    content: content ?? null,
    _highlightResult: {
      hierarchy: Object.fromEntries(Object.entries(highlighted).map(([k, v]) => [k, { value: v }])),
    },
    ...(content ? { _snippetResult: { content: { value: content } } } : {}),
  };
}

const ALGOLIA_HITS = [
  algoliaHit(
    'https://www.accountsjs.com/docs/strategies/password#hashing',
    'lvl2',
    { lvl0: 'Documentation', lvl1: 'Password', lvl2: 'Hashing' },
    { lvl1: 'Password', lvl2: '<mark>Hash</mark>ing' },
  ),
  algoliaHit(
    'https://www.accountsjs.com/docs/strategies/password#reset',
    'content',
    { lvl0: 'Documentation', lvl1: 'Password', lvl2: 'Reset' },
    { lvl1: 'Password', lvl2: 'Reset' },
    'The <mark>hash</mark> of a reset token <img src=x onerror="window.__xss=1">',
  ),
  algoliaHit(
    'https://www.accountsjs.com/docs/server#options',
    'lvl2',
    { lvl0: 'Documentation', lvl1: 'Server', lvl2: 'Options' },
    { lvl1: 'Server', lvl2: 'Options <mark>hash</mark>' },
  ),
];

/** The `href` of every element the locator finds. */
const hrefs = async (locator: Locator) =>
  Promise.all((await locator.all()).map((el) => el.getAttribute('href')));

const algoliaAnswer = (hits: unknown[]) => (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify({ results: [{ hits, nbHits: hits.length }] }),
  });

/** The built content/ site; Algolia stubbed per test, every other outside request aborted. */
describe.skipIf(!hasChromium && !process.env.CI)('search in the browser', () => {
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

  // One page per kind of context, reused from test to test (reused-pages.ts: a load in an open
  // page costs a third of one in a new context); each test starts with a full load, and its
  // routes, listeners and storage (the recent searches) go after it.
  afterEach(() => pages.reset());

  afterAll(async () => {
    await pages?.close();
    await releaseChromium(browser);
    await server?.close();
  });

  /** A page whose Algolia requests go to `algolia` (default: aborted, like the rest of the internet). */
  async function open(route: string, algolia?: (route: Route) => unknown, options = {}): Promise<Page> {
    const page = await pages.page({ viewport: { width: 1280, height: 800 }, ...options });
    if (algolia) await page.route('https://*.algolia.net/**', algolia);
    await page.goto(`${url}${route}`);
    return page;
  }

  const dialog = (page: Page) => page.locator('[role="dialog"]');
  const modalInput = (page: Page) => dialog(page).locator('input[type="search"]');

  async function searchInModal(page: Page, query: string) {
    await page.keyboard.press('Control+k');
    await modalInput(page).waitFor();
    await modalInput(page).fill(query);
  }

  it('loads the search code only on intent: not on page load, then on pointer over the box', async () => {
    const page = await pages.page({ viewport: { width: 1280, height: 800 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${url}/docs/server`);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => p.includes('/assets/js/islands/'))).toEqual([]);
    await page.hover('.navbar-search__form');
    await page.locator('[data-island="search"][data-island-state="mounted"]').waitFor({ state: 'attached' });
    expect(requested.some((p) => /\/assets\/js\/islands\/islands\.\w+\.js$/.test(p))).toBe(true);
  });

  it('Algolia answers: results grouped by page, the matched heading highlighted, linked to its anchor', async () => {
    let body = '';
    const page = await open('/docs/introduction', (route) => {
      body = route.request().postData() ?? '';
      return algoliaAnswer(ALGOLIA_HITS)(route);
    });
    await searchInModal(page, 'hash');
    const groups = dialog(page).locator('.search-group');
    await expect.poll(() => groups.count()).toBe(2);
    expect(await groups.nth(0).locator('.search-group__title').textContent()).toBe('DocumentationPassword');
    expect(await hrefs(groups.nth(0).locator('a.search-hit'))).toEqual([
      '/docs/strategies/password#hashing',
      '/docs/strategies/password#reset',
    ]);
    expect(await groups.nth(0).locator('a.search-hit mark').first().textContent()).toBe('Hash');
    expect(await groups.nth(1).locator('a.search-hit').getAttribute('href')).toBe('/docs/server#options');
    // Markup inside a result is shown as text, never run.
    expect(await dialog(page).locator('img').count()).toBe(0);
    expect(
      await groups.nth(0).locator('a.search-hit').nth(1).locator('.search-hit__snippet').textContent(),
    ).toBe('The hash of a reset token <img src=x onerror="window.__xss=1">');
    expect(await page.evaluate('window.__xss')).toBeUndefined();
    expect(await dialog(page).locator('.search-engine').getAttribute('data-engine')).toBe('algolia');
    // DocSearch's contextual search: language and docs version.
    const params = new URLSearchParams(JSON.parse(body).requests[0].params);
    expect(params.get('query')).toBe('hash');
    expect(JSON.parse(params.get('facetFilters')!)).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
  });

  const pagefindAnswers = async (page: Page) => {
    await searchInModal(page, 'password');
    const links = dialog(page).locator('a.search-hit');
    await expect.poll(() => links.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const found = await hrefs(links);
    expect(
      found.some((href) => href?.startsWith('/docs/strategies/password')),
      found.join(' '),
    ).toBe(true);
    expect(await dialog(page).locator('.search-engine').getAttribute('data-engine')).toBe('pagefind');
  };

  it('Algolia answers 500: the Pagefind index of the build answers', async () => {
    await pagefindAnswers(
      await open('/docs/introduction', (route) => route.fulfill({ status: 500, body: 'down' })),
    );
  });

  it('Algolia unreachable (request aborted): the Pagefind index answers', async () => {
    await pagefindAnswers(await open('/docs/introduction', (route) => route.abort('internetdisconnected')));
  });

  it('Algolia too slow (no answer within 3 s): the Pagefind index answers', async () => {
    const page = await open('/docs/introduction', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await algoliaAnswer(ALGOLIA_HITS)(route).catch(() => undefined);
    });
    await pagefindAnswers(page);
  });

  it('both engines fail: "Unable to fetch results"', async () => {
    const page = await open('/docs/introduction', (route) => route.fulfill({ status: 503, body: '' }));
    await page.route('**/pagefind/**', (route) => route.abort('failed'));
    await searchInModal(page, 'password');
    const message = dialog(page).locator('.search-message');
    await expect
      .poll(() => message.locator('p').allTextContents())
      .toEqual(['Unable to fetch results', 'You might want to check your network connection.']);
  });

  it('a query that matches nothing: "No results for", suggestions, and where to report it', async () => {
    const page = await open('/docs/introduction', algoliaAnswer([]));
    await searchInModal(page, 'zzqqxx');
    const message = dialog(page).locator('.search-message');
    await expect
      .poll(() => message.locator('.search-message__title').textContent())
      .toBe('No results for "zzqqxx"');
    expect(await message.locator('p').allTextContents()).toEqual([
      'No results for "zzqqxx"',
      'Try searching for',
      'Believe this query should return results? Let us know.',
    ]);
    expect(await message.locator('.search-suggestion').allTextContents()).toContain('Introduction');
    expect(await message.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toBe(
      'https://github.com/accounts-js/accounts/issues',
    );
    // A suggestion becomes the query.
    await message.locator('.search-suggestion', { hasText: 'Server' }).click();
    expect(await modalInput(page).inputValue()).toBe('Server');
  });

  it('the Pagefind index alone also says "No results for" a query it cannot match', async () => {
    const page = await open('/docs/introduction');
    await searchInModal(page, 'zzqqxxyy');
    await expect
      .poll(() => dialog(page).locator('.search-message__title').textContent(), { timeout: 60_000 })
      .toBe('No results for "zzqqxxyy"');
  });

  it('Ctrl+K opens and Escape closes, focus goes back where it was', async () => {
    const page = await open('/docs/server');
    await page.locator('article a').first().focus();
    const focusedHref = await page.evaluate('document.activeElement.getAttribute("href")');
    await page.keyboard.press('Control+k');
    await modalInput(page).waitFor();
    await expect
      .poll(() => page.evaluate('document.activeElement.closest("[role=dialog]") !== null'))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate('document.activeElement.getAttribute("href")')).toBe(focusedHref);
    // Once loaded, the shortcut still works (handled by the island now).
    await page.keyboard.press('Control+k');
    await modalInput(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('Cmd+K (Meta) and "/" open it; Tab stays inside the dialog', async () => {
    const page = await open('/docs/server');
    await page.keyboard.press('Meta+k');
    await modalInput(page).waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement.closest("[role=dialog]") !== null')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    const other = await open('/docs/client');
    await other.keyboard.press('/');
    await modalInput(other).waitFor();
    expect(await modalInput(other).inputValue()).toBe('');
  });

  it('"/" typed in a field does not open it', async () => {
    const page = await open('/docs/server');
    await page.evaluate(`(() => {
      const input = document.createElement('input');
      input.id = 'a-field';
      document.querySelector('article').prepend(input);
    })()`);
    // Before and after the search code loaded.
    for (let round = 0; round < 2; round++) {
      await page.fill('#a-field', '');
      await page.focus('#a-field');
      await page.keyboard.type('a/b');
      expect(await page.inputValue('#a-field')).toBe('a/b');
      expect(await dialog(page).count()).toBe(0);
      if (round === 0) {
        await page.hover('.navbar-search__form');
        await page
          .locator('[data-island="search"][data-island-state="mounted"]')
          .waitFor({ state: 'attached' });
      }
    }
  });

  it('arrow keys move through the results and Enter opens one', async () => {
    const page = await open('/docs/introduction', algoliaAnswer(ALGOLIA_HITS));
    await searchInModal(page, 'hash');
    await dialog(page).locator('a.search-hit').first().waitFor();
    expect(await dialog(page).locator('a.search-hit[aria-selected="true"]').getAttribute('href')).toBe(
      '/docs/strategies/password#hashing',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await dialog(page).locator('a.search-hit[aria-selected="true"]').getAttribute('href')).toBe(
      '/docs/server#options',
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // The navigation may take seconds on a busy machine (expect.poll's default is 1 s).
    await expect.poll(() => page.url(), { timeout: 60_000 }).toBe(`${url}/docs/server#options`);
    await page.waitForLoadState('load');
    // The opened result is remembered for the empty search box.
    await searchInModal(page, '');
    expect(await dialog(page).locator('.search-recent a').first().getAttribute('href')).toBe(
      '/docs/server#options',
    );
  });

  it('/search?q=password renders results on load; the address follows the typed query', async () => {
    const page = await open('/search?q=password');
    const links = page.locator('main a.search-hit');
    await expect.poll(() => links.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await page.locator('main input[type="search"]').inputValue()).toBe('password');
    expect(await page.title()).toBe('Search results for "password" | accounts-js');
    await page.locator('main input[type="search"]').fill('mongo adapter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('mongo adapter');
  });

  it.each([['<img src=x onerror="window.__xss=1">'], ['<script>window.__xss=1</script>']])(
    'the query %s is only ever text: in the page, the title and the results',
    async (query) => {
      const page = await open(`/search?q=${encodeURIComponent(query)}`, algoliaAnswer(ALGOLIA_HITS));
      await page.locator('main a.search-hit').first().waitFor();
      expect(await page.locator('main input[type="search"]').inputValue()).toBe(query);
      expect(await page.title()).toBe(`Search results for "${query}" | accounts-js`);
      expect(await page.locator('main img').count()).toBe(0);
      expect(await page.locator('main script:not([type="application/json"])').count()).toBe(0);
      await page.waitForTimeout(300);
      expect(await page.evaluate('window.__xss')).toBeUndefined();
    },
  );

  it('with JavaScript off the navbar search is a form that leads to the search page', async () => {
    const page = await open('/docs/server', undefined, { javaScriptEnabled: false });
    await page.fill('.navbar-search input[name="q"]', 'password reset');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${url}/search?q=password+reset`);
    expect(await page.locator('main h1').textContent()).toBe('Search the documentation');
    expect(await page.locator('main form[role="search"] input[name="q"]').isVisible()).toBe(true);
    expect(await page.locator('.search-page__noscript').isVisible()).toBe(true);
  });

  it('an island that throws shows the crash screen; "Try again" mounts it anew', async () => {
    const page = await open('/docs/server');
    // Props that make the no-results view throw while rendering (suggestions is not a list).
    await page.evaluate(`(() => {
      const script = document.querySelector('.navbar-search__island > script[type="application/json"]');
      const props = JSON.parse(script.textContent);
      delete props.algolia;
      props.suggestions = { length: 1 };
      script.textContent = JSON.stringify(props);
    })()`);
    await searchInModal(page, 'zzqqxxyy');
    const crash = page.locator('.navbar-search .crash-screen[role="alert"]');
    await crash.waitFor();
    expect(await crash.locator('h2').textContent()).toBe('This page crashed');
    expect(await crash.locator('.crash-screen__message').textContent()).toMatch(/map/);
    await crash.locator('button.crash-screen__retry').click();
    await expect.poll(() => crash.count()).toBe(0);
    await modalInput(page).waitFor();
  });

  it('islands in content swapped by the client router mount on the "accounts-docs:page" event', async () => {
    const page = await open('/docs/server');
    await page.evaluate(`(() => {
      const props = document.querySelector('.navbar-search__island > script[type="application/json"]').textContent;
      const island = document.createElement('div');
      island.id = 'swapped-in';
      island.dataset.island = 'search-page';
      island.dataset.islandProps = props;
      document.querySelector('article').replaceChildren(island);
      document.dispatchEvent(new CustomEvent('accounts-docs:page', { detail: { url: location.href } }));
    })()`);
    await page.locator('#swapped-in .search-panel input[type="search"]').waitFor();
    expect(await page.getAttribute('#swapped-in', 'data-island-state')).toBe('mounted');
  });

  it('on a narrow screen the search form is in the navbar too', async () => {
    const page = await open('/docs/server', undefined, { viewport: { width: 390, height: 844 } });
    expect(await page.locator('.navbar-search').isVisible()).toBe(true);
    await page.keyboard.press('Control+k');
    await modalInput(page).waitFor();
  });
});

import { mkdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { builtContent } from './content-build.ts';
import { hasChromium, launchChromium, releaseChromium, localOnlyContext } from './browser.ts';

/**
 * Accessibility and layout of the built content/ site in real Chromium: axe-core (its
 * `axe.min.js` injected into the page; `@axe-core/playwright` needs Node 22), the keyboard
 * path through a page, no sideways scrolling on a phone, and, when `A11Y_SCREENSHOTS` names a
 * folder, screenshots for a person to look at. One build, one browser, one page per colour mode
 * (see WIDTHS). (Page code is passed as strings: this file has no DOM types.)
 */

/** The pages of the issue: home, a guide page, the API landing, a class, an enum, a changelog, search, not found. */
const PAGES = [
  '/',
  '/docs/introduction',
  // Wide tables, admonitions (issue 34).
  '/docs/strategies/password',
  '/docs/handling-errors',
  '/api',
  '/api/server/class/AccountsServer',
  '/api/server/enum/AuthenticateWithServiceErrors',
  '/api/server/changelog',
  // The search page (until it exists, the not-found page is served here).
  '/search?q=password',
  '/this-page-does-not-exist',
];

/** Long API pages (long names, wide tables and signatures) for the narrow-screen layout check. */
const LONG_API_PAGES = [
  '/api/module-password',
  '/api/types',
  '/api/database-mongo/class/Mongo',
  '/api/database-mikro-orm/class/AccountsMikroOrm',
  '/api/database-mongo-magic-link/interface/MongoServiceMagicLinkOptions',
  '/api/module-magic-link/function/createAccountsMagicLinkModule',
];

const MODES = ['light', 'dark'] as const;

/**
 * Moderate violations kept on purpose, by rule id, with the reason. Serious and critical ones
 * are never kept; a moderate one not listed here fails the test too.
 */
const KEPT_MODERATE: Record<string, string> = {};

const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Where screenshots of every page, mode and width go, only when asked for: nothing reads them
 * but a person, and a screenshot costs a page's worth of painting (1.5–3 s on a busy machine).
 */
const screenshotDir = process.env.A11Y_SCREENSHOTS;

/**
 * The rules a dark-mode run checks. The modes differ only in colours (the palette of
 * variables.css, Shiki's dark tokens in code.css) and in which icon of the theme switch shows
 * (navbar.css): the same markup, laid out alike. So the dark mode runs the rules that read
 * colours over the whole page and every rule over the theme switch; the light mode runs every
 * rule over the whole page. (axe's colour rules are about half of its time on a long page.)
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Each page is loaded once per mode, checked at 1280 px, then resized to 400 px and checked
 * again: the widths differ only in CSS (media queries) and in what the theme's scripts redo on
 * `resize` (scroll-boxes.ts, nav-drawer.ts, sidebar-scroll.ts), the same markup. (Pages loaded
 * at 400 px from the start are the keyboard, sidebar and long-page tests below.) axe runs in
 * full at both widths: its colour rules, which depend on the layout, are 55–70% of a run, and
 * nearly every other rule skips what is hidden, which the layout decides too (a run limited to
 * the parts that changed between the widths plus the whole-page rules saved 8–18% of a run).
 */
const WIDTHS = [1280, 400] as const;

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

describe.skipIf(!hasChromium && !process.env.CI)('accessibility in the browser', () => {
  let browser: Browser;
  let server: RunningServer;
  let url: string;
  /** One context and page per colour mode, reused for every URL and width. */
  const pages = new Map<string, { context: BrowserContext; page: Page }>();

  beforeAll(async () => {
    const out = await builtContent();
    server = await startServer({ dir: out, port: 0 });
    url = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    if (screenshotDir) {
      await mkdir(screenshotDir, { recursive: true });
      console.log(`a11y screenshots: ${screenshotDir}`);
    }
  });

  afterAll(async () => {
    for (const { context } of pages.values()) await context.close();
    await releaseChromium(browser);
    await server?.close();
  });

  /** The reused page of a colour mode (the saved choice, as the navbar switch leaves it), at `width`. */
  async function pageFor(mode: 'light' | 'dark', width: number): Promise<Page> {
    let entry = pages.get(mode);
    if (!entry) {
      const context = await localOnlyContext(browser, { viewport: { width, height: 900 } });
      await context.addInitScript(`try { localStorage.setItem('theme', '${mode}'); } catch {}`);
      entry = { context, page: await context.newPage() };
      pages.set(mode, entry);
    }
    await entry.page.setViewportSize({ width, height: 900 });
    return entry.page;
  }

  /** axe's violations: every rule in the light mode; in the dark mode, see COLOUR_RULES. */
  async function axe(page: Page, mode: 'light' | 'dark'): Promise<AxeViolation[]> {
    const run = (context: string, options: object) =>
      page.evaluate(
        `axe.run(${context}, ${JSON.stringify({ resultTypes: ['violations'], ...options })})`,
      ) as Promise<{ violations: AxeViolation[] }>;
    if (mode === 'light') return (await run('document', {})).violations;
    const colours = await run('document', { runOnly: { type: 'rule', values: COLOUR_RULES } });
    const toggle = await run(`{ include: ['.color-mode-toggle'] }`, {});
    return [...colours.violations, ...toggle.violations];
  }

  const horizontalOverflow = (page: Page) =>
    page.evaluate(
      `(() => { const s = document.scrollingElement; return s.scrollWidth - s.clientWidth; })()`,
    ) as Promise<number>;

  const report = (list: AxeViolation[]) =>
    list.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  describe.each(MODES)('%s mode', (mode) => {
    it.each(PAGES)(
      '%s at 1280 px, then at 400 px: no serious or critical axe violation, no sideways scrolling',
      async (route) => {
        const page = await pageFor(mode, WIDTHS[0]);
        await page.goto(`${url}${route}`);
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
        await page.addScriptTag({ content: axeSource });
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) {
            await page.setViewportSize({ width, height: 900 });
            // The theme's resize handlers run in the next animation frame (scroll-boxes.ts makes
            // a box that now overflows focusable there): checked after it, as a reader would.
            await page.evaluate(
              `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))`,
            );
          }
          if (screenshotDir) {
            const file = path.join(
              screenshotDir,
              `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}--${mode}-${width}.png`,
            );
            await page.screenshot({ path: file });
            expect((await stat(file)).size).toBeGreaterThan(1000);
          }

          expect(
            await horizontalOverflow(page),
            `${route} scrolls sideways at ${width} px`,
          ).toBeLessThanOrEqual(0);

          const violations = await axe(page, mode);
          expect(
            report(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')),
            `${width} px`,
          ).toEqual([]);
          expect(
            report(violations.filter((v) => v.impact === 'moderate' && !(v.id in KEPT_MODERATE))),
            `${width} px`,
          ).toEqual([]);
        }
      },
    );
  });

  it.each(LONG_API_PAGES)(
    '%s does not scroll sideways at 400 px; its wide boxes scroll on their own',
    async (route) => {
      const page = await pageFor('light', 400);
      await page.goto(`${url}${route}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // A table or signature wider than the column scrolls in its box, and is focusable so the
      // keyboard can scroll it; a box that fits is no extra tab stop.
      const boxes = (await page.evaluate(`[...document.querySelectorAll('.markdown table, pre.api-signature')]
      .map((box) => ({ overflows: box.scrollWidth > box.clientWidth, tabindex: box.getAttribute('tabindex') }))`)) as {
        overflows: boolean;
        tabindex: string | null;
      }[];
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) expect(box.tabindex).toBe(box.overflows ? '0' : null);
    },
  );

  it('identifiers wrap between their words (at <wbr> or a space), never inside one', async () => {
    const page = await pageFor('light', 400);
    await page.goto(`${url}/api/server/enum/AuthenticateWithServiceErrors`);
    // For each wrapped name: the text offsets where a new line starts, and where it may start
    // (after a <wbr> or a space).
    const names = (await page.evaluate(`(() => {
      const out = [];
      const range = document.createRange();
      for (const el of document.querySelectorAll('article h1, .api-table code, .pagination-label, .doc-sidebar .sidebar-link')) {
        let text = '', top, breaks = [], allowed = [];
        const walk = (node) => {
          for (const child of node.childNodes) {
            if (child.nodeName === 'WBR') allowed.push(text.length);
            else if (child.nodeType === Node.TEXT_NODE) {
              for (let i = 0; i < child.data.length; i++) {
                range.setStart(child, i); range.setEnd(child, i + 1);
                const y = Math.round(range.getBoundingClientRect().top);
                if (top !== undefined && y > top + 2) breaks.push(text.length);
                top = y;
                if (child.data[i] === ' ') allowed.push(text.length + 1);
                text += child.data[i];
              }
            } else walk(child);
          }
        };
        walk(el);
        if (breaks.length > 0) out.push({ text, breaks, allowed });
      }
      return out;
    })()`)) as { text: string; breaks: number[]; allowed: number[] }[];
    // The title and the members' names do wrap at this width …
    expect(names.map((n) => n.text)).toContain('AuthenticateWithServiceErrors');
    // … and only where a word ends.
    for (const name of names)
      for (const at of name.breaks)
        expect(name.allowed, `${name.text} breaks at "${name.text.slice(0, at)}|"`).toContain(at);
    expect(await page.locator('article h1').textContent()).toBe('AuthenticateWithServiceErrors');
  });

  /** Whether the focused element shows a ring: a 2px+ outline or a box shadow, 3:1 against the page. */
  const focusRing = `(() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    const rgb = (color) => (color.match(/[\\d.]+/g) || []).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((v) => v / 255).map((v) => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    const contrast = (a, b) => { const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    let bg = 'rgb(255, 255, 255)';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') { bg = color; break; }
    }
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return {
      tag: el.tagName.toLowerCase(),
      className: String(el.className),
      inNavbar: !!el.closest('.navbar'),
      inSidebar: !!el.closest('.doc-sidebar'),
      inMain: !!el.closest('main'),
      ring: outline ? contrast(style.outlineColor, bg) >= 3 : style.boxShadow !== 'none',
    };
  })()`;

  interface Focused {
    tag: string;
    className: string;
    inNavbar: boolean;
    inSidebar: boolean;
    inMain: boolean;
    ring: boolean;
  }

  /** Tabs from the top of a fresh page until focus is in the article, recording every stop. */
  async function tabThrough(page: Page): Promise<Focused[]> {
    const stops: Focused[] = [];
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const focused = (await page.evaluate(focusRing)) as Focused;
      stops.push(focused);
      if (focused.inMain && !focused.className.includes('skip-link')) break;
    }
    return stops;
  }

  describe.each(MODES)('keyboard, %s mode', (mode) => {
    it('from page load, Tab reaches the skip link, the navbar, search, the theme switch, the sidebar and the content, each with a visible ring (1280 px)', async () => {
      const page = await pageFor(mode, 1280);
      await page.goto(`${url}/docs/introduction`);
      const stops = await tabThrough(page);
      expect(stops[0]!.className).toContain('skip-link');
      const index = (test: (f: Focused) => boolean) => stops.findIndex(test);
      const brand = index((f) => f.className.includes('navbar-brand'));
      const toggle = index((f) => f.className.includes('color-mode-toggle'));
      const sidebar = index((f) => f.inSidebar);
      const content = index((f) => f.inMain);
      expect(
        [brand, toggle, sidebar, content].every((i) => i > 0),
        JSON.stringify(stops),
      ).toBe(true);
      expect(brand < toggle && toggle < sidebar && sidebar < content).toBe(true);
      // The search button of the navbar, once the site has one.
      if ((await page.locator('.navbar [type=search], .navbar .search-button').count()) > 0) {
        const search = index((f) => f.inNavbar && /search/i.test(f.className));
        expect(search, 'search is reachable').toBeGreaterThan(brand);
      }
      for (const stop of stops) expect(stop.ring, `focus ring on ${stop.tag}.${stop.className}`).toBe(true);
    });

    it('on a phone, Tab reaches the skip link, the menu button, the theme switch and the content, each with a visible ring (400 px)', async () => {
      const page = await pageFor(mode, 400);
      await page.goto(`${url}/docs/introduction`);
      const stops = await tabThrough(page);
      expect(stops[0]!.className).toContain('skip-link');
      const menu = stops.findIndex((f) => f.inNavbar && /menu/.test(f.className));
      const toggle = stops.findIndex((f) => f.className.includes('color-mode-toggle'));
      expect(menu, JSON.stringify(stops)).toBeGreaterThan(0);
      expect(toggle).toBeGreaterThan(menu);
      expect(stops.at(-1)!.inMain).toBe(true);
      for (const stop of stops) expect(stop.ring, `focus ring on ${stop.tag}.${stop.className}`).toBe(true);
    });
  });

  it('the skip link is visible when focused and moves focus to the content', async () => {
    const page = await pageFor('light', 1280);
    await page.goto(`${url}/docs/introduction`);
    await page.keyboard.press('Tab');
    const box = (await page.locator('.skip-link').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${url}/docs/introduction#main`);
  });

  it("on a phone the sidebar opens at the current page, not at the top of the API's 31 packages", async () => {
    const page = await pageFor('light', 400);
    await page.goto(`${url}/api/types/interface/User`);
    await page.locator('.navbar-menu-button:visible').click();
    const sidebar = page.locator('.doc-sidebar');
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    const current = page.locator('.doc-sidebar [aria-current="page"]');
    await expect
      .poll(async () => {
        const [s, c] = [(await sidebar.boundingBox())!, (await current.boundingBox())!];
        return c.y >= s.y && c.y + c.height <= Math.min(s.y + s.height, 900);
      })
      .toBe(true);
    // It did scroll: the current link is far down a sidebar that starts with @accounts/apollo-link.
    expect(await page.evaluate(`document.querySelector('.doc-sidebar').scrollTop`)).toBeGreaterThan(0);
  });

  it('without JavaScript, follows the system colour scheme: the same palette as the dark mode', async () => {
    const vars = ['--color-bg', '--color-fg', '--color-link', '--color-code-bg', '--color-focus', '--api-kw'];
    const read = `(() => { const s = getComputedStyle(document.documentElement); return ${JSON.stringify(vars)}.map((v) => s.getPropertyValue(v).trim()); })()`;
    const dark = await pageFor('dark', 1280);
    await dark.goto(`${url}/docs/server`);
    const darkPalette = await dark.evaluate(read);
    const lightPage = await pageFor('light', 1280);
    await lightPage.goto(`${url}/docs/server`);
    const lightPalette = await lightPage.evaluate(read);

    for (const [scheme, expected] of [
      ['dark', darkPalette],
      ['light', lightPalette],
    ] as const) {
      const context = await localOnlyContext(browser, { javaScriptEnabled: false, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(`${url}/docs/server`);
      expect(await page.evaluate(read), scheme).toEqual(expected);
      // Code blocks follow too.
      const [color, darkColor] = (await page.evaluate(`(() => {
        const token = document.querySelector('.shiki span[style*="--shiki-dark"]');
        return [getComputedStyle(token).color, token.style.getPropertyValue('--shiki-dark')];
      })()`)) as [string, string];
      const hex = `#${(color.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`;
      expect(hex === darkColor.toLowerCase(), `${scheme}: ${hex} vs ${darkColor}`).toBe(scheme === 'dark');
      await context.close();
    }
    // With JavaScript the system's preference is not followed (the spec's default is light).
    const context = await localOnlyContext(browser, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${url}/docs/server`);
    expect(await page.evaluate(read)).toEqual(lightPalette);
    await context.close();
  });
});

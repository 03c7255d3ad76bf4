import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** The test process's browser (`launchChromium`). */
let shared: Promise<Browser> | undefined;

/**
 * The browser reaches this machine only: every request to another host goes to a proxy on a
 * port where nothing answers (a request of a name or of an address alike), and fails; a test's
 * own route (an Algolia stub) answers before it. It used to be a route of every context that
 * aborted those requests, but a route passes each request through Playwright, the local ones
 * too: ~10% more CPU a page load (30 loads of content/ pages: 21.9 s against 19.7 s).
 */
const LOCAL_ONLY = { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost,[::1]' };

/**
 * Debian's Chromium, headless, with no background traffic, reaching no host but this one: one
 * for the test process, which every file it runs shares (the CLI's files share their process,
 * vitest.config.ts). A launch and close cost ~2.5 s of CPU on this machine, and thirteen files
 * each launched their own. A file ends its use with `releaseChromium`, not `browser.close()`;
 * the browser ends with the process (Playwright kills what it launched when its process exits).
 */
export function launchChromium(): Promise<Browser> {
  const launched = (shared ??= chromium.launch({
    executablePath: CHROMIUM,
    proxy: LOCAL_ONLY,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  }));
  return launched.then(
    (browser) => {
      if (browser.isConnected()) return browser;
      if (shared === launched) shared = undefined;
      return launchChromium();
    },
    (error: unknown) => {
      if (shared === launched) shared = undefined;
      throw error;
    },
  );
}

/**
 * What a file opened in the shared browser ends with it (afterAll): every context still open.
 * A process runs one file at a time, so they are all the file's.
 */
export async function releaseChromium(browser: Browser | undefined): Promise<void> {
  for (const context of browser?.contexts() ?? []) await context.close().catch(() => undefined);
}

/**
 * How long a page load, a click or a wait for an element may take before it fails: Playwright's
 * default of 30 s is a timed assertion on a busy machine (a page load under a load of 30 on 2
 * cores has taken longer). Two minutes only catch what never happens.
 */
export const BROWSER_TIMEOUT_MS = 120_000;

/**
 * A context of the test browser (which reaches no host but this one, `LOCAL_ONLY`), whose
 * waits fail after `BROWSER_TIMEOUT_MS`.
 */
export async function localOnlyContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(BROWSER_TIMEOUT_MS);
  return context;
}

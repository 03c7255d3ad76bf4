import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** Debian's Chromium, headless, with no background traffic (this machine has no internet). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
}

/**
 * How long a page load, a click or a wait for an element may take before it fails: Playwright's
 * default of 30 s is a timed assertion on a busy machine (a page load under a load of 30 on 2
 * cores has taken longer). Two minutes only catch what never happens.
 */
export const BROWSER_TIMEOUT_MS = 120_000;

/**
 * A context in which every request to a host other than the local server is aborted. A test's
 * own page route passes on what it does not answer with \`route.fallback()\`, so that this
 * handler decides: a \`route.continue()\` there would skip the rule, and a request still under way
 * when the test's route is dropped could then reach this handler handled already.
 */
export async function localOnlyContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(BROWSER_TIMEOUT_MS);
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    return url.hostname === '127.0.0.1' || url.hostname === 'localhost' ? route.continue() : route.abort();
  });
  return context;
}

import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { hasChromium, launchChromium, releaseChromium, localOnlyContext } from './browser.ts';
import { cli, repoRoot, tempDir } from './helpers.ts';

/**
 * A Docusaurus navbar logo that is a wordmark (fixtures/docusaurus/wide-logo, 200×40, as
 * accounts-js's logo.png is 1024×208): drawn 2rem high and five times as wide, as Docusaurus's
 * `.navbar__logo img { height: 100% }` draws it — not squeezed into a 32×32 square.
 */
describe.skipIf(!hasChromium && !process.env.CI)('a wide navbar logo, in the browser', () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    const site = await tempDir('wide-logo');
    await cp(path.join(repoRoot, 'packages/cli/test/fixtures/docusaurus/wide-logo'), site, {
      recursive: true,
    });
    const result = await cli(['build', '--no-cache'], site);
    expect(result.code, result.stderr).toBe(0);
    server = await startServer({ dir: path.join(site, 'build'), port: 0 });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await releaseChromium(browser);
    await server?.close();
  });

  it('keeps the proportions of the logo, 32 px high', async () => {
    const context = await localOnlyContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${server.port}/docs/intro`, { waitUntil: 'load' });
    const logo = page.locator('.navbar-brand img');
    await expect
      .poll(() =>
        page.evaluate(
          `(img => img.complete && img.naturalWidth)(document.querySelector('.navbar-brand img'))`,
        ),
      )
      .toBe(200);
    const box = (await logo.boundingBox())!;
    expect(box.height).toBe(32);
    expect(box.width).toBe(160);
    await context.close();
  });
});

import { cp } from 'node:fs/promises';
import path from 'node:path';
import { select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { cli, readHtml, repoRoot, tempDir } from './helpers.ts';

/**
 * A Docusaurus site's `src/theme` holds swizzles and components of its own
 * (fixtures/docusaurus/own-theme-components; milesj/boost keeps Badge, BadgeGroup and EnvBadges
 * there for its docs). Only a swizzled Docusaurus component that accounts-docs draws itself is
 * worth a warning; the site's own are served as `@theme/<name>` and are not swizzles.
 */
describe("a Docusaurus site's own components in src/theme", () => {
  it('warns about the unused swizzled SearchBar only, and serves @theme/Pill to the page', async () => {
    const site = await tempDir('own-theme');
    await cp(path.join(repoRoot, 'packages/cli/test/fixtures/docusaurus/own-theme-components'), site, {
      recursive: true,
    });
    const result = await cli(['build', '--no-cache'], site);
    expect(result.code, result.stderr).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('[swizzled-component-unused]'));
    expect(warnings).toEqual([
      'src/theme/SearchBar/index.js:1:1  warning  The swizzled component SearchBar is not used: accounts-docs draws this part of the page itself  [swizzled-component-unused]',
    ]);
    const home = await readHtml(path.join(site, 'build/index.html'));
    expect(toString(select('.pill', home)!)).toBe('stable');
  });
});

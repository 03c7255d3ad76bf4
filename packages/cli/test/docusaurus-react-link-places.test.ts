import { cp } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, repoRoot, tempDir } from './helpers.ts';

/**
 * Broken links of React pages (fixtures/docusaurus/react-link-places), found on public
 * Docusaurus sites by `npm run compat`: each is reported once, at the page's JSX — not a second
 * time at the `<a>` our `<Link>` renders (site-theme/docusaurus/Link.tsx), and not at the
 * island wrapper's module name (`stateful.js?accounts-docs-original`).
 */
describe('broken links of React pages, at their places', () => {
  it('reports each broken <Link> once, at the line and column of the page that writes it', async () => {
    const site = await tempDir('link-places');
    await cp(path.join(repoRoot, 'packages/cli/test/fixtures/docusaurus/react-link-places'), site, {
      recursive: true,
    });
    const result = await cli(['build', '--no-cache'], site);
    expect(result.code).toBe(1);
    const findings = result.stderr.split('\n').filter((line) => line.includes('[broken-link]'));
    expect(findings).toEqual([
      'src/pages/index.js:9:9  error  Broken link to `/docs/missing-plain`  [broken-link]',
      'src/pages/stateful.js:13:7  error  Broken link to `/docs/missing-stateful`  [broken-link]',
    ]);
    expect(result.stderr).toContain('Build failed with 2 errors (2 broken links)');
  });
});

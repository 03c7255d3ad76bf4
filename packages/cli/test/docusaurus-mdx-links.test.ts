import { cp, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { selectAll } from 'hast-util-select';
import { describe, expect, it } from 'vitest';
import { cli, readHtml, repoRoot, tempDir } from './helpers.ts';

/**
 * The links a compiled MDX page shows but does not write itself (issue 33): a partial's
 * markdown links, resolved from the partial's folder and reported at its lines, and the links
 * the site's components render, reported at their JSX (the page's own JSX links too). Fixture: fixtures/docusaurus-mdx/compiled-links.
 */
const fixture = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/docusaurus-mdx/compiled-links',
);

describe("a compiled page's partials and components, their links checked", () => {
  it('reports each broken link at the partial or component that writes it, then builds once fixed', async () => {
    const dir = await tempDir('mdx-links');
    await cp(fixture, dir, { recursive: true });
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const broken = await cli(['build', '--no-cache'], dir);
    expect(broken.code).toBe(1);
    const findings = broken.stderr.split('\n').filter((line) => /\[broken-[a-z-]+\]$/.test(line));
    expect(findings).toEqual([
      'docs/intro.mdx:14:22  error  Broken link to `/gone-from-the-page`  [broken-link]',
      'shared/deep/_note.md:2:1  warning  Markdown link to a missing file: ./gone.md  [broken-markdown-link]',
      'shared/deep/_note.md:4:6  error  Broken link to `/nowhere`  [broken-link]',
      'shared/deep/_note.md:4:48  error  Broken anchor `#no-such-heading` on `/other`  [broken-anchor]',
      'src/components/Card.jsx:9:7  error  Broken link to `/missing-page`  [broken-link]',
      'src/components/Card.jsx:10:7  error  Broken anchor `#nope` on `/other`  [broken-anchor]',
    ]);

    // Fixed: the partial's `../../docs/other.md` is the page `/other` (from the partial's
    // folder; from the page's it would lead out of the site), and `#partial-heading` is an
    // anchor of the page that shows the partial.
    await writeFile(
      path.join(dir, 'shared/deep/_note.md'),
      'A note shared by pages. See [the other page](../../docs/other.md).\n\n### Partial heading\n',
    );
    await writeFile(
      path.join(dir, 'docs/intro.mdx'),
      (await readFile(path.join(dir, 'docs/intro.mdx'), 'utf8')).replace('/gone-from-the-page', '/other'),
    );
    await writeFile(
      path.join(dir, 'src/components/Card.jsx'),
      [
        "import React from 'react';",
        "import Link from '@docusaurus/Link';",
        'export default function Card() {',
        '  return <div className="card"><Link to="/other#real-heading">Fine</Link><a href="#partial-heading">In the partial</a></div>;',
        '}',
        '',
      ].join('\n'),
    );
    const fixed = await cli(['build', '--no-cache'], dir);
    expect(fixed.code, fixed.stderr).toBe(0);
    const page = await readHtml(path.join(dir, 'build/intro/index.html'));
    const hrefs = selectAll('article a', page).map((a) => a.properties.href);
    expect(hrefs).toContain('/other');
    expect(hrefs).toContain('/other#real-heading');
    expect(hrefs).not.toContain('../../docs/other.md');
    // The partial's file is the renderer's to know, not the page's HTML.
    expect(selectAll('[data-accounts-docs-from]', page)).toEqual([]);
  }, 240_000);
});

import { expect, it } from 'vitest';
import * as links from '../src/index.ts';

/** index.ts only re-exports: this pins what the stage offers the CLI. */
it('exports the link checker, its reports and the rule ids', () => {
  expect(Object.keys(links).sort()).toEqual(
    [
      'BROKEN_ANCHOR',
      'BROKEN_LINK',
      'BROKEN_MARKDOWN_LINK',
      'DUPLICATE_ROUTE',
      'UNSAFE_LINK',
      'checkLinks',
      'checkSiteLinks',
      'findingsToJson',
      'resolveLink',
      'siteLinks',
      'summarizeFindings',
    ].sort(),
  );
  expect([
    links.BROKEN_LINK,
    links.BROKEN_MARKDOWN_LINK,
    links.BROKEN_ANCHOR,
    links.DUPLICATE_ROUTE,
    links.UNSAFE_LINK,
  ]).toEqual(['broken-link', 'broken-markdown-link', 'broken-anchor', 'duplicate-route', 'unsafe-link']);
});

import { describe, expect, it } from 'vitest';
import { checkLinks, UNSAFE_LINK, type LinkOccurrence } from '../src/index.ts';
import { siteRoutes } from './routes.ts';

const DOC = '/site/content/docs/server.md';
const link = (href: string, line: number): LinkOccurrence => ({ href, file: DOC, line, column: 1 });

describe('unsafe links', () => {
  const hrefs = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ];

  it('are findings with their own rule, an error unless configured otherwise', () => {
    const findings = checkLinks(
      [{ route: '/docs/server', links: hrefs.map((href, i) => link(href, i + 1)) }],
      siteRoutes(),
      {
        brokenLinks: 'error',
        brokenAnchors: 'warning',
      },
    );
    expect(findings.map((f) => [f.ruleId, f.severity, f.line])).toEqual(
      hrefs.map((_, i) => [UNSAFE_LINK, 'error', i + 1]),
    );
  });

  it('follow `build.onUnsafeLinks`, even when broken links are ignored', () => {
    const pages = [{ route: '/docs/server', links: [link('javascript:void 0', 1)] }];
    const options = { brokenLinks: null, brokenAnchors: null } as const;
    expect(checkLinks(pages, siteRoutes(), { ...options, unsafeLinks: 'warning' })).toMatchObject([
      { ruleId: UNSAFE_LINK, severity: 'warning' },
    ]);
    expect(checkLinks(pages, siteRoutes(), { ...options, unsafeLinks: null })).toEqual([]);
  });

  it('leave https:, mailto: and site links alone', () => {
    const pages = [
      { route: '/docs/server', links: [link('https://x.example/javascript:', 1), link('mailto:a@b.c', 2)] },
    ];
    expect(checkLinks(pages, siteRoutes(), { brokenLinks: 'error', brokenAnchors: 'warning' })).toEqual([]);
  });
});

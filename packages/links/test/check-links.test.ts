import { describe, expect, it } from 'vitest';
import { checkLinks, type CheckLinksOptions, type LinkOccurrence, type PageLinks } from '../src/index.ts';
import { siteRoutes } from './routes.ts';

const DOC = '/site/content/docs/server.md';
const CONFIG = '/site/accounts-docs.config.ts';
const defaults: CheckLinksOptions = { brokenLinks: 'error', brokenAnchors: 'warning' };

function link(href: string, line = 1, column = 1, file = DOC): LinkOccurrence {
  return { href, file, line, column };
}

function check(pages: PageLinks[], options: CheckLinksOptions = defaults, routes = siteRoutes()) {
  return checkLinks(pages, routes, options);
}

describe('checkLinks', () => {
  it('finds nothing when every link resolves', () => {
    const links = [
      '/docs/introduction',
      '/docs/introduction/',
      '/docs/introduction.html',
      '/docs/introduction/index.html#why',
      '/index.html',
      '../',
      'databases/mongo#indexes',
      '/docs/caf%C3%A9#cr%C3%A8me',
      '/docs/server?tab=npm#options',
      '/img/logo.svg',
      '/sitemap.xml#anything',
      '#options',
      '#',
      'https://github.com/accounts-js/accounts#readme',
      'mailto:team@accountsjs.com',
      '//cdn.example.com/x',
    ].map((href, i) => link(href, i + 1));
    expect(check([{ route: '/docs/server', links }])).toEqual([]);
  });

  it('reports a broken link with its place, severity, target and the closest route', () => {
    expect(check([{ route: '/docs/server', links: [link('/docs/srever', 12, 5)] }])).toEqual([
      {
        severity: 'error',
        ruleId: 'broken-link',
        reason: 'Broken link to `/docs/srever`',
        file: DOC,
        line: 12,
        column: 5,
        target: '/docs/srever',
        hint: 'did you mean `/docs/server`?',
      },
    ]);
  });

  it('names the resolved path of a relative href, and keeps the href as written in `target`', () => {
    const [finding] = check([{ route: '/docs/databases/mongo', links: [link('../srever#options', 3, 9)] }]);
    expect(finding).toMatchObject({
      reason: 'Broken link to `/docs/srever` (resolved from `../srever#options`)',
      target: '../srever#options',
      hint: 'did you mean `/docs/server`?',
      line: 3,
      column: 9,
    });
  });

  it('suggests the page of the same name when the page moved to another folder', () => {
    const [finding] = check([{ route: '/', links: [link('/docs/mongo')] }]);
    expect(finding?.hint).toBe('did you mean `/docs/databases/mongo`?');
  });

  it('suggests a file for a broken link to a file', () => {
    const [finding] = check([{ route: '/', links: [link('/img/logo.svgg')] }]);
    expect(finding?.hint).toBe('did you mean `/img/logo.svg`?');
  });

  it('suggests the route of a page linked by its source file name (`/docs/server.md`)', () => {
    const [exact, typo] = check([
      {
        route: '/',
        links: [link('/docs/databases/mongo.md', 1), link('/docs/databases/mongoo.markdown', 2)],
      },
    ]);
    expect(exact?.hint).toBe('did you mean `/docs/databases/mongo`?');
    expect(typo?.hint).toBe('did you mean `/docs/databases/mongo`?');
  });

  it('measures a typo on the last segment, so a sibling API page is no suggestion', () => {
    const [typo, other] = check([
      {
        route: '/',
        links: [
          link('/api/accounts-server/classes/AccountsServr', 1),
          link('/api/accounts-server/classes/Foo', 2),
        ],
      },
    ]);
    expect(typo?.hint).toBe('did you mean `/api/accounts-server/classes/AccountsServer`?');
    expect(other?.hint).toBe('no page or file is served at this path: fix the link, or add the page');
  });

  it('reports a broken anchor with the closest anchor of the target page', () => {
    expect(check([{ route: '/docs/introduction', links: [link('/docs/server#optins', 7, 14)] }])).toEqual([
      {
        severity: 'warning',
        ruleId: 'broken-anchor',
        reason: 'Broken anchor `#optins` on `/docs/server`',
        file: DOC,
        line: 7,
        column: 14,
        target: '/docs/server#optins',
        hint: 'did you mean `#options`?',
      },
    ]);
  });

  it('lists at most 5 anchors of the page when none is close', () => {
    const [finding] = check([{ route: '/', links: [link('/docs/server#configuration')] }]);
    expect(finding?.hint).toBe(
      "link to one of the page's anchors: `#options`, `#events`, `#hooks`, `#api`, `#errors` (and 2 more)",
    );
    const [few] = check([{ route: '/', links: [link('/docs/introduction#configuration')] }]);
    expect(few?.hint).toBe("link to one of the page's anchors: `#why`, `#install`");
  });

  it('says when the target page has no headings', () => {
    const [finding] = check([{ route: '/', links: [link('/docs/empty#usage')] }]);
    expect(finding?.hint).toBe('the page has no headings: link to `/docs/empty` without `#usage`');
  });

  it('checks same-page anchors against the page itself', () => {
    const findings = check([{ route: '/docs/server', links: [link('#options', 1), link('#evnts', 2)] }]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      reason: 'Broken anchor `#evnts` on `/docs/server`',
      target: '#evnts',
      hint: 'did you mean `#events`?',
      line: 2,
    });
  });

  it('takes `#top` for the top of the page, as browsers do', () => {
    const links = [link('#top'), link('/docs/server#top', 2), link('#TOP', 3)];
    expect(check([{ route: '/docs/empty', links }])).toEqual([]);
  });

  it('decodes the anchor before looking it up', () => {
    const findings = check([
      { route: '/', links: [link('/docs/caf%C3%A9#cr%C3%A8me'), link('/docs/café#cr%C3%A8mes', 2)] },
    ]);
    expect(findings.map((f) => f.reason)).toEqual(['Broken anchor `#crèmes` on `/docs/café`']);
    expect(findings[0]?.hint).toBe('did you mean `#crème`?');
  });

  it('does not check anchors on a page that is missing (the link is what is broken)', () => {
    const findings = check([{ route: '/', links: [link('/docs/srever#optins')] }]);
    expect(findings.map((f) => f.ruleId)).toEqual(['broken-link']);
  });

  it('uses the configured severity of each rule, and `ignore` finds nothing', () => {
    const pages = [{ route: '/', links: [link('/docs/srever', 1), link('/docs/server#optins', 2)] }];
    expect(check(pages, { brokenLinks: 'warning', brokenAnchors: 'error' }).map((f) => f.severity)).toEqual([
      'warning',
      'error',
    ]);
    expect(check(pages, { brokenLinks: null, brokenAnchors: 'warning' }).map((f) => f.ruleId)).toEqual([
      'broken-anchor',
    ]);
    expect(check(pages, { brokenLinks: 'error', brokenAnchors: null }).map((f) => f.ruleId)).toEqual([
      'broken-link',
    ]);
    expect(check(pages, { brokenLinks: null, brokenAnchors: null })).toEqual([]);
  });

  it('gives one finding per place: the same link twice on a page is two, a navbar link on every page is one', () => {
    const navbar = link('/docs/srever', 20, 13, CONFIG);
    const findings = check([
      { route: '/', links: [navbar, link('/docs/srever', 4, 1), link('/docs/srever', 9, 3)] },
      { route: '/docs/server', links: [navbar] },
      { route: '/docs/introduction', links: [navbar] },
    ]);
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column}`)).toEqual([
      `${CONFIG}:20:13`,
      `${DOC}:4:1`,
      `${DOC}:9:3`,
    ]);
  });

  it('keeps one finding per target when a link at one place resolves differently on each page', () => {
    const footer = link('#contributing', 30, 9, CONFIG);
    const findings = check([
      { route: '/', links: [footer] },
      { route: '/docs/server', links: [footer] },
      { route: '/docs/empty', links: [footer] },
    ]);
    expect(findings.map((f) => f.reason)).toEqual([
      'Broken anchor `#contributing` on `/`',
      'Broken anchor `#contributing` on `/docs/empty`',
      'Broken anchor `#contributing` on `/docs/server`',
    ]);
  });

  it('orders findings by file, line and column, whatever the page order', () => {
    const a = '/site/content/docs/a.md';
    const b = '/site/content/docs/b.md';
    const findings = check([
      { route: '/docs/server', links: [link('/x', 3, 1, b), link('/x', 2, 8, a)] },
      { route: '/', links: [link('/x', 2, 3, a), link('/x', 1, 1, b)] },
    ]);
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column}`)).toEqual([
      `${a}:2:3`,
      `${a}:2:8`,
      `${b}:1:1`,
      `${b}:3:1`,
    ]);
  });

  it('accepts any iterable of pages', () => {
    function* pages(): Generator<PageLinks> {
      yield { route: '/', links: [link('/docs/srever')] };
    }
    expect(check([...pages()])).toHaveLength(1);
    expect(checkLinks(pages(), siteRoutes(), defaults)).toHaveLength(1);
  });

  describe('with a base URL other than /', () => {
    const routes = siteRoutes('/docs-site/');

    it('checks links that carry the base URL, and names routes without it', () => {
      const findings = check(
        [
          {
            route: '/docs/server',
            links: [
              link('/docs-site/docs/introduction#why', 1),
              link('/docs-site/img/logo.svg', 2),
              link('introduction', 3),
              link('/docs-site/docs/srever', 4),
              link('/docs-site/docs/server#optins', 5),
            ],
          },
        ],
        defaults,
        routes,
      );
      expect(findings.map(({ reason, hint, target }) => ({ reason, hint, target }))).toEqual([
        {
          reason: 'Broken link to `/docs/srever`',
          hint: 'did you mean `/docs/server`?',
          target: '/docs-site/docs/srever',
        },
        {
          reason: 'Broken anchor `#optins` on `/docs/server`',
          hint: 'did you mean `#options`?',
          target: '/docs-site/docs/server#optins',
        },
      ]);
    });

    it('reports a site path without the base URL, with the fix', () => {
      const findings = check(
        [{ route: '/', links: [link('/docs/server', 1), link('/elsewhere', 2)] }],
        defaults,
        routes,
      );
      expect(findings.map(({ reason, hint }) => ({ reason, hint }))).toEqual([
        {
          reason: 'Broken link to `/docs/server`',
          hint: 'links must start with the base URL `/docs-site/`: did you mean `/docs-site/docs/server`?',
        },
        { reason: 'Broken link to `/elsewhere`', hint: 'links must start with the base URL `/docs-site/`' },
      ]);
    });
  });
});

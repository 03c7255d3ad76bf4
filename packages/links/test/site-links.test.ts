import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from '@accounts-docs/pages';
import type { MarkdownPage, SiteModel } from '@accounts-docs/site-model';
import { checkLinks, siteLinks, type LinkOccurrence } from '../src/index.ts';

/** The part of a site model `siteLinks` reads, around a config file written to a temp folder. */
async function site(options: {
  configText: string;
  navbar?: string[];
  navbarTitle?: string;
  footer?: string[];
  announcement?: string;
  docs?: Array<Pick<MarkdownPage, 'route' | 'links'> & Partial<MarkdownPage>>;
  home?: { text: string; actions: string[]; features: string[] };
}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-links-'));
  const configFile = path.join(dir, 'accounts-docs.config.ts');
  await writeFile(configFile, options.configText);
  const homeFile = path.join(dir, 'index.md');
  if (options.home) await writeFile(homeFile, options.home.text);
  const docs = (options.docs ?? []).map((doc) => ({
    file: path.join(dir, `${doc.route}.md`),
    anchors: [],
    linkMap: {},
    ...doc,
  }));
  const model = {
    config: {
      baseUrl: '/',
      configFile,
      navbar: {
        ...(options.navbarTitle ? { title: options.navbarTitle } : {}),
        items: (options.navbar ?? []).map((to) => ({ label: 'x', to })),
      },
      footer: { links: [{ title: 'Docs', items: (options.footer ?? []).map((to) => ({ label: 'x', to })) }] },
      docs: { sidebars: {} },
      docsVersions: [{ sidebars: {} }],
      ...(options.announcement ? { announcementBar: { content: options.announcement } } : {}),
    },
    navbar: (options.navbar ?? []).map((to) => ({ type: 'link', label: 'x', to, position: 'left' })),
    docs,
    pages: options.home
      ? [
          {
            route: '/',
            file: homeFile,
            anchors: [],
            links: [],
            linkMap: {},
            frontMatter: {
              hero: { actions: options.home.actions.map((link) => ({ link })) },
              features: options.home.features.map((link) => ({ link })),
            },
          },
        ]
      : [],
  } as unknown as SiteModel;
  const pages = [
    ...docs.map((doc) => ({ route: doc.route, view: { kind: 'doc' } })),
    ...(options.home
      ? [
          {
            route: '/',
            view: {
              kind: 'home',
              hero: { actions: options.home.actions.map((link) => ({ link })) },
              features: options.home.features.map((link) => ({ link })),
            },
          },
        ]
      : []),
  ] as unknown as Page[];
  return { dir, configFile, homeFile, ...siteLinks({ model, pages, files: ['/sitemap.xml'] }) };
}

/** The navbar, footer and announcement links (checked from `/`); these configs set no navbar title. */
const configLinks = (pages: { links: readonly LinkOccurrence[] }[]) => pages.at(-1)!.links;

const place = (occurrence: LinkOccurrence) => [occurrence.href, occurrence.line, occurrence.column];

describe('siteLinks', () => {
  it('places a config link at its own value, not inside a longer one written before it', async () => {
    const configText = [
      'export default {',
      "  navbar: { items: [{ to: '/docs/introduction' }] },",
      "  footer: { links: [{ items: [{ to: '/docs/intro' }] }] },",
      '};',
    ].join('\n');
    const { pages } = await site({ configText, navbar: ['/docs/introduction'], footer: ['/docs/intro'] });
    expect(configLinks(pages).map(place)).toEqual([
      ['/docs/introduction', 2, 28],
      ['/docs/intro', 3, 38],
    ]);
  });

  it('gives a value written twice in the config two places, so both are reported', async () => {
    const configText = [
      'export default {',
      "  navbar: { items: [{ to: '/docs/guide' }] },",
      "  footer: { links: [{ items: [{ to: '/docs/guide' }] }] },",
      '  announcementBar: { content: \'Read <a href="/docs/guide">the guide</a>\' },',
      '};',
    ].join('\n');
    const { pages, routes } = await site({
      configText,
      navbar: ['/docs/guide'],
      footer: ['/docs/guide'],
      announcement: 'Read <a href="/docs/guide">the guide</a>',
      docs: [{ route: '/docs/intro', links: [] }],
    });
    // These sites have no home page: the logo's finding (tested below) is left out.
    const findings = checkLinks(pages, routes, { brokenLinks: 'error', brokenAnchors: 'warning' }).filter(
      (f) => f.target !== '/',
    );
    expect(findings.map((f) => [f.line, f.column, f.reason])).toEqual([
      [2, 28, 'Broken link to `/docs/guide`'],
      [3, 38, 'Broken link to `/docs/guide`'],
      [4, 46, 'Broken link to `/docs/guide`'],
    ]);
  });

  it('falls back to a plain match, then to 1:1, when a value is not written whole', async () => {
    const configText =
      "const docs = '/docs';\nexport default { navbar: { items: [{ to: `${docs}/a` }, { to: '/about' }] } };\n";
    const { pages } = await site({ configText, navbar: ['/docs/a', '/docs', '/ab'] });
    expect(configLinks(pages).map(place)).toEqual([
      ['/docs/a', 1, 1],
      ['/docs', 1, 15],
      ['/ab', 2, 64],
    ]);
  });

  it('places the home page buttons and features at their front matter values', async () => {
    const text = [
      '---',
      'layout: home',
      'hero:',
      '  actions:',
      '    - link: /docs/introduction',
      'features:',
      '  - link: /docs/intro',
      "  - link: '/docs/introduction'",
      '---',
    ].join('\n');
    const { pages, homeFile } = await site({
      configText: 'export default {};',
      home: { text, actions: ['/docs/introduction'], features: ['/docs/intro', '/docs/introduction'] },
    });
    const home = pages.find((p) => p.links.some((l) => l.file === homeFile))!;
    expect(home.links.map(place)).toEqual([
      ['/docs/introduction', 5, 13],
      ['/docs/intro', 7, 11],
      ['/docs/introduction', 8, 12],
    ]);
  });

  it('checks a site-absolute .md link (no rule rewrites it); a relative one is the markdown-link rule’s', async () => {
    const { pages, routes } = await site({
      configText: 'export default {};',
      docs: [
        { route: '/docs/server', links: [] },
        {
          route: '/docs/intro',
          links: [
            { url: '/docs/server.md', line: 3, column: 1 },
            { url: './srever.md', line: 4, column: 1 },
            { url: './server.md', line: 5, column: 1 },
            { url: 'https://example.com/README.md', line: 6, column: 1 },
          ],
          linkMap: { './server.md': '/docs/server' },
        },
      ],
    });
    // These sites have no home page: the logo's finding (tested below) is left out.
    const findings = checkLinks(pages, routes, { brokenLinks: 'error', brokenAnchors: 'warning' }).filter(
      (f) => f.target !== '/',
    );
    expect(findings).toEqual([
      expect.objectContaining({
        ruleId: 'broken-link',
        line: 3,
        reason: 'Broken link to `/docs/server.md`',
        hint: 'did you mean `/docs/server`?',
      }),
    ]);
  });

  it('checks the navbar logo link (`/` unless navbar.logo.href) of a navbar with a title or logo, at the navbar', async () => {
    const withNavbar = [
      'export default {',
      "  title: 'x',",
      '  navbar: {',
      "    title: 'x',",
      "    items: [{ to: '/docs/a' }],",
      '  },',
      '};',
    ].join('\n');
    const plain = await site({ configText: withNavbar, navbar: ['/docs/a'], navbarTitle: 'x' });
    expect(place(plain.pages.at(-1)!.links[0]!)).toEqual(['/', 3, 3]);
    expect(
      checkLinks(plain.pages, plain.routes, { brokenLinks: 'error', brokenAnchors: null }),
    ).toMatchObject([
      { ruleId: 'broken-link', line: 3, column: 3, target: '/' },
      { ruleId: 'broken-link', target: '/docs/a' },
    ]);
    // No navbar set up: the title link is not checked (the site's own choice of pages).
    const noNavbar = await site({ configText: "export default { title: 'x' };" });
    expect(noNavbar.pages.at(-1)!.links).toEqual([]);
  });
});

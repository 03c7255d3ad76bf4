import { readFileSync } from 'node:fs';
import { positionAt } from '@accounts-docs/diagnostics';
import type { Page } from '@accounts-docs/pages';
import type { MarkdownPage, SiteModel } from '@accounts-docs/site-model';
import type { LinkOccurrence, PageLinks } from './check-links.ts';
import type { SiteRoutes } from './resolve-link.ts';

export interface SiteLinksInput {
  model: SiteModel;
  pages: readonly Page[];
  /** Files served besides pages, without the base URL: static files, `/sitemap.xml`. */
  files: Iterable<string>;
}

const EXTERNAL = /^[a-z][a-z\d+.-]*:|^\/\//i;
const MARKDOWN_FILE = /\.mdx?(?:[?#]|$)/i;

/**
 * The route table and every link of the site, each at the place it is written: markdown
 * links (guide pages, changelogs, standalone pages), API page links (at their declaration),
 * the home page's buttons and features (its front matter), navbar, footer and announcement
 * bar (the config file).
 */
export function siteLinks({ model, pages, files }: SiteLinksInput): {
  pages: PageLinks[];
  routes: SiteRoutes;
} {
  const { config } = model;
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const page of pages) anchors.set(page.route, new Set());
  for (const page of [...model.docs, ...model.pages])
    if (!anchors.get(page.route)?.size) anchors.set(page.route, new Set(page.anchors));
  const routes: SiteRoutes = { baseUrl: config.baseUrl, pages: anchors, files: new Set(files) };

  const withBase = (to: string) =>
    to.startsWith('/') && !to.startsWith('//') ? config.baseUrl + to.slice(1) : to;
  const result: PageLinks[] = [];
  const texts = new Map<string, string>();
  for (const page of [...model.pages, ...model.docs])
    result.push({ route: page.route, links: markdownLinks(page) });

  // The home page's buttons and features are front matter: found in the file's text.
  for (const page of pages) {
    if (page.view.kind !== 'home') continue;
    const source = model.pages.find((p) => p.route === page.route);
    if (!source) continue;
    const written = [
      ...page.view.hero.actions.map((a) => a.link),
      ...page.view.features.flatMap((f) => (f.link ? [f.link] : [])),
    ];
    result.push({
      route: page.route,
      links: written.map((to) => located(texts, withBase(to), to, source.file)),
    });
  }

  // Navbar, footer and announcement bar are on every page; checked once, from the home route.
  const configLinks: string[] = [
    ...config.navbar.items.flatMap((item) => (item.to ? [item.to] : [])),
    ...config.footer.links.flatMap((column) => column.items.flatMap((item) => (item.to ? [item.to] : []))),
  ];
  const announcement = config.announcementBar?.content ?? '';
  const announced = [...announcement.matchAll(/href\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  result.push({
    route: '/',
    links: [...configLinks, ...announced].map((to) =>
      located(texts, EXTERNAL.test(to) ? to : withBase(to), to, config.configFile),
    ),
  });
  return { pages: result, routes };
}

/** A markdown page's links as rendered; `.md` links that resolve to no file are the markdown-link rule's. */
function markdownLinks(page: MarkdownPage): LinkOccurrence[] {
  const out: LinkOccurrence[] = [];
  for (const link of page.links) {
    const rendered = page.linkMap[link.url] ?? link.url;
    if (rendered === link.url && MARKDOWN_FILE.test(link.url) && !EXTERNAL.test(link.url)) continue;
    out.push({ href: rendered, file: link.file ?? page.file, line: link.line, column: link.column });
  }
  return out;
}

/** Where `value` is first written in `file` (files read once per call). */
function located(texts: Map<string, string>, href: string, value: string, file: string): LinkOccurrence {
  let text = texts.get(file);
  if (text === undefined) {
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      text = '';
    }
    texts.set(file, text);
  }
  const index = text.indexOf(value);
  return { href, file, ...(index === -1 ? { line: 1, column: 1 } : positionAt(text, index)) };
}

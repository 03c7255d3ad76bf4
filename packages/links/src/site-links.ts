import { readFileSync } from 'node:fs';
import { positionAt } from '@accounts-docs/diagnostics';
import { announcementHrefs, type Page } from '@accounts-docs/pages';
import type { MarkdownPage, SiteModel } from '@accounts-docs/site-model';
import type { LinkOccurrence, PageLinks } from './check-links.ts';
import {
  isExternalHref,
  isMarkdownHref,
  isUnsafeUrl,
  partialLinkKey,
  pathnameOf,
  routeTableOf,
  type RouteTable,
} from '@accounts-docs/routes';

export interface SiteLinksInput {
  model: SiteModel;
  pages: readonly Page[];
  /** Files served besides pages, without the base URL: static files, `/sitemap.xml`. */
  files: Iterable<string>;
  /** React pages' `<Link to>`s (at their JSX) and the ids they render (see the react-pages stage). */
  react?: readonly {
    route: string;
    anchors: readonly string[];
    /** As rendered: site routes with the base URL. */
    links: readonly { href: string; file: string; line: number; column: number; lenient?: boolean }[];
  }[];
}

/** A character that continues a URL: a value found just before or after one is part of a longer value. */
const URL_CHAR = /[\w\-.~/%?#&+@!$*]/;

/**
 * The route table and every link of the site, each at the place it is written: markdown
 * links (guide pages, changelogs, standalone pages), API page links (at their declaration),
 * the home page's buttons and features (its front matter), navbar, footer and announcement
 * bar (the config file).
 */
export function siteLinks({ model, pages, files, react = [] }: SiteLinksInput): {
  pages: PageLinks[];
  routes: RouteTable;
} {
  const { config } = model;
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const page of pages) anchors.set(page.route, new Set());
  const posts = model.blog?.posts ?? [];
  for (const page of [...model.docs, ...model.pages, ...posts])
    if (!anchors.get(page.route)?.size) anchors.set(page.route, new Set(page.anchors));
  for (const page of react)
    if (!anchors.get(page.route)?.size) anchors.set(page.route, new Set(page.anchors));
  const routes = routeTableOf(config).withSite(anchors, files);

  const withBase = (to: string) => routes.urlTo(to);
  const result: PageLinks[] = [];
  const texts = new Map<string, SourceText>();
  for (const page of [...model.pages, ...model.docs, ...posts])
    result.push({ route: page.route, links: markdownLinks(page) });

  // The home page's buttons and features are front matter: found in the file's text.
  for (const page of pages) {
    if (page.view.kind !== 'home') continue;
    const source = model.pages.find((p) => p.route === page.route);
    if (!source) continue;
    // Read from the front matter, not the view: the view leaves out unsafe links (not shipped).
    const hero = (source.frontMatter.hero ?? {}) as Record<string, unknown>;
    const actions = Array.isArray(hero.actions) ? (hero.actions as Record<string, unknown>[]) : [];
    const features = Array.isArray(source.frontMatter.features)
      ? (source.frontMatter.features as Record<string, unknown>[])
      : [];
    const written = [
      ...actions.map((action) => String(action.link ?? '/')),
      ...features.flatMap((feature) => (typeof feature.link === 'string' ? [feature.link] : [])),
    ];
    result.push({
      route: page.route,
      links: written.map((to) => located(texts, withBase(to), to, source.file)),
    });
  }

  for (const page of react)
    result.push({
      route: page.route,
      links: page.links.map(({ href, file, line, column, lenient }) => ({
        href,
        file,
        line,
        column,
        ...(lenient ? { lenient } : {}),
      })),
    });

  // Navbar, footer and announcement bar are on every page; checked once, from the home route.
  // External hrefs are not fetched, but an unsafe one (`javascript:`) is a finding: listed too.
  const configLinks: string[] = [
    ...model.navbar.flatMap((item) =>
      item.type === 'link' ? linkValue(item) : item.type === 'dropdown' ? item.items.flatMap(linkValue) : [],
    ),
    ...config.footer.links.flatMap((column) => column.items.flatMap(linkValue)),
    ...config.docsVersions
      .flatMap((version) => sidebarHrefs(Object.values(version.sidebars)))
      .filter(isUnsafeUrl),
  ];
  const announcement = config.announcementBar?.content ?? '';
  const written = [
    ...configLinks.map((to) => ({ href: to, written: to })),
    ...announcementHrefs(announcement),
  ];
  result.push({
    route: '/',
    links: [
      // The title and logo link of a navbar the config sets up (every Docusaurus site has one).
      ...(config.navbar.title !== undefined || config.navbar.logo !== undefined
        ? [logoLink(texts, config.navbar.logo?.href ?? '/', withBase, config.configFile)]
        : []),
      ...written.map(({ href, written: to }) => located(texts, withBase(href), to, config.configFile)),
    ],
  });
  return { pages: result, routes };
}

/** A navbar or footer link's value: its `to`, else its `href`. */
function linkValue(item: { to?: string | undefined; href?: string | undefined }): string[] {
  return item.to ? [item.to] : item.href ? [item.href] : [];
}

/** The `href` of every link item of sidebars written in any shape Docusaurus accepts. */
function sidebarHrefs(input: unknown): string[] {
  if (Array.isArray(input)) return input.flatMap(sidebarHrefs);
  if (typeof input !== 'object' || input === null) return [];
  const item = input as Record<string, unknown>;
  if (item.type === 'link' && typeof item.href === 'string') return [item.href];
  if (item.type === 'category') return sidebarHrefs(item.items);
  // The shorthand: each value a list of items.
  if (item.type === undefined) return Object.values(item).flatMap(sidebarHrefs);
  return [];
}

/**
 * The link of the navbar's title and logo, on every page: `navbar.logo.href`, else `/`. Placed
 * at that `href` when the config has one, else at the `navbar` key (a site with no home page
 * and no navbar config gets it at the top of the config).
 */
function logoLink(
  texts: Map<string, SourceText>,
  to: string,
  withBase: (to: string) => string,
  file: string,
): LinkOccurrence {
  const { text } = sourceText(texts, file);
  const navbar = /\bnavbar['"]?\s*:/.exec(text);
  const logo = navbar ? /\blogo['"]?\s*:/g : undefined;
  let index = navbar?.index ?? -1;
  if (logo && navbar) {
    logo.lastIndex = navbar.index;
    const logoAt = logo.exec(text);
    const href = logoAt ? /\bhref['"]?\s*:/g : undefined;
    if (href && logoAt) {
      href.lastIndex = logoAt.index;
      const hrefAt = href.exec(text);
      // Only an `href` inside the logo object (before it closes) is the logo's.
      if (hrefAt && !text.slice(logoAt.index, hrefAt.index).includes('}')) index = hrefAt.index;
    }
  }
  return {
    href: withBase(to),
    file,
    ...(index === -1 ? { line: 1, column: 1 } : positionAt(text, index)),
    what: `the navbar's title and logo link there on every page (navbar.logo.href, \`/\` by default)`,
  };
}

/**
 * A markdown page's links as rendered. A relative `.md` link that resolves to no file is the
 * markdown-link rule's (site-model reports it); a site-absolute one (`/docs/x.md`, a page's
 * markdown twin) is not rewritten by that rule, so it is checked here like any path (the
 * twins are among the served files when the build writes them).
 */
function markdownLinks(page: MarkdownPage): LinkOccurrence[] {
  const out: LinkOccurrence[] = [];
  for (const link of page.links) {
    // `pathname://` names what the site does not build (Docusaurus does not check it either).
    if (pathnameOf(link.url) !== undefined) continue;
    // A partial's link is under its own key (site-model's `resolveLinks`).
    const partial = link.file !== undefined && link.file !== page.file;
    const rendered = page.linkMap[partial ? partialLinkKey(link.file!, link.url) : link.url] ?? link.url;
    const relative = !link.url.startsWith('/') && !isExternalHref(link.url);
    if (rendered === link.url && relative && isMarkdownHref(link.url)) continue;
    out.push({ href: rendered, file: link.file ?? page.file, line: link.line, column: link.column });
  }
  return out;
}

/** A file searched for written values, and how many times each value was placed already. */
interface SourceText {
  text: string;
  placed: Map<string, number>;
}

/**
 * Where `value` is written in `file`: the n-th time the same value is asked for, its n-th
 * occurrence as a whole value (not inside a longer one: `/docs/intro` in `/docs/introduction`),
 * so that a link written twice is two places to fix. Files are read once per call.
 */
function located(texts: Map<string, SourceText>, href: string, value: string, file: string): LinkOccurrence {
  const { text, placed } = sourceText(texts, file);
  const nth = placed.get(value) ?? 0;
  placed.set(value, nth + 1);
  let occurrences = wholeOccurrences(text, value);
  // A relative `to` (`docs/intro`, as Docusaurus allows) was given its leading slash by the config.
  if (occurrences.length === 0 && value.startsWith('/')) occurrences = wholeOccurrences(text, value.slice(1));
  // More asks than occurrences (a value built from parts): the last one found, else a plain match.
  const index = occurrences[Math.min(nth, occurrences.length - 1)] ?? text.indexOf(value);
  return { href, file, ...(index === -1 ? { line: 1, column: 1 } : positionAt(text, index)) };
}

/** A file's text, read once per call of siteLinks. */
function sourceText(texts: Map<string, SourceText>, file: string): SourceText {
  let source = texts.get(file);
  if (source === undefined) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // A file that cannot be read: its findings are placed at 1:1.
    }
    source = { text, placed: new Map() };
    texts.set(file, source);
  }
  return source;
}

/** Offsets of `value` in `text` where it is not part of a longer URL. */
function wholeOccurrences(text: string, value: string): number[] {
  const found: number[] = [];
  if (value === '') return found;
  for (let i = text.indexOf(value); i !== -1; i = text.indexOf(value, i + 1)) {
    const before = i === 0 ? '' : text[i - 1]!;
    const after = text[i + value.length] ?? '';
    if (!URL_CHAR.test(before) && !URL_CHAR.test(after)) found.push(i);
  }
  return found;
}

import path from 'node:path';
import { bytesHash } from '@accounts-docs/cache';
import type { Element, Root as HastRoot } from 'hast';
import type { DocsVersion, ResolvedConfig } from '@accounts-docs/config';
import { toPosix } from './posix-path.ts';
import type { DocPage, SidebarItem } from './types.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** `Getting Started!` → `getting-started`, as Docusaurus names a generated index's route. */
function slugOf(label: string): string {
  return (
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'category'
  );
}

/**
 * The page of a category linked to a `generated-index`: at `<version>/category/<label>` (or the
 * link's `slug`), titled by the link's `title` or the label, its content a list of the
 * category's items. Its content is made when it is rendered (`content`), from the items.
 */
export function generatedIndexPage(
  label: string,
  link: Record<string, unknown>,
  where: { config: ResolvedConfig; version: DocsVersion },
): DocPage {
  const { config, version } = where;
  const slug = typeof link.slug === 'string' ? link.slug : `/category/${slugOf(label)}`;
  const route = `${version.path.replace(/\/$/, '')}/${slug.replace(/^\//, '')}`;
  return {
    kind: 'doc',
    version: version.name,
    id: `@category${route}`,
    route,
    file: version.sidebarsFile,
    relativePath: toPosix(path.relative(config.root, version.sidebarsFile)),
    title: typeof link.title === 'string' ? link.title : label,
    description: typeof link.description === 'string' ? link.description : undefined,
    frontMatter: {},
    hasH1: false,
    toc: [],
    anchors: [],
    links: [],
    linkMap: {},
    contentKey: '',
    sidebarLabel: label,
    sidebar: undefined,
    breadcrumbs: [],
    previous: undefined,
    next: undefined,
    lastUpdated: undefined,
    editUrl: undefined,
  };
}

/** The key of a generated index's content: its route and the items it lists. */
export function generatedIndexKey(page: DocPage, category: Category): string {
  const hash = bytesHash(page.route + JSON.stringify(category.items));
  return `generated-index:${hash.slice(0, 32)}`;
}

/** The list of a category's items (hrefs with the base URL, as rendered pages have them). */
export function generatedIndexContent(
  page: DocPage,
  category: Category,
  href: (route: string) => string,
): HastRoot {
  const item = (entry: Exclude<SidebarItem, { type: 'html' }>): Element => {
    const target = entry.type === 'link' ? entry.href : entry.type === 'doc' ? href(entry.route) : undefined;
    const label = { type: 'text' as const, value: entry.label };
    return {
      type: 'element',
      tagName: 'li',
      properties: {},
      children: [
        target || (entry.type === 'category' && entry.route)
          ? {
              type: 'element',
              tagName: 'a',
              properties: { href: target ?? href((entry as Category).route!) },
              children: [label],
            }
          : label,
      ],
    };
  };
  const children: Element[] = [];
  if (page.description)
    children.push({
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{ type: 'text', value: page.description }],
    });
  children.push({
    type: 'element',
    tagName: 'ul',
    properties: { className: ['category-index'] },
    // The sidebar's markup is not a card (Docusaurus's DocCardList leaves html items out).
    children: category.items.flatMap((entry) => (entry.type === 'html' ? [] : [item(entry)])),
  });
  return { type: 'root', children };
}

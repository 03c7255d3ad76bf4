import { list, pick, record, type Json, type Warn } from './docusaurus-input.ts';

/** A URL with a scheme, or `//host`: Docusaurus's `hasProtocol` (`isInternalUrl.ts`). */
const HAS_PROTOCOL = /^(?:\w*:|\/\/)/;

/**
 * A link item as Docusaurus's `<Link>` reads it, by what its target is rather than by its key
 * (docusaurus/src/client/exports/Link.tsx, isInternalUrl.ts): a `to` with a scheme (or `//host`,
 * `to: 'https://github.com/…'`) leaves the site as it is, which our `href` means; an `href` without
 * one (`href: '/legal'`, which theme-classic's URI schema allows) is a page of the site that
 * `<Link>` gives the base URL, which our `to` means.
 */
function linkByTarget(item: Json): Json {
  const { to, href } = item;
  if (typeof to === 'string' && HAS_PROTOCOL.test(to) && href === undefined) {
    const out: Json = { ...item, href: to };
    delete out.to;
    return out;
  }
  if (typeof href === 'string' && !HAS_PROTOCOL.test(href) && to === undefined) {
    const out: Json = { ...item, to: href };
    delete out.href;
    return out;
  }
  return item;
}

/**
 * `activeBasePath` as a site path: Docusaurus passes it through `useBaseUrl`, whose `addBaseUrl`
 * puts the base URL before a path that does not start with it, so `'docs'` means `/docs`
 * (docusaurus/src/client/exports/useBaseUrl.ts). Ours are site paths, the base URL added later.
 */
function activeBasePathInSite(item: Json): Json {
  const { activeBasePath } = item;
  if (
    typeof activeBasePath !== 'string' ||
    activeBasePath.startsWith('/') ||
    HAS_PROTOCOL.test(activeBasePath)
  )
    return item;
  return { ...item, activeBasePath: `/${activeBasePath}` };
}

/** The theme config's navbar as ours. */
export function mapNavbar(navbar: Json, warn: Warn): Json | undefined {
  if (Object.keys(navbar).length === 0) return undefined;
  const out: Json = pick(navbar, ['title', 'style', 'hideOnScroll']);
  if (navbar.logo !== undefined) {
    const logo = record(navbar.logo);
    out.logo = {
      src: logo.src,
      alt: logo.alt ?? '',
      ...(logo.href !== undefined ? { href: logo.href } : {}),
    };
  }
  const items: Json[] = [];
  for (const raw of list(navbar.items)) {
    const item = activeBasePathInSite(record(raw));
    // An item without a type that has `items` is a dropdown: theme-classic's NavbarItem keeps
    // this for backward compatibility (its getComponentType, now normalizeComponentType).
    const written = typeof item.type === 'string' ? item.type : 'default';
    const type = written === 'default' && 'items' in item ? 'dropdown' : written;
    if (type === 'search') continue; // the navbar has its own search button
    // A doc of another docs plugin instance (`docsPluginId: 'pnpr'`): only the default instance
    // is built, so its item has nothing to lead to.
    const pluginId = item.docsPluginId;
    if ((type === 'doc' || type === 'docSidebar' || type === 'docsVersionDropdown') && typeof pluginId === 'string' && pluginId !== 'default') {
      warn(
        `The navbar item "${String(item.label ?? type)}" is not shown: it leads to the docs plugin "${pluginId}", and only the default docs plugin is built`,
        pluginId,
        'link to the page with { to } once its docs are part of the default docs folder, or leave the item out',
      );
      continue;
    }
    if (type === 'doc') items.push(pick(item, ['type', 'docId', 'label', 'position', 'activeBasePath']));
    else if (type === 'docSidebar')
      items.push(pick(item, ['type', 'sidebarId', 'label', 'position', 'activeBasePath']));
    else if (type === 'docsVersionDropdown') items.push(pick(item, ['type', 'position']));
    else if (type === 'dropdown' && typeof item.label === 'string') {
      const links = list(item.items).map(record);
      // A menu link shows its label, or the config's `html` (theme-classic's NavbarNavLink).
      const kept = links.filter(
        (link) =>
          (typeof link.label === 'string' || typeof link.html === 'string') &&
          (link.to !== undefined || link.href !== undefined),
      );
      if (kept.length < links.length)
        warn(
          `Items of the navbar menu "${item.label}" that are not links are not shown`,
          item.label,
          'write each as { label, to | href }',
        );
      if (kept.length === 0) continue;
      items.push({
        ...pick(item, ['label', 'position']),
        type: 'dropdown',
        items: kept.map((link) =>
          pick(
            linkByTarget(link),
            typeof link.label === 'string' ? ['label', 'to', 'href'] : ['html', 'to', 'href'],
          ),
        ),
      });
    } else if (type === 'default' && (typeof item.label === 'string' || typeof item['aria-label'] === 'string'))
      // A link without a label, named by `aria-label` and drawn by the site's CSS through its
      // `className` (the GitHub icon of many Docusaurus navbars), is kept as such.
      items.push({
        ...pick(linkByTarget(item), ['label', 'to', 'href', 'position', 'activeBasePath', 'className']),
        ...(typeof item['aria-label'] === 'string' ? { ariaLabel: item['aria-label'] } : {}),
      });
    else
      warn(
        `The navbar item "${String(item.label ?? type)}" (${type}) is not shown`,
        String(item.label ?? type),
        'navbar items are links, docs, doc sidebars and the docs version dropdown',
      );
  }
  out.items = items;
  return out;
}

/** The theme config's footer as ours. */
export function mapFooter(value: unknown, warn: Warn): Json | undefined {
  if (value === undefined) return undefined;
  const footer = record(value);
  // Docusaurus's footer is light unless it says otherwise; ours is dark.
  const out: Json = { style: 'light', ...pick(footer, ['style', 'copyright']) };
  const columns: Json[] = [];
  for (const raw of list(footer.links)) {
    const column = record(raw);
    if (column.title === undefined) {
      warn(
        'A footer link outside a column is not shown',
        String(column.label ?? 'links'),
        'group the footer links into columns with a title',
      );
      continue;
    }
    const items: Json[] = [];
    for (const item of list(column.items).map(record)) {
      // `html` alone is markup in the column (theme-classic's FooterLinkItem); with a link, its text.
      if (typeof item.label === 'string') items.push(pick(linkByTarget(item), ['label', 'to', 'href']));
      else if (typeof item.html === 'string') items.push(pick(linkByTarget(item), ['html', 'to', 'href']));
      else
        warn(
          'A footer item without a label or html is not shown',
          'items',
          'write it as { label, to | href }',
        );
    }
    columns.push({ title: column.title, items });
  }
  out.links = columns;
  if (footer.logo !== undefined) warn('The footer logo is not shown', 'logo', 'the navbar shows the logo');
  return out;
}

/** theme-classic's options we take as they are, each with the keys of it we read. */
const THEME_OPTIONS: [string, string[]][] = [
  ['announcementBar', ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']],
  ['algolia', ['appId', 'apiKey', 'indexName', 'contextualSearch', 'searchPagePath']],
  ['colorMode', ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']],
];

/** theme-classic's announcement bar, Algolia search and colour mode options, set on `config` as ours. */
export function mapThemeOptions(theme: Json, config: Json): void {
  for (const [key, keys] of THEME_OPTIONS)
    if (theme[key] !== undefined) config[key] = pick(record(theme[key]), keys);
}

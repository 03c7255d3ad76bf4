import { DOCS_PLUGIN_ID, type ResolvedConfig } from '@accounts-docs/config';
import type { SiteModel, SidebarItem } from '@accounts-docs/site-model';
import { routeTableOf } from '@accounts-docs/routes';
import type { DocsClientData, DocsGlobalPluginData, DocsPropSidebarItem } from '@accounts-docs/site-theme';

/**
 * What `@docusaurus/plugin-content-docs/client` reads, from the site model: the docs plugin's
 * global data in Docusaurus's shape (packages/docusaurus-plugin-content-docs/src/globalData.ts:
 * the plugin's path, each version with its docs' ids, paths and sidebars, paths with the base
 * URL), and per version what Docusaurus's doc pages put in their `DocsVersionProvider`
 * (`PropVersionMetadata`, with the sidebars as `PropSidebars`). The API pages are not docs of
 * Docusaurus's docs plugin, so they are left out.
 */
export function docsClientData(
  config: ResolvedConfig,
  model: Pick<SiteModel, 'docs' | 'versions' | 'sidebars'>,
): DocsClientData {
  const { urlTo } = routeTableOf(config);
  const apiBase = config.api ? config.api.routeBasePath.replace(/\/$/, '') : undefined;
  const isApi = (route: string) =>
    apiBase !== undefined && (route === apiBase || route.startsWith(`${apiBase}/`));
  const versions: DocsGlobalPluginData['versions'] = [];
  const metadata: DocsClientData['versions'] = {};
  for (const version of model.versions) {
    // Sidebars by the name the site gives them (the model prefixes another version's).
    const sidebarName = new Map([...version.sidebars].map(([name, key]) => [key, name]));
    const docs = model.docs.filter((doc) => doc.version === version.name && !isApi(doc.route));
    const mainDoc = docs.find((doc) => doc.route === version.mainRoute) ?? docs[0];
    const sidebars: Record<string, { link?: { label: string; path: string } }> = {};
    const propSidebars: Record<string, DocsPropSidebarItem[]> = {};
    for (const [name, key] of version.sidebars) {
      if (name === 'api') continue;
      const items = model.sidebars[key] ?? [];
      const link = firstLink(items);
      sidebars[name] = link ? { link: { label: link.label, path: urlTo(link.route) } } : {};
      propSidebars[name] = items.map((item) => propSidebarItem(item, urlTo));
    }
    versions.push({
      name: version.name,
      label: version.label,
      isLast: version.isLast,
      path: urlTo(version.path),
      mainDocId: mainDoc?.id ?? '',
      docs: docs.map((doc) => ({
        id: doc.id,
        path: urlTo(doc.route),
        ...(doc.sidebar !== undefined && sidebarName.has(doc.sidebar)
          ? { sidebar: sidebarName.get(doc.sidebar)! }
          : {}),
      })),
      draftIds: [],
      sidebars,
    });
    metadata[version.name] = {
      pluginId: DOCS_PLUGIN_ID,
      version: version.name,
      label: version.label,
      banner: version.banner === 'none' ? null : version.banner,
      badge: model.versions.length > 1,
      noIndex: false,
      className: `docs-version-${version.name}`,
      isLast: version.isLast,
      docsSidebars: propSidebars,
      docs: Object.fromEntries(
        docs.map((doc) => [
          doc.id,
          {
            id: doc.id,
            title: doc.title,
            description: doc.description ?? '',
            ...(doc.sidebar !== undefined && sidebarName.has(doc.sidebar)
              ? { sidebar: sidebarName.get(doc.sidebar)! }
              : {}),
          },
        ]),
      ),
    };
  }
  const last = model.versions.find((version) => version.isLast) ?? model.versions[0];
  return {
    pluginId: DOCS_PLUGIN_ID,
    globalData: {
      path: urlTo(config.docs.routeBasePath ?? last?.path ?? '/docs'),
      versions,
      breadcrumbs: true,
    },
    versions: metadata,
  };
}

/** The first doc or category link of a sidebar, as Docusaurus's `GlobalSidebar.link`. */
function firstLink(items: SidebarItem[]): { label: string; route: string } | undefined {
  for (const item of items) {
    if (item.type === 'doc') return { label: item.label, route: item.route };
    if (item.type === 'category') {
      if (item.route) return { label: item.label, route: item.route };
      const inner = firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** A sidebar item as Docusaurus's `PropSidebarItem` (links with the base URL). */
function propSidebarItem(item: SidebarItem, urlTo: (route: string) => string): DocsPropSidebarItem {
  switch (item.type) {
    case 'doc':
      return { type: 'link', label: item.label, href: urlTo(item.route), docId: item.id, unlisted: false };
    case 'link':
      return { type: 'link', label: item.label, href: item.href ?? '' };
    case 'html':
      return {
        type: 'html',
        value: item.value,
        defaultStyle: item.defaultStyle,
        ...(item.className ? { className: item.className } : {}),
      };
    case 'category':
      return {
        type: 'category',
        label: item.label,
        collapsed: item.collapsed,
        collapsible: item.collapsible !== false,
        ...(item.route ? { href: urlTo(item.route) } : {}),
        items: item.items.map((child) => propSidebarItem(child, urlTo)),
      };
  }
}

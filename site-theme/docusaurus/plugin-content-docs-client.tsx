import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { DocsClientData } from '../shared/docusaurus-host.ts';
import {
  getActiveDocContext,
  getActivePlugin,
  getActiveVersion,
  getDocVersionSuggestions,
  getLatestVersion,
  type ActiveDocContext,
  type ActivePlugin,
  type DocVersionSuggestions,
  type GlobalPluginData,
  type GlobalVersion,
  type PropSidebar,
  type PropSidebarItem,
  type PropVersionMetadata,
  type UseDataOptions,
} from './docs-client-utils.ts';
import { findSidebarCategory, isSamePath } from './docs-sidebar-utils.ts';
import { useHost } from './host.ts';
import { useLocation } from './router.tsx';
import { useAllPluginInstancesData, usePluginData } from './useGlobalData.ts';

export {
  getActiveDocContext,
  getActivePlugin,
  getActiveVersion,
  getDocVersionSuggestions,
  getLatestVersion,
} from './docs-client-utils.ts';
export type {
  ActiveDocContext,
  ActivePlugin,
  DocVersionSuggestions,
  GlobalDoc,
  GlobalPluginData,
  GlobalVersion,
  PropSidebar,
  PropSidebarItem,
  PropVersionMetadata,
} from './docs-client-utils.ts';
// Exactly its four utilities (isSamePath, findFirstSidebarItemLink, isActiveSidebarItem, findSidebarCategory).
export * from './docs-sidebar-utils.ts';

// `@docusaurus/plugin-content-docs/client` (packages/docusaurus-plugin-content-docs/src/client:
// index.ts, docsClientUtils.ts, docsVersion.tsx, docsSidebar.tsx, docsUtils.tsx), on the docs
// plugin's global data that accounts-docs makes from its site model (pages' docs-global-data.ts).
// Docusaurus's doc pages put the version and the sidebar in React contexts; accounts-docs draws
// its doc pages itself, so where no provider is above, the hooks find the page's doc from the
// URL as `useActiveDocContext` does, and throw as Docusaurus does outside a doc page.

const PLUGIN = 'docusaurus-plugin-content-docs';
// A constant object, as Docusaurus's: effects that depend on it do not run again.
const StableEmptyObject = {};

/** Docusaurus's `ReactContextError`: a hook used where its provider is not. */
class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${/\bat (?:\w+\.)?(?<name>\w+)/.exec(this.stack?.split('\n')[1] ?? '')?.groups?.name ?? ''} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

export const useAllDocsData = (): Record<string, GlobalPluginData> =>
  (useAllPluginInstancesData(PLUGIN) as Record<string, GlobalPluginData> | undefined) ?? StableEmptyObject;

export const useDocsData = (pluginId: string | undefined): GlobalPluginData => {
  try {
    return usePluginData(PLUGIN, pluginId, { failfast: true }) as GlobalPluginData;
  } catch (error) {
    throw Object.assign(
      new Error(
        `You are using a feature of the Docusaurus docs plugin, but this plugin does not seem to be enabled${pluginId === 'Default' ? '' : ` (pluginId=${pluginId}`}`,
      ),
      { cause: error },
    );
  }
};

export function useActivePlugin(options: UseDataOptions = {}): ActivePlugin | undefined {
  const data = useAllDocsData();
  const { pathname } = useLocation();
  return getActivePlugin(data, pathname, options);
}

export function useActivePluginAndVersion(
  options: UseDataOptions = {},
): { activePlugin: ActivePlugin; activeVersion: GlobalVersion | undefined } | undefined {
  const activePlugin = useActivePlugin(options);
  const { pathname } = useLocation();
  if (!activePlugin) return undefined;
  return { activePlugin, activeVersion: getActiveVersion(activePlugin.pluginData, pathname) };
}

/** The versions, most recent first. */
export function useVersions(pluginId: string | undefined): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId: string | undefined): GlobalVersion {
  return getLatestVersion(useDocsData(pluginId));
}

/** Undefined on a page that is not of the docs. */
export function useActiveVersion(pluginId: string | undefined): GlobalVersion | undefined {
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  return getActiveVersion(data, pathname);
}

export function useActiveDocContext(pluginId: string | undefined): ActiveDocContext {
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  return getActiveDocContext(data, pathname);
}

export function useDocVersionSuggestions(pluginId: string | undefined): DocVersionSuggestions {
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  return getDocVersionSuggestions(data, pathname);
}

/**
 * The reader's preferred version: kept in the browser's storage, so none while the page is built
 * (Docusaurus's is null until the browser reads it too).
 */
export function useDocsPreferredVersion(_pluginId?: string): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}

// ── The page's doc: a provider's value, else the doc of the URL ─────────────────────────────

/** The doc of the page being shown: its version's metadata and its sidebar, if it is a doc. */
function usePageDoc(): { version: PropVersionMetadata; sidebar: string | undefined } | undefined {
  const docs: DocsClientData | undefined = useHost().docs;
  const { pathname } = useLocation();
  if (!docs) return undefined;
  const { activeVersion, activeDoc } = getActiveDocContext(docs.globalData, pathname);
  const version = activeVersion && activeDoc ? docs.versions[activeVersion.name] : undefined;
  return version ? { version, sidebar: activeDoc!.sidebar } : undefined;
}

const VersionContext = createContext<PropVersionMetadata | null>(null);

export function DocsVersionProvider({
  children,
  version,
}: {
  children: ReactNode;
  version: PropVersionMetadata | null;
}): ReactNode {
  return createElement(VersionContext.Provider, { value: version }, children);
}

/** The version metadata of the current doc page. */
export function useDocsVersion(): PropVersionMetadata {
  const provided = useContext(VersionContext);
  const page = usePageDoc();
  const version = provided ?? page?.version;
  if (!version) throw new ReactContextError('DocsVersionProvider');
  return version;
}

const EmptyContext: unique symbol = Symbol('EmptyContext');
type SidebarValue = { name: string; items: PropSidebar };
const SidebarContext = createContext<SidebarValue | null | typeof EmptyContext>(EmptyContext);

export function DocsSidebarProvider({
  children,
  name,
  items,
}: {
  children: ReactNode;
  name: string | undefined;
  items: PropSidebar | undefined;
}): ReactNode {
  const value = useMemo(() => (name && items ? { name, items } : null), [name, items]);
  return createElement(SidebarContext.Provider, { value }, children);
}

/** The sidebar of the current doc page, or null when it has none. */
export function useDocsSidebar(): SidebarValue | null {
  const provided = useContext(SidebarContext);
  const page = usePageDoc();
  if (provided !== EmptyContext) return provided;
  if (!page) throw new ReactContextError('DocsSidebarProvider');
  const items = page.sidebar !== undefined ? page.version.docsSidebars[page.sidebar] : undefined;
  return page.sidebar !== undefined && items ? { name: page.sidebar, items } : null;
}

/** A doc of the current version by id (title, description, sidebar). */
export function useDocById(id: string | undefined) {
  const version = useDocsVersion();
  if (!id) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
}

/** `useDoc` reads the doc page's own content (its MDX module, front matter, TOC), which accounts-docs draws itself. */
export function useDoc(): never {
  throw new ReactContextError(
    'DocProvider',
    'accounts-docs draws the doc pages itself: read the page from useDocsVersion(), useDocsSidebar() or useActiveDocContext()',
  );
}

// ── Sidebar hooks (docsUtils.tsx; its pure utilities: docs-sidebar-utils.ts) ──────────────────

/** The categories and the link leading to the current page in its sidebar (null when breadcrumbs are off). */
export function useSidebarBreadcrumbs(): PropSidebarItem[] | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const breadcrumbs = useActivePlugin()?.pluginData.breadcrumbs;
  if (breadcrumbs === false || !sidebar) return null;
  const path: PropSidebarItem[] = [];
  const walk = (items: PropSidebar): boolean => {
    for (const item of items) {
      if (
        (item.type === 'category' && (isSamePath(item.href, pathname) || walk(item.items))) ||
        (item.type === 'link' && isSamePath(item.href, pathname))
      ) {
        path.unshift(item);
        return true;
      }
    }
    return false;
  };
  walk(sidebar.items);
  return path;
}

/** The sidebar category whose link is the current page. */
export function useCurrentSidebarCategory(): Extract<PropSidebarItem, { type: 'category' }> {
  const { pathname } = useLocation();
  const sidebar = useDocsSidebar();
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  const category = findSidebarCategory(sidebar.items, (item) => isSamePath(item.href, pathname));
  if (!category)
    throw new Error(
      `${pathname} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`,
    );
  return category;
}

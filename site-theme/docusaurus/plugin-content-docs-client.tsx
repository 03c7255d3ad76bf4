import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type {
  DocsClientData,
  DocsGlobalDoc,
  DocsGlobalPluginData,
  DocsGlobalVersion,
  DocsPropSidebarItem,
  DocsVersionMetadata,
} from '../shared/docusaurus-host.ts';
import { useHost } from './host.ts';
import { matchPath, useLocation } from './router.tsx';
import { useAllPluginInstancesData, usePluginData } from './useGlobalData.ts';

// `@docusaurus/plugin-content-docs/client` (packages/docusaurus-plugin-content-docs/src/client:
// index.ts, docsClientUtils.ts, docsVersion.tsx, docsSidebar.tsx, docsUtils.tsx), on the docs
// plugin's global data that accounts-docs makes from its site model (pages' docs-global-data.ts).
// Docusaurus's doc pages put the version and the sidebar in React contexts; accounts-docs draws
// its doc pages itself, so where no provider is above, the hooks find the page's doc from the
// URL as `useActiveDocContext` does, and throw as Docusaurus does outside a doc page.

export type GlobalDoc = DocsGlobalDoc;
export type GlobalVersion = DocsGlobalVersion;
export type GlobalPluginData = DocsGlobalPluginData;
export type PropSidebarItem = DocsPropSidebarItem;
export type PropSidebar = DocsPropSidebarItem[];
export type PropVersionMetadata = DocsVersionMetadata;
export interface ActivePlugin {
  pluginId: string;
  pluginData: GlobalPluginData;
}
export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
}
export interface DocVersionSuggestions {
  latestVersionSuggestion: GlobalVersion;
  latestDocSuggestion?: GlobalDoc;
}
interface UseDataOptions {
  failfast?: boolean;
}

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

/** react-router's `matchPath`, with Docusaurus's root path `/` a prefix of every path. */
function matches(pathname: string, path: string, exact: boolean): boolean {
  if (!exact && path === '/') return true;
  return matchPath(pathname, { path, exact, strict: false }) !== null;
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

export function getActivePlugin(
  allPluginData: Record<string, GlobalPluginData>,
  pathname: string,
  options: UseDataOptions = {},
): ActivePlugin | undefined {
  const entry = Object.entries(allPluginData)
    // '/android/foo' must match '/android' rather than '/'.
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, data]) => matches(pathname, data.path, false));
  const active = entry ? { pluginId: entry[0], pluginData: entry[1] } : undefined;
  if (!active && options.failfast)
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(
        allPluginData,
      )
        .map((data) => data.path)
        .join(', ')}`,
    );
  return active;
}

export const getLatestVersion = (data: GlobalPluginData): GlobalVersion =>
  data.versions.find((version) => version.isLast)!;

export function getActiveVersion(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  // Longer paths first, the root path last.
  const ordered = [...data.versions].sort((a, b) => {
    if (a.path === '/') return 1;
    if (b.path === '/') return -1;
    return b.path.length - a.path.length;
  });
  return ordered.find((version) => matches(pathname, version.path, false));
}

export function getActiveDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => matches(pathname, doc.path, true));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc)
    for (const version of data.versions)
      for (const doc of version.docs) if (doc.id === activeDoc.id) alternateDocVersions[version.name] = doc;
  return {
    ...(activeVersion ? { activeVersion } : {}),
    ...(activeDoc ? { activeDoc } : {}),
    alternateDocVersions,
  };
}

export function getDocVersionSuggestions(data: GlobalPluginData, pathname: string): DocVersionSuggestions {
  const latestVersion = getLatestVersion(data);
  const latestDocSuggestion = getActiveDocContext(data, pathname).alternateDocVersions[latestVersion.name];
  return { latestVersionSuggestion: latestVersion, ...(latestDocSuggestion ? { latestDocSuggestion } : {}) };
}

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

// ── Sidebar utilities (docsUtils.tsx) ──────────────────────────────────────────────────────

const normalize = (href: string) => href.replace(/\/$/, '') || '/';

export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && normalize(a).toLowerCase() === normalize(b).toLowerCase();
}

export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type === 'category') {
    if (item.href) return item.href;
    for (const sub of item.items) {
      const link = findFirstSidebarItemLink(sub);
      if (link) return link;
    }
  }
  return undefined;
}

export function isActiveSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, activePath);
  if (item.type === 'category')
    return (
      isSamePath(item.href, activePath) || item.items.some((sub) => isActiveSidebarItem(sub, activePath))
    );
  return false;
}

export function findSidebarCategory(
  sidebar: PropSidebar,
  predicate: (category: Extract<PropSidebarItem, { type: 'category' }>) => boolean,
): Extract<PropSidebarItem, { type: 'category' }> | undefined {
  for (const item of sidebar)
    if (item.type === 'category') {
      if (predicate(item)) return item;
      const found = findSidebarCategory(item.items, predicate);
      if (found) return found;
    }
  return undefined;
}

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

import type {
  DocsGlobalDoc,
  DocsGlobalPluginData,
  DocsGlobalVersion,
  DocsPropSidebarItem,
  DocsVersionMetadata,
} from '../shared/docusaurus-host.ts';
import { matchPath } from './router.tsx';

// The docs plugin's client data and what is read from it without React (Docusaurus's
// docsClientUtils.ts): served by `plugin-content-docs-client.tsx`, which holds the hooks.

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
export interface UseDataOptions {
  failfast?: boolean;
}

/** react-router's `matchPath`, with Docusaurus's root path `/` a prefix of every path. */
function matches(pathname: string, path: string, exact: boolean): boolean {
  if (!exact && path === '/') return true;
  return matchPath(pathname, { path, exact, strict: false }) !== null;
}

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

import useDocusaurusContext from './useDocusaurusContext.ts';

// packages/docusaurus/src/client/exports/useGlobalData.ts. accounts-docs runs no Docusaurus
// plugin, so no plugin has global data: the hooks that ask for one plugin's data say so.

/** Every plugin's global data, by plugin name and id: empty. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useDocusaurusContext().globalData;
}

/** The data of each instance of a plugin: Docusaurus throws when the plugin is not there. */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}) {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin (accounts-docs runs no Docusaurus plugin)`);
  return data;
}

/** The data of one instance of a plugin. */
export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}) {
  const data = useAllPluginInstancesData(pluginName, options)?.[pluginId];
  if (!data && options.failfast)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}" (accounts-docs runs no Docusaurus plugin)`);
  return data;
}

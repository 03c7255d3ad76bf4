import useDocusaurusContext from './useDocusaurusContext.ts';

// packages/docusaurus/src/client/exports/useGlobalData.ts. accounts-docs runs no Docusaurus
// plugin: the docs plugin's data is made from the site model; the hooks that ask for another
// plugin's data say so.

/** Every plugin's global data, by plugin name and id. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useDocusaurusContext().globalData;
}

/** The data of each instance of a plugin: Docusaurus throws when the plugin is not there. */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}) {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast)
    throw new Error(
      `Docusaurus plugin global data not found for "${pluginName}" plugin (accounts-docs runs no Docusaurus plugin but the docs)`,
    );
  return data;
}

/** The data of one instance of a plugin. */
export function usePluginData(
  pluginName: string,
  pluginId = 'default',
  options: { failfast?: boolean } = {},
) {
  const data = useAllPluginInstancesData(pluginName, options)?.[pluginId];
  if (!data && options.failfast)
    throw new Error(
      `Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}" (accounts-docs runs no Docusaurus plugin but the docs)`,
    );
  return data;
}

export { defineConfig } from './define-config.ts';
export { loadConfig, validateConfig, DEFAULT_CONFIG_FILES } from './load-config.ts';
export type { LoadConfigOptions, ConfigCacheOptions } from './load-config.ts';
export { isDocusaurusConfig, resolveConfig } from './resolve-config.ts';
export type { ResolvedConfig, DocusaurusSource } from './resolve-config.ts';
export { formatKeyPath, locateKey, locateString } from './source-places.ts';
export { routeProblem, ROUTE_HINT } from './route-path.ts';
export { ROUTE_INVALID } from '@accounts-docs/diagnostics';
export type { RouteShape } from './route-path.ts';
export type {
  UserConfig,
  ValidConfig,
  BuildRules,
  NavbarItem,
  FooterConfig,
  AnnouncementBar,
  LlmsConfig,
  NavbarConfig,
  ApiConfig,
  DocsVersionOptions,
} from './schema.ts';
export type { BlogConfig } from './blog-schema.ts';
export type { SidebarItemInput, SidebarInput, CategoryLinkInput } from './sidebar-schema.ts';
export { DOCUSAURUS_CONFIG_FILES, fromDocusaurusConfig } from './docusaurus-config.ts';
export { DOCS_PLUGIN_ID } from './docs-versions.ts';
export type { DocsVersion } from './docs-versions.ts';
export { CACHE_LABEL, configSourcePaths } from './source-paths.ts';
export type { SourcePath } from './source-paths.ts';

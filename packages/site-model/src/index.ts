export { buildSiteModel } from './site-model.ts';
export type { SiteModel, SiteModelOptions } from './site-model.ts';
export { createCompileCache, compileKey, MARKDOWN_PIPELINE_VERSION } from './compile-cache.ts';
export type { CompileCache } from './compile-cache.ts';
export { resolveSidebars } from './sidebars.ts';
export { resolveLinks } from './markdown-links.ts';
export { lastCommitTimes } from './last-updated.ts';
export type { DocPage, StandalonePage, MarkdownPage, SidebarItem, PageLink } from './types.ts';

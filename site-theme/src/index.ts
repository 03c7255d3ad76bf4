export { Page } from './components/Page.tsx';
export { Breakable } from './components/Breakable.tsx';
export { colorModeScript } from './color-mode-script.ts';
export { themeAssetEntries, docusaurusModulesDir, INFIMA_SCOPE } from './assets.ts';
export type {
  PageProps,
  PageView,
  DocView,
  HomeView,
  MarkdownView,
  NotFoundView,
  SearchView,
  SearchFacets,
  SearchSettings,
  SearchNames,
  HeadData,
  RenderContext,
  SidebarNode,
  TocItem,
  PageLinkData,
  DocusaurusSiteConfig,
  DocumentRequests,
  PageAssets,
} from './context.ts';
export type {
  BlogView,
  BlogListView,
  BlogPostView,
  BlogIndexView,
  BlogArchiveView,
  BlogPostSummary,
  BlogAuthorView,
  BlogSidebarView,
} from './blog-views.ts';
export type { ReactView } from './context.ts';
export type { SiteData, ThemeLink, HeadTag } from './site-data.ts';
export {
  SiteProvider,
  useSite,
  Link,
  SourcedAnchor,
  SOURCE_PROP,
  POSITIONED,
  codeBlockKey,
} from './runtime/site-context.tsx';
export { pageSession } from './runtime/page-session.ts';
export type { PageSession } from './runtime/page-session.ts';
export { registerDocusaurusHost } from './runtime/docusaurus-host.ts';
export type {
  LayoutRequest,
  CodeBlockRequest,
  DocsClientData,
  DocsGlobalPluginData,
  DocsPropSidebarItem,
} from '../shared/docusaurus-host.ts';
export type { SiteHandle, LinkUse, LinkProps, SourcePosition, CodeBlocks } from './runtime/site-context.tsx';
export { THEME_COMPONENTS, themeComponent } from './runtime/theme-components.ts';
export type * from './runtime/theme-components.ts';
export { island, ISLAND_TAG, PROJECT_ISLAND_PREFIX } from './runtime/island.tsx';
export { Navbar } from './components/Navbar.tsx';
export { Footer } from './components/Footer.tsx';
export { AnnouncementBar } from './components/AnnouncementBar.tsx';
export { NotFoundPage } from './components/NotFoundPage.tsx';

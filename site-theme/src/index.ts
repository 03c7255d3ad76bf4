export { Page } from './components/Page.tsx';
export { Breakable } from './components/Breakable.tsx';
export { colorModeScript } from './color-mode-script.ts';
export { themeAssetEntries } from './assets.ts';
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
  SiteData,
  SidebarNode,
  TocItem,
  ThemeLink,
  PageLinkData,
} from './context.ts';
export type { ReactView } from './context.ts';
export { SiteProvider, useSite, Link, SOURCE_PROP, POSITIONED } from './runtime/site-context.tsx';
export type { SiteHandle, LinkUse, LinkProps, SourcePosition } from './runtime/site-context.tsx';
export { THEME_COMPONENTS, themeComponent } from './runtime/theme-components.ts';
export type * from './runtime/theme-components.ts';
export { island, ISLAND_TAG, PROJECT_ISLAND_PREFIX } from './runtime/island.tsx';

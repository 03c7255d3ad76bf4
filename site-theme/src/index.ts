export { Page } from './components/Page.tsx';
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
  HeadData,
  RenderContext,
  SiteData,
  SidebarNode,
  TocItem,
  ThemeLink,
  PageLinkData,
} from './context.ts';

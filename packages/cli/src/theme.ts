/**
 * What a project's React pages and theme overrides import from `accounts-docs/theme`. When
 * accounts-docs bundles a page, this import is served by the renderer's own runtime (one React,
 * one site context); this module gives the types and the same functions for tools and tests.
 */
export { Link, useSite } from '@accounts-docs/site-theme';
export type {
  LinkProps,
  SiteHandle,
  SiteData,
  RenderContext,
  ThemeComponents,
  ThemeComponentName,
  NavbarProps,
  FooterProps,
  AnnouncementBarProps,
  HomePageProps,
  NotFoundPageProps,
  DocPageProps,
  MarkdownPageProps,
  SidebarProps,
  BreadcrumbsProps,
  PaginationProps,
  TableOfContentsProps,
  DocFooterProps,
  DocView,
  HomeView,
  MarkdownView,
  SidebarNode,
  TocItem,
  PageLinkData,
} from '@accounts-docs/site-theme';

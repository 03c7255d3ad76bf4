import type { ComponentType, ReactNode } from 'react';
import type {
  DocView,
  HomeView,
  MarkdownView,
  PageLinkData,
  RenderContext,
  SidebarNode,
  TocItem,
} from '../context.ts';
import type { SiteData } from '../site-data.ts';

export interface NavbarProps {
  ctx: RenderContext;
}
export interface FooterProps {
  ctx: RenderContext;
}
export interface AnnouncementBarProps {
  bar: NonNullable<SiteData['announcementBar']>;
}
export interface HomePageProps {
  ctx: RenderContext;
  view: HomeView;
  content: ReactNode;
  /** The page is in the search index: its content region carries `data-pagefind-body`. */
  indexed?: boolean;
}
export interface NotFoundPageProps {
  ctx: RenderContext;
}
export interface DocPageProps {
  ctx: RenderContext;
  view: DocView;
  content: ReactNode;
  /** The page is in the search index: its content region carries `data-pagefind-body`. */
  indexed?: boolean;
}
export interface MarkdownPageProps {
  view: MarkdownView;
  content: ReactNode;
}
export interface SidebarProps {
  ctx: RenderContext;
  items: SidebarNode[];
}
export interface BreadcrumbsProps {
  ctx: RenderContext;
  trail: { label: string; route?: string }[];
  title: string;
}
export interface PaginationProps {
  ctx: RenderContext;
  previous?: PageLinkData;
  next?: PageLinkData;
}
export interface TableOfContentsProps {
  items: TocItem[];
}
export interface DocFooterProps {
  view: DocView;
}

/** The theme components a project can replace with a file of the same name in its theme folder. */
export interface ThemeComponents {
  Navbar: ComponentType<NavbarProps>;
  Footer: ComponentType<FooterProps>;
  AnnouncementBar: ComponentType<AnnouncementBarProps>;
  HomePage: ComponentType<HomePageProps>;
  NotFoundPage: ComponentType<NotFoundPageProps>;
  DocPage: ComponentType<DocPageProps>;
  MarkdownPage: ComponentType<MarkdownPageProps>;
  Sidebar: ComponentType<SidebarProps>;
  Breadcrumbs: ComponentType<BreadcrumbsProps>;
  Pagination: ComponentType<PaginationProps>;
  TableOfContents: ComponentType<TableOfContentsProps>;
  DocFooter: ComponentType<DocFooterProps>;
}

export type ThemeComponentName = keyof ThemeComponents;

/** Each overridable component, its props type and what it draws (for `list-theme-components`). */
export const THEME_COMPONENTS = {
  Navbar: {
    props: 'NavbarProps { ctx: RenderContext }',
    draws: 'the top bar: title, items, colour mode switch',
  },
  Footer: { props: 'FooterProps { ctx: RenderContext }', draws: 'link columns and the copyright line' },
  AnnouncementBar: {
    props: "AnnouncementBarProps { bar: SiteData['announcementBar'] }",
    draws: 'the banner above the navbar',
  },
  HomePage: {
    props: 'HomePageProps { ctx: RenderContext; view: HomeView; content: ReactNode }',
    draws: 'a `layout: home` markdown page: hero, features, content',
  },
  NotFoundPage: { props: 'NotFoundPageProps { ctx: RenderContext }', draws: 'the not-found page (404.html)' },
  DocPage: {
    props: 'DocPageProps { ctx: RenderContext; view: DocView; content: ReactNode }',
    draws: 'a guide or API page: sidebar, breadcrumbs, article, TOC, pagination',
  },
  MarkdownPage: {
    props: 'MarkdownPageProps { view: MarkdownView; content: ReactNode }',
    draws: 'a standalone markdown page',
  },
  Sidebar: { props: 'SidebarProps { ctx: RenderContext; items: SidebarNode[] }', draws: 'the docs sidebar' },
  Breadcrumbs: {
    props: 'BreadcrumbsProps { ctx: RenderContext; trail: { label; route? }[]; title: string }',
    draws: "the trail above a doc's title",
  },
  Pagination: {
    props: 'PaginationProps { ctx: RenderContext; previous?: PageLinkData; next?: PageLinkData }',
    draws: 'previous / next links under a doc',
  },
  TableOfContents: { props: 'TableOfContentsProps { items: TocItem[] }', draws: "a doc's table of contents" },
  DocFooter: { props: 'DocFooterProps { view: DocView }', draws: 'edit link and last-updated time' },
} satisfies Record<ThemeComponentName, { props: string; draws: string }>;

/** The project's override of a theme component when it has one, else the built-in component. */
export function themeComponent<K extends ThemeComponentName>(
  ctx: RenderContext,
  name: K,
  builtIn: ThemeComponents[K],
): ThemeComponents[K] {
  return (ctx.components?.[name] as ThemeComponents[K] | undefined) ?? builtIn;
}

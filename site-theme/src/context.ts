import type { ReactNode } from 'react';
import type { SearchNames, SearchSettings } from '../shared/search-settings.ts';
import type { DocusaurusSiteConfig } from '../shared/docusaurus-host.ts';

export type { SearchNames, SearchSettings, DocusaurusSiteConfig };
import type { ThemeComponents } from './runtime/theme-components.ts';
import type { BlogView } from './blog-views.ts';
import type { SiteData } from './site-data.ts';

/** How the search index files a page: `data-pagefind-filter` values. */
export interface SearchFacets {
  section?: 'Guide' | 'API';
  /** The API package (its URL slug) an API page belongs to. */
  package?: string;
}

/** The bundled stylesheets and scripts pages link to (URLs, base URL applied). */
export interface PageAssets {
  /** The theme's stylesheets. */
  css: string[];
  js: string[];
  /** The site's own stylesheets (overrides' CSS, `customCss`): after the theme's and Infima. */
  siteCss?: string[];
  /** The blog's stylesheet, linked from the blog's pages (`HeadData.blog`). */
  blogCss?: string[];
  /** Infima, scoped to `.infima`: linked from the React pages that use one of its classes. */
  infima?: { url: string; classes: string[] };
}

/** What every component gets: the site, the current route, and how to link within the site. */
export interface RenderContext {
  site: SiteData;
  route: string;
  /** A site route with the base URL applied. */
  urlTo: (route: string) => string;
  assets: PageAssets;
  /** Inline script added in watch mode only (live reload); never in a production build. */
  devScript?: string;
  /** The project's replacements for theme components (its theme folder), by name. */
  components?: Partial<ThemeComponents>;
  /** The docs version of the page being rendered, when it is a versioned doc. */
  version?: DocVersionView;
}

export interface TocItem {
  depth: number;
  id: string;
  text: string;
}

export type SidebarNode =
  | { type: 'doc'; id: string; label: string; route: string }
  | {
      type: 'link';
      label: string;
      /** Absent when the config's href was unsafe: shown as text. */ href?: string;
    }
  /** The sidebar author's markup, inserted as it is; `defaultStyle`: padded like an entry. */
  | { type: 'html'; value: string; defaultStyle: boolean; className?: string }
  | {
      type: 'category';
      label: string;
      items: SidebarNode[];
      /** Starts folded, unless it holds the current page. */
      collapsed: boolean;
      /** `false`: a heading over its items, never folded. */
      collapsible?: false;
      route?: string;
    };

export interface PageLinkData {
  label: string;
  route: string;
  /** The sidebar's top category it is in (an API page's package), shown beside "Previous". */
  group?: string;
}

export interface DocView {
  kind: 'doc';
  title: string;
  /** The content has its own h1; the layout does not add one. */
  hasH1: boolean;
  toc: TocItem[];
  sidebar: SidebarNode[] | undefined;
  breadcrumbs: { label: string; route?: string }[];
  previous: PageLinkData | undefined;
  next: PageLinkData | undefined;
  lastUpdated: number | undefined;
  editUrl: string | undefined;
  /** URL of the page's markdown twin (base URL applied), when the build writes twins. */
  markdownUrl?: string;
  /** The docs version of the page; none for pages outside the versioned docs (the API). */
  version?: DocVersionView;
}

export interface DocVersionView {
  name: string;
  label: string;
  /** A notice above the page, linking to `latestRoute`. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** The same page in the last version, or that version's first page. */
  latestRoute: string;
  latestLabel: string;
  /** The same page in each version (by name), else that version's first page. */
  alternates: Record<string, string>;
}

export interface HomeView {
  kind: 'home';
  hero: {
    title: string;
    tagline: string;
    actions: { text: string; link: string; variant: 'primary' | 'secondary' }[];
  };
  features: { title: string; details: string; link?: string }[];
  markdownUrl?: string;
}

export interface MarkdownView {
  kind: 'markdown';
  title: string;
  hasH1: boolean;
  markdownUrl?: string;
}

export interface NotFoundView {
  kind: 'not-found';
}

/** A React page of the project (`pagesDir/*.tsx`): its component is rendered inside the layout. */
export interface ReactView {
  kind: 'react';
  /** The page's file, from the project root: the renderer finds its component by it. */
  source: string;
  /** Hash of the page's bundle (its HTML changes with it). */
  key: string;
  /**
   * The page uses Docusaurus's client API: like a Docusaurus page, it is drawn in the site's
   * layout only when it renders `@theme/Layout`, and its element is a `div.main-wrapper`.
   */
  docusaurus?: boolean;
}

/** The search page: a form that works without JavaScript, results rendered in the browser. */
export interface SearchView {
  kind: 'search';
  title: string;
}

export type PageView = DocView | HomeView | MarkdownView | NotFoundView | SearchView | ReactView | BlogView;

export interface HeadData {
  title: string;
  description: string | undefined;
  /** Absolute URL of the page; absent on the not-found page. */
  canonical: string | undefined;
  ogType: 'website' | 'article';
  noindex: boolean;
  /** Present on the pages the search index holds (guide, API and home pages). */
  search?: SearchFacets;
  /** Absolute URL of the page's picture for link previews (a blog post's `image`). */
  image?: string;
  /** A page of the blog: it links the blog's stylesheet. */
  blog?: boolean;
  /** Stylesheets of this page alone (a React page's CSS imports), after the site's. */
  stylesheets?: string[];
  /** The page uses Infima's classes: Infima's stylesheet comes after the theme's. */
  infima?: boolean;
}

export interface PageProps {
  ctx: RenderContext;
  head: HeadData;
  view: PageView;
  /** The page's markdown, already React elements (a React page: the rendered page in its wrapper). */
  content: ReactNode;
  /** A blog list's excerpts, one per post in the view's order (its content split by post). */
  excerpts?: ReactNode[];
  /** What a React page asked of its document while it rendered. */
  document?: DocumentRequests;
}

/** What a React page asks of the document around it (its `<Head>`, `@theme/Layout`). */
export interface DocumentRequests {
  /** Tags of the page's `<Head>` (meta, link, script…), after the site's own. */
  headTags?: ReactNode;
  /** The page's own `<title>`, used as written. */
  title?: string;
  htmlClassName?: string;
  htmlLang?: string;
  bodyClassName?: string;
  /** No navbar, announcement bar or footer: a Docusaurus page that renders no `@theme/Layout`. */
  bare?: boolean;
  noFooter?: boolean;
}

import type { SearchSettings } from '../shared/search-settings.ts';
import type { DocsClientData, DocusaurusSiteConfig } from '../shared/docusaurus-host.ts';

// The site as every page's theme reads it (`RenderContext.site`, `context.ts`).

/**
 * A link the theme renders; `to` is a site route, `href` anything else; shown as its `label`,
 * or as `html`, the config's markup (a footer item may be `html` alone: no link).
 */
export interface ThemeLink {
  label?: string;
  html?: string;
  to?: string;
  href?: string;
  /** The config's classes, beside the theme's (a navbar icon the site's CSS draws). */
  className?: string;
  /** The link's accessible name where it shows no label. */
  ariaLabel?: string;
}

/** Site-wide settings the theme reads; taken from the config, nothing accounts-js specific. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  version?: string;
  navbar: {
    title?: string;
    logo?: { src: string; alt: string };
    /** Route the title and logo link to (`/` unless the config says otherwise). */
    homeRoute: string;
    /** Dark in both modes, or the primary colour (Docusaurus's `navbar--dark`, `navbar--primary`). */
    style?: 'dark' | 'primary';
    /** Slide the navbar away while scrolling down. */
    hideOnScroll: boolean;
    items: NavbarItemData[];
  };
  footer: { style: 'dark' | 'light'; links: { title: string; items: ThemeLink[] }[]; copyright?: string };
  /** The docs versions, newest first after the current one; the menu shows from two. */
  docsVersions: { name: string; label: string; mainRoute: string; isLast: boolean }[];
  /** The docs plugin id of the saved version preference. */
  docsPluginId: string;
  /** The mode a first visit shows, and whether the reader may switch it. */
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  /** The search button, modal and page (Algolia when configured, the Pagefind index always). */
  search: SearchSettings;
  announcementBar?: {
    id: string;
    content: string;
    backgroundColor?: string;
    textColor?: string;
    isCloseable: boolean;
  };
  /** Fathom analytics: its script, with the site id (production builds only, not watch mode). */
  analytics?: { siteId: string; scriptUrl: string };
  /** What the Docusaurus client API of React pages reads (`useDocusaurusContext()`, `translate`). */
  docusaurus: {
    siteConfig: DocusaurusSiteConfig;
    codeTranslations: Record<string, string>;
    docs?: DocsClientData;
  };
  /** The config's `stylesheets` and `scripts`: tags of every page's head, before the theme's assets. */
  headTags: HeadTag[];
}

/** A `<link>` or `<script>` of the head, with its attributes as written in the config. */
export interface HeadTag {
  tagName: 'link' | 'script';
  attributes: Record<string, string | boolean>;
}

/**
 * A navbar item: a link (with, for a link to a versioned doc, the same page in each version,
 * used by the reader's preferred version) or the docs version menu.
 */
export type NavbarItemData =
  | (ThemeLink & {
      type: 'link';
      position: 'left' | 'right';
      activeBasePath?: string;
      versions?: Record<string, string>;
    })
  | { type: 'versions'; position: 'left' | 'right' }
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: ThemeLink[] };

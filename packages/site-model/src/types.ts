import type { LinkRef, TocEntry } from '@accounts-docs/markdown';

/** A link to a page of the site, as the theme shows it. */
export interface PageLink {
  label: string;
  route: string;
  /** The sidebar's top category it is in (for an API page: its package), if any. */
  group?: string;
}

export type SidebarItem =
  | { type: 'doc'; id: string; label: string; route: string }
  | { type: 'link'; label: string; href?: string }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      /** Starts folded (unless it holds the current page). */
      collapsed: boolean;
      /** `false`: always open, no way to fold it (absent: it can be folded). */
      collapsible?: false;
      route?: string;
    };

/** One markdown file of the site (a guide page or a standalone page), compiled and placed. */
export interface MarkdownPage {
  /** Doc id (`transports/graphql`) or, for standalone pages, the path without extension. */
  id: string;
  route: string;
  /** Absolute path of the source file. */
  file: string;
  /** Path from the project root, with `/` separators (used for edit links and messages). */
  relativePath: string;
  title: string;
  description: string | undefined;
  frontMatter: Record<string, unknown>;
  /** Where each front matter key is written (absent for generated pages). */
  frontMatterPlaces?: Record<string, { line: number; column: number }>;
  /** True when the markdown starts with its own `# h1`. */
  hasH1: boolean;
  toc: TocEntry[];
  anchors: string[];
  links: LinkRef[];
  /** `href` as written → `href` to render (`.md` links resolved, base URL applied). */
  linkMap: Record<string, string>;
  /** Hash of the source and pipeline: identifies the compiled content. */
  contentKey: string;
}

export interface DocPage extends MarkdownPage {
  kind: 'doc';
  /** Name of the docs version it belongs to (`current` for the docs folder); none for API pages. */
  version: string | undefined;
  sidebarLabel: string;
  /** Name of the sidebar that lists this doc, if any. */
  sidebar: string | undefined;
  breadcrumbs: { label: string; route?: string }[];
  previous: PageLink | undefined;
  next: PageLink | undefined;
  /** Milliseconds since the epoch of the last commit touching the file (or its mtime). */
  lastUpdated: number | undefined;
  editUrl: string | undefined;
}

export interface StandalonePage extends MarkdownPage {
  kind: 'page';
  /** `home` renders the hero and features of the front matter above the content. */
  layout: 'home' | 'page';
}

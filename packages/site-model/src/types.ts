import type { TwinEdits } from '@accounts-docs/markdown/twin-edits';
import type { LinkRef, TocEntry } from '@accounts-docs/markdown';
import type { Root as HastRoot } from 'hast';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { ApiModel } from '@accounts-docs/api-model';
import type { ApiOutline } from '@accounts-docs/api-pages';
import type { NavbarEntry } from './navbar.ts';

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
  /** Markup the sidebar's author wrote (`<hr />`, a small heading): not a page, not a link. */
  | { type: 'html'; value: string; defaultStyle: boolean; className?: string }
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
  /** The compile's edits that make the source its markdown twin (absent for generated pages). */
  twin?: TwinEdits;
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

/** A blog post's author: from `authors.yml` by its key, or written in the post's front matter. */
export interface BlogAuthor {
  /** Its key in `authors.yml`; none for an author written inline. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  email?: string;
  imageURL?: string;
  /** Its page (`/blog/authors/<key>`), when `authors.yml` gives it one (`page: true`). */
  route?: string;
}

/** A tag of a blog post, its page decided. */
export interface BlogTagRef {
  label: string;
  route: string;
  description?: string;
}

/** A post of the blog (Docusaurus's blog plugin), compiled and placed. */
export interface BlogPost extends MarkdownPage {
  kind: 'blog-post';
  /** ISO date-time (UTC): the front matter's `date`, else the file name's, else the file's creation. */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTagRef[];
  /** Minutes to read, when the blog shows reading times. */
  readingTime: number | undefined;
  /** Not in the lists, tags, archive, feeds or sitemap; its page is built (`noindex`). */
  unlisted: boolean;
  /** It has a truncate marker: the lists show its text before it and "Read more". */
  truncated: boolean;
  /** The compiled excerpt the lists show (the whole post without a marker). */
  excerptKey: string;
  /** The newer and the older listed post. */
  previous: PageLink | undefined;
  next: PageLink | undefined;
  editUrl: string | undefined;
  /** Front matter `image`, as written. */
  image: string | undefined;
  hideTableOfContents: boolean;
}

/** One page of a paginated list of posts (the blog's list, a tag's, an author's). */
export interface BlogListPage {
  route: string;
  /** 1-based. */
  page: number;
  totalPages: number;
  previous: string | undefined;
  next: string | undefined;
  /** Routes of its posts, in order. */
  posts: string[];
  /** Key of its content: the excerpts of its posts. */
  contentKey: string;
}

export interface BlogTag extends BlogTagRef {
  /** Its listed posts' routes (all its posts when none is listed: an unlisted tag). */
  posts: string[];
  unlisted: boolean;
  pages: BlogListPage[];
}

export interface BlogAuthorPage extends BlogAuthor {
  route: string;
  key: string;
  posts: string[];
  pages: BlogListPage[];
}

/** The blog as the pages stage makes it into pages and feeds. */
export interface BlogModel {
  title: string;
  description: string;
  /** Route of the list (`/blog`). */
  route: string;
  /** Every post built, listed or not, in the blog's order (newest first by default). */
  posts: BlogPost[];
  listPages: BlogListPage[];
  /** Route of the tags page (there is one only when some post has a tag). */
  tagsRoute: string;
  tags: BlogTag[];
  /** Route of the authors page (there is one only when some author has a page). */
  authorsRoute: string;
  authors: BlogAuthorPage[];
  /** Route of the archive, or none (`archiveBasePath: null`, or no listed post). */
  archiveRoute: string | undefined;
  /** The recent-posts sidebar: its title and links (none with `blogSidebarCount: 0`). */
  sidebar: { title: string; items: PageLink[] } | undefined;
}

/** The whole site as data: what every later stage reads, and nothing else. */
export interface SiteModel {
  config: ResolvedConfig;
  /** The compiled tree of a page, by its `contentKey`: loaded only for pages being rendered. */
  loadContent: (contentKey: string) => Promise<HastRoot>;
  docs: DocPage[];
  pages: StandalonePage[];
  sidebars: Record<string, SidebarItem[]>;
  /** The docs versions built (one, `current`, when the site is not versioned). */
  versions: DocsVersionInfo[];
  /** The navbar's items with their routes decided. */
  navbar: NavbarEntry[];
  /** The blog, when the config has one (its posts, list, tag and author pages). */
  blog: BlogModel | undefined;
  /**
   * Files beside the markdown pages that their links and images name (a doc's diagram, a folder
   * post's picture), published under `assets/images/`.
   */
  assets: { file: string; path: string }[];
  /** The API model and its place on the site (routes, page outlines), when the config has `api`. */
  api:
    | {
        model: ApiModel;
        outline: ApiOutline;
        /** The files a "Defined in" link can reach (the repository's), when known. */
        sourceFiles?: ReadonlySet<string>;
      }
    | undefined;
  diagnostics: Diagnostic[];
}

/** A docs version as pages and links need it. */
export interface DocsVersionInfo {
  name: string;
  label: string;
  /** Route prefix of its docs (`/docs`, `/docs/next`). */
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  isLast: boolean;
  /** Its first page: the first doc of its first sidebar, else its first doc, else its route prefix. */
  mainRoute: string;
  /** Route of each of its docs by id, for the same page in another version. */
  routes: Map<string, string>;
  /** Its sidebars' names in `SiteModel.sidebars`, by the name the config gives them. */
  sidebars: Map<string, string>;
}

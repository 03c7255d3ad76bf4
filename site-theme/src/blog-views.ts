import type { PageLinkData, TocItem } from './context.ts';

// The views of the blog's pages (a page's `PageView`, `context.ts`): lists, posts, tags and
// authors, the archive.

/** A blog author as the blog's pages show it. */
export interface BlogAuthorView {
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  /** Their page on the blog, when they have one. */
  route?: string;
}

/** What a list, and a post's own page, show of a post above its content. */
export interface BlogPostSummary {
  title: string;
  route: string;
  /** ISO date-time, for `<time dateTime>`. */
  date: string;
  /** The date as the reader sees it (`May 1, 2024`). */
  formattedDate: string;
  authors: BlogAuthorView[];
  tags: { label: string; route: string }[];
  /** Minutes, when the blog shows reading times. */
  readingTime?: number;
  /** The list shows its excerpt and a "Read more" link. */
  truncated: boolean;
}

/** The recent-posts sidebar of the blog's pages. */
export interface BlogSidebarView {
  title: string;
  items: { label: string; route: string }[];
}

/** A page of posts: the blog's list, a tag's or an author's (each page of `postsPerPage`). */
export interface BlogListView {
  kind: 'blog-list';
  /** The blog's title, the tag's heading, or the author's name. */
  title: string;
  /** Shown as the page's heading (a tag's or author's page); the blog's own list has none. */
  heading?: string;
  /** The author of an author's page. */
  author?: BlogAuthorView;
  /** The tags page, linked from a tag's page. */
  tagsRoute?: string;
  posts: BlogPostSummary[];
  sidebar: BlogSidebarView | undefined;
  /** Newer and older entries of the list, and where this one is. */
  previous: string | undefined;
  next: string | undefined;
  page: number;
  totalPages: number;
}

/** A blog post's own page. */
export interface BlogPostView {
  kind: 'blog-post';
  post: BlogPostSummary;
  toc: TocItem[];
  sidebar: BlogSidebarView | undefined;
  /** The newer and the older post. */
  previous: PageLinkData | undefined;
  next: PageLinkData | undefined;
  editUrl: string | undefined;
  markdownUrl?: string;
}

/** The blog's tags page, or its authors page. */
export interface BlogIndexView {
  kind: 'blog-index';
  title: string;
  entries: { label: string; route: string; count: number; author?: BlogAuthorView }[];
  sidebar: BlogSidebarView | undefined;
}

/** The blog's archive: every listed post by year, newest year first. */
export interface BlogArchiveView {
  kind: 'blog-archive';
  title: string;
  description: string;
  years: { year: string; posts: { title: string; route: string; date: string; formattedDate: string }[] }[];
}

export type BlogView = BlogListView | BlogPostView | BlogIndexView | BlogArchiveView;

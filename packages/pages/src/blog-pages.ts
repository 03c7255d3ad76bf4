import type { BlogAuthor, BlogListPage, BlogModel, BlogPost } from '@accounts-docs/site-model';
import type { BlogAuthorView, BlogPostSummary, BlogSidebarView, HeadData } from '@accounts-docs/site-theme';
import type { Page } from './pages.ts';

/** What the blog's pages need of the site's pages stage. */
export interface BlogPagesContext {
  /** The absolute URL of a route or site path (base URL applied). */
  canonical: (route: string) => string;
  outFileOf: (route: string) => string;
  markdownUrl: (route: string) => { markdownUrl?: string };
}

/** `May 1, 2024`: the theme's date (`Intl.DateTimeFormat`, long month, UTC, as `blogUtils.ts` formats it). */
const DATE = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
export function formatPostDate(date: string): string {
  return DATE.format(new Date(date));
}

/**
 * The blog's pages as the blog plugin routes them (`routes.ts`): each page of the list, each
 * post, the tags page and each tag's pages, the authors page and each author's pages, the archive.
 */
export function blogPages(blog: BlogModel, context: BlogPagesContext): Page[] {
  const { canonical, outFileOf, markdownUrl } = context;
  const byRoute = new Map(blog.posts.map((post) => [post.route, post]));
  const sidebar: BlogSidebarView | undefined = blog.sidebar;
  const head = (
    route: string,
    title: string,
    description: string | undefined,
    extra: Partial<HeadData> = {},
  ): HeadData => ({
    title,
    description: description || undefined,
    canonical: canonical(route),
    ogType: 'website',
    noindex: false,
    blog: true,
    ...extra,
  });
  const list = (
    page: BlogListPage,
    title: string,
    description: string | undefined,
    extra: { heading?: string; author?: BlogAuthorView; tagsRoute?: string; noindex?: boolean },
  ): Page => ({
    route: page.route,
    outFile: outFileOf(page.route),
    head: head(page.route, title, description, extra.noindex ? { noindex: true } : {}),
    view: {
      kind: 'blog-list',
      title,
      ...(extra.heading ? { heading: extra.heading } : {}),
      ...(extra.author ? { author: extra.author } : {}),
      ...(extra.tagsRoute ? { tagsRoute: extra.tagsRoute } : {}),
      posts: page.posts.map((route) => summary(byRoute.get(route)!)),
      sidebar,
      previous: page.previous,
      next: page.next,
      page: page.page,
      totalPages: page.totalPages,
    },
    linkMap: {},
    contentKey: page.contentKey,
  });

  const pages: Page[] = [];
  for (const page of blog.listPages) pages.push(list(page, blog.title, blog.description, {}));
  for (const post of blog.posts)
    pages.push({
      route: post.route,
      outFile: outFileOf(post.route),
      head: {
        title: post.title,
        description: post.description,
        canonical: canonical(post.route),
        ogType: 'article',
        noindex: post.unlisted,
        blog: true,
        // Front matter `image` (a site path or a URL), absolute as Open Graph wants it.
        ...(post.image
          ? {
              image: new URL(
                post.image.startsWith('/') ? canonical(post.image) : post.image,
                canonical(post.route),
              ).href,
            }
          : {}),
        // Listed posts are found by the search, as guides are.
        ...(post.unlisted ? {} : { search: {} }),
      },
      view: {
        kind: 'blog-post',
        post: summary(post),
        toc: post.hideTableOfContents ? [] : post.toc,
        sidebar,
        previous: post.previous,
        next: post.next,
        editUrl: post.editUrl,
        ...markdownUrl(post.route),
      },
      linkMap: post.linkMap,
      contentKey: post.contentKey,
    });
  if (blog.tags.length > 0) {
    pages.push({
      route: blog.tagsRoute,
      outFile: outFileOf(blog.tagsRoute),
      head: head(blog.tagsRoute, 'Tags', undefined),
      view: {
        kind: 'blog-index',
        title: 'Tags',
        entries: blog.tags
          .filter((tag) => !tag.unlisted)
          .map((tag) => ({ label: tag.label, route: tag.route, count: tag.posts.length })),
        sidebar,
      },
      linkMap: {},
      contentKey: undefined,
    });
    for (const tag of blog.tags) {
      const count = tag.posts.length;
      // The theme's heading: `One post tagged with "x"` / `N posts tagged with "x"`.
      const heading = `${count === 1 ? 'One post' : `${count} posts`} tagged with "${tag.label}"`;
      for (const page of tag.pages)
        pages.push(
          list(page, heading, tag.description, { heading, tagsRoute: blog.tagsRoute, noindex: tag.unlisted }),
        );
    }
  }
  if (blog.authors.length > 0) {
    pages.push({
      route: blog.authorsRoute,
      outFile: outFileOf(blog.authorsRoute),
      head: head(blog.authorsRoute, 'Authors', undefined),
      view: {
        kind: 'blog-index',
        title: 'Authors',
        entries: blog.authors.map((author) => ({
          label: author.name ?? author.key,
          route: author.route,
          count: author.posts.length,
          author: authorView(author),
        })),
        sidebar,
      },
      linkMap: {},
      contentKey: undefined,
    });
    for (const author of blog.authors)
      for (const page of author.pages)
        pages.push(list(page, author.name ?? author.key, author.title, { author: authorView(author) }));
  }
  if (blog.archiveRoute) {
    const years = new Map<string, BlogPost[]>();
    for (const post of blog.posts.filter((p) => !p.unlisted)) {
      const year = post.date.slice(0, 4);
      years.set(year, [...(years.get(year) ?? []), post]);
    }
    pages.push({
      route: blog.archiveRoute,
      outFile: outFileOf(blog.archiveRoute),
      head: head(blog.archiveRoute, 'Archive', 'Archive'),
      view: {
        kind: 'blog-archive',
        title: 'Archive',
        description: 'Archive',
        years: [...years].map(([year, posts]) => ({
          year,
          posts: posts.map((post) => ({
            title: post.title,
            route: post.route,
            date: post.date,
            formattedDate: formatPostDate(post.date),
          })),
        })),
      },
      linkMap: {},
      contentKey: undefined,
    });
  }
  return pages;
}

function summary(post: BlogPost): BlogPostSummary {
  return {
    title: post.title,
    route: post.route,
    date: post.date,
    formattedDate: formatPostDate(post.date),
    authors: post.authors.map(authorView),
    tags: post.tags.map(({ label, route }) => ({ label, route })),
    ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    truncated: post.truncated,
  };
}

function authorView(author: BlogAuthor): BlogAuthorView {
  const view: BlogAuthorView = {};
  if (author.name) view.name = author.name;
  if (author.title) view.title = author.title;
  if (author.url) view.url = author.url;
  if (author.imageURL) view.imageURL = author.imageURL;
  if (author.route) view.route = author.route;
  return view;
}

import { bytesHash } from '@accounts-docs/cache';
import type { ResolvedConfig } from '@accounts-docs/config';
import { joinRoute } from './blog-paths.ts';
import type { BlogListPage, BlogModel, BlogPost } from './types.ts';

type BlogConfig = NonNullable<ResolvedConfig['blog']>;

/**
 * Gives each list page its content key: a hash of its posts' excerpts and link maps (the
 * links are resolved after placing), so its HTML is rendered again when one of them changes.
 */
export function keyBlogLists({
  blog,
  lists,
}: {
  blog: BlogModel;
  lists: Map<string, BlogPost[]>;
}): Map<string, BlogPost[]> {
  const keyed = new Map<string, BlogPost[]>();
  const pages = [
    ...blog.listPages,
    ...blog.tags.flatMap((tag) => tag.pages),
    ...blog.authors.flatMap((author) => author.pages),
  ];
  for (const page of pages) {
    const items = lists.get(page.contentKey)!;
    page.contentKey = `blog-list:${bytesHash(
      JSON.stringify(items.map((post) => [post.route, post.title, post.excerptKey, post.linkMap])),
    )}`;
    keyed.set(page.contentKey, items);
  }
  return keyed;
}

/** The blog plugin's `paginateBlogPosts`: pages of `postsPerPage`, the first at the route, then `/page/2`… */
export function paginatePosts(
  posts: BlogPost[],
  route: string,
  options: BlogConfig,
  lists: Map<string, BlogPost[]>,
): BlogListPage[] {
  const perPage = options.postsPerPage === 'ALL' ? Math.max(posts.length, 1) : options.postsPerPage;
  const total = Math.max(1, Math.ceil(posts.length / perPage));
  const routeOf = (page: number) =>
    page > 0 ? joinRoute(route, options.pageBasePath, String(page + 1)) : route;
  const pages: BlogListPage[] = [];
  for (let page = 0; page < total; page++) {
    const items = posts.slice(page * perPage, (page + 1) * perPage);
    // Keyed for now by its route; `keyBlogLists` gives the key once the posts' links are resolved.
    const contentKey = `blog-list:${routeOf(page)}`;
    lists.set(contentKey, items);
    pages.push({
      route: routeOf(page),
      page: page + 1,
      totalPages: total,
      previous: page > 0 ? routeOf(page - 1) : undefined,
      next: page < total - 1 ? routeOf(page + 1) : undefined,
      posts: items.map((post) => post.route),
      contentKey,
    });
  }
  return pages;
}

import type { Element, Root as HastRoot, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { routeTableOf } from '@accounts-docs/routes';
import type { SiteModel } from '@accounts-docs/site-model';

const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** The blog's feed files as site paths (`/blog/rss.xml`…): none without a blog, a listed post or a feed type. */
export function blogFeedRoutes(model: SiteModel): string[] {
  const blog = model.blog;
  if (!blog || !model.config.blog || !blog.posts.some((post) => !post.unlisted)) return [];
  const base = blog.route === '/' ? '' : blog.route;
  return model.config.blog.feedOptions.type.map((type) => `${base}/${FEED_FILES[type]}`);
}

/**
 * The blog's feeds, as the blog plugin writes them (`feed.ts`): RSS 2.0, Atom 1.0 and JSON Feed
 * 1 by the `feed` package, of the newest listed posts (`feedOptions.limit`), each with its
 * whole content as HTML, its links and images made absolute.
 */
export async function blogFeedFiles(model: SiteModel): Promise<{ path: string; contents: string }[]> {
  const routes = blogFeedRoutes(model);
  if (routes.length === 0) return [];
  const { Feed } = await import('feed');
  const { config } = model;
  const blog = model.blog!;
  const options = config.blog!.feedOptions;
  const { urlTo } = routeTableOf(config);
  const absolute = (route: string) => `${config.url.replace(/\/$/, '')}${urlTo(route)}`;
  const posts = blog.posts.filter((post) => !post.unlisted).slice(0, options.limit || undefined);
  const blogUrl = absolute(blog.route);
  const feed = new Feed({
    id: blogUrl,
    title: options.title ?? `${config.title} Blog`,
    updated: new Date(posts[0]!.date),
    language: options.language ?? 'en',
    link: blogUrl,
    description: options.description ?? `${config.title} Blog`,
    ...(config.favicon ? { favicon: absolute(`/${config.favicon.replace(/^\//, '')}`) } : {}),
    copyright: options.copyright,
  });
  for (const post of posts) {
    const link = absolute(post.route);
    const tree = await model.loadContent(post.contentKey);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.date),
      description: post.description ?? '',
      // Atom wants `term`, the others `name` (the blog plugin sets both).
      category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
      content: toHtml(absoluteLinks(tree, post.linkMap, link)),
      ...(post.authors.length > 0
        ? {
            author: post.authors.map((author) => ({
              ...(author.name ? { name: author.name } : {}),
              ...(author.url ? { link: author.url } : {}),
              ...(author.email ? { email: author.email } : {}),
            })),
          }
        : {}),
    });
  }
  const contents = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() };
  return options.type.map((type, i) => ({ path: routes[i]!.slice(1), contents: contents[type]() }));
}

/** A copy of the post's tree with `a[href]` and `img[src]` mapped by its link map, then made absolute from its URL. */
function absoluteLinks(tree: HastRoot, linkMap: Record<string, string>, base: string): HastRoot {
  // Comments (the truncate marker) are not content: React leaves them out of the page too.
  const kept = (nodes: RootContent[]) => nodes.filter((node) => !isComment(node)).map(copy);
  const copy = (node: RootContent): RootContent => {
    if (node.type !== 'element') return node;
    const element: Element = {
      ...node,
      properties: { ...node.properties },
      children: kept(node.children) as Element['children'],
    };
    for (const name of ['href', 'src'] as const) {
      const value = element.properties[name];
      if (typeof value !== 'string') continue;
      const mapped = linkMap[value] ?? value;
      element.properties[name] = URL.canParse(mapped, base) ? new URL(mapped, base).href : mapped;
    }
    // A highlighted block keeps its HTML in a property the feed reader must not see.
    delete element.properties['accounts-docs/html'];
    return element;
  };
  return { ...tree, children: kept(tree.children) };
}

/** A comment, as parsed or as raw HTML the markdown kept (`<!-- truncate -->` in a `.md`). */
function isComment(node: RootContent): boolean {
  if (node.type === 'comment') return true;
  const raw = node as { type: string; value?: unknown };
  return raw.type === 'raw' && typeof raw.value === 'string' && /^<!--[\s\S]*-->$/.test(raw.value.trim());
}

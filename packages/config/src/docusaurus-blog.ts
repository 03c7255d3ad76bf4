import { pick, record, type Json, type Warn } from './docusaurus-input.ts';

/**
 * Blog plugin options we read (`@docusaurus/plugin-content-blog`, `src/options.ts`); the
 * others are listed in one warning. `xslt` (a feed stylesheet) and the React component names
 * are Docusaurus's own rendering: the theme draws the blog.
 */
const BLOG_OPTIONS = [
  'path',
  'include',
  'exclude',
  'postsPerPage',
  'blogTitle',
  'blogDescription',
  'blogSidebarCount',
  'blogSidebarTitle',
  'showReadingTime',
  'sortPosts',
  'tagsBasePath',
  'authorsBasePath',
  'pageBasePath',
  'archiveBasePath',
  'authorsMapPath',
  'tags',
];
const SEVERITIES = ['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'];
const FEED_OPTIONS = ['type', 'title', 'description', 'copyright', 'limit', 'language'];

/** The blog plugin's options (the classic preset's `blog`, or the plugin's) as our `blog` section. */
export function mapBlog(blog: Json, warn: Warn): Json {
  const out = pick(blog, BLOG_OPTIONS);
  // Docusaurus's routeBasePath has no leading slash (`blog`; `/` for a blog-only site).
  const base = typeof blog.routeBasePath === 'string' ? blog.routeBasePath : 'blog';
  out.routeBasePath = `/${base.replace(/^\/+|\/+$/g, '')}`;
  for (const key of SEVERITIES) {
    // Docusaurus's `log` prints without failing: our `warn`.
    if (blog[key] !== undefined) out[key] = blog[key] === 'log' ? 'warn' : blog[key];
  }
  if (typeof blog.editUrl === 'string') out.editUrl = blog.editUrl;
  else if (blog.editUrl !== undefined)
    warn(
      'A function as the blog editUrl is not supported',
      'editUrl',
      'give the repository URL of the site folder as a string',
    );
  if (blog.feedOptions !== undefined) {
    const feed = record(blog.feedOptions);
    out.feedOptions = pick(feed, FEED_OPTIONS);
    const ignored = Object.keys(feed).filter((key) => !FEED_OPTIONS.includes(key) && key !== 'xslt');
    if (ignored.length > 0)
      warn(`Blog feed options not used: ${ignored.join(', ')}`, ignored[0]!, 'see the migration guide');
  }
  const known = new Set([...BLOG_OPTIONS, ...SEVERITIES, 'routeBasePath', 'editUrl', 'feedOptions', 'id']);
  const ignored = Object.keys(blog).filter((key) => !known.has(key));
  if (ignored.length > 0)
    warn(`Blog options not used: ${ignored.join(', ')}`, ignored[0]!, 'see the migration guide');
  return out;
}

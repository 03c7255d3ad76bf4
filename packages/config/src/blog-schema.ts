import * as z from 'zod';
import { SEVERITY_OPTIONS } from '@accounts-docs/diagnostics';
import { routeProblem } from './route-path.ts';

/**
 * The blog's options: Docusaurus's blog plugin options of the same names and defaults
 * (`@docusaurus/plugin-content-blog`, `src/options.ts`), those this build uses.
 */

/** A path segment under the blog's route (`tags`, `page`): plain, no slash at either end. */
const segment = z.string().superRefine((value, context) => {
  const problem = routeProblem(`/${value}`, 'absolute');
  if (problem || value === '' || value.includes('/'))
    context.addIssue({
      code: 'custom',
      message: `must be one plain path segment, e.g. "tags"${problem ? `: ${problem}` : ''}`,
    });
});

/** Docusaurus's `GlobExcludeDefault` (`@docusaurus/utils`, `globUtils.ts`): partials, tests. */
export const BLOG_EXCLUDE_DEFAULT = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

const severity = z.enum(SEVERITY_OPTIONS);
const feedType = z.enum(['rss', 'atom', 'json']);

export const blogFeedSchema = z.strictObject({
  /** Which feeds: a list, one type, `all`, or `null` for none (Docusaurus: `['rss', 'atom']`). */
  type: z
    .union([z.array(feedType), feedType, z.literal('all'), z.null()])
    .default(['rss', 'atom'])
    .transform((value) =>
      value === null
        ? []
        : value === 'all'
          ? (['rss', 'atom', 'json'] as const)
          : typeof value === 'string'
            ? [value]
            : value,
    ),
  /** The feed's title (default: `<site title> Blog`). */
  title: z.string().optional(),
  /** Its description (default: `<site title> Blog`). */
  description: z.string().optional(),
  copyright: z.string().default(''),
  /** The newest posts the feed holds; `false` or `null` for all (Docusaurus's default: 20). */
  limit: z.union([z.int().min(1), z.literal(false), z.null()]).default(20),
  language: z.string().optional(),
});

export const blogSchema = z.strictObject({
  /** Folder of the posts, from the config's folder. */
  path: z.string().default('blog'),
  /** Route of the list (`/` for a blog-only site). */
  routeBasePath: z
    .string()
    .superRefine((value, context) => {
      const problem = routeProblem(value, 'absolute');
      if (problem)
        context.addIssue({ code: 'custom', message: `must be a clean path starting with "/": ${problem}` });
    })
    .default('/blog'),
  /** Globs of the post files, from the blog folder. */
  include: z.array(z.string().min(1)).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string().min(1)).default(BLOG_EXCLUDE_DEFAULT),
  postsPerPage: z.union([z.literal('ALL'), z.int().min(1)]).default(10),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  /** Posts in the recent-posts sidebar; `0` hides it. */
  blogSidebarCount: z.union([z.literal('ALL'), z.int().min(0)]).default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  showReadingTime: z.boolean().default(true),
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  tagsBasePath: segment.default('tags'),
  authorsBasePath: segment.default('authors'),
  pageBasePath: segment.default('page'),
  /** The archive's segment; `null` for no archive page. */
  archiveBasePath: segment.nullable().default('archive'),
  /** The authors map, from the blog folder. */
  authorsMapPath: z.string().min(1).default('authors.yml'),
  /** The tags file, from the blog folder; `false`/`null` for none (default: `tags.yml` when there is one). */
  tags: z.union([z.string().min(1), z.literal(false), z.null()]).optional(),
  /** A post's tag that `tags.yml` does not define. */
  onInlineTags: severity.default('warn'),
  /** A post's author written in its front matter rather than named by a key of `authors.yml`. */
  onInlineAuthors: severity.default('warn'),
  /** Posts without a `<!-- truncate -->` marker (the list shows them whole). */
  onUntruncatedBlogPosts: severity.default('warn'),
  /** Repository URL of the site's folder: a post's "Edit this page" link is this + its path. */
  editUrl: z.url().optional(),
  feedOptions: blogFeedSchema.prefault({}),
});

export type BlogConfig = z.output<typeof blogSchema>;

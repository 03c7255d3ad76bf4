import path from 'node:path';
import { routeProblem, ROUTE_INVALID, type ResolvedConfig } from '@accounts-docs/config';
import type { BlogSource } from '@accounts-docs/content';
import { BLOG_INLINE_TAG, BLOG_UNTRUNCATED, severityOf, type Diagnostic } from '@accounts-docs/diagnostics';
import { authorsOf, postAuthors } from './blog-authors.ts';
import { blogFrontMatter, postDate } from './blog-front-matter.ts';
import { readDataFile } from './blog-data.ts';
import { paginatePosts } from './blog-lists.ts';
import { joinRoute, placeOf } from './blog-paths.ts';
import { postTags, tagsOf } from './blog-tags.ts';
import { fileRouteProblem, markdownPage } from './place-page.ts';
import { toPosix } from './posix-path.ts';
import type { BlogAuthorPage, BlogModel, BlogPost, BlogTag, BlogTagRef } from './types.ts';

export { keyBlogLists } from './blog-lists.ts';

/** The blog placed, and the content of its list pages by their keys (the excerpts of their posts). */
export interface PlacedBlog {
  blog: BlogModel;
  /** Each list page's posts (their excerpt keys and link maps), by the page's content key. */
  lists: Map<string, BlogPost[]>;
  diagnostics: Diagnostic[];
  fatal: Diagnostic[];
}

/** The file name's date and slug (the blog plugin's `parseBlogFileName`, `blogUtils.ts`). */
const DATE_FILENAME =
  /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;
export function parseBlogFileName(relative: string): { date: Date | undefined; text: string; slug: string } {
  const match = DATE_FILENAME.exec(relative);
  if (match) {
    const { folder = '', text = '', date = '' } = match.groups!;
    return { date: new Date(`${date}Z`), text, slug: `/${date.replace(/-/g, '/')}/${folder}${text}` };
  }
  const text = relative.replace(/(?:\/index)?\.mdx?$/, '');
  return { date: undefined, text, slug: `/${text}` };
}

/**
 * Places the blog as the blog plugin does (`blogUtils.ts`, `authors.ts`, `routes.ts`): each
 * post's route, date, authors and tags; drafts left out; the posts ordered by date; the list,
 * tag and author pages paginated; previous/next among the listed posts; the recent posts.
 */
export function placeBlog(sources: BlogSource[], config: ResolvedConfig): PlacedBlog {
  const options = config.blog!;
  const dir = config.paths.blog!;
  const base = joinRoute(options.routeBasePath);
  const diagnostics: Diagnostic[] = [];
  const fatal: Diagnostic[] = [];
  const authorsFile = readDataFile(path.resolve(dir, options.authorsMapPath), fatal);
  const tagsFile =
    options.tags === false || options.tags === null
      ? undefined
      : readDataFile(path.resolve(dir, options.tags ?? 'tags.yml'), fatal);
  const authorsBase = joinRoute(base, options.authorsBasePath);
  const tagsBase = joinRoute(base, options.tagsBasePath);
  const authorsMap = authorsOf(authorsFile, authorsBase, fatal);
  const definedTags = tagsOf(tagsFile, tagsBase);

  const posts: BlogPost[] = [];
  for (const { source, excerpt, readingMinutes, created } of sources) {
    const relative = toPosix(path.relative(dir, source.file));
    const parsedName = parseBlogFileName(relative);
    const slug = source.fields.slug ?? parsedName.slug;
    if (source.fields.slug === undefined) {
      const problem = fileRouteProblem(slug.replace(/^\//, ''), source.file);
      if (problem) {
        fatal.push(problem);
        continue;
      }
    }
    const page = markdownPage(source, config, {
      id: slug,
      route: joinRoute(base, slug),
      title: parsedName.text,
    });
    // A post's slug is a path under the blog (the plugin joins it to the blog's route, resolving
    // nothing), so the `./` and `../` a doc's relative slug may start with are refused here.
    const written = source.fields.slug;
    const slugProblem =
      written === undefined
        ? undefined
        : routeProblem(written.startsWith('/') ? written : `/${written}`, 'absolute');
    if (slugProblem) {
      const place = page.frontMatterPlaces?.slug;
      fatal.push({
        severity: 'error',
        ruleId: ROUTE_INVALID,
        reason: `Front matter "slug" is not a clean route: ${slugProblem}`,
        file: source.file,
        line: place?.line ?? 1,
        column: place?.column ?? 1,
        hint: "a post's slug is a path under the blog, e.g. `slug: releases/0-34` or `slug: /welcome`",
      });
      continue;
    }
    const { fields, diagnostics: problems } = blogFrontMatter(page);
    if (problems.length > 0) {
      fatal.push(...problems);
      continue;
    }
    if (fields.draft) continue;
    const date = fields.date !== undefined ? postDate(fields.date) : (parsedName.date ?? new Date(created));
    const authors = postAuthors(fields, page.file, page.frontMatterPlaces, authorsMap, {
      config,
      diagnostics,
      fatal,
    });
    const tags = postTags(fields, definedTags, tagsBase);
    const inlineTags = tagsFile ? tags.filter((tag) => tag.inline).map((tag) => tag.label) : [];
    const tagSeverity = severityOf(options.onInlineTags);
    if (inlineTags.length > 0 && tagSeverity)
      diagnostics.push({
        severity: tagSeverity,
        ruleId: BLOG_INLINE_TAG,
        reason: `Tags [${inlineTags.join(', ')}] are not defined in ${path.basename(tagsFile!.file)}`,
        file: page.file,
        ...placeOf(page.frontMatterPlaces, 'tags'),
        hint: `define them in ${path.basename(tagsFile!.file)}, or set blog.onInlineTags to 'ignore'`,
      });
    const editUrl = options.editUrl
      ? `${options.editUrl.replace(/\/?$/, '/')}${toPosix(path.relative(config.root, source.file))}`
      : undefined;
    posts.push({
      kind: 'blog-post',
      ...page,
      // Docusaurus takes the description from the front matter, else the excerpt's first paragraph.
      description: page.description,
      date: date.toISOString(),
      authors,
      tags: tags.map(({ inline: _inline, ...tag }) => tag),
      readingTime: options.showReadingTime ? readingMinutes : undefined,
      unlisted: fields.unlisted === true,
      truncated: excerpt !== undefined,
      excerptKey: (excerpt ?? source).contentKey,
      previous: undefined,
      next: undefined,
      editUrl,
      image: fields.image,
      hideTableOfContents: fields.hide_table_of_contents === true,
    });
  }
  posts.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  if (options.sortPosts === 'ascending') posts.reverse();

  const untruncated = posts.filter((post) => !post.truncated);
  const untruncatedSeverity = severityOf(options.onUntruncatedBlogPosts);
  if (untruncatedSeverity)
    for (const post of untruncated)
      diagnostics.push({
        severity: untruncatedSeverity,
        ruleId: BLOG_UNTRUNCATED,
        reason: 'Blog post without a truncate marker: the blog list shows it whole',
        file: post.file,
        line: 1,
        column: 1,
        hint: "add `<!-- truncate -->` (MDX: `{/* truncate */}`) after its first paragraphs, or set blog.onUntruncatedBlogPosts to 'ignore'",
      });

  const listed = posts.filter((post) => !post.unlisted);
  // Previous is the newer post, next the older (the theme's BlogPostPaginator), listed posts only.
  listed.forEach((post, i) => {
    const newer = listed[i - 1];
    const older = listed[i + 1];
    post.previous = newer && { label: newer.title, route: newer.route };
    post.next = older && { label: older.title, route: older.route };
  });

  const lists = new Map<string, BlogPost[]>();
  const paginate = (items: BlogPost[], route: string) => paginatePosts(items, route, options, lists);
  const listPages = listed.length > 0 ? paginate(listed, base) : [];

  const tags: BlogTag[] = [];
  const byTag = new Map<string, { tag: BlogTagRef; posts: BlogPost[] }>();
  for (const post of posts)
    for (const tag of post.tags) {
      const group = byTag.get(tag.route) ?? { tag, posts: [] };
      if (!group.posts.includes(post)) group.posts.push(post);
      byTag.set(tag.route, group);
    }
  for (const { tag, posts: tagged } of byTag.values()) {
    const listedOnes = tagged.filter((post) => !post.unlisted);
    const shown = listedOnes.length > 0 ? listedOnes : tagged;
    tags.push({
      ...tag,
      posts: shown.map((post) => post.route),
      unlisted: listedOnes.length === 0,
      pages: paginate(shown, tag.route),
    });
  }
  tags.sort((a, b) => a.label.localeCompare(b.label, 'en'));

  const authors: BlogAuthorPage[] = [];
  for (const author of authorsMap.values()) {
    if (!author.route) continue;
    const theirs = listed.filter((post) => post.authors.some((a) => a.key === author.key));
    authors.push({
      ...author,
      key: author.key!,
      route: author.route,
      posts: theirs.map((post) => post.route),
      pages: paginate(theirs, author.route),
    });
  }

  const count = options.blogSidebarCount === 'ALL' ? listed.length : options.blogSidebarCount;
  return {
    blog: {
      title: options.blogTitle,
      description: options.blogDescription,
      route: base,
      posts,
      listPages,
      tagsRoute: tagsBase,
      tags,
      authorsRoute: authorsBase,
      authors,
      archiveRoute:
        options.archiveBasePath !== null && listed.length > 0
          ? joinRoute(base, options.archiveBasePath)
          : undefined,
      sidebar:
        count > 0 && listed.length > 0
          ? {
              title: options.blogSidebarTitle,
              items: listed.slice(0, count).map((post) => ({ label: post.title, route: post.route })),
            }
          : undefined,
    },
    lists,
    diagnostics,
    fatal,
  };
}

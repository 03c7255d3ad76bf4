import { createHash } from 'node:crypto';
import path from 'node:path';
import kebabCase from 'lodash.kebabcase';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { BlogSource } from '@accounts-docs/content';
import {
  BLOG_AUTHOR_UNKNOWN,
  BLOG_INLINE_AUTHOR,
  BLOG_INLINE_TAG,
  BLOG_UNTRUNCATED,
  closest,
  severityOf,
  type Diagnostic,
} from '@accounts-docs/diagnostics';
import {
  blogFrontMatter,
  postDate,
  type BlogFrontMatter,
  type FrontMatterAuthor,
} from './blog-front-matter.ts';
import { entryProblem, readDataFile, type DataFile } from './blog-data.ts';
import { fileRouteProblem, markdownPage } from './place-page.ts';
import { toPosix } from './posix-path.ts';
import type {
  BlogAuthor,
  BlogAuthorPage,
  BlogListPage,
  BlogModel,
  BlogPost,
  BlogTag,
  BlogTagRef,
} from './types.ts';

type BlogConfig = NonNullable<ResolvedConfig['blog']>;

/** The blog placed, and the content of its list pages by their keys (the excerpts of their posts). */
export interface PlacedBlog {
  blog: BlogModel;
  /** Each list page's posts (their excerpt keys and link maps), by the page's content key. */
  lists: Map<string, BlogPost[]>;
  diagnostics: Diagnostic[];
  fatal: Diagnostic[];
}

/**
 * `normalizeUrl` of `@docusaurus/utils` for site paths: parts joined by one slash, no trailing
 * slash (`/blog` + `/2024/05/01/x` → `/blog/2024/05/01/x`; `/` + `tags` → `/tags`).
 */
function joinRoute(...parts: string[]): string {
  const joined = `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return joined;
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
      assets: [],
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

/**
 * Gives each list page its content key: a hash of its posts' excerpts and link maps (the
 * links are resolved after placing), so its HTML is rendered again when one of them changes.
 */
export function keyBlogLists({ blog, lists }: PlacedBlog): Map<string, BlogPost[]> {
  const keyed = new Map<string, BlogPost[]>();
  const pages = [
    ...blog.listPages,
    ...blog.tags.flatMap((tag) => tag.pages),
    ...blog.authors.flatMap((author) => author.pages),
  ];
  for (const page of pages) {
    const items = lists.get(page.contentKey)!;
    page.contentKey = `blog-list:${createHash('sha256')
      .update(JSON.stringify(items.map((post) => [post.route, post.title, post.excerptKey, post.linkMap])))
      .digest('hex')}`;
    keyed.set(page.contentKey, items);
  }
  return keyed;
}

/** The blog plugin's `paginateBlogPosts`: pages of `postsPerPage`, the first at the route, then `/page/2`… */
function paginatePosts(
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

/** `authors.yml`'s authors by key, each with its page when it has one (`page: true` or `page: {permalink}`). */
function authorsOf(
  file: DataFile | undefined,
  authorsBase: string,
  fatal: Diagnostic[],
): Map<string, BlogAuthor> {
  const map = new Map<string, BlogAuthor>();
  for (const entry of file?.entries ?? []) {
    const value = entry.value;
    const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
    const imageURL = text('image_url') ?? text('imageURL');
    if (text('name') === undefined && imageURL === undefined) {
      fatal.push(
        entryProblem(
          file!.file,
          entry,
          `the author "${entry.key}" has neither a name nor an image_url`,
          'give it `name: …`',
        ),
      );
      continue;
    }
    const page = value.page;
    const permalink =
      page === true
        ? entry.key
        : typeof page === 'object' &&
            page !== null &&
            typeof (page as { permalink?: unknown }).permalink === 'string'
          ? (page as { permalink: string }).permalink
          : undefined;
    map.set(entry.key, {
      key: entry.key,
      ...defined({
        name: text('name'),
        title: text('title'),
        url: text('url'),
        email: text('email'),
        imageURL,
      }),
      ...(permalink !== undefined ? { route: joinRoute(authorsBase, permalink) } : {}),
    });
  }
  return map;
}

interface DefinedTag extends BlogTagRef {
  inline: boolean;
}

/** `tags.yml`'s tags by key (`normalizeTagsFile`, utils-validation `tagsFile.ts`). */
function tagsOf(file: DataFile | undefined, tagsBase: string): Map<string, DefinedTag> {
  const map = new Map<string, DefinedTag>();
  for (const { key, value } of file?.entries ?? []) {
    const label = typeof value.label === 'string' && value.label ? value.label : capitalize(key);
    const permalink =
      typeof value.permalink === 'string' && value.permalink ? kebabCase(value.permalink) : kebabCase(key);
    map.set(key, {
      label,
      route: joinRoute(tagsBase, permalink),
      ...(typeof value.description === 'string' ? { description: value.description } : {}),
      inline: false,
    });
  }
  return map;
}

/** A post's tags (`normalizeTags`, `@docusaurus/utils` `tags.ts`): defined ones by key, else inline. */
function postTags(fields: BlogFrontMatter, defined: Map<string, DefinedTag>, tagsBase: string): DefinedTag[] {
  return (fields.tags ?? []).map((tag) => {
    if (typeof tag === 'string') {
      const known = defined.get(tag);
      if (known) return known;
      return { label: tag, route: joinRoute(tagsBase, kebabCase(tag)), inline: true };
    }
    return {
      label: tag.label,
      route: joinRoute(tagsBase, tag.permalink),
      ...(tag.description ? { description: tag.description } : {}),
      inline: true,
    };
  });
}

/** A post's authors (`getBlogPostAuthors`, `authors.ts`): keys of `authors.yml`, inline objects, or the legacy `author` fields. */
function postAuthors(
  fields: BlogFrontMatter,
  file: string,
  places: Record<string, { line: number; column: number }> | undefined,
  authorsMap: Map<string, BlogAuthor>,
  { config, diagnostics, fatal }: { config: ResolvedConfig; diagnostics: Diagnostic[]; fatal: Diagnostic[] },
): BlogAuthor[] {
  const options = config.blog!;
  const written =
    fields.authors === undefined ? [] : Array.isArray(fields.authors) ? fields.authors : [fields.authors];
  const authors: BlogAuthor[] = [];
  for (const input of written) {
    const object: FrontMatterAuthor = typeof input === 'string' ? { key: input } : input;
    let known: BlogAuthor | undefined;
    if (object.key !== undefined) {
      known = authorsMap.get(object.key);
      if (!known) {
        const suggestion = closest(object.key, authorsMap.keys());
        fatal.push({
          severity: 'error',
          ruleId: BLOG_AUTHOR_UNKNOWN,
          reason:
            authorsMap.size === 0
              ? `The author key "${object.key}" names no author: the blog has no ${options.authorsMapPath}`
              : `The author key "${object.key}" is not in ${options.authorsMapPath}`,
          file,
          ...placeOf(places, 'authors'),
          hint: suggestion
            ? `did you mean "${suggestion}"?`
            : `add "${object.key}" to ${options.authorsMapPath}, or write the author out`,
        });
        continue;
      }
    }
    const { image_url, imageURL, key: _key, ...rest } = object;
    authors.push({
      ...known,
      ...defined({ ...(rest as Record<string, string | undefined>), imageURL: image_url ?? imageURL }),
    });
  }
  const legacy = defined({
    name: fields.author,
    title: fields.author_title ?? fields.authorTitle,
    url: fields.author_url ?? fields.authorURL,
    imageURL: fields.author_image_url ?? fields.authorImageURL,
  });
  if (Object.keys(legacy).length > 0 && authors.length === 0) authors.push(legacy);
  const inline = authors.filter((author) => author.key === undefined);
  const severity = severityOf(options.onInlineAuthors);
  if (inline.length > 0 && severity)
    diagnostics.push({
      severity,
      ruleId: BLOG_INLINE_AUTHOR,
      reason: `Authors written inline: ${inline.map((author) => author.name ?? author.imageURL ?? '(unnamed)').join(', ')}`,
      file,
      ...placeOf(places, fields.authors !== undefined ? 'authors' : 'author'),
      hint: `name them by a key of ${options.authorsMapPath}, or set blog.onInlineAuthors to 'ignore'`,
    });
  return authors;
}

function placeOf(places: Record<string, { line: number; column: number }> | undefined, key: string) {
  const place = places?.[key];
  return { line: place?.line ?? 1, column: place?.column ?? 1 };
}

function defined<T extends Record<string, unknown>>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never;
}

/** lodash's `capitalize`: the first character upper case, the rest lower. */
function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

import type { ResolvedConfig } from '@accounts-docs/config';
import {
  BLOG_AUTHOR_UNKNOWN,
  BLOG_INLINE_AUTHOR,
  closest,
  severityOf,
  type Diagnostic,
} from '@accounts-docs/diagnostics';
import type { BlogFrontMatter, FrontMatterAuthor } from './blog-front-matter.ts';
import { entryProblem, type DataFile } from './blog-data.ts';
import { joinRoute, placeOf } from './blog-paths.ts';
import type { BlogAuthor } from './types.ts';

/** `authors.yml`'s authors by key, each with its page when it has one (`page: true` or `page: {permalink}`). */
export function authorsOf(
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

/** A post's authors (`getBlogPostAuthors`, `authors.ts`): keys of `authors.yml`, inline objects, or the legacy `author` fields. */
export function postAuthors(
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

function defined<T extends Record<string, unknown>>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never;
}

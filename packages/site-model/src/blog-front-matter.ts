import * as z from 'zod';
import { BLOG_FRONT_MATTER, type Diagnostic } from '@accounts-docs/diagnostics';
import type { MarkdownPage } from './types.ts';

/**
 * The blog post front matter fields the blog reads, with the shapes Docusaurus accepts
 * (blog plugin `src/frontMatter.ts`); other keys pass through to the theme.
 */
const authorObject = z.looseObject({
  key: z.string().optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  email: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
});
const author = z.union([z.string(), authorObject], {
  error: 'must be an author key or an object with a name',
});
const tag = z.union(
  [
    z.string(),
    z.number().transform(String),
    z.strictObject({ label: z.string(), permalink: z.string(), description: z.string().optional() }),
  ],
  { error: 'must be a tag name or an object with a label and a permalink' },
);
const schema = z.looseObject({
  date: z.union([z.string(), z.date()], { error: 'must be a date, e.g. 2024-05-01' }).optional(),
  authors: z.union([author, z.array(author)]).optional(),
  tags: z.array(tag, { error: 'must be a list of tags, e.g. [release, server]' }).optional(),
  draft: z.boolean({ error: 'must be true or false' }).optional(),
  unlisted: z.boolean({ error: 'must be true or false' }).optional(),
  image: z.string().optional(),
  hide_table_of_contents: z.boolean({ error: 'must be true or false' }).optional(),
  author: z.string().optional(),
  author_title: z.string().optional(),
  authorTitle: z.string().optional(),
  author_url: z.string().optional(),
  authorURL: z.string().optional(),
  author_image_url: z.string().optional(),
  authorImageURL: z.string().optional(),
});

export type BlogFrontMatter = z.output<typeof schema>;
export type FrontMatterAuthor = z.output<typeof authorObject>;

/** The post's blog fields, or their problems positioned at their keys. */
export function blogFrontMatter(page: MarkdownPage): { fields: BlogFrontMatter; diagnostics: Diagnostic[] } {
  const result = schema.safeParse(page.frontMatter);
  if (result.success) {
    const date = result.data.date;
    if (date === undefined || !Number.isNaN(postDate(date).getTime()))
      return { fields: result.data, diagnostics: [] };
    return {
      fields: {},
      diagnostics: [
        problem(
          page,
          'date',
          `is not a date: "${String(date)}"`,
          'write it as `date: 2024-05-01` or `date: 2024-05-01T10:00:00`',
        ),
      ],
    };
  }
  return {
    fields: {},
    diagnostics: result.error.issues.map((issue) =>
      problem(page, String(issue.path[0]), issue.message, 'see the blog front matter in docs/config.md'),
    ),
  };
}

/**
 * The date a front matter `date` names. A string is read as UTC (the blog plugin adds a `Z`,
 * `blogUtils.ts`), unless it names its own zone.
 */
export function postDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const utc = new Date(`${value}Z`);
  return Number.isNaN(utc.getTime()) && /\d[+-]\d{2}:?\d{2}$|Z$/.test(value) ? new Date(value) : utc;
}

function problem(page: MarkdownPage, key: string, message: string, hint: string): Diagnostic {
  const place = page.frontMatterPlaces?.[key];
  return {
    severity: 'error',
    ruleId: BLOG_FRONT_MATTER,
    reason: `Blog post front matter "${key}" ${message}`,
    file: page.file,
    line: place?.line ?? 1,
    column: place?.column ?? 1,
    hint,
  };
}

import * as z from 'zod';
import { functionOrigin } from './config-thread.ts';

/** `markdown`: code themes, syntax, TOC levels, admonition keywords and the remark/rehype plugins. */

/**
 * A remark or rehype plugin as a Docusaurus config lists it: the plugin, or `[plugin, options]`.
 * The function itself stays in the config's thread; what the compile loads is its package's
 * module and export (`PluginSpec`), so a plugin must be imported from a package or file, not
 * written inline, and its options must be plain data (they go to the compile workers).
 */
const pluginEntrySchema = z
  .union([
    z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function'),
    z.tuple([z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function'), z.unknown()]),
  ])
  .transform((entry, ctx) => {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const origin = functionOrigin(plugin);
    if (!origin) {
      ctx.addIssue({
        code: 'custom',
        message: `the plugin ${plugin.name || '(anonymous)'} is not exported by a package the config imports: accounts-docs loads plugins by their module`,
      });
      return z.NEVER;
    }
    if (options !== undefined && !isPlainData(options)) {
      ctx.addIssue({
        code: 'custom',
        message: `the options of ${plugin.name || 'the plugin'} must be plain data (no functions)`,
      });
      return z.NEVER;
    }
    return { name: plugin.name || origin.export, ...origin, ...(options !== undefined ? { options } : {}) };
  });
const pluginsSchema = z.array(pluginEntrySchema).default([]);

/** Strings, numbers, booleans, null, arrays and plain objects of those. */
export function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every((item) => isPlainData(item, depth + 1));
  return false;
}

export const markdownSchema = z.strictObject({
  /**
   * The defaults are the GitHub themes whose every token keeps 4.5:1 on the theme's code
   * background (`github-light` and `github-dark` do not: #d73a49 on #f6f8fa is 4.3:1).
   */
  codeThemes: z
    .strictObject({
      light: z.string().default('github-light-high-contrast'),
      dark: z.string().default('github-dark-default'),
    })
    .prefault({}),
  /** Languages loaded up front; others are loaded when a page uses them. */
  codeLanguages: z.array(z.string()).default([]),
  /**
   * Docusaurus's `markdown.format`: `mdx` reads every page as MDX (a Docusaurus config's
   * default), `md` as CommonMark, `detect` by extension (`.mdx` as MDX: our default).
   */
  format: z.enum(['mdx', 'md', 'detect']).default('detect'),
  /** Docusaurus's `markdown.mdx1Compat`: what MDX 1 allowed, kept in MDX pages. */
  mdx1Compat: z
    .strictObject({
      comments: z.boolean().default(true),
      admonitions: z.boolean().default(true),
      headingIds: z.boolean().default(true),
    })
    .prefault({}),
  /**
   * Remark and rehype plugins run on every markdown page, in Docusaurus's order: the
   * `beforeDefault` ones before the page's admonitions, heading ids and TOC, the others after
   * (the docs' and pages' lists of a Docusaurus config, merged).
   */
  beforeDefaultRemarkPlugins: pluginsSchema,
  remarkPlugins: pluginsSchema,
  beforeDefaultRehypePlugins: pluginsSchema,
  rehypePlugins: pluginsSchema,
  /**
   * Admonition keywords besides Docusaurus's nine (`:::release`), shown in the info style:
   * Docusaurus's `markdown.admonitions.keywords`.
   */
  /**
   * The heading levels of a page's table of contents, and `TOCInline`'s defaults: Docusaurus's
   * `themeConfig.tableOfContents` (a page's `toc_min_heading_level` / `toc_max_heading_level`
   * front matter sets its own).
   */
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .refine((levels) => levels.maxHeadingLevel >= levels.minHeadingLevel, {
      message: 'maxHeadingLevel must be at least minHeadingLevel',
      path: ['maxHeadingLevel'],
    })
    .prefault({}),
  admonitionKeywords: z
    .array(z.string().regex(/^[A-Za-z][\w-]*$/, 'a keyword is letters, digits, `-` and `_`, e.g. "release"'))
    .default([]),
});

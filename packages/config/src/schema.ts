import * as z from 'zod';
import { SEVERITY_OPTIONS } from '@accounts-docs/diagnostics';
import { footerSchema, navbarSchema } from './navigation-schema.ts';
import { blogSchema } from './blog-schema.ts';
import { docsSchema, docsVersionOptionsSchema, routePrefix } from './docs-schema.ts';
import { markdownSchema } from './markdown-schema.ts';
import { routeProblem } from './route-path.ts';

/**
 * One zod schema per config concern; the config types are inferred from them. The navbar and
 * footer are in `navigation-schema.ts`, sidebars in `sidebar-schema.ts`, docs in
 * `docs-schema.ts`, markdown in `markdown-schema.ts`, the blog in `blog-schema.ts`.
 */

const severity = z.enum(SEVERITY_OPTIONS);

export const announcementBarSchema = z.strictObject({
  /**
   * Remembers a reader's "close"; it lands in an attribute and a CSS selector, so a safe alphabet.
   * `announcement-bar` unless set, as theme-classic's: a new id shows a closed bar again.
   */
  id: z
    .string()
    .max(100)
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/,
      'use letters, digits, "-", "_", "." or ":" (starting with a letter or digit), e.g. "release-2-0"',
    )
    .default('announcement-bar'),
  content: z.string().min(1),
  backgroundColor: z.string().optional(),
  textColor: z.string().optional(),
  isCloseable: z.boolean().default(true),
});

export const algoliaSchema = z.strictObject({
  appId: z.string().min(1),
  apiKey: z.string().min(1),
  indexName: z.string().min(1),
  contextualSearch: z.boolean().default(true),
  searchPagePath: z.string().default('search'),
});

export const analyticsSchema = z.strictObject({
  siteId: z.string().min(1),
  customDomain: z.url().optional(),
});

/** A package folder with its entry named, as the typedoc-api plugin writes it. */
const apiPackageSchema = z.strictObject({
  path: z.string().min(1),
  /** The TypeScript entry, relative to the package folder (else read from package.json). */
  entry: z.string().min(1).optional(),
  /**
   * A package whose entry does not exist is skipped with a warning, not an error: what TypeDoc
   * does with an entry point that matches no file, so what the typedoc-api plugin's site shows.
   */
  optional: z.boolean().optional(),
});

export const apiSchema = z.strictObject({
  /**
   * Package folders relative to the config file: globs (`packages/*`), negated globs
   * (`!packages/e2e`), plain folders, or `{ path, entry }`.
   */
  packages: z.array(z.union([z.string().min(1), apiPackageSchema])).min(1),
  /** Globs of package folders to leave out. */
  exclude: z.array(z.string().min(1)).default([]),
  /** Whether each package gets a changelog page. */
  changelogs: z.boolean().default(true),
  /** Block tags TypeDoc does not know that the sources use (`@description`); declared, they are not warned about. */
  blockTags: z
    .array(z.string().regex(/^@\w[\w-]*$/, 'a block tag starts with @ (e.g. "@description")'))
    .default([]),
  /** Options passed to TypeDoc as they are (after ours), e.g. `{ excludeProtected: true }`. */
  typedocOptions: z.record(z.string(), z.unknown()).default({}),
  tsconfig: z.string().min(1),
  /**
   * The folder the API's source paths ("Defined in") are written from, relative to the config:
   * the typedoc-api plugin's `projectRoot` (a site in `website/` documenting `../packages`).
   * The config's folder when absent.
   */
  projectRoot: z.string().min(1).optional(),
  routeBasePath: routePrefix.default('/api'),
  /** Base URL of the repository's source files, for "Defined in" links. */
  sourceUrl: z.url().optional(),
});

export const buildRulesSchema = z.strictObject({
  onBrokenLinks: severity.default('throw'),
  onBrokenMarkdownLinks: severity.default('warn'),
  onBrokenAnchors: severity.default('warn'),
  onDuplicateRoutes: severity.default('warn'),
  /** `javascript:`, `vbscript:` and `data:` links (never shipped clickable, whatever this says). */
  onUnsafeLinks: severity.default('throw'),
});

export const colorModeSchema = z.strictObject({
  defaultMode: z.enum(['light', 'dark']).default('light'),
  /** Hides the light/dark switch. */
  disableSwitch: z.boolean().default(false),
  /** Accepted for Docusaurus configs; the system preference is not followed (see the theme). */
  respectPrefersColorScheme: z.boolean().default(false),
});

/** Markdown for machines: `llms.txt`, `llms-full.txt` and a `.md` twin beside every page. */
export const llmsSchema = z.strictObject({
  /** Off: none of the three is written, and pages show no markdown link or copy button. */
  enabled: z.boolean().default(true),
  /** `llms-full.txt`: every guide page, then every package's API, in one file. */
  full: z.boolean().default(true),
  /** `/docs/x.md` beside `/docs/x`; without twins, `llms.txt` links to the HTML pages. */
  twins: z.boolean().default(true),
});

/** Attributes of a `<link>` or `<script>` tag: strings, or booleans for the valueless ones (`defer`). */
const tagAttributes = z.union([z.string(), z.boolean()]);

/**
 * `stylesheets` and `scripts`, as Docusaurus takes them: a URL, or the tag's attributes with
 * `href` / `src` (https://docusaurus.io/docs/api/docusaurus-config#stylesheets).
 */
const stylesheetSchema = z.union([
  z.string().min(1),
  z.object({ href: z.string().min(1) }).catchall(tagAttributes),
]);
const scriptSchema = z.union([
  z.string().min(1),
  z.object({ src: z.string().min(1) }).catchall(tagAttributes),
]);

export const configSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** The site's origin, e.g. "https://www.accountsjs.com" (no path). */
  // http(s) with a host and no credentials: it is written into every page (canonical, og:url),
  // the sitemap and llms.txt.
  url: z
    .url({
      protocol: /^https?$/,
      error: 'must be the http(s) address of the site, e.g. "https://docs.example.com"',
    })
    .refine((value) => {
      const parsed = URL.canParse(value) ? new URL(value) : undefined;
      return !parsed || (parsed.username === '' && parsed.password === '');
    }, 'must be the http(s) address of the site, without a user name or password'),
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with "/" (e.g. "/" or "/accounts/")')
    .refine((value) => routeProblem(value, 'absolute') === undefined, {
      message: 'must be a clean path: no `..` or `.` segments, `//`, backslashes or encoded characters',
    })
    .default('/'),
  /**
   * `true`: a page's address ends with `/` (`/docs/intro/`), as Docusaurus's `trailingSlash: true`
   * serves it, so a relative link written in a page (`../models/types`) leads from the page as
   * a folder; such links are resolved that way when the site is built.
   */
  trailingSlash: z.boolean().optional(),
  favicon: z.string().optional(),
  /** The site's own version, printed in the footer and exposed to the theme. */
  version: z.string().optional(),
  /** Folder copied as-is to the output root. */
  staticDir: z.string().optional(),
  /**
   * Folder of standalone pages: `index.md` is `/`, `about.md` is `/about`; `.tsx` / `.jsx` files
   * there are React pages (their default export rendered inside the layout). When absent,
   * `pages/` beside the config if there is one.
   */
  pagesDir: z.string().optional(),
  /** Folder whose `Footer.tsx`, `Navbar.tsx`, … replace the theme components of the same name. */
  themeDir: z.string().optional(),
  /**
   * CSS files loaded on every page after the theme's stylesheet (Docusaurus's `customCss`):
   * they may set the `--ifm-*` variables the theme's colours, fonts and sizes are bound to.
   */
  customCss: z.array(z.string().min(1)).default([]),
  /** Stylesheets linked from every page's head, after the theme's (URLs, as written). */
  stylesheets: z.array(stylesheetSchema).default([]),
  /** Scripts loaded from every page's head (URLs, as written; `{ src, defer: true }` for attributes). */
  scripts: z.array(scriptSchema).default([]),
  /** Data of the site's own, for React pages: `useDocusaurusContext().siteConfig.customFields`. */
  customFields: z.record(z.string(), z.unknown()).default({}),
  navbar: navbarSchema.prefault({}),
  footer: footerSchema.prefault({}),
  docs: docsSchema.prefault({}),
  /** The blog (Docusaurus's blog plugin): posts from `blog/`; absent, no blog. */
  blog: blogSchema.optional(),
  announcementBar: announcementBarSchema.optional(),
  algolia: algoliaSchema.optional(),
  analytics: analyticsSchema.optional(),
  colorMode: colorModeSchema.prefault({}),
  api: apiSchema.optional(),
  build: buildRulesSchema.prefault({}),
  markdown: markdownSchema.prefault({}),
  llms: llmsSchema.prefault({}),
});

/** What a config file default-exports (defaults not yet applied). */
export type UserConfig = z.input<typeof configSchema>;
/** A validated config, defaults applied, paths still as written. */
export type ValidConfig = z.output<typeof configSchema>;
export type BuildRules = z.output<typeof buildRulesSchema>;
export type NavbarItem = z.output<typeof navbarSchema>['items'][number];
export type NavbarConfig = z.output<typeof navbarSchema>;
export type ApiConfig = z.output<typeof apiSchema>;
export type DocsVersionOptions = z.output<typeof docsVersionOptionsSchema>;
export type FooterConfig = z.output<typeof footerSchema>;
export type AnnouncementBar = z.output<typeof announcementBarSchema>;
export type LlmsConfig = z.output<typeof llmsSchema>;

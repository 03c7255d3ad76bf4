import * as z from 'zod';
import { SEVERITY_OPTIONS } from '@accounts-docs/diagnostics';
import { footerSchema, navbarSchema } from './navigation-schema.ts';
import { routeProblem } from './route-path.ts';
import { sidebarSchema } from './sidebar-schema.ts';

/**
 * One zod schema per config concern; the config types are inferred from them. The navbar and
 * footer are in `navigation-schema.ts`, sidebars in `sidebar-schema.ts`.
 */

/** A route prefix the site's pages live under (`docs.version.path`, `api.routeBasePath`). */
const routePrefix = z.string().superRefine((value, context) => {
  const problem = routeProblem(value, 'absolute');
  if (problem)
    context.addIssue({ code: 'custom', message: `must be a clean path starting with "/": ${problem}` });
});

const severity = z.enum(SEVERITY_OPTIONS);

const versionBanner = z.enum(['none', 'unreleased', 'unmaintained']);

/** What a docs version may set, by its name in `versions.json` (`current` is the docs folder). */
export const docsVersionOptionsSchema = z.strictObject({
  label: z.string().min(1).optional(),
  /** Route of the version under the docs' route base (`1.0`, or `''` for the base itself). */
  path: z.string().optional(),
  banner: versionBanner.optional(),
});

export const docsSchema = z.strictObject({
  /** Folder of the markdown guide pages, relative to the config file. */
  path: z.string().default('docs'),
  /** Named sidebars: doc ids, links and nested categories, in reading order. */
  sidebars: z.record(z.string(), sidebarSchema).default({}),
  /**
   * The docs folder's own version (`current`). `path` is its route; when absent, the route
   * base, or `<base>/next` when `versions.json` has a released version that is the last one.
   */
  version: z
    .strictObject({
      name: z.string().default('current'),
      label: z.string().default('Next'),
      path: routePrefix.optional(),
    })
    .prefault({}),
  /** Route under which every version lives (`/docs`, `/docs/next`, `/docs/1.0`). */
  routeBasePath: routePrefix.default('/docs'),
  /** The version served at the route base; the newest of `versions.json` by default. */
  lastVersion: z.string().min(1).optional(),
  /** Build only these versions (names from `versions.json`, or `current`). */
  onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
  /** Label, path and banner per version name. */
  versions: z.record(z.string(), docsVersionOptionsSchema).default({}),
  /** Base of the "Edit this page" link; the file's path from the project root is appended. */
  editUrl: z.url().optional(),
  showLastUpdateTime: z.boolean().default(true),
});

export const announcementBarSchema = z.strictObject({
  /** Remembers a reader's "close"; it lands in an attribute and a CSS selector, so a safe alphabet. */
  id: z
    .string()
    .max(100)
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/,
      'use letters, digits, "-", "_", "." or ":" (starting with a letter or digit), e.g. "release-2-0"',
    ),
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

export const configSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** The site's origin, e.g. "https://www.accountsjs.com" (no path). */
  // http(s) with a host and no credentials: it is written into every page (canonical, og:url),
  // the sitemap and llms.txt.
  url: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address of the site, e.g. "https://docs.example.com"' })
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
  favicon: z.string().optional(),
  /** The site's own version, printed in the footer and exposed to the theme. */
  version: z.string().optional(),
  /** Folder copied as-is to the output root. */
  staticDir: z.string().optional(),
  /**
   * Folder of standalone pages: `index.md` is `/`, `about.md` is `/about`; `.tsx` / `.jsx` files
   * there are React pages (their default export rendered inside the layout).
   */
  pagesDir: z.string().optional(),
  /** Folder whose `Footer.tsx`, `Navbar.tsx`, … replace the theme components of the same name. */
  themeDir: z.string().optional(),
  navbar: navbarSchema.prefault({}),
  footer: footerSchema.prefault({}),
  docs: docsSchema.prefault({}),
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

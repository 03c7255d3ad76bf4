import { existsSync } from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { closest, THEME_OVERRIDE_UNKNOWN, type Diagnostic } from '@accounts-docs/diagnostics';
// The names alone (no React): finding sources must stay cheap for sites without React pages.
import { THEME_COMPONENTS, type ThemeComponentName } from '@accounts-docs/site-theme/theme-components';

/** A `.tsx` / `.jsx` file of the pages folder and the route it gets. */
export interface ReactPageSource {
  file: string;
  route: string;
}

/** A file of the theme folder that replaces the theme component of its name. */
export interface OverrideSource {
  file: string;
  name: ThemeComponentName;
}

export interface ReactSources {
  pages: ReactPageSource[];
  overrides: OverrideSource[];
  /** A Docusaurus site's swizzled components that replace none of ours (used if imported). */
  unmapped: SwizzledSource[];
  diagnostics: Diagnostic[];
}

/**
 * The React pages of a pages folder, as Docusaurus's pages plugin finds them
 * (docusaurus-plugin-content-pages: `**\/*.{js,jsx,ts,tsx}` beside the markdown; not files or
 * folders starting with `_`, nor tests: `GlobExcludeDefault` of docusaurus-utils' globUtils.ts).
 */
export const REACT_PAGE_GLOB = ['**/*.{js,jsx,ts,tsx}'];
const REACT_PAGE_IGNORE = [
  '**/_*',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
  '**/node_modules/**',
  '**/*.d.ts',
];

/**
 * Docusaurus's theme components (swizzled into `src/theme`) that stand for one of ours; the
 * others are drawn by accounts-docs itself.
 */
export const SWIZZLE_TARGETS: Record<string, ThemeComponentName> = {
  Navbar: 'Navbar',
  Footer: 'Footer',
  AnnouncementBar: 'AnnouncementBar',
  NotFound: 'NotFoundPage',
};

/**
 * The top-level names of the theme components Docusaurus provides (@docusaurus/theme-classic
 * 3.10's lib/theme; the core's fallbacks Error, Loading, Root; theme-search-algolia's,
 * theme-live-codeblock's and plugin-ideal-image's). A file of `src/theme` under another name
 * (`Badge.tsx`, imported by the docs as `@theme/Badge`) is the site's own component, not a
 * swizzle: Docusaurus says nothing about it, and neither do we.
 */
const DOCUSAURUS_THEME_COMPONENTS = new Set(
  `Admonition AnnouncementBar BackToTopButton Blog BlogArchivePage BlogLayout BlogListPage
   BlogListPaginator BlogPostItem BlogPostItems BlogPostPage BlogPostPaginator BlogSidebar
   BlogTagsListPage BlogTagsPostsPage CodeBlock CodeInline ColorModeToggle ContentVisibility
   Details DocBreadcrumbs DocCard DocCardList DocCategoryGeneratedIndexPage DocItem DocPaginator
   DocRoot DocSidebar DocSidebarItem DocSidebarItems DocTagDocListPage DocTagsListPage
   DocVersionBadge DocVersionBanner DocVersionRoot DocsRoot EditMetaRow EditThisPage
   ErrorPageContent Footer Heading Icon LastUpdated Layout Logo MDXComponents MDXContent MDXPage
   Mermaid Navbar NavbarItem NotFound PaginatorNavLink SearchBar SearchMetadata SiteMetadata
   SkipToContent TOC TOCCollapsible TOCInline TOCItems TabItem Tabs Tag TagsListByLetter
   TagsListInline ThemeProvider ThemedImage prism-include-languages
   s fallbacks; theme-search-algolia, theme-live-codeblock, plugin-ideal-image
   , , , , , , ,`.split(/\s+/),
);

/** A component of a Docusaurus site's `src/theme` (`Footer/index.js`, `Navbar/Content.tsx`): its name and file. */
export interface SwizzledSource {
  /** The theme component it replaces in Docusaurus (`Footer`, `Navbar/Content`). */
  name: string;
  file: string;
}

/**
 * The React pages of `pagesDir` (`index.tsx` → `/`, `showcase.tsx` → `/showcase`, `a/index.tsx`
 * → `/a`; files and folders starting with `_` are helpers, not pages) and the overrides of
 * `themeDir` (top-level files named after a theme component; subfolders hold their helpers).
 */
export async function findReactSources(
  paths: { pages: string | undefined; theme: string | undefined },
  options: { docusaurus?: boolean } = {},
): Promise<ReactSources> {
  const diagnostics: Diagnostic[] = [];
  const pages: ReactPageSource[] = [];
  if (paths.pages && existsSync(paths.pages)) {
    const files = await glob(REACT_PAGE_GLOB, { cwd: paths.pages, ignore: REACT_PAGE_IGNORE });
    for (const relative of files.sort()) {
      const stem = relative.replace(/\.[jt]sx?$/, '');
      const route = stem === 'index' ? '/' : `/${stem.replace(/\/index$/, '')}`;
      pages.push({ file: path.join(paths.pages, relative), route });
    }
  }
  const overrides: OverrideSource[] = [];
  const unmapped: SwizzledSource[] = [];
  if (paths.theme && existsSync(paths.theme) && options.docusaurus) {
    for (const swizzled of await swizzledComponents(paths.theme)) {
      const name = SWIZZLE_TARGETS[swizzled.name];
      if (name) overrides.push({ file: swizzled.file, name });
      else if (DOCUSAURUS_THEME_COMPONENTS.has(swizzled.name.split('/')[0]!)) unmapped.push(swizzled);
    }
  } else if (paths.theme && existsSync(paths.theme)) {
    const names = Object.keys(THEME_COMPONENTS) as ThemeComponentName[];
    for (const relative of (await glob(['*.tsx', '*.jsx'], { cwd: paths.theme, deep: 1 })).sort()) {
      const file = path.join(paths.theme, relative);
      const stem = relative.replace(/\.[jt]sx$/, '');
      if ((names as string[]).includes(stem)) {
        overrides.push({ file, name: stem as ThemeComponentName });
        continue;
      }
      const suggestion = closest(stem, names);
      diagnostics.push({
        severity: 'warning',
        ruleId: THEME_OVERRIDE_UNKNOWN,
        reason: `${relative} does not name a theme component, so it replaces nothing`,
        file,
        line: 1,
        column: 1,
        hint: suggestion
          ? `did you mean \`${suggestion}\`? (\`accounts-docs list-theme-components\` lists them)`
          : 'name the file after a theme component (`accounts-docs list-theme-components` lists them), or move helpers into a subfolder',
      });
    }
  }
  return { pages, overrides, unmapped, diagnostics };
}

/**
 * The components of a Docusaurus theme folder: `X.js` and `X/index.js` (any of .js, .jsx, .ts,
 * .tsx) are the component `X`, at any depth (`Navbar/Content/index.js`), as Docusaurus's theme
 * aliases read it (`createAliasesForTheme`, packages/docusaurus/src/webpack/aliases/index.ts:
 * tests and `.d.ts` files are not components).
 */
async function swizzledComponents(dir: string): Promise<SwizzledSource[]> {
  const files = await glob(REACT_PAGE_GLOB, {
    cwd: dir,
    ignore: ['**/__tests__/**', '**/*.test.{js,jsx,ts,tsx}', '**/*.d.ts', '**/node_modules/**'],
  });
  const byName = new Map<string, string>();
  for (const relative of files.sort()) {
    const name = relative.replace(/\.[jt]sx?$/, '').replace(/\/index$/, '');
    // `Footer/index.js` wins over a `Footer.js` beside it, as the folder is listed first there.
    if (!byName.has(name) || /\/index\.[jt]sx?$/.test(relative)) byName.set(name, path.join(dir, relative));
  }
  return [...byName].map(([name, file]) => ({ name, file }));
}

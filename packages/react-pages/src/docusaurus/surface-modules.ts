/**
 * The Docusaurus client API and theme components that React pages (and the components they
 * import) may use, by import specifier: each a module of `site-theme/docusaurus/`. The list
 * follows Docusaurus's public API (packages/docusaurus/src/client/exports, the classic
 * theme's components) and what public Docusaurus sites import from their pages; anything else
 * of `@docusaurus/*`, `@theme/*` or `@generated/*` is an internal, refused at the import.
 */
export const SURFACE_MODULES: Readonly<Record<string, string>> = {
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/isInternalUrl': 'isInternalUrl.ts',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@docusaurus/router': 'router.tsx',
  '@docusaurus/ErrorBoundary': 'ErrorBoundary.tsx',
  '@docusaurus/Noop': 'Noop.ts',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/theme-common': 'theme-common.tsx',
  '@docusaurus/plugin-content-docs/client': 'plugin-content-docs-client.tsx',
  // Docusaurus sites get react-router-dom 5 through @docusaurus/core; a few import it directly.
  'react-router-dom': 'router.tsx',
  'react-router': 'router.tsx',
};

/** `@theme/<name>` components served (a site's own `src/theme/<name>` comes first). */
export const THEME_MODULES: Readonly<Record<string, string>> = {
  Layout: 'theme/Layout.tsx',
  Heading: 'theme/Heading.tsx',
  Admonition: 'theme/Admonition.tsx',
  CodeBlock: 'theme/CodeBlock.tsx',
  Tabs: 'theme/Tabs.tsx',
  TabItem: 'theme/TabItem.tsx',
  Details: 'theme/Details.tsx',
  ThemedImage: 'theme/ThemedImage.tsx',
  TOCInline: 'theme/TOCInline.tsx',
  DocCard: 'theme/DocCard.tsx',
  DocCardList: 'theme/DocCardList.tsx',
  MDXComponents: 'theme/MDXComponents/index.tsx',
  'MDXComponents/Code': 'theme/MDXComponents/Code.tsx',
  // The icons public sites import (boost's EnvBadges, the colour mode switches of swizzled navbars).
  'Icon/ExternalLink': 'theme/Icon/ExternalLink.tsx',
  'Icon/LightMode': 'theme/Icon/LightMode.tsx',
  'Icon/DarkMode': 'theme/Icon/DarkMode.tsx',
};

/**
 * `@theme/<name>` (or `@theme-original/<name>`) that are parts of the layout accounts-docs draws:
 * a swizzled component that wraps the original gets ours, with the props it is given.
 */
export const LAYOUT_PARTS: Readonly<
  Record<string, 'Navbar' | 'Footer' | 'AnnouncementBar' | 'NotFoundPage'>
> = {
  Navbar: 'Navbar',
  Footer: 'Footer',
  AnnouncementBar: 'AnnouncementBar',
  NotFound: 'NotFoundPage',
};

/**
 * What a module must import for its components to need the browser (besides state, effects and
 * event handlers): their output there differs from the built page's.
 */
export const BROWSER_ONLY_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  '@docusaurus/BrowserOnly': ['default'],
  '@docusaurus/useIsBrowser': ['default'],
  '@docusaurus/theme-common': ['useColorMode', 'useWindowSize'],
};

/** What to do instead of importing a Docusaurus internal, for the few that sites use most. */
export const INTERNAL_HINTS: Readonly<Record<string, string>> = {
  '@docusaurus/plugin-content-blog/client': 'accounts-docs builds no blog',
  '@docusaurus/theme-common/internal':
    "use @docusaurus/theme-common's public exports (useColorMode, useThemeConfig, ThemeClassNames, usePluralForm, PageMetadata)",
  '@docusaurus/useRouteContext':
    'pages are not routes of Docusaurus plugins here: read what you need from useDocusaurusContext()',
};

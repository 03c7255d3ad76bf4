// Shared by the server components (src/), the Docusaurus modules (docusaurus/) and the browser
// islands (client/): the one interface through which the Docusaurus client API reads the site.

/**
 * `useDocusaurusContext().siteConfig`: the site's config as plain JSON, as Docusaurus serialises
 * it for the browser (`@generated/docusaurus.config`), without what only its build reads
 * (presets, plugins, themes: local paths and functions).
 */
export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  titleDelimiter: string;
  trailingSlash?: boolean;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
  i18n: DocusaurusI18n;
  future: { experimental_router: 'browser' | 'hash' };
  [key: string]: unknown;
}

/** `useDocusaurusContext().i18n`: one locale is built, the default one. */
export interface DocusaurusI18n {
  defaultLocale: string;
  locales: string[];
  currentLocale: string;
  path: string;
  localeConfigs: Record<
    string,
    { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string }
  >;
}

/** A place in a source file (JSX compiled in development form passes it to positioned components). */
export interface HostSourcePosition {
  fileName: string;
  lineNumber: number;
  columnNumber: number;
}

/** What `@theme/Layout` (and `PageMetadata`) tell the document around the page. */
export interface LayoutRequest {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

/** A `@theme/CodeBlock` to highlight: its code, language and the meta of a fenced block (`title="…"`). */
export interface CodeBlockRequest {
  code: string;
  language: string;
  meta: string;
}

/**
 * What the Docusaurus modules need from where they run: on the server, the page being rendered
 * (and what it asks of its document); in the browser, the site config bundled with the islands.
 */
export interface DocusaurusHost {
  siteConfig: DocusaurusSiteConfig;
  /** Translated code strings by id (the default locale's `i18n/<locale>/code.json`, if any). */
  codeTranslations: Record<string, string>;
  /** The path of the page being shown, base URL included (`/docs/intro`). */
  pathname(): string;
  isBrowser: boolean;
  /** The mode shown now, and (browser only) a way to follow its changes. */
  colorMode(): 'light' | 'dark';
  subscribeColorMode?(onChange: () => void): () => void;
  setColorMode?(mode: 'light' | 'dark'): void;
  /** The docs plugin's data (`@docusaurus/plugin-content-docs/client`), when the site has docs. */
  docs?: DocsClientData;
  /** Server only: a link or anchor the page renders, for the link checker. */
  onLink?(href: string, source: HostSourcePosition | undefined): void;
  /** Server only: `@theme/Layout`'s and `<Head>`'s requests of the document. */
  layout?(request: LayoutRequest): void;
  head?(children: unknown): void;
  /**
   * Server only: a code block highlighted as markdown's are (the inside of its `div.code-block`,
   * as HTML), or undefined while it is not (the build highlights what the first render asked).
   */
  highlight?(block: CodeBlockRequest): string | undefined;
}

/** `GlobalDoc`, `GlobalVersion`, `GlobalPluginData` of `@docusaurus/plugin-content-docs/client`. */
export interface DocsGlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}
export interface DocsGlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: DocsGlobalDoc[];
  draftIds: string[];
  sidebars?: Record<string, { link?: { label: string; path: string } }>;
}
export interface DocsGlobalPluginData {
  path: string;
  versions: DocsGlobalVersion[];
  breadcrumbs: boolean;
}

/** `PropSidebarItem` of the docs plugin: what `useDocsSidebar().items` holds. */
export type DocsPropSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; unlisted?: boolean }
  | { type: 'html'; value: string; defaultStyle: boolean; className?: string }
  | {
      type: 'category';
      label: string;
      collapsed: boolean;
      collapsible: boolean;
      href?: string;
      items: DocsPropSidebarItem[];
    };

/** `PropVersionMetadata`: what a Docusaurus doc page's `DocsVersionProvider` holds. */
export interface DocsVersionMetadata {
  pluginId: string;
  version: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  docsSidebars: Record<string, DocsPropSidebarItem[]>;
  docs: Record<string, { id: string; title: string; description: string; sidebar?: string }>;
}

/** The docs plugin's data the client API reads: its global data and each version's metadata. */
export interface DocsClientData {
  pluginId: string;
  globalData: DocsGlobalPluginData;
  versions: Record<string, DocsVersionMetadata>;
}

/** What each environment registers under `Symbol.for(DOCUSAURUS_HOST)`. */
export interface HostRegistration {
  /** The host of the component rendering now (a hook on the server: it reads the render's context). */
  use(): DocusaurusHost;
  /** The code translations, for `translate()`, which is not a hook. */
  codeTranslations(): Record<string, string>;
}

export const DOCUSAURUS_HOST = 'accounts-docs.docusaurus-host';

import {
  DOCUSAURUS_HOST,
  type DocsClientData,
  type DocusaurusHost,
  type DocusaurusSiteConfig,
  type HostRegistration,
} from '../shared/docusaurus-host.ts';

/**
 * The docs plugin's data, registered by the chunk of `@docusaurus/plugin-content-docs/client`
 * when an island that uses it loads (assets' `project-islands.ts` bundles it there): a page
 * whose islands do not read it never downloads it.
 */
let browserDocs: DocsClientData | undefined;

export function registerBrowserDocs(docs: DocsClientData): void {
  browserDocs = docs;
}

/**
 * The Docusaurus modules' host in the browser, for islands: the site config bundled with them,
 * the page's location, and the colour mode of `<html data-theme>` (followed as the navbar's
 * switch changes it; set as the switch sets it, remembered under localStorage `theme`).
 */
export function registerBrowserHost(
  siteConfig: DocusaurusSiteConfig,
  codeTranslations: Record<string, string>,
): void {
  const root = document.documentElement;
  const host: DocusaurusHost = {
    siteConfig,
    codeTranslations,
    pathname: () => location.pathname,
    get docs() {
      return browserDocs;
    },
    isBrowser: true,
    colorMode: () => (root.dataset.theme === 'dark' ? 'dark' : 'light'),
    subscribeColorMode(onChange) {
      const observer = new MutationObserver(onChange);
      observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
      return () => observer.disconnect();
    },
    setColorMode(mode) {
      root.dataset.theme = mode;
      try {
        localStorage.setItem('theme', mode);
      } catch {
        // Storage can be disabled (private mode): the mode holds for this page.
      }
    },
  };
  const registration: HostRegistration = { use: () => host, codeTranslations: () => codeTranslations };
  (globalThis as Record<symbol, unknown>)[Symbol.for(DOCUSAURUS_HOST)] = registration;
}

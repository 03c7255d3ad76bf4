import { DOCUSAURUS_HOST, type DocusaurusHost, type DocusaurusSiteConfig, type HostRegistration } from '../shared/docusaurus-host.ts';

/**
 * The Docusaurus modules' host in the browser, for islands: the site config bundled with them,
 * the page's location, and the colour mode of `<html data-theme>` (followed as the navbar's
 * switch changes it; set as the switch sets it, remembered under localStorage `theme`).
 */
export function registerBrowserHost(siteConfig: DocusaurusSiteConfig, codeTranslations: Record<string, string>): void {
  const root = document.documentElement;
  const host: DocusaurusHost = {
    siteConfig,
    codeTranslations,
    pathname: () => location.pathname,
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

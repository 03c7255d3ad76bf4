import type { DocusaurusSiteConfig } from '@accounts-docs/site-theme';

/** The Docusaurus view of a test site: what `SiteData.docusaurus.siteConfig` holds. */
export function docusaurusSiteConfig(title: string, baseUrl: string): DocusaurusSiteConfig {
  return {
    title,
    tagline: '',
    url: 'https://example.com',
    baseUrl,
    titleDelimiter: '|',
    customFields: {},
    themeConfig: {},
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      currentLocale: 'en',
      path: 'i18n',
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
    },
    future: { experimental_router: 'browser' },
  };
}

import type { ResolvedConfig } from '@accounts-docs/config';
import type { DocusaurusSiteConfig, HeadTag } from '@accounts-docs/site-theme';

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/**
 * `useDocusaurusContext().siteConfig` of the site: a Docusaurus site's own config (as plain
 * JSON, see config's `docusaurus-site-config.ts`) with the values accounts-docs settled (title,
 * URL, base URL, custom fields) and the defaults Docusaurus's validation fills in
 * (packages/docusaurus/src/server/configValidation.ts: `titleDelimiter: '|'`, an `en` locale,
 * the browser router); for a site of ours, the same shape from our config.
 */
export function docusaurusSiteConfig(config: ResolvedConfig): DocusaurusSiteConfig {
  const raw = config.docusaurus?.siteConfig ?? {};
  const i18n = record(raw.i18n);
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const locales =
    Array.isArray(i18n.locales) && i18n.locales.length > 0 ? i18n.locales.map(String) : [defaultLocale];
  const ownConfigs = record(i18n.localeConfigs);
  return {
    ...raw,
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.favicon !== undefined ? { favicon: config.favicon } : {}),
    titleDelimiter: typeof raw.titleDelimiter === 'string' ? raw.titleDelimiter : '|',
    customFields: config.customFields,
    themeConfig: record(raw.themeConfig),
    stylesheets: config.stylesheets,
    scripts: config.scripts,
    i18n: {
      defaultLocale,
      locales,
      currentLocale: defaultLocale,
      path: typeof i18n.path === 'string' ? i18n.path : 'i18n',
      localeConfigs: Object.fromEntries(
        locales.map((locale) => [
          locale,
          { ...localeConfig(locale), ...record(ownConfigs[locale]) } as never,
        ]),
      ),
    },
    future: {
      ...record(raw.future),
      experimental_router: record(raw.future).experimental_router === 'hash' ? 'hash' : 'browser',
    },
  };
}

/** Docusaurus's default settings of a locale (packages/docusaurus/src/server/i18n.ts). */
function localeConfig(locale: string) {
  let label = locale;
  try {
    label = new Intl.DisplayNames(locale, { type: 'language' }).of(locale) ?? locale;
  } catch {
    // Not a locale ICU knows: its code is its label.
  }
  const rtl = /^(ar|fa|he|ur|yi|ps|sd|ug|dv|ckb)(-|$)/.test(locale);
  return { label, direction: rtl ? 'rtl' : 'ltr', htmlLang: locale, calendar: 'gregory', path: locale };
}

/**
 * The config's `stylesheets` and `scripts` as head tags, in that order and as written (no base
 * URL added), as Docusaurus's bootstrap plugin injects them (server/plugins/synthetic.ts).
 */
export function headTags(config: ResolvedConfig): HeadTag[] {
  return [
    ...config.stylesheets.map((source): HeadTag => ({
      tagName: 'link',
      attributes:
        typeof source === 'string' ? { rel: 'stylesheet', href: source } : { rel: 'stylesheet', ...source },
    })),
    ...config.scripts.map((source): HeadTag => ({
      tagName: 'script',
      attributes: typeof source === 'string' ? { src: source } : { ...source },
    })),
  ];
}

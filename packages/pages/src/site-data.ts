import type { ResolvedConfig } from '@accounts-docs/config';
import { isUnsafeUrl } from '@accounts-docs/markdown';
import { withoutUnsafeHrefs } from './announcement-links.ts';
import type { SearchSettings, SiteData } from '@accounts-docs/site-theme';

/**
 * The part of the config the theme shows on every page, and the search settings. `analytics:
 * false` leaves the analytics script out (watch mode: a maintainer's visits are not readers').
 */
export function siteData(
  config: ResolvedConfig,
  search: SearchSettings,
  options: { analytics?: boolean } = {},
): SiteData {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.favicon ? { favicon: config.favicon } : {}),
    ...(config.version ? { version: config.version } : {}),
    navbar: {
      ...(config.navbar.title ? { title: config.navbar.title } : {}),
      ...(config.navbar.logo ? { logo: config.navbar.logo } : {}),
      items: config.navbar.items.map((item) => ({
        label: item.label,
        position: item.position,
        ...(item.to !== undefined ? { to: item.to } : {}),
        ...(item.href !== undefined && !isUnsafeUrl(item.href) ? { href: item.href } : {}),
        ...(item.activeBasePath !== undefined ? { activeBasePath: item.activeBasePath } : {}),
      })),
    },
    footer: {
      links: config.footer.links.map((group) => ({
        title: group.title,
        items: group.items.map((item) => ({
          label: item.label,
          ...(item.to !== undefined ? { to: item.to } : {}),
          ...(item.href !== undefined && !isUnsafeUrl(item.href) ? { href: item.href } : {}),
        })),
      })),
      ...(config.footer.copyright ? { copyright: config.footer.copyright } : {}),
    },
    search,
    ...(config.announcementBar
      ? {
          announcementBar: {
            ...config.announcementBar,
            content: withoutUnsafeHrefs(config.announcementBar.content),
          },
        }
      : {}),
    ...(config.analytics && options.analytics !== false
      ? {
          analytics: {
            siteId: config.analytics.siteId,
            // Fathom's own CDN, or the site's custom domain that proxies it.
            scriptUrl: `${(config.analytics.customDomain ?? 'https://cdn.usefathom.com').replace(/\/+$/, '')}/script.js`,
          },
        }
      : {}),
  };
}

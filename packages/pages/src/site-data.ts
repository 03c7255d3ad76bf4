import { DOCS_PLUGIN_ID, type ResolvedConfig } from '@accounts-docs/config';
import type { SiteModel } from '@accounts-docs/site-model';
import { withoutUnsafeHrefs } from './announcement-links.ts';
import type { SearchSettings, SiteData, ThemeLink } from '@accounts-docs/site-theme';
import { isUnsafeUrl, pathnameOf, routeTableOf } from '@accounts-docs/routes';
import { docusaurusSiteConfig, headTags } from './docusaurus-site.ts';
import { docsClientData } from './docs-global-data.ts';

/**
 * The part of the config the theme shows on every page (with the navbar's routes and the docs
 * versions from the model), and the search settings. `analytics: false` leaves the analytics
 * script out (watch mode: a maintainer's visits are not readers').
 */
export function siteData(
  config: ResolvedConfig,
  search: SearchSettings,
  options: {
    analytics?: boolean;
    model?: Pick<SiteModel, 'navbar' | 'versions'> & Partial<Pick<SiteModel, 'docs' | 'sidebars'>>;
  } = {},
): SiteData {
  const model = options.model ?? { navbar: [], versions: [] };
  const { urlTo } = routeTableOf(config);
  const link = (item: Parameters<typeof themeLink>[0]) => themeLink(item, urlTo);
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.favicon ? { favicon: config.favicon } : {}),
    ...(config.version ? { version: config.version } : {}),
    navbar: {
      ...(config.navbar.title ? { title: config.navbar.title } : {}),
      ...(config.navbar.logo ? { logo: { src: config.navbar.logo.src, alt: config.navbar.logo.alt } } : {}),
      homeRoute: config.navbar.logo?.href ?? '/',
      ...(config.navbar.style ? { style: config.navbar.style } : {}),
      hideOnScroll: config.navbar.hideOnScroll,
      items: model.navbar.map((item): SiteData['navbar']['items'][number] => {
        if (item.type === 'versions') return { type: 'versions', position: item.position };
        if (item.type === 'dropdown')
          return {
            type: 'dropdown',
            label: item.label,
            position: item.position,
            items: item.items.map(link),
          };
        return {
          type: 'link',
          ...link(item),
          position: item.position,
          ...(item.activeBasePath !== undefined ? { activeBasePath: item.activeBasePath } : {}),
          ...(item.versions !== undefined ? { versions: item.versions } : {}),
        };
      }),
    },
    footer: {
      style: config.footer.style,
      links: config.footer.links.map((group) => ({
        title: group.title,
        items: group.items.map(link),
      })),
      ...(config.footer.copyright ? { copyright: config.footer.copyright } : {}),
    },
    docsVersions: model.versions.map((v) => ({
      name: v.name,
      label: v.label,
      mainRoute: v.mainRoute,
      isLast: v.isLast,
    })),
    docsPluginId: DOCS_PLUGIN_ID,
    colorMode: { defaultMode: config.colorMode.defaultMode, disableSwitch: config.colorMode.disableSwitch },
    search,
    docusaurus: {
      siteConfig: docusaurusSiteConfig(config),
      codeTranslations: config.docusaurus?.codeTranslations ?? {},
      // A Docusaurus site's modules may read the docs plugin's data (a site of ours has none to read).
      ...(config.docusaurus && model.docs && model.sidebars && model.versions.length > 0
        ? {
            docs: docsClientData(config, {
              docs: model.docs,
              sidebars: model.sidebars,
              versions: model.versions,
            }),
          }
        : {}),
    },
    headTags: headTags(config),
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

/**
 * A link as the theme takes it: only the keys that are set; a `pathname://` href as the URL of
 * that path of the host (base URL added).
 */
function themeLink(
  item: {
    label?: string | undefined;
    html?: string | undefined;
    to?: string | undefined;
    href?: string | undefined;
    className?: string | undefined;
    ariaLabel?: string | undefined;
  },
  urlTo: (sitePath: string) => string,
): ThemeLink {
  const pathname = item.href === undefined ? undefined : pathnameOf(item.href);
  if (pathname !== undefined) item = { ...item, href: urlTo(pathname) };
  return {
    ...(item.label !== undefined ? { label: item.label } : {}),
    ...(item.className !== undefined ? { className: item.className } : {}),
    ...(item.ariaLabel !== undefined ? { ariaLabel: item.ariaLabel } : {}),
    ...(item.html !== undefined ? { html: item.html } : {}),
    ...(item.to !== undefined ? { to: item.to } : {}),
    ...(item.href !== undefined && !isUnsafeUrl(item.href) ? { href: item.href } : {}),
  };
}

export { createPages, homeView, outFileOf, twinFileOf, twinRouteOf, NOT_FOUND_ROUTE } from './pages.ts';
export type { Page, ReactPageInput } from './pages.ts';
export { siteData } from './site-data.ts';
export { docusaurusSiteConfig } from './docusaurus-site.ts';
export { docsClientData } from './docs-global-data.ts';
export { sitemapXml } from './sitemap.ts';
export { announcementHrefs } from './announcement-links.ts';
export { searchSettings, searchRoute, searchNamesFile } from './search.ts';
export { blogFeedFiles, blogFeedRoutes } from './blog-feed.ts';

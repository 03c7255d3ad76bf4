import type { Page } from './pages.ts';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** sitemap.xml of every indexable page, with its last update date when known. */
export function sitemapXml(pages: Page[]): string {
  const urls = pages
    .filter((page) => !page.head.noindex && page.head.canonical)
    .map((page) => {
      const lastUpdated = page.view.kind === 'doc' ? page.view.lastUpdated : undefined;
      const lastmod =
        lastUpdated !== undefined
          ? `<lastmod>${new Date(lastUpdated).toISOString().slice(0, 10)}</lastmod>`
          : '';
      return `<url><loc>${escapeXml(page.head.canonical!)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

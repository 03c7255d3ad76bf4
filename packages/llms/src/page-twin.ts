import { readFile } from 'node:fs/promises';
import { RouteTable } from '@accounts-docs/routes';
import { markdownTwinTree, type TwinTreeContext } from './guide-twin.ts';
import { stringifyMarkdown } from './markdown-text.ts';
import { createSiteUrls } from './site-urls.ts';
import type { GuideTwinJob, TwinSite } from './twin-job.ts';

/**
 * A guide twin's text from plain data: the one function both the main thread and the twin
 * workers run, so a twin is the same bytes wherever it was rendered.
 */
export async function guideTwinText(job: GuideTwinJob, ctx: TwinTreeContext): Promise<string> {
  const source = job.text ?? (await readFile(job.page.file, 'utf8'));
  return stringifyMarkdown(markdownTwinTree(job.page, source, ctx));
}

/** What every guide twin of a site is rendered with (built once per site, or per worker). */
export function twinContextOf(site: TwinSite): TwinTreeContext {
  const routeTable = new RouteTable(site.baseUrl);
  return {
    urls: createSiteUrls({ url: site.url, routeTable, routes: new Set(site.routes), twins: site.twins }),
    urlTo: routeTable.urlTo,
    siteTitle: site.title,
    tagline: site.tagline,
  };
}

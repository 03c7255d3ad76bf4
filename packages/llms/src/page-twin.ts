import { readFile } from 'node:fs/promises';
import { decodeSource } from '@accounts-docs/markdown/decode-source';
import { RouteTable } from '@accounts-docs/routes';
import { namedChangelog } from '@accounts-docs/content';
import { guideTwinMarkdown, type TwinTreeContext } from './guide-twin.ts';
import { createSiteUrls } from './site-urls.ts';
import type { GuideTwinJob, TwinSite } from './twin-job.ts';

/** A guide twin's text from plain data: the page's source (or its text) with the compile's twin edits. */
export async function guideTwinText(job: GuideTwinJob, ctx: TwinTreeContext): Promise<string> {
  let source = job.text ?? decodeSource(await readFile(job.page.file), job.page.file);
  if (job.changelogOf !== undefined) source = namedChangelog(source, job.changelogOf);
  return guideTwinMarkdown(job.page, source, ctx, job.rendered);
}

/** What every guide twin of a site is rendered with (built once per site). */
export function twinContextOf(site: TwinSite): TwinTreeContext {
  const routeTable = new RouteTable(site.baseUrl);
  return {
    urls: createSiteUrls({ url: site.url, routeTable, routes: new Set(site.routes), twins: site.twins }),
    hrefUrl: routeTable.hrefUrl,
    siteTitle: site.title,
    tagline: site.tagline,
  };
}

import { readFile } from 'node:fs/promises';
import { isRecord, readJsonEntry } from '@accounts-docs/cache';
import type { ParsedMarkdown } from '@accounts-docs/markdown';
import { decodeSource } from '@accounts-docs/markdown/decode-source';
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
  const [source, parsed] = await Promise.all([
    job.text ?? readFile(job.page.file).then((bytes) => decodeSource(bytes, job.page.file)),
    job.parsedFile ? readParsed(job.parsedFile) : undefined,
  ]);
  return stringifyMarkdown(markdownTwinTree(job.page, source, { ...ctx, ...(parsed ? { parsed } : {}) }));
}

/** The compile's parse of the page, when its file is there and reads as one; else undefined. */
function readParsed(file: string): Promise<ParsedMarkdown | undefined> {
  return readJsonEntry(file, isParsed);
}

function isParsed(value: unknown): value is ParsedMarkdown {
  return (
    isRecord(value) &&
    typeof value.text === 'string' &&
    isRecord(value.tree) &&
    value.tree.type === 'root' &&
    Array.isArray(value.tree.children)
  );
}

/** What every guide twin of a site is rendered with (built once per site, or per worker). */
export function twinContextOf(site: TwinSite): TwinTreeContext {
  const routeTable = new RouteTable(site.baseUrl);
  return {
    urls: createSiteUrls({ url: site.url, routeTable, routes: new Set(site.routes), twins: site.twins }),
    hrefUrl: routeTable.hrefUrl,
    siteTitle: site.title,
    tagline: site.tagline,
    ...(site.format ? { format: site.format } : {}),
  };
}

import type { SiteModel } from '@accounts-docs/site-model';
import { siteUrls, type MarkdownTwin } from './twins.ts';

/**
 * The pages of `llms-full.txt`, in reading order: every guide page in the order of the docs
 * sidebars (guide pages in no sidebar after them), then each package's API — its overview,
 * then its declarations as the API sidebar lists them.
 */
export function llmsFullPages(model: SiteModel, twins: readonly MarkdownTwin[]): MarkdownTwin[] {
  const byRoute = new Map(twins.map((twin) => [twin.route, twin]));
  const api = model.api;
  const apiRoutes = new Set(api?.outline.pages.map((page) => page.route) ?? []);
  const order: string[] = [];
  const walk = (items: SiteModel['sidebars'][string]) => {
    for (const item of items) {
      if (item.type === 'doc') order.push(item.route);
      else if (item.type === 'category') walk(item.items);
    }
  };
  for (const name of Object.keys(model.config.docs.sidebars)) walk(model.sidebars[name] ?? []);
  for (const doc of model.docs) if (!apiRoutes.has(doc.route)) order.push(doc.route);
  for (const page of api?.outline.pages ?? [])
    if (page.kind === 'package' || page.kind === 'declaration') order.push(page.route);

  const seen = new Set<string>();
  const out: MarkdownTwin[] = [];
  for (const route of order) {
    const twin = byRoute.get(route);
    if (!twin || seen.has(route) || (apiRoutes.has(route) && !isApiContent(route, model))) continue;
    seen.add(route);
    out.push(twin);
  }
  return out;
}

function isApiContent(route: string, model: SiteModel): boolean {
  const page = model.api?.outline.pages.find((p) => p.route === route);
  return page?.kind === 'package' || page?.kind === 'declaration';
}

/**
 * `llms-full.txt`: the site's title and tagline, then each page's twin after a separator
 * block that names it and its canonical URL:
 *
 * ```
 * ---
 * title: "Server"
 * url: https://example.com/docs/server
 * markdown: https://example.com/docs/server.md
 * ---
 * ```
 */
export function llmsFullTxt(
  model: SiteModel,
  parts: readonly { twin: MarkdownTwin; text: string }[],
): string {
  const { config } = model;
  const urls = siteUrls(model, new Set(parts.map((part) => part.twin.route)));
  const out = [`# ${config.title}`, ''];
  if (config.tagline) out.push(`> ${config.tagline}`, '');
  for (const { twin, text } of parts) {
    out.push(
      '---',
      `title: ${JSON.stringify(twin.title)}`,
      `url: ${urls.page(twin.route)}`,
      ...(config.llms.twins ? [`markdown: ${urls.twin(twin.route)}`] : []),
      '---',
      '',
      text.trimEnd(),
      '',
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}

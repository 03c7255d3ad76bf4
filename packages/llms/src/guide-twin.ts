import type { RootContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { TwinEdits } from '@accounts-docs/markdown/twin-edits';
import { homeView } from '@accounts-docs/pages';
import { heading, list, text } from './mdast.ts';
import type { SiteUrls } from './site-urls.ts';
import { renderedMarkdown } from './rendered-markdown.ts';
import { spliceTwin } from './splice-twin.ts';
import type { TwinPage } from './twin-job.ts';
import { TWIN_MARKDOWN_STYLE } from './twin-style.ts';

export interface TwinTreeContext {
  urls: SiteUrls;
  /** The URL of a link as the author wrote it (the route table's `hrefUrl`). */
  hrefUrl: (href: string) => string;
  siteTitle: string;
  tagline: string;
}

const STYLE = TWIN_MARKDOWN_STYLE;

/**
 * A guide page, standalone page or changelog as plain markdown: its source with the compile's
 * twin edits (`twin`; none for a text made by the build, such as a changelog's fallback) —
 * front matter, imports and expressions out, components as their text, links as the page
 * renders them made absolute — and the page's title as an h1 when the source has none. A home
 * page starts with its hero and features.
 */
export function guideTwinMarkdown(
  page: TwinPage,
  source: string,
  ctx: TwinTreeContext,
  renderedHtml?: Record<number, string>,
): string {
  const twin: TwinEdits = page.twin ?? { length: source.length, edits: [] };
  if (twin.text === undefined && twin.length !== source.length)
    throw new Error('the file changed since it was compiled');
  // The href the page renders for a link as written: `.md` links resolved, base URL applied.
  const rendered = (written: string) =>
    page.linkMap[written] ?? page.linkMap[encodeURI(written)] ?? ctx.hrefUrl(written);
  const href = (link: string) => ctx.urls.absolute(rendered(link), page.route);
  const body = spliceTwin(
    source,
    twin,
    href,
    renderedHtml ? renderedMarkdown(renderedHtml, (url) => ctx.urls.absolute(url, page.route)) : undefined,
  );
  const head = headOf(page, ctx, href);
  if (head.length === 0) return body;
  const written = toMarkdown({ type: 'root', children: head }, STYLE).trimEnd();
  return body.trim() ? `${written}\n\n${body}` : `${written}\n`;
}

/** What a twin opens with: a home page's hero and features, or the title when the page has no h1. */
function headOf(page: TwinPage, ctx: TwinTreeContext, href: (link: string) => string): RootContent[] {
  if (!page.home) return page.hasH1 ? [] : [heading(1, [text(page.title)])];
  const head: RootContent[] = [];
  const view = homeView(page.home, ctx.siteTitle, ctx.tagline);
  head.push(heading(1, [text(view.hero.title)]));
  if (view.hero.tagline) head.push({ type: 'paragraph', children: [text(view.hero.tagline)] });
  if (view.hero.actions.length > 0)
    head.push(
      list(
        view.hero.actions.map((action) => [
          { type: 'link', url: href(action.link), children: [text(action.text)] },
        ]),
      ),
    );
  if (view.features.length > 0)
    head.push(
      list(
        view.features.map((feature) => [
          {
            type: 'strong',
            children: [
              feature.link
                ? { type: 'link', url: href(feature.link), children: [text(feature.title)] }
                : text(feature.title),
            ],
          },
          text(`: ${feature.details}`),
        ]),
      ),
    );
  return head;
}

import type { ParsedMarkdown, SectionMemo } from '@accounts-docs/markdown';
import { isMdxSource, type MarkdownFormat } from '@accounts-docs/markdown/format';
import type { Root, RootContent } from 'mdast';
import { homeView } from '@accounts-docs/pages';
import { plainMarkdownTree } from './markdown-text.ts';
import { heading, list, text } from './mdast.ts';
import type { SiteUrls } from './site-urls.ts';
import type { TwinPage } from './twin-job.ts';

export interface TwinTreeContext {
  urls: SiteUrls;
  /** The URL of a link as the author wrote it (the route table's `hrefUrl`). */
  hrefUrl: (href: string) => string;
  siteTitle: string;
  tagline: string;
  /** `markdown.format`: which pages are MDX (absent: `.mdx` files). */
  format?: MarkdownFormat;
  /** Watch mode: trees of the sections parsed before, so an edit parses only what it changed. */
  sections?: SectionMemo;
  /** The page's source as the compile parsed it, if it was: taken when it is this parse's (see `parseMarkdown`). */
  parsed?: ParsedMarkdown;
}

/**
 * A guide page, standalone page or changelog as plain markdown: its source through
 * `toPlainMarkdown`, links as the page renders them made absolute, and the page's title as
 * an h1 when the source has none. A home page starts with its hero and features.
 */
export function markdownTwinTree(page: TwinPage, source: string, ctx: TwinTreeContext): Root {
  // The href the page renders for a link as written: `.md` links resolved, base URL applied.
  const rendered = (written: string) =>
    page.linkMap[written] ?? page.linkMap[encodeURI(written)] ?? ctx.hrefUrl(written);
  const tree = plainMarkdownTree(source, {
    mdx: isMdxSource(page.file, source, ctx.format ?? 'detect'),
    url: (written) => ctx.urls.absolute(rendered(written), page.route),
    ...(ctx.sections ? { sections: ctx.sections } : {}),
    ...(ctx.parsed ? { parsed: ctx.parsed } : {}),
  });
  const head: RootContent[] = [];
  if (page.home) {
    const view = homeView(page.home, ctx.siteTitle, ctx.tagline);
    const href = (link: string) => ctx.urls.absolute(rendered(link), page.route);
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
  } else if (!page.hasH1) {
    head.push(heading(1, [text(page.title)]));
  }
  tree.children.unshift(...head);
  return tree;
}

import { baseUrlCheckScript } from '../base-url-script.ts';
import { colorModeScriptFor } from '../color-mode-script.ts';
import { cssString } from '../css-string.ts';
import type { ReactNode } from 'react';
import type { HeadData, RenderContext, SearchFacets } from '../context.ts';

/**
 * `<head>`: title, description, canonical URL, Open Graph, the no-flash colour script, the
 * base-URL check, assets, analytics. The `accounts-docs-page` meta marks a page of this site
 * (its value the base URL): the client router swaps in only pages that carry it. A React page
 * may give its own `title` (used as written) and `extra` tags (after the site's).
 */
export function Head({
  ctx,
  head,
  title,
  extra,
}: {
  ctx: RenderContext;
  head: HeadData;
  title?: string;
  extra?: ReactNode;
}) {
  const { site } = ctx;
  const fullTitle = title ?? (head.title === site.title ? site.title : `${head.title} | ${site.title}`);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{fullTitle}</title>
      {head.description && <meta name="description" content={head.description} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      <meta property="og:title" content={fullTitle} />
      {head.description && <meta property="og:description" content={head.description} />}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={site.title} />
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      {head.image && <meta property="og:image" content={head.image} />}
      <meta name="twitter:card" content="summary" />
      {site.version && <meta name="generator-version" content={site.version} />}
      <meta name="accounts-docs-page" content={site.baseUrl} />
      {site.favicon && <link rel="icon" href={ctx.urlTo(`/${site.favicon.replace(/^\//, '')}`)} />}
      {head.search && <SearchIndexMeta title={head.title} facets={head.search} />}
      <script dangerouslySetInnerHTML={{ __html: colorModeScriptFor(site.colorMode) }} />
      <script dangerouslySetInnerHTML={{ __html: baseUrlCheckScript(site.baseUrl, ctx.route) }} />
      {site.announcementBar && (
        // Hides the bar before paint when the reader closed this very announcement (by id).
        <style
          dangerouslySetInnerHTML={{
            __html: `html[data-announcement-dismissed=${cssString(site.announcementBar.id)}] .announcement-bar{display:none}`,
          }}
        />
      )}
      {site.headTags.map(({ tagName: Tag, attributes }, i) => (
        // The config's `stylesheets` and `scripts`, before the theme's assets (as in Docusaurus).
        <Tag key={i} {...attributes} />
      ))}
      {[
        ...ctx.assets.css,
        ...(head.blog ? (ctx.assets.blogCss ?? []) : []),
        // Infima, then the site's own CSS over it, then the page's: Docusaurus's order.
        ...(head.infima && ctx.assets.infima ? [ctx.assets.infima.url] : []),
        ...(ctx.assets.siteCss ?? []),
        ...(head.stylesheets ?? []),
      ].map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {ctx.assets.js.map((src) => (
        <script key={src} src={src} defer />
      ))}
      {site.analytics && <script src={site.analytics.scriptUrl} data-site={site.analytics.siteId} defer />}
      {extra}
    </head>
  );
}

/** What the Pagefind index files a page under: its title, section and package. */
function SearchIndexMeta({ title, facets }: { title: string; facets: SearchFacets }) {
  return (
    <>
      <meta data-pagefind-meta="title[content]" content={title} />
      {facets.section && <meta data-pagefind-filter="section[content]" content={facets.section} />}
      {facets.package && <meta data-pagefind-filter="package[content]" content={facets.package} />}
    </>
  );
}

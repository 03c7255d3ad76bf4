import { colorModeScript } from '../color-mode-script.ts';
import type { HeadData, RenderContext } from '../context.ts';

/** `<head>`: title, description, canonical URL, Open Graph, the no-flash colour script, assets. */
export function Head({ ctx, head }: { ctx: RenderContext; head: HeadData }) {
  const { site } = ctx;
  const fullTitle = head.title === site.title ? site.title : `${head.title} | ${site.title}`;
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
      <meta name="twitter:card" content="summary" />
      {site.version && <meta name="generator-version" content={site.version} />}
      {site.favicon && <link rel="icon" href={ctx.urlTo(`/${site.favicon.replace(/^\//, '')}`)} />}
      <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
      {site.announcementBar && (
        // Hides the bar before paint when the reader closed this very announcement (by id).
        <style
          dangerouslySetInnerHTML={{
            __html: `html[data-announcement-dismissed=${JSON.stringify(site.announcementBar.id)}] .announcement-bar{display:none}`,
          }}
        />
      )}
      {[...ctx.assets.css, ...(head.stylesheets ?? [])].map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {ctx.assets.js.map((src) => (
        <script key={src} src={src} defer />
      ))}
    </head>
  );
}

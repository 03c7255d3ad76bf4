import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BROKEN_MARKDOWN_LINK, closest, type Diagnostic } from '@accounts-docs/diagnostics';
import type { LinkRef } from '@accounts-docs/markdown';
import {
  isExternalHref,
  isMarkdownHref,
  partialLinkKey,
  pathnameOf,
  withoutMarkdownExtension,
} from '@accounts-docs/routes';

export interface LinkRewriteContext {
  /** Absolute path of the page's source. */
  file: string;
  /** Route of a markdown source file, by absolute path. */
  routeOfFile: (file: string) => string | undefined;
  /** The URL of a site path (the route table's `urlTo`). */
  urlTo: (sitePath: string) => string;
  /** The URL of a site-absolute link as the author wrote it (the route table's `hrefUrl`). */
  hrefUrl: (href: string) => string;
  /**
   * Where a markdown link that does not start with `./` or `../` is also looked up, in order:
   * the page's content folder (its docs version, or the pages folder), then the site folder.
   */
  lookupDirs?: readonly string[];
  /**
   * A Docusaurus site: a site-absolute `/x.md` naming a file of the content or site folder is
   * that file's page, as Docusaurus resolves it. On a site of ours `/docs/b.md` is the page's
   * markdown twin, so a site-absolute link stays a site path.
   */
  siteAbsoluteFiles?: boolean;
  /**
   * The page's route, when the site's addresses end with `/` (`trailingSlash: true`): a relative
   * link that names no markdown file leads from the page as a folder, and is written as the URL
   * it leads to (whatever address the reader came by).
   */
  folderRoute?: string;
  /** How a `.md` link to a missing file is reported. */
  severity: 'error' | 'warning' | undefined;
  diagnostics: Diagnostic[];
}

/**
 * The new `href` of every link that must change: relative `.md` links become the route of
 * the file they name, site-absolute links get the base URL. Works on the page's link list,
 * not its tree (which is shared with the cache); the renderer applies the map.
 */
export function resolveLinks(links: LinkRef[], context: LinkRewriteContext): Record<string, string> {
  const map: Record<string, string> = {};
  for (const link of links) {
    // A partial's link (written in another file the page shows) resolves from that file's
    // folder, under a key of its own: the page may write the same href meaning another file.
    const partial = link.file !== undefined && link.file !== context.file;
    const key = partial ? partialLinkKey(link.file!, link.url) : link.url;
    if (key in map) continue;
    const target = rewritten(link, partial ? { ...context, file: link.file! } : context);
    if (target !== undefined) map[key] = target;
  }
  return map;
}

function rewritten(link: LinkRef, context: LinkRewriteContext): string | undefined {
  const href = link.url;
  // `pathname:///files/report.pdf`: a path of the host, given the base URL (left unchecked).
  const pathname = pathnameOf(href);
  if (pathname !== undefined) return context.urlTo(pathname);
  if (isExternalHref(href) || href.startsWith('#') || href === '') return undefined;
  const [pathPart = '', rest = ''] = splitSuffix(href);
  if (href.startsWith('/')) {
    // `/rtk-query/api/overview.mdx`: a file of the content folder or the site folder, as
    // Docusaurus tries a site-absolute `.md(x)` link (`resolveMarkdownLinkPathname`).
    const route =
      context.siteAbsoluteFiles && isMarkdownHref(pathPart) ? lookedUp(pathPart, context) : undefined;
    if (route !== undefined) return context.urlTo(route) + rest;
    // Else a site path: `/docs/b.md` is the page's markdown twin when twins are on.
    const url = context.hrefUrl(href);
    return url === href ? undefined : url;
  }
  if (!isMarkdownHref(pathPart)) return folderRelative(href, context.folderRoute, context.urlTo);
  const target = path.resolve(path.dirname(context.file), decodeURIComponent(pathPart));
  const route =
    context.routeOfFile(target) ?? (/^\.\.?\//.test(pathPart) ? undefined : lookedUp(pathPart, context));
  if (route !== undefined) return context.urlTo(route) + rest;
  if (context.severity) {
    context.diagnostics.push({
      severity: context.severity,
      ruleId: BROKEN_MARKDOWN_LINK,
      reason: `Markdown link to a missing file: ${href}`,
      file: context.file,
      line: link.line,
      column: link.column,
      target: href,
      hint: missingFileHint(pathPart, rest, target, context),
    });
  }
  return undefined;
}

/** A relative link resolved from `/route/` (a page addressed with a trailing slash), as its site URL. */
function folderRelative(
  href: string,
  folderRoute: string | undefined,
  urlTo: (sitePath: string) => string,
): string | undefined {
  if (folderRoute === undefined) return undefined;
  const base = new URL(folderRoute.endsWith('/') ? folderRoute : `${folderRoute}/`, 'http://site');
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  // The path as the author wrote it (decoded: `urlTo` encodes what a URL cannot hold).
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  return urlTo(pathname) + url.search + url.hash;
}

/**
 * The route of a relative markdown link's file looked up from the content folder, then the site
 * folder, as Docusaurus does for a link that is not `./` or `../` relative
 * (`resolveMarkdownLinkPathname` in docusaurus-utils/src/markdownLinks.ts), and a `/x.md`
 * link too; a `/x.md` that names no file there stays a site path (the markdown twins live at
 * `/docs/b.md`).
 */
function lookedUp(pathPart: string, context: LinkRewriteContext): string | undefined {
  for (const dir of context.lookupDirs ?? []) {
    const route = context.routeOfFile(path.join(dir, decodeURIComponent(pathPart)));
    if (route !== undefined) return route;
  }
  return undefined;
}

/**
 * The fix for a `.md` link to no file: the closest page file of the folder the link points
 * into ("did you mean `./server.md`?"), else where the link leads. Reads the folder: this runs
 * only for a broken link.
 */
function missingFileHint(
  pathPart: string,
  rest: string,
  target: string,
  context: LinkRewriteContext,
): string {
  const dir = path.dirname(target);
  // Compared without the extension, so `./server.markdown` finds `server.md` too.
  const byStem = new Map<string, string>();
  try {
    for (const name of readdirSync(dir)) {
      if (isMarkdownHref(name) && context.routeOfFile(path.join(dir, name)) !== undefined)
        byStem.set(stem(name), name);
    }
  } catch {
    // No such folder: nothing to propose in it.
  }
  const typo = closest(stem(path.basename(target)), byStem.keys());
  if (typo !== undefined) {
    const written = pathPart.slice(0, pathPart.lastIndexOf('/') + 1);
    return `did you mean \`${written}${byStem.get(typo)}${rest}\`?`;
  }
  return `no file at ${path.relative(path.dirname(context.file), target) || target}; fix the relative path or link to the page's route`;
}

function stem(name: string): string {
  return withoutMarkdownExtension(name);
}

function splitSuffix(href: string): [string, string] {
  const index = href.search(/[?#]/);
  return index === -1 ? [href, ''] : [href.slice(0, index), href.slice(index)];
}

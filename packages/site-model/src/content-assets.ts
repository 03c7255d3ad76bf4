import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { bytesHash } from '@accounts-docs/cache';
import { isExternalHref, isMarkdownHref } from '@accounts-docs/routes';
import type { LinkRef } from '@accounts-docs/markdown';

/** A file beside a page (a folder post's picture, a doc's diagram), published under `assets/`. */
export interface ContentAsset {
  /** Absolute path of the source file. */
  file: string;
  /** Path in the output folder: `assets/images/<name>-<hash><ext>`. */
  path: string;
}

/**
 * The files a markdown page's relative links and images name (`![](./diagram.svg)` beside a doc,
 * `![](./widget.png)` in a folder post), each given a path under `assets/images/` named by its
 * content, as Docusaurus's file loader names them (`[name]-[contenthash].[ext]`), and the page's
 * link map pointing there. Only files inside the page's own content folder (its docs version,
 * the blog, the pages folder), or the static folder (linked where its copy lands): a link out of
 * them stays as written (the link check reports it).
 */
export function contentAssets(
  pages: readonly { file: string; links: LinkRef[]; linkMap: Record<string, string> }[],
  contentDirOf: (file: string) => string | undefined,
  urlTo: (sitePath: string) => string,
  /** The static folder: a file there is published already, and linked where its copy lands. */
  staticDir?: string,
): ContentAsset[] {
  const assets = new Map<string, ContentAsset>();
  for (const page of pages) {
    const dir = contentDirOf(page.file);
    if (!dir) continue;
    for (const link of page.links) {
      const href = link.url;
      if (href === '' || href.startsWith('#') || href.startsWith('/') || isExternalHref(href)) continue;
      const pathPart = href.split(/[?#]/, 1)[0]!;
      if (isMarkdownHref(pathPart)) continue;
      let target: string;
      try {
        target = path.resolve(path.dirname(page.file), decodeURIComponent(pathPart));
      } catch {
        continue;
      }
      // `../../static/img/x.png`: the static folder's copy of the file (Docusaurus bundles it as
      // a module; the reader gets the same bytes).
      if (
        staticDir &&
        target.startsWith(staticDir + path.sep) &&
        statSync(target, { throwIfNoEntry: false })?.isFile()
      ) {
        const sitePath = `/${path.relative(staticDir, target).split(path.sep).join('/')}`;
        page.linkMap[href] = urlTo(sitePath) + href.slice(pathPart.length);
        continue;
      }
      if (!target.startsWith(dir + path.sep) || !statSync(target, { throwIfNoEntry: false })?.isFile())
        continue;
      let asset = assets.get(target);
      if (!asset) {
        const hash = bytesHash(readFileSync(target), 8);
        const ext = path.extname(target);
        asset = { file: target, path: `assets/images/${path.basename(target, ext)}-${hash}${ext}` };
        assets.set(target, asset);
      }
      page.linkMap[href] = urlTo(`/${asset.path}`) + href.slice(pathPart.length);
    }
  }
  return [...assets.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

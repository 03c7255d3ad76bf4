import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { bytesHash } from '@accounts-docs/cache';
import { isExternalHref, isMarkdownHref } from '@accounts-docs/routes';
import type { BlogPost } from './types.ts';

/** A file beside a post (a folder post's picture), published under `assets/`. */
export interface BlogAsset {
  /** Absolute path of the source file. */
  file: string;
  /** Path in the output folder: `assets/images/<name>-<hash><ext>`. */
  path: string;
}

/**
 * The files a post's relative links and images name (`![](./widget.png)` in a folder post),
 * each given a path under `assets/images/` named by its content, as Docusaurus's file loader
 * names them (`[name]-[contenthash].[ext]`), and the post's link map pointing there. Only
 * files inside the blog folder: a link out of it stays as written (the link check reports it).
 */
export function blogAssets(
  posts: BlogPost[],
  blogDir: string,
  urlTo: (sitePath: string) => string,
): BlogAsset[] {
  const assets = new Map<string, BlogAsset>();
  for (const post of posts) {
    for (const link of post.links) {
      const href = link.url;
      if (href === '' || href.startsWith('#') || href.startsWith('/') || isExternalHref(href)) continue;
      const pathPart = href.split(/[?#]/, 1)[0]!;
      if (isMarkdownHref(pathPart)) continue;
      let target: string;
      try {
        target = path.resolve(path.dirname(post.file), decodeURIComponent(pathPart));
      } catch {
        continue;
      }
      if (!target.startsWith(blogDir + path.sep) || !statSync(target, { throwIfNoEntry: false })?.isFile())
        continue;
      let asset = assets.get(target);
      if (!asset) {
        const hash = bytesHash(readFileSync(target), 8);
        const ext = path.extname(target);
        asset = { file: target, path: `assets/images/${path.basename(target, ext)}-${hash}${ext}` };
        assets.set(target, asset);
      }
      post.linkMap[href] = urlTo(`/${asset.path}`) + href.slice(pathPart.length);
    }
  }
  return [...assets.values()];
}

import { readFileSync } from 'node:fs';
import { locateKey } from './source-places.ts';
import type { ResolvedConfig } from './resolve-config.ts';

/** A file or folder the site is made from, with what names it and where the config says so. */
export interface SourcePath {
  path: string;
  label: string;
  place?: { file: string; line?: number; column?: number };
}

/** How the build cache is named among the sources. */
export const CACHE_LABEL = 'the build cache';

/**
 * What the config reads from (the config itself, the docs, pages and static folders, the build
 * cache, the API tsconfig): an output folder must neither hold nor sit in any of them.
 */
export function configSourcePaths(config: ResolvedConfig, api?: { tsconfig: string }): SourcePath[] {
  let text: string | undefined;
  const at = (key: string[]) => {
    text ??= readFileSync(config.configFile, 'utf8');
    return { file: config.configFile, ...locateKey(text, key) };
  };
  const sources: SourcePath[] = [
    { path: config.configFile, label: 'the config file', place: { file: config.configFile } },
    { path: config.paths.docs, label: 'the docs folder (docs.path)', place: at(['docs', 'path']) },
    { path: config.paths.cache, label: CACHE_LABEL, place: { file: config.paths.cache } },
  ];
  if (config.paths.pages)
    sources.push({ path: config.paths.pages, label: 'the pages folder (pagesDir)', place: at(['pagesDir']) });
  if (config.paths.blog)
    sources.push({
      path: config.paths.blog,
      label: 'the blog folder (blog.path)',
      place: at(['blog', 'path']),
    });
  if (config.paths.static)
    sources.push({
      path: config.paths.static,
      label: 'the static folder (staticDir)',
      place: at(['staticDir']),
    });
  if (api)
    sources.push({
      path: api.tsconfig,
      label: 'the API tsconfig (api.tsconfig)',
      place: at(['api', 'tsconfig']),
    });
  return sources;
}

import path from 'node:path';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { LinkRef } from '@accounts-docs/markdown';

export interface LinkRewriteContext {
  /** Absolute path of the page's source. */
  file: string;
  /** Route of a markdown source file, by absolute path. */
  routeOfFile: (file: string) => string | undefined;
  baseUrl: string;
  /** How a `.md` link to a missing file is reported. */
  severity: 'error' | 'warning' | undefined;
  diagnostics: Diagnostic[];
}

const EXTERNAL = /^[a-z][a-z\d+.-]*:|^\/\//i;
const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * The new `href` of every link that must change: relative `.md` links become the route of
 * the file they name, site-absolute links get the base URL. Works on the page's link list,
 * not its tree (which is shared with the cache); the renderer applies the map.
 */
export function resolveLinks(links: LinkRef[], context: LinkRewriteContext): Record<string, string> {
  const map: Record<string, string> = {};
  for (const link of links) {
    if (link.url in map) continue;
    const target = rewritten(link, context);
    if (target !== undefined) map[link.url] = target;
  }
  return map;
}

function rewritten(link: LinkRef, context: LinkRewriteContext): string | undefined {
  const href = link.url;
  if (EXTERNAL.test(href) || href.startsWith('#') || href === '') return undefined;
  if (href.startsWith('/')) return context.baseUrl === '/' ? undefined : context.baseUrl + href.slice(1);
  const [pathPart = '', rest = ''] = splitSuffix(href);
  if (!MARKDOWN_FILE.test(pathPart)) return undefined;
  const target = path.resolve(path.dirname(context.file), decodeURIComponent(pathPart));
  const route = context.routeOfFile(target);
  if (route !== undefined) return context.baseUrl + route.slice(1) + rest;
  if (context.severity) {
    context.diagnostics.push({
      severity: context.severity,
      ruleId: 'broken-markdown-link',
      reason: `Markdown link to a missing file: ${href}`,
      file: context.file,
      line: link.line,
      column: link.column,
      hint: `no file at ${path.relative(path.dirname(context.file), target) || target}; fix the relative path or link to the page's route`,
    });
  }
  return undefined;
}

function splitSuffix(href: string): [string, string] {
  const index = href.search(/[?#]/);
  return index === -1 ? [href, ''] : [href.slice(0, index), href.slice(index)];
}

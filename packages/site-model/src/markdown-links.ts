import path from 'node:path';
import type { Root as HastRoot, Element } from 'hast';
import { visit } from 'unist-util-visit';
import type { Diagnostic } from '@accounts-docs/diagnostics';

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
 * Rewrites relative `.md` links to the route of the file they name, and prefixes the base URL
 * to site-absolute links. Returns a new tree when anything changed (the input may be cached).
 */
export function rewriteLinks(tree: HastRoot, context: LinkRewriteContext): HastRoot {
  const targets: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (
      node.tagName === 'a' &&
      typeof node.properties.href === 'string' &&
      rewritten(node.properties.href, context) !== undefined
    ) {
      targets.push(node);
    }
  });
  if (targets.length === 0) return tree;
  const copy = structuredClone(tree);
  visit(copy, 'element', (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    const href = rewritten(node.properties.href, context, node);
    if (href !== undefined) node.properties.href = href;
  });
  return copy;
}

function rewritten(href: string, context: LinkRewriteContext, node?: Element): string | undefined {
  if (EXTERNAL.test(href) || href.startsWith('#') || href === '') return undefined;
  if (href.startsWith('/')) return context.baseUrl === '/' ? undefined : context.baseUrl + href.slice(1);
  const [pathPart = '', rest = ''] = splitSuffix(href);
  if (!MARKDOWN_FILE.test(pathPart)) return undefined;
  if (!node) return href; // first pass: only asks whether this link will change
  const target = path.resolve(path.dirname(context.file), decodeURIComponent(pathPart));
  const route = context.routeOfFile(target);
  if (route !== undefined) return context.baseUrl + route.slice(1) + rest;
  if (context.severity) {
    context.diagnostics.push({
      severity: context.severity,
      ruleId: 'broken-markdown-link',
      reason: `Markdown link to a missing file: ${href}`,
      file: context.file,
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
      hint: `no file at ${target}; fix the relative path or link to the page's route`,
    });
  }
  return undefined;
}

function splitSuffix(href: string): [string, string] {
  const index = href.search(/[?#]/);
  return index === -1 ? [href, ''] : [href.slice(0, index), href.slice(index)];
}

export { RouteTable, routeTableOf } from './route-table.ts';
export { resolveLink, resolveTarget, matchSitePath } from './resolve-link.ts';
export type { LinkResolution, LinkTarget, SiteRoutes } from './resolve-link.ts';
export {
  isExternalHref,
  isMarkdownHref,
  pathnameOf,
  withoutMarkdownExtension,
  PARTIAL_LINK_FILE,
  partialLinkKey,
} from './link-kind.ts';
export { isUnsafeUrl } from './unsafe-url.ts';

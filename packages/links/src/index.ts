export { checkLinks } from './check-links.ts';
export type { CheckLinksOptions, LinkOccurrence, LinkSeverity, PageLinks } from './check-links.ts';
export { resolveLink } from '@accounts-docs/routes';
export type { LinkResolution, SiteRoutes } from '@accounts-docs/routes';
export { findingsToJson } from './report-json.ts';
export type { FindingJson, FindingsJson, FindingsToJsonOptions } from './report-json.ts';
export { summarizeFindings } from './summary.ts';
export type { SummarizeFindingsOptions } from './summary.ts';
export {
  BROKEN_ANCHOR,
  BROKEN_LINK,
  BROKEN_MARKDOWN_LINK,
  DUPLICATE_ROUTE,
  UNSAFE_LINK,
} from '@accounts-docs/diagnostics';
export type { LinkRuleId } from './rules.ts';
export { siteLinks } from './site-links.ts';
export type { SiteLinksInput } from './site-links.ts';
export { checkSiteLinks } from './check-site.ts';

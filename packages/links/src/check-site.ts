import type { Severity } from '@accounts-docs/config';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { checkLinks, type LinkSeverity } from './check-links.ts';
import { siteLinks, type SiteLinksInput } from './site-links.ts';

/** Every link of the site checked against its routes, files and anchors, by the config's build rules. */
export function checkSiteLinks(input: SiteLinksInput): Diagnostic[] {
  const { build } = input.model.config;
  const { pages, routes } = siteLinks(input);
  return checkLinks(pages, routes, {
    brokenLinks: toLinkSeverity(build.onBrokenLinks),
    brokenAnchors: toLinkSeverity(build.onBrokenAnchors),
    unsafeLinks: toLinkSeverity(build.onUnsafeLinks),
  });
}

function toLinkSeverity(value: Severity): LinkSeverity {
  return value === 'throw' ? 'error' : value === 'warn' ? 'warning' : 'ignore';
}

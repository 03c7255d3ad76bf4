import { severityOf, type Diagnostic } from '@accounts-docs/diagnostics';
import { checkLinks } from './check-links.ts';
import { siteLinks, type SiteLinksInput } from './site-links.ts';

/** Every link of the site checked against its routes, files and anchors, by the config's build rules. */
export function checkSiteLinks(input: SiteLinksInput): Diagnostic[] {
  const { build } = input.model.config;
  const { pages, routes } = siteLinks(input);
  return checkLinks(pages, routes, {
    brokenLinks: severityOf(build.onBrokenLinks) ?? null,
    brokenAnchors: severityOf(build.onBrokenAnchors) ?? null,
    unsafeLinks: severityOf(build.onUnsafeLinks) ?? null,
  });
}

import type { DocusaurusI18n, DocusaurusSiteConfig } from '../shared/docusaurus-host.ts';
import { useHost } from './host.ts';

/** The value of `useDocusaurusContext()` (packages/docusaurus/src/client/exports/docusaurusContext.tsx). */
export interface DocusaurusContext {
  siteConfig: DocusaurusSiteConfig;
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, Record<string, unknown>>;
  i18n: DocusaurusI18n;
  codeTranslations: Record<string, string>;
}

const contexts = new WeakMap<object, { docs: unknown; context: DocusaurusContext }>();

/** The site's config (customFields included), its locale, and the docs plugin's data. */
export default function useDocusaurusContext(): DocusaurusContext {
  const host = useHost();
  // One value per site config, as Docusaurus's is static: components may compare it by identity.
  // In the browser the docs data comes with the first island that reads it: a context made
  // before it arrived is made again.
  const cached = contexts.get(host.siteConfig);
  let context = cached?.docs === host.docs ? cached?.context : undefined;
  if (!context) {
    context = {
      siteConfig: host.siteConfig,
      siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
      // The docs plugin's data when the site has docs (what its client API reads); no other plugin runs.
      globalData: host.docs
        ? { 'docusaurus-plugin-content-docs': { [host.docs.pluginId]: host.docs.globalData } }
        : {},
      i18n: host.siteConfig.i18n,
      codeTranslations: host.codeTranslations,
    };
    contexts.set(host.siteConfig, { docs: host.docs, context });
  }
  return context;
}

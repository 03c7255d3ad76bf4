import { useContext } from 'react';
import { DOCUSAURUS_HOST, type DocusaurusHost, type HostRegistration } from '../../shared/docusaurus-host.ts';
import type { SiteData } from '../site-data.ts';
import { codeBlockKey, SiteContext } from './site-context.tsx';

let lastSite: SiteData | undefined;

/** The page being rendered, as the Docusaurus modules see it (docusaurus/host.ts). */
function useServerHost(): DocusaurusHost {
  const value = useContext(SiteContext);
  if (!value) throw new Error('The Docusaurus modules work only in pages that accounts-docs renders');
  const { site, session, onLink, codeBlocks } = value;
  lastSite = site;
  return {
    siteConfig: site.docusaurus.siteConfig,
    codeTranslations: site.docusaurus.codeTranslations,
    ...(site.docusaurus.docs ? { docs: site.docusaurus.docs } : {}),
    pathname: () => value.urlTo(value.route),
    isBrowser: false,
    colorMode: () => site.colorMode.defaultMode,
    ...(onLink ? { onLink: (href, source) => onLink({ href, source }) } : {}),
    layout: (request) => {
      if (session) session.layout = { ...session.layout, ...request };
    },
    head: (children) => {
      session?.head.push(children as never);
    },
    highlight: (block) => {
      const key = codeBlockKey(block);
      const html = codeBlocks?.html.get(key);
      if (html === undefined) codeBlocks?.onMissing?.(key, block);
      return html;
    },
  };
}

/**
 * Registers the server's host of the Docusaurus modules: the React pages' bundles reach it
 * through a global, so they read the very React context the renderer provides.
 */
export function registerDocusaurusHost(): void {
  const registration: HostRegistration = {
    use: useServerHost,
    codeTranslations: () => lastSite?.docusaurus.codeTranslations ?? {},
  };
  (globalThis as Record<symbol, unknown>)[Symbol.for(DOCUSAURUS_HOST)] = registration;
}

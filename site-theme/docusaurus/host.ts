import { DOCUSAURUS_HOST, type DocusaurusHost, type HostRegistration } from '../shared/docusaurus-host.ts';

/** The registered host, or an error saying where these modules work. */
export function hostRegistration(): HostRegistration {
  const registered = (globalThis as Record<symbol, HostRegistration | undefined>)[Symbol.for(DOCUSAURUS_HOST)];
  if (!registered) throw new Error('The Docusaurus modules work only in pages that accounts-docs renders');
  return registered;
}

/**
 * The host the Docusaurus modules read the site from: the renderer registers one for the page
 * it renders (server), the islands runtime one for the browser. A hook: the server's reads the
 * render's React context.
 */
export function useHost(): DocusaurusHost {
  return hostRegistration().use();
}

/** Marks a component whose elements get their place in the source (see the React pages' JSX runtime). */
export function positioned<T extends object>(component: T): T {
  (component as Record<symbol, boolean>)[Symbol.for('accounts-docs.positioned')] = true;
  return component;
}

/** The prop through which the JSX runtime passes a positioned element's place. */
export const SOURCE_PROP = '__accountsDocsSource';

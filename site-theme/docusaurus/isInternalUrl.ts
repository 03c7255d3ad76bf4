// Docusaurus's rule (packages/docusaurus/src/client/exports/isInternalUrl.ts): a URL with a
// scheme (`https:`, `mailto:`) or protocol-relative (`//host`) is external; anything else is
// internal, relative links included.

/** True for `scheme:` and `//host` URLs. */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** True for a link to this site (no scheme, not protocol-relative). */
export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}

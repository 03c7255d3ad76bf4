/**
 * Rule ids of the link findings (README, "Errors"). Only `broken-link` and `broken-anchor`
 * are found here; the other two are found while reading the content (site-model) and are
 * named here so that every link report counts and names them the same way.
 */
export const BROKEN_LINK = 'broken-link';
export const BROKEN_MARKDOWN_LINK = 'broken-markdown-link';
export const BROKEN_ANCHOR = 'broken-anchor';
export const DUPLICATE_ROUTE = 'duplicate-route';
/** A `javascript:`, `vbscript:` or `data:` link: never shipped clickable, reported with `build.onUnsafeLinks`. */
export const UNSAFE_LINK = 'unsafe-link';

export type LinkRuleId =
  | typeof BROKEN_LINK
  | typeof BROKEN_MARKDOWN_LINK
  | typeof BROKEN_ANCHOR
  | typeof DUPLICATE_ROUTE
  | typeof UNSAFE_LINK;

import type {
  BROKEN_ANCHOR,
  BROKEN_LINK,
  BROKEN_MARKDOWN_LINK,
  DUPLICATE_ROUTE,
  UNSAFE_LINK,
} from '@accounts-docs/diagnostics';

/**
 * The rule ids of link findings (their constants live in diagnostics' rule-ids). Only
 * `broken-link`, `broken-anchor` and `unsafe-link` are found in this stage; the other two are
 * found while reading the content, and every link report counts and names them the same way.
 */
export type LinkRuleId =
  | typeof BROKEN_LINK
  | typeof BROKEN_MARKDOWN_LINK
  | typeof BROKEN_ANCHOR
  | typeof DUPLICATE_ROUTE
  | typeof UNSAFE_LINK;

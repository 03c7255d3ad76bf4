import {
  API_PACKAGE_ENTRY,
  API_PACKAGE_JSON,
  API_PACKAGE_MISSING,
  API_PACKAGE_PATTERN_EMPTY,
  API_PACKAGE_SLUG,
  API_PACKAGE_UNMATCHED,
  TYPEDOC,
  TYPEDOC_JSON,
  TYPEDOC_UNKNOWN_BLOCK_TAG,
  UNRESOLVED_API_LINK,
  UNRESOLVED_API_REEXPORT,
  UNSUPPORTED_API_KIND,
} from '@accounts-docs/diagnostics';

/**
 * Rule ids of this stage's diagnostics by a short name; the ids themselves are diagnostics'
 * constants, listed in docs/errors.md.
 */
export const RULES = {
  /** A package folder given without a glob has no package.json. */
  packageMissing: API_PACKAGE_MISSING,
  /** An `api.packages` pattern matches no package folder (a warning). */
  patternEmpty: API_PACKAGE_PATTERN_EMPTY,
  /** A package.json does not parse, or has no `name`. */
  packageJson: API_PACKAGE_JSON,
  /** A package has no TypeScript entry file. */
  packageEntry: API_PACKAGE_ENTRY,
  /** Two package folders share a name, hence a URL slug. */
  packageSlug: API_PACKAGE_SLUG,
  /** TypeDoc's output has no module for a package. */
  packageUnmatched: API_PACKAGE_UNMATCHED,
  /** A block tag TypeDoc does not know, once per tag (declare it in `api.blockTags`). */
  unknownBlockTag: TYPEDOC_UNKNOWN_BLOCK_TAG,
  /** A warning or error from TypeDoc itself. */
  typedoc: TYPEDOC,
  /** A `--typedoc-json` file that does not parse or is not TypeDoc 0.28's project JSON. */
  typedocJson: TYPEDOC_JSON,
  /** An export the API reference does not show (a namespace, ...). */
  unsupportedKind: UNSUPPORTED_API_KIND,
  /** `{@link X}` where X names no declaration. */
  unresolvedLink: UNRESOLVED_API_LINK,
  /** A re-export whose original TypeDoc did not document. */
  unresolvedReexport: UNRESOLVED_API_REEXPORT,
} as const;

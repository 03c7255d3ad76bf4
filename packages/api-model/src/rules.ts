/**
 * Rule ids of this stage's diagnostics: stable strings the CLI prints and the README's
 * Errors table lists (see ../README.md).
 */
export const RULES = {
  /** A package folder given without a glob has no package.json. */
  packageMissing: 'api-package-missing',
  /** An `api.packages` pattern matches no package folder (a warning). */
  patternEmpty: 'api-package-pattern-empty',
  /** A package.json does not parse, or has no `name`. */
  packageJson: 'api-package-json',
  /** A package has no TypeScript entry file. */
  packageEntry: 'api-package-entry',
  /** Two package folders share a name, hence a URL slug. */
  packageSlug: 'api-package-slug',
  /** TypeDoc's output has no module for a package. */
  packageUnmatched: 'api-package-unmatched',
  /** A block tag TypeDoc does not know, once per tag (declare it in `api.blockTags`). */
  unknownBlockTag: 'typedoc-unknown-block-tag',
  /** A warning or error from TypeDoc itself. */
  typedoc: 'typedoc',
  /** A `--typedoc-json` file that does not parse or is not TypeDoc 0.28's project JSON. */
  typedocJson: 'typedoc-json',
  /** An export the API reference does not show (a namespace, ...). */
  unsupportedKind: 'unsupported-api-kind',
  /** `{@link X}` where X names no declaration. */
  unresolvedLink: 'unresolved-api-link',
  /** A re-export whose original TypeDoc did not document. */
  unresolvedReexport: 'unresolved-api-reexport',
} as const;

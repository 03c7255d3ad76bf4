import path from 'node:path';
import type { Message } from 'esbuild';
import {
  DOCUSAURUS_MODULE_UNSUPPORTED,
  REACT_PAGE_IMPORT,
  REACT_PAGE_SYNTAX,
  type Diagnostic,
} from '@accounts-docs/diagnostics';
import { docusaurusModulesDir } from '@accounts-docs/site-theme';
import { withoutSuffix } from './client-modules.ts';
import { SURFACE_MODULES, THEME_MODULES } from './docusaurus/surface-modules.ts';
import type { UnsupportedDetail } from './docusaurus/surface-plugin.ts';
import { withoutMdxNamespace } from './mdx-modules.ts';

// esbuild's errors while bundling React pages (`bundle-react.ts`) as diagnostics at their place.

export function bundleDiagnostic(message: Message, root: string): Diagnostic {
  const location = message.location;
  const missing = servedExportMissing(message.text, root);
  const unresolved = /^Could not resolve/.test(message.text);
  // An import of a file kind Docusaurus's webpack config has no rule for either (YAML, TOML,
  // text without `!!raw-loader!`): an import problem, not a syntax one.
  const kind = /^No loader is configured for "([^"]+)" files/.exec(message.text)?.[1];
  const detail = message.detail as Partial<UnsupportedDetail> | undefined;
  return {
    severity: 'error',
    ruleId:
      detail?.ruleId ??
      (missing ? DOCUSAURUS_MODULE_UNSUPPORTED : unresolved || kind ? REACT_PAGE_IMPORT : REACT_PAGE_SYNTAX),
    reason: missing?.reason ?? message.text,
    ...(location
      ? {
          file: path.resolve(root, withoutMdxNamespace(withoutSuffix(location.file))),
          line: location.line,
          column: location.column + 1,
          ...(location.lineText ? { lineText: location.lineText } : {}),
        }
      : {}),
    hint:
      detail?.hint ??
      missing?.hint ??
      (unresolved
        ? 'install the package in the project, or fix the relative path of the import'
        : kind
          ? `Docusaurus has no loader for ${kind} files either (its webpack config imports JSON, scripts, CSS, images and other assets): convert the data to JSON and import that, or import the text with \`!!raw-loader!\``
          : location?.suggestion
            ? `did you mean \`${location.suggestion}\`?`
            : 'fix the TypeScript / JSX at this place'),
  };
}

/**
 * esbuild's "No matching export in <a Docusaurus module we serve> for import X": X is a part of
 * that module accounts-docs does not serve (said without our install's paths).
 */
function servedExportMissing(text: string, root: string): { reason: string; hint: string } | undefined {
  const match = /^No matching export in "([^"]+)" for import "([^"]+)"/.exec(text);
  if (!match) return undefined;
  const file = path.relative(docusaurusModulesDir(), path.resolve(root, match[1]!)).split(path.sep).join('/');
  const specifier =
    Object.entries(SURFACE_MODULES).find(([name, served]) => served === file && name.startsWith('@'))?.[0] ??
    Object.entries(THEME_MODULES)
      .filter(([, served]) => served === file)
      .map(([name]) => `@theme/${name}`)[0];
  if (!specifier) return undefined;
  return {
    reason: `${specifier} has no export "${match[2]}" in accounts-docs: it is not among the parts of Docusaurus it serves`,
    hint: `use what accounts-docs serves of ${specifier} (README: Docusaurus React pages), or write it in src/components`,
  };
}

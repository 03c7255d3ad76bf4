import { existsSync, readFileSync } from 'node:fs';
import { locateKey, type ResolvedConfig } from '@accounts-docs/config';
import {
  DiagnosticError,
  DOCS_FOLDER_MISSING,
  PAGES_FOLDER_MISSING,
  STATIC_FOLDER_MISSING,
  THEME_FOLDER_MISSING,
  type Diagnostic,
} from '@accounts-docs/diagnostics';

export { DOCS_FOLDER_MISSING, PAGES_FOLDER_MISSING, STATIC_FOLDER_MISSING, THEME_FOLDER_MISSING };

/**
 * Every folder the config names exists: a docs folder (of each version) that is not there stops
 * the build at once; the static, pages and theme folders are said together.
 */
export function checkSourceFolders(config: ResolvedConfig): void {
  // The config's text is only needed to point at a key in an error: read it then.
  const configSource = () => readFileSync(config.configFile, 'utf8');
  for (const version of config.docsVersions) {
    if (existsSync(version.dir)) continue;
    const isCurrent = version.dir === config.paths.docs;
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: DOCS_FOLDER_MISSING,
        reason: `The docs folder ${isCurrent ? '' : `of version ${version.name} `}does not exist: ${version.dir}`,
        file: config.configFile,
        ...(isCurrent ? locateKey(configSource(), ['docs', 'path']) : { line: 1, column: 1 }),
        hint: isCurrent
          ? 'set docs.path to the folder of your markdown guide pages, relative to the config file'
          : `add versioned_docs/version-${version.name}/, or remove "${version.name}" from versions.json`,
      },
    ]);
  }
  const missing: Diagnostic[] = [];
  for (const [key, folder, ruleId] of [
    ['staticDir', config.paths.static, STATIC_FOLDER_MISSING],
    ['pagesDir', config.paths.pages, PAGES_FOLDER_MISSING],
    ['themeDir', config.paths.theme, THEME_FOLDER_MISSING],
  ] as const) {
    if (folder === undefined || existsSync(folder)) continue;
    missing.push({
      severity: 'error',
      ruleId,
      reason: `The ${key} folder does not exist: ${folder}`,
      file: config.configFile,
      ...locateKey(configSource(), [key]),
      hint: `create the folder, or remove ${key} from the config (the path is relative to the config file)`,
    });
  }
  if (missing.length > 0) throw new DiagnosticError(missing);
}

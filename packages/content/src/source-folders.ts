import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
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
    const problem = folderProblem(version.dir);
    if (!problem) continue;
    const isCurrent = version.dir === config.paths.docs;
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: DOCS_FOLDER_MISSING,
        reason: `The docs folder ${isCurrent ? '' : `of version ${version.name} `}${problem}: ${version.dir}`,
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
    const problem = folder === undefined ? undefined : folderProblem(folder);
    if (!problem) continue;
    missing.push({
      severity: 'error',
      ruleId,
      reason: `The ${key} folder ${problem}: ${folder}`,
      file: config.configFile,
      ...locateKey(configSource(), [key]),
      hint: `create the folder, or remove ${key} from the config (the path is relative to the config file)`,
    });
  }
  if (missing.length > 0) throw new DiagnosticError(missing);
}

/** Why a folder the config names cannot be read as one, said as it is; undefined when it can. */
function folderProblem(dir: string): string | undefined {
  try {
    if (statSync(dir).isDirectory()) return undefined;
    return 'is a file, not a folder';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return 'is a symbolic link that leads back to itself (a loop)';
    if (code === 'EACCES') return 'cannot be read (permissions)';
    if (lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink()) {
      let target = '';
      try {
        target = realpathSync(dir);
      } catch {
        // a link to nothing
      }
      return target ? `is a symbolic link to ${target}, which cannot be read` : 'is a symbolic link to nothing';
    }
    return 'does not exist';
  }
}

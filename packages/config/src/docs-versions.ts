import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_INVALID, DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { readJson } from './read-json.ts';
import type { ValidConfig } from './schema.ts';
import type { SidebarInput } from './sidebar-schema.ts';

/** One version of the docs, as the site model reads and routes it. */
export interface DocsVersion {
  /** `current` (the docs folder) or a name from `versions.json`. */
  name: string;
  label: string;
  /** Route prefix of the version's docs, without a trailing slash: `/docs`, `/docs/next`, `/docs/1.0`. */
  path: string;
  /** Absolute folder of its markdown. */
  dir: string;
  /** Its sidebars: the config's for `current`, `versioned_sidebars/version-<name>-sidebars.json` for others. */
  sidebars: Record<string, SidebarInput>;
  /** The file the sidebars are written in (for messages). */
  sidebarsFile: string;
  /** The notice above its pages: none, a version not released yet, a version no longer maintained. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** The version served at the route base, which the banners of the others point to. */
  isLast: boolean;
}

/** The docs plugin id of the version preference (`docs-preferred-version-<id>` in localStorage). */
export const DOCS_PLUGIN_ID = 'default';

/**
 * The versions to build, laid out as Docusaurus does: `versions.json` beside the config (newest
 * first), `versioned_docs/version-<name>/` and `versioned_sidebars/version-<name>-sidebars.json`.
 * Without `versions.json` the docs folder is the one version.
 */
export async function resolveDocsVersions(
  config: ValidConfig,
  where: { root: string; docsDir: string; configFile: string },
): Promise<DocsVersion[]> {
  const { docs } = config;
  const base = docs.version.path ?? docs.routeBasePath;
  const released = readVersionsJson(path.join(where.root, 'versions.json'));
  // The versioned sidebars' schema (and zod) is loaded only for a site that has versions.
  const { readVersionedSidebars } =
    released.length > 0 ? await import('./versioned-sidebars.ts') : { readVersionedSidebars: () => ({}) };
  const currentName = docs.version.name;
  // The current version comes first unless versions.json lists it itself, where it lists it
  // (`readVersionNames` in docusaurus-plugin-content-docs/src/versions/files.ts); the last
  // version is the first that is not the current one (`getDefaultLastVersionName`).
  const names = released.includes(currentName) ? [...new Set(released)] : [currentName, ...released];
  const lastName = docs.lastVersion ?? released.find((name) => name !== currentName) ?? currentName;
  const problems: Diagnostic[] = [];
  const unknown = (name: string, key: string) => {
    if (names.includes(name)) return;
    problems.push({
      severity: 'error',
      ruleId: CONFIG_INVALID,
      reason: `docs.${key} names the version "${name}", which is neither "${currentName}" nor in versions.json`,
      file: where.configFile,
      line: 1,
      column: 1,
      hint: `the versions are: ${names.join(', ')}`,
    });
  };
  unknown(lastName, 'lastVersion');
  for (const name of docs.onlyIncludeVersions ?? []) unknown(name, 'onlyIncludeVersions');
  for (const name of Object.keys(docs.versions)) unknown(name, 'versions');
  if (problems.length > 0) throw new DiagnosticError(problems);

  const routeBase = docs.routeBasePath.replace(/\/$/, '');
  const lastIndex = names.indexOf(lastName);
  const included = new Set(docs.onlyIncludeVersions ?? names);
  const versions: DocsVersion[] = [];
  names.forEach((name, index) => {
    if (!included.has(name)) return;
    const options = docs.versions[name] ?? {};
    const isCurrent = name === currentName;
    const isLast = name === lastName;
    // Docusaurus's defaults: the last version at the base, the current one at `next`, others by name.
    const segment = options.path ?? (isLast ? '' : isCurrent ? 'next' : name);
    const path_ =
      isCurrent && docs.version.path !== undefined && options.path === undefined
        ? base.replace(/\/$/, '')
        : `${routeBase}${segment ? `/${segment.replace(/^\/|\/$/g, '')}` : ''}`;
    const dir = isCurrent ? where.docsDir : path.join(where.root, 'versioned_docs', `version-${name}`);
    const sidebarsFile = isCurrent
      ? where.configFile
      : path.join(where.root, 'versioned_sidebars', `version-${name}-sidebars.json`);
    versions.push({
      name,
      label: options.label ?? (isCurrent ? docs.version.label : name),
      path: path_ || '/',
      dir,
      sidebars: isCurrent ? docs.sidebars : readVersionedSidebars(sidebarsFile),
      sidebarsFile,
      banner: options.banner ?? (isLast ? 'none' : index < lastIndex ? 'unreleased' : 'unmaintained'),
      isLast,
    });
  });
  return versions;
}

/** The names in `versions.json`, newest first; none when the file is absent. */
function readVersionsJson(file: string): string[] {
  if (!existsSync(file)) return [];
  const value = readJson(file);
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string' && name !== '')) {
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: CONFIG_INVALID,
        reason: 'versions.json must be a list of version names, newest first',
        file,
        line: 1,
        column: 1,
        hint: 'write it like ["2.0", "1.0"]',
      },
    ]);
  }
  return value as string[];
}

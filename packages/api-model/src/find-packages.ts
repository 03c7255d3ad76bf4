import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { glob, isDynamicPattern } from 'tinyglobby';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { namedEntry, resolveEntry } from './package-entry.ts';
import { jsonKeyPosition, parseJson } from './read-json.ts';
import { RULES } from './rules.ts';

/** A package whose API the reference documents, as found on disk. */
export interface ApiPackageInput {
  /** URL slug: the folder's name (`database-mongo`). */
  slug: string;
  /** Absolute folder. */
  dir: string;
  /** npm name from package.json. */
  name: string;
  version: string | undefined;
  description: string | undefined;
  /** Absolute path of the TypeScript entry TypeDoc starts from. */
  entry: string;
  /** Absolute path of `CHANGELOG.md`, when the package has one. */
  changelog: string | undefined;
}

export interface FindApiPackagesOptions {
  /** Project root; patterns are relative to it. */
  root: string;
  /**
   * Package folders relative to root: globs (`content/packages/*`, folders without a
   * package.json or a TypeScript entry are skipped with a warning), negated globs
   * (`!packages/e2e`), plain folders (which must have both), or `{ path, entry }` naming the
   * entry relative to the folder (`optional`: a missing entry skips it with a warning, as a glob does).
   */
  patterns: (string | { path: string; entry?: string; optional?: boolean })[];
  /** Globs of folders to leave out, as the negated patterns do. */
  exclude?: string[];
  /** Warnings (a pattern matching nothing, a skipped folder) are added here. */
  diagnostics?: Diagnostic[];
  /** Where a pattern is written (the config file), for the warnings. */
  locate?: (pattern: string) => Pick<Diagnostic, 'file' | 'line' | 'column'>;
}

/** The packages matched by `patterns`, read from their package.json, sorted by slug. */
export async function findApiPackages(options: FindApiPackagesOptions): Promise<ApiPackageInput[]> {
  const root = path.resolve(options.root);
  const warnings = options.diagnostics ?? [];
  const strings = options.patterns.filter((p): p is string => typeof p === 'string');
  const ignore = [
    '**/node_modules/**',
    ...strings.filter((p) => p.startsWith('!')).map((p) => p.slice(1)),
    ...(options.exclude ?? []),
  ].map((p) => p.replace(/\/$/, ''));
  const excluded = picomatch(ignore, { dot: true });
  const isExcluded = (dir: string) => excluded(toPosix(path.relative(root, dir)));
  // Folder → how it was found: a glob (problems skip it) or by name (problems are errors).
  const dirs = new Map<string, { byGlob: boolean; entry?: string }>();
  // `optional` folders are treated as a glob's: a missing entry skips them.
  for (const pattern of options.patterns) {
    if (typeof pattern === 'string' && pattern.startsWith('!')) continue;
    const written = typeof pattern === 'string' ? pattern : pattern.path;
    const found = await expandPattern(root, written, ignore);
    const kept = found.filter((dir) => !isExcluded(dir));
    if (kept.length === 0) {
      warnings.push({
        severity: 'warning',
        ruleId: RULES.patternEmpty,
        reason: `The API package pattern ${written} matches no package folder`,
        ...(options.locate?.(written) ?? {}),
        hint:
          found.length > 0
            ? 'every folder it matches is excluded'
            : 'check the pattern (relative to the project root); a package folder has a package.json',
      });
    }
    for (const dir of kept) {
      if (dirs.has(dir)) continue;
      dirs.set(dir, {
        byGlob: isDynamicPattern(written) || (typeof pattern === 'object' && pattern.optional === true),
        ...(typeof pattern === 'object' && pattern.entry ? { entry: pattern.entry } : {}),
      });
    }
  }
  // Read at once; the skipped folders' warnings are added in folder order, not in the order
  // the reads finish (which varies from run to run).
  const skipped: Diagnostic[][] = [];
  const read = await Promise.all(
    [...dirs].map(async ([dir, how], index) => {
      try {
        return await readPackage(dir, how.entry);
      } catch (error) {
        // A folder a glob matched that has no TypeScript entry (a tool, an e2e suite) is left out.
        const entryProblem =
          error instanceof DiagnosticError && error.diagnostics.every((d) => d.ruleId === RULES.packageEntry);
        if (!how.byGlob || !entryProblem) throw error;
        skipped[index] = error.diagnostics.map((d) => ({
          ...d,
          severity: 'warning',
          reason: `${d.reason}; the folder is skipped`,
          hint: `${d.hint ?? ''} Or leave it out with "!${toPosix(path.relative(root, dir))}" in the packages.`.trim(),
        }));
        return undefined;
      }
    }),
  );
  for (const list of skipped) if (list) warnings.push(...list);
  const packages = read.filter((pkg): pkg is ApiPackageInput => pkg !== undefined);
  packages.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  assertUniqueSlugs(packages);
  return packages;
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** Absolute folders of one pattern; a plain folder without package.json is an error, a glob skips it. */
async function expandPattern(root: string, pattern: string, ignore: string[]): Promise<string[]> {
  if (isDynamicPattern(pattern)) {
    const found = await glob(pattern, {
      cwd: root,
      onlyDirectories: true,
      absolute: true,
      ignore,
    });
    return found
      .map((dir) => path.resolve(dir))
      .filter((dir) => existsSync(path.join(dir, 'package.json')))
      .sort();
  }
  const dir = path.resolve(root, pattern);
  if (!existsSync(path.join(dir, 'package.json'))) {
    const isDir = existsSync(dir) && statSync(dir).isDirectory();
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: RULES.packageMissing,
        reason: isDir
          ? `The API package folder ${pattern} has no package.json`
          : `The API package folder ${pattern} does not exist`,
        file: dir,
        hint: isDir
          ? 'Add a package.json with the package name, or remove the folder from the API packages.'
          : 'Check the path (it is relative to the project root), or use a glob such as `packages/*`.',
      },
    ]);
  }
  return [dir];
}

/** One package folder: its package.json fields, entry and changelog. */
async function readPackage(dir: string, entry?: string): Promise<ApiPackageInput> {
  const file = path.join(dir, 'package.json');
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const json = parseJson(text, {
    file,
    ruleId: RULES.packageJson,
    hint: 'Fix the JSON syntax at this place (a trailing comma or a missing quote?).',
  });
  if (!isRecord(json) || typeof json.name !== 'string' || json.name === '') {
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: RULES.packageJson,
        reason: `The package.json of ${path.basename(dir)} has no "name"`,
        file,
        ...jsonKeyPosition(text, 'name'),
        hint: 'The API reference titles each package by its npm name: add "name" to package.json.',
      },
    ]);
  }
  const changelog = path.join(dir, 'CHANGELOG.md');
  return {
    slug: path.basename(dir),
    dir,
    name: json.name,
    version: typeof json.version === 'string' ? json.version : undefined,
    description: typeof json.description === 'string' ? json.description : undefined,
    entry: entry ? namedEntry(dir, entry) : resolveEntry(dir, json, text),
    changelog: existsSync(changelog) ? changelog : undefined,
  };
}

/** Slugs become URLs: two folders with one name would write the same pages. */
function assertUniqueSlugs(packages: ApiPackageInput[]): void {
  const diagnostics: Diagnostic[] = [];
  for (let i = 1; i < packages.length; i++) {
    const [previous, current] = [packages[i - 1]!, packages[i]!];
    if (previous.slug !== current.slug) continue;
    diagnostics.push({
      severity: 'error',
      ruleId: RULES.packageSlug,
      reason: `Two API packages are in folders named ${current.slug}: ${previous.dir} and ${current.dir}`,
      file: path.join(current.dir, 'package.json'),
      hint: 'Rename one folder, or list only one of them in the API packages.',
    });
  }
  if (diagnostics.length > 0) throw new DiagnosticError(diagnostics);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

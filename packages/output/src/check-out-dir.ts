import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR_UNSAFE, DiagnosticError, OUT_DIR_UNSAFE, type Diagnostic } from '@accounts-docs/diagnostics';
import { BUILD_MARKER } from './output-recovery.ts';

/** A folder or file the build reads, which the output must neither hold nor sit in. */
export interface ProtectedSource {
  path: string;
  /** How the message names it: `the docs folder`, `the config file`. */
  label: string;
  /** Where the config names it, for the message's position. */
  place?: { file: string; line?: number; column?: number } | undefined;
}

export interface OutDirContext {
  /** The project root (the config file's folder): the output may be inside it, never around it. */
  root: string;
  /** Where the project is named (its config file), for the message's position. */
  rootPlace?: ProtectedSource['place'];
  sources: ProtectedSource[];
}

/** What a checked folder is for: how messages name it and what it may already hold. */
interface FolderRole {
  ruleId: string;
  /** `The output folder`, `The cache folder`. */
  label: string;
  flag: string;
  example: string;
  /** Whether an existing non-empty folder is one of ours, which the build may write into. */
  isOurs: (dir: string) => boolean;
  /** What the message says an existing folder lacks. */
  notOurs: string;
  /** What would happen to a folder it contains. */
  around: string;
}

const OUTPUT: FolderRole = {
  ruleId: OUT_DIR_UNSAFE,
  label: 'The output folder',
  flag: '--out',
  example: 'build',
  isOurs: (dir) => isBuildFolder(dir),
  notOurs: `holds no previous build (no ${BUILD_MARKER} file); building there would delete what it holds`,
  around: 'building there would delete it',
};

/**
 * Written into the build cache folder when a build first uses it: `--cache-dir` accepts a
 * non-empty folder only when it holds it (or holds only what a cache holds).
 */
export const CACHE_MARKER = '.accounts-docs-cache';

/** The top-level names of a build cache before it had its marker. */
const CACHE_NAMES = /^(?:markdown|typedoc|code-blocks|override-types|build-stamps|assets|config|search-index(?:\.tmp-\d+)?|render-manifest\.json(?:\..*)?)$/;

const CACHE: FolderRole = {
  ruleId: CACHE_DIR_UNSAFE,
  label: 'The cache folder',
  flag: '--cache-dir',
  example: 'node_modules/.cache/accounts-docs',
  isOurs: (dir) => {
    const names = readdirSync(dir);
    return names.includes(CACHE_MARKER) || names.every((name) => CACHE_NAMES.test(name));
  },
  notOurs: `holds files that are not a build cache (no ${CACHE_MARKER} file); the cache would write among them`,
  around: 'the cache would write among its files',
};

/**
 * Refuses, before anything is written, an output folder the build would damage by replacing
 * it whole: an existing file, a symbolic link (the swap would replace the link, not write
 * where it leads), a folder that holds the project or a source folder or lies inside one, or a
 * non-empty folder that is not a previous build (it has no build marker).
 */
export function checkOutDir(outDir: string, context: OutDirContext): void {
  checkFolder(outDir, context, OUTPUT);
}

/**
 * The same checks for the build cache folder (`--cache-dir`): not a file or a link, not around
 * the project, not in or around a source folder or the output folder (give it in
 * `context.sources`), and not a non-empty folder that is no cache.
 */
export function checkCacheDir(cacheDir: string, context: OutDirContext): void {
  checkFolder(cacheDir, context, CACHE);
}

function checkFolder(dir: string, context: OutDirContext, role: FolderRole): void {
  const given = path.resolve(dir);
  const refuse = (diagnostic: Omit<Diagnostic, 'severity' | 'ruleId'>): never => {
    throw new DiagnosticError([{ severity: 'error', ruleId: role.ruleId, ...diagnostic }]);
  };
  const hint = `choose a folder of its own for ${role.flag}, e.g. "${role.example}"`;
  if (isLink(given)) {
    refuse({
      reason: `${role.label} ${given} is a symbolic link (to ${readlinkSync(given)}); the build would replace the link, not write where it leads`,
      file: given,
      hint: `give the folder it leads to as ${role.flag}, or remove the link`,
    });
  }
  const out = realPath(given);

  // The nearest existing part of the path must be a folder, or the build cannot create it.
  let existing = out;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  if (existsSync(existing) && !statSync(existing).isDirectory()) {
    refuse({
      reason:
        existing === out
          ? `${role.label} ${out} is an existing file; building there would replace it`
          : `${role.label} ${out} lies under ${existing}, which is a file`,
      file: existing,
      hint,
    });
  }

  const root = realPath(context.root);
  if (isInside(root, out)) {
    refuse({
      reason: `${role.label} ${out} contains the project at ${root}; ${role.around}`,
      ...(context.rootPlace ?? {}),
      hint,
    });
  }
  for (const source of context.sources) {
    const real = realPath(source.path);
    const around = isInside(real, out);
    if (!around && !isInside(out, real)) continue;
    refuse({
      reason: around
        ? `${role.label} ${out} contains ${source.label} at ${real}; ${role.around}`
        : `${role.label} ${out} lies inside ${source.label} at ${real}; the build would write into its own sources`,
      ...(source.place ?? {}),
      hint: `${hint}, outside the sources`,
    });
  }

  if (existing === out && !role.isOurs(out)) {
    refuse({
      reason: `${role.label} ${out} is not empty and ${role.notOurs}`,
      file: out,
      hint: `choose an empty or new folder for ${role.flag}, or empty this one yourself if its files can go`,
    });
  }
}

/**
 * True for an empty folder, a build (it has the marker), or a build from before the marker
 * existed (its `404.html`, `sitemap.xml` and `assets/` are what only a build writes together).
 */
export function isBuildFolder(dir: string): boolean {
  const names = readdirSync(dir);
  if (names.length === 0 || names.includes(BUILD_MARKER)) return true;
  return ['404.html', 'sitemap.xml', 'assets'].every((name) => names.includes(name));
}

/** The real path of `p`, resolving links in its existing part (the rest may not exist yet). */
function realPath(p: string): string {
  let existing = p;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  try {
    return path.join(realpathSync(existing), path.relative(existing, p));
  } catch {
    return p;
  }
}

function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false; // missing, or under a file (refused below)
  }
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

import { existsSync, lstatSync, readdirSync, readFileSync, type BigIntStats } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseJsonc } from 'jsonc-parser';
import { entryHash, statKey, type KeyHash } from '@accounts-docs/cache';
import { headCommit } from '@accounts-docs/content/git-head';
import type { ResolvedConfig } from '@accounts-docs/config';

/** Folders never read as sources: dependencies and version control. */
const SKIPPED = new Set(['node_modules', '.git']);

/**
 * One key for everything a build reads, taken without reading the files themselves: each
 * source file's path, size, inode and modification and change times (nanoseconds), the way git's
 * index and ninja tell a changed file — a write changes the change time, even one that puts
 * back the old size and modification time. Besides the files: the config's hash, the engine,
 * the installed packages (their lockfile), the git commit the last-updated dates come from,
 * and the build's own options. Undefined when the inputs cannot be told this way (a symbolic
 * link among the sources, a tsconfig extending a package): the build then runs in full.
 */
export async function buildInputsKey(
  config: ResolvedConfig,
  { roots, extra }: { roots: string[]; extra: string[] },
): Promise<string | undefined> {
  // git runs while the files are looked at.
  const commit = config.docs.showLastUpdateTime ? headCommit(config.paths.docs) : undefined;
  // A `build-stamp` entry: the engine folded in (a new accounts-docs never skips a build).
  const hash = entryHash('build-stamp').add(...extra);
  const tsconfigs = config.api ? tsconfigChain(path.resolve(config.root, config.api.tsconfig)) : [];
  if (!tsconfigs) return undefined;
  const files = [...roots, ...tsconfigs, ...lockfiles(config.root)];
  for (const root of [...new Set(files)].sort()) {
    if (!addTree(hash, root)) return undefined;
  }
  if (commit) hash.add(`git ${await commit}`);
  return hash.digest();
}

/**
 * Adds a file or a whole folder to the hash; false when a symbolic link is met. Synchronous:
 * a stat is a few microseconds, far less than the thread pool's round trip for each one.
 */
function addTree(hash: KeyHash, root: string): boolean {
  const stats = lstatOrUndefined(root);
  if (!stats) {
    hash.add(root, 'missing');
    return true;
  }
  if (stats.isSymbolicLink()) return false;
  if (!stats.isDirectory()) {
    hash.add(root, statKey(stats));
    return true;
  }
  const entries = readdirSync(root, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  hash.add(root, 'dir', entries.length);
  for (const entry of entries) {
    if (entry.isDirectory() && SKIPPED.has(entry.name)) continue;
    if (!addTree(hash, path.join(root, entry.name))) return false;
  }
  return true;
}

function lstatOrUndefined(file: string): BigIntStats | undefined {
  try {
    return lstatSync(file, { bigint: true });
  } catch {
    return undefined;
  }
}

/** The tsconfig and every file it extends; undefined when one extends a package (not a path). */
function tsconfigChain(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file) || !existsSync(file)) return [file];
  seen.add(file);
  let extended: unknown;
  try {
    extended = (parseJsonc(readFileSync(file, 'utf8')) as { extends?: unknown } | undefined)?.extends;
  } catch {
    return [file];
  }
  const parents = typeof extended === 'string' ? [extended] : Array.isArray(extended) ? extended : [];
  const chain = [file];
  for (const parent of parents) {
    if (typeof parent !== 'string' || !/^\.{1,2}[\\/]/.test(parent)) return undefined;
    const resolved = path.resolve(path.dirname(file), parent);
    const rest = tsconfigChain(resolved.endsWith('.json') ? resolved : `${resolved}.json`, seen);
    if (!rest) return undefined;
    chain.push(...rest);
  }
  return chain;
}

/**
 * The installed packages' lockfiles (npm writes `node_modules/.package-lock.json` on every
 * install): the project's and the one of the folder accounts-docs itself is installed in.
 */
function lockfiles(root: string): string[] {
  const found = [path.join(root, 'node_modules', '.package-lock.json')];
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const lock = path.join(dir, 'node_modules', '.package-lock.json');
    if (existsSync(lock)) {
      found.push(lock);
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  return found;
}

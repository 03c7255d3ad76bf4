import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { entryKey, hashOf, isRecord, readJsonEntry, writeEntry } from '@accounts-docs/cache';
import { gitFolders, headIn } from './git-head.ts';

const run = promisify(execFile);

/**
 * Whether `dir` may be in a git work tree: a `.git` in it or a folder above (git's own search),
 * or `GIT_DIR`/`GIT_WORK_TREE` set (git then decides). Without one, git would only fail: not
 * starting it spares a process per build of a project outside git (~50 ms of CPU for a CLI
 * with a large heap to fork, on this machine), as `headFromFiles` does for the build stamp.
 */
function mayBeInGit(dir: string): boolean {
  if (process.env.GIT_DIR || process.env.GIT_WORK_TREE) return true;
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, '.git'))) return true;
    if (path.dirname(at) === at) return false;
  }
}

/**
 * The time of the last commit that touched each file under `dir`, from one `git log` for the
 * whole folder (one process, not one per page). Empty when `dir` is not in a git repository.
 * With a cache folder, kept there by HEAD's commit (see `historyEntry`).
 */
export async function lastCommitTimes(dir: string, cacheDir?: string): Promise<Map<string, number>> {
  if (!mayBeInGit(dir)) return new Map();
  const entry = await historyEntry(cacheDir, 'log', dir, isTimes);
  if (entry?.value) return new Map(entry.value);
  const times = await gitLogTimes(dir);
  if (!times) return new Map();
  await entry?.save([...times]);
  return times;
}

async function gitLogTimes(dir: string): Promise<Map<string, number> | undefined> {
  const times = new Map<string, number>();
  let top: string;
  let log: string;
  try {
    top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir })).stdout.trim();
    log = (
      await run('git', ['log', '--format=%x1e%ct', '--name-only', '--no-renames', '--', '.'], {
        cwd: dir,
        maxBuffer: 256 * 1024 * 1024,
      })
    ).stdout;
  } catch {
    return undefined;
  }
  for (const record of log.split('\x1e')) {
    const [stamp, ...files] = record.trim().split('\n');
    const seconds = Number(stamp);
    if (!stamp || Number.isNaN(seconds)) continue;
    for (const file of files) {
      if (!file) continue;
      const absolute = path.join(top, file);
      // Newest commits come first: keep the first time seen.
      if (!times.has(absolute)) times.set(absolute, seconds * 1000);
    }
  }
  return times;
}

/**
 * What git answered for a folder at a commit, kept in the build cache (`git-history/`, one
 * file a question and folder, the key inside): `git log` and `git ls-tree -r HEAD` depend on
 * the commits reachable from HEAD (and, in a shallow clone, on where its history is cut), not
 * on the work tree. Starting git costs a build with the stages loaded ~0.1–0.2 s of its main
 * thread (forking a large process), most of a one-edit build's git time; a build at the commit
 * of the last one reads the answer instead. None (git runs) without a cache, outside a plain
 * repository (`GIT_DIR` set, HEAD not found from git's files) or when the entry is not there.
 */
async function historyEntry<T>(
  cacheDir: string | undefined,
  question: 'log' | 'ls-tree',
  dir: string,
  isValue: (value: unknown) => value is T,
): Promise<{ value: T | undefined; save: (value: T) => Promise<void> } | undefined> {
  if (!cacheDir) return undefined;
  const folders = gitFolders(dir);
  if (!folders || folders === 'none') return undefined;
  const head = headIn(folders);
  if (!head) return undefined;
  const shallow = await readFile(path.join(folders.commonDir, 'shallow'), 'utf8').catch(() => '');
  const absolute = path.resolve(dir);
  const key = entryKey('git-history', question, absolute, head, shallow);
  const file = path.join(cacheDir, 'git-history', `${question}-${hashOf(absolute).slice(0, 16)}.json`);
  const stored = await readJsonEntry(file, isRecord);
  return {
    value: stored?.key === key && isValue(stored.value) ? stored.value : undefined,
    // A cache that cannot be written only costs the next build its git run.
    save: (value) => writeEntry(file, JSON.stringify({ key, value })).catch(() => undefined),
  };
}

const isTimes = (value: unknown): value is [string, number][] =>
  Array.isArray(value) &&
  value.every((item) => Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'number');

const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Last commit time when the file is in git, otherwise its modification time. */
export async function lastUpdated(file: string, commitTimes: Map<string, number>): Promise<number> {
  return commitTimes.get(file) ?? Math.floor((await stat(file)).mtimeMs);
}

/**
 * The files committed in the git repository that holds `root` (at HEAD), as paths from `root`
 * with `/` separators: the files a link into the repository ("Edit this page", "Defined in")
 * can reach. Undefined when `root` is not in a git repository (or git is missing): nothing is
 * known then, and the links are built as configured.
 */
export async function committedFiles(
  root: string,
  cacheDir?: string,
): Promise<ReadonlySet<string> | undefined> {
  if (!mayBeInGit(root)) return undefined;
  const entry = await historyEntry(cacheDir, 'ls-tree', root, isNames);
  if (entry?.value) return new Set(entry.value);
  try {
    // Paths relative to the current folder (git's default for ls-tree), NUL-separated.
    const { stdout } = await run('git', ['ls-tree', '-r', '-z', '--name-only', 'HEAD'], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    });
    const names = stdout.split('\0').filter(Boolean);
    await entry?.save(names);
    return new Set(names);
  } catch {
    return undefined;
  }
}

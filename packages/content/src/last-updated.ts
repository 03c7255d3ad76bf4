import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

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
 */
export async function lastCommitTimes(dir: string): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  if (!mayBeInGit(dir)) return times;
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
    return times;
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
export async function committedFiles(root: string): Promise<ReadonlySet<string> | undefined> {
  if (!mayBeInGit(root)) return undefined;
  try {
    // Paths relative to the current folder (git's default for ls-tree), NUL-separated.
    const { stdout } = await run('git', ['ls-tree', '-r', '-z', '--name-only', 'HEAD'], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    });
    return new Set(stdout.split('\0').filter(Boolean));
  } catch {
    return undefined;
  }
}

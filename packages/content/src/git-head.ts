import { existsSync, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The commit the docs' last-updated dates are read from; a constant outside a repository. */
export async function headCommit(dir: string): Promise<string> {
  const read = headFromFiles(dir);
  if (read) return read;
  try {
    // Loaded only here: child_process (and the dgram module it loads) is not needed otherwise.
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: dir });
    return stdout.trim();
  } catch {
    return 'none';
  }
}

const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** Refs each worktree has of its own (git's `is_per_worktree_ref`); the others are shared. */
const PER_WORKTREE = /^refs\/(?:bisect|worktree|rewritten)\//;

/**
 * HEAD's commit read from the repository's files (`.git/HEAD`, then the loose or packed ref it
 * names), as `git rev-parse HEAD` gives it: starting git takes a warm build's main thread ~10 ms
 * (and ~80 ms of CPU on a busy machine). A linked worktree's `.git` file is followed to its
 * folder (its HEAD), and that folder's `commondir` to the repository's refs, as git does.
 * Undefined for anything less plain (`GIT_DIR`, a ref not found), which git itself then answers.
 */
export function headFromFiles(dir: string): string | undefined {
  const folders = gitFolders(dir);
  if (folders === 'none') return 'none';
  return folders && headIn(folders);
}

/** HEAD's commit in the folders `gitFolders` found (as `headFromFiles`, without looking them up again). */
export function headIn({ gitDir, commonDir }: GitFolders): string | undefined {
  try {
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (COMMIT.test(head)) return head;
    const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
    if (!ref || ref.split('/').includes('..')) return undefined;
    const loose = path.join(PER_WORKTREE.test(ref) ? gitDir : commonDir, ref);
    if (existsSync(loose)) {
      const commit = readFileSync(loose, 'utf8').trim();
      return COMMIT.test(commit) ? commit : undefined;
    }
    const packed = path.join(commonDir, 'packed-refs');
    if (!existsSync(packed)) return undefined;
    for (const line of readFileSync(packed, 'utf8').split('\n')) {
      const [commit, name] = line.trim().split(' ');
      if (name === ref && commit && COMMIT.test(commit)) return commit;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

export interface GitFolders {
  gitDir: string;
  commonDir: string;
}

/**
 * The repository's folders for `dir`: its own git folder (a linked worktree's) and the common
 * one (refs, objects, `shallow`), found as git finds them; 'none' outside a repository,
 * undefined for anything less plain (`GIT_DIR`).
 */
export function gitFolders(dir: string): GitFolders | 'none' | undefined {
  if (process.env.GIT_DIR) return undefined;
  try {
    let dotGit: string | undefined;
    for (let at = path.resolve(dir); ; at = path.dirname(at)) {
      const candidate = path.join(at, '.git');
      if (existsSync(candidate)) {
        dotGit = candidate;
        break;
      }
      if (path.dirname(at) === at) return 'none';
    }
    const gitDir = lstatSync(dotGit).isDirectory() ? dotGit : linkedGitDir(dotGit);
    if (!gitDir) return undefined;
    const commonFile = path.join(gitDir, 'commondir');
    const commonDir = existsSync(commonFile)
      ? path.resolve(gitDir, readFileSync(commonFile, 'utf8').trim())
      : gitDir;
    return { gitDir, commonDir };
  } catch {
    return undefined;
  }
}

/** The folder a linked worktree's `.git` file names (`gitdir: …`, relative to the file's folder). */
function linkedGitDir(dotGit: string): string | undefined {
  const named = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
  return named ? path.resolve(path.dirname(dotGit), named) : undefined;
}

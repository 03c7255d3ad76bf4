import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headFromFiles } from '../src/git-head.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'git-head-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

describe("HEAD's commit read from git's files", () => {
  it('in a repository and in a linked worktree, loose and packed refs, as git rev-parse HEAD says', () => {
    const repo = path.join(root, 'repo');
    const tree = path.join(root, 'tree');
    git(root, 'init', '-q', '-b', 'main', repo);
    writeFileSync(path.join(repo, 'a.md'), 'a\n');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'a');
    git(repo, 'worktree', 'add', '-q', '-b', 'side', tree);
    writeFileSync(path.join(tree, 'b.md'), 'b\n');
    git(tree, 'add', '.');
    git(tree, 'commit', '-q', '-m', 'b');
    for (const dir of [repo, tree, path.join(tree, 'sub-folder-that-is-not-there')]) {
      const cwd = dir.startsWith(tree) ? tree : repo;
      expect(headFromFiles(dir)).toBe(git(cwd, 'rev-parse', 'HEAD'));
    }
    expect(headFromFiles(tree)).not.toBe(headFromFiles(repo));
    git(repo, 'pack-refs', '--all');
    expect(headFromFiles(tree)).toBe(git(tree, 'rev-parse', 'HEAD'));
    expect(headFromFiles(repo)).toBe(git(repo, 'rev-parse', 'HEAD'));
  });
});

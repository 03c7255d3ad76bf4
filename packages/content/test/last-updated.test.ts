import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedFiles, lastCommitTimes } from '../src/last-updated.ts';

// A `git` on PATH that records each call and answers as a repository with one commit would.
let root: string;
let calls: string;
const savedPath = process.env.PATH;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-last-updated-'));
  const bin = path.join(root, 'bin');
  calls = path.join(root, 'calls');
  await mkdir(bin);
  await writeFile(
    path.join(bin, 'git'),
    [
      '#!/bin/sh',
      `echo "$*" >> ${JSON.stringify(calls)}`,
      'case "$1" in',
      '  rev-parse) pwd ;;',
      "  log) printf '\\036100\\n\\ndocs/a.md\\n' ;;",
      "  ls-tree) printf 'docs/a.md\\000' ;;",
      'esac',
    ].join('\n'),
  );
  await chmod(path.join(bin, 'git'), 0o755);
  process.env.PATH = `${bin}${path.delimiter}${savedPath}`;
});

afterAll(async () => {
  process.env.PATH = savedPath;
  await rm(root, { recursive: true, force: true });
});

const gitCalls = async () => (existsSync(calls) ? (await readFile(calls, 'utf8')).trim().split('\n') : []);

describe('git dates and committed files', () => {
  it('does not start git for a folder with no .git in it or above it', async () => {
    const project = path.join(root, 'outside');
    await mkdir(project, { recursive: true });
    await rm(calls, { force: true });
    expect((await lastCommitTimes(project)).size).toBe(0);
    expect(await committedFiles(project)).toBeUndefined();
    expect(await gitCalls()).toEqual([]);
  });

  it('asks git where a .git is found above the folder', async () => {
    const project = path.join(root, 'repo');
    await mkdir(path.join(project, '.git'), { recursive: true });
    await mkdir(path.join(project, 'docs'), { recursive: true });
    await rm(calls, { force: true });
    const times = await lastCommitTimes(path.join(project, 'docs'));
    expect([...times]).toEqual([[path.join(project, 'docs', 'docs/a.md'), 100_000]]);
    expect(await committedFiles(project)).toEqual(new Set(['docs/a.md']));
    expect((await gitCalls()).map((call) => call.split(' ')[0])).toEqual(['rev-parse', 'log', 'ls-tree']);
  });

  it("keeps git's answers in the build cache by HEAD's commit: a build at the same commit starts no git, a new commit or a shallow clone's new cut asks again", async () => {
    const project = path.join(root, 'cached');
    const cache = path.join(root, 'cache');
    await mkdir(path.join(project, '.git'), { recursive: true });
    await mkdir(path.join(project, 'docs'), { recursive: true });
    const head = (commit: string) => writeFile(path.join(project, '.git', 'HEAD'), `${commit}\n`);
    await head('a'.repeat(40));
    const ask = async () => {
      await rm(calls, { force: true });
      const times = await lastCommitTimes(path.join(project, 'docs'), cache);
      const files = await committedFiles(project, cache);
      return { times: [...times], files, calls: (await gitCalls()).map((call) => call.split(' ')[0]) };
    };
    const first = await ask();
    expect(first.times).toEqual([[path.join(project, 'docs', 'docs/a.md'), 100_000]]);
    expect(first.files).toEqual(new Set(['docs/a.md']));
    expect(first.calls).toEqual(['rev-parse', 'log', 'ls-tree']);
    // The same commit: the same answers, from the cache.
    expect(await ask()).toEqual({ ...first, calls: [] });
    // Another commit, then history deepened at that commit: git is asked each time.
    await head('b'.repeat(40));
    expect((await ask()).calls).toEqual(['rev-parse', 'log', 'ls-tree']);
    await writeFile(path.join(project, '.git', 'shallow'), `${'c'.repeat(40)}\n`);
    expect((await ask()).calls).toEqual(['rev-parse', 'log', 'ls-tree']);
    expect((await ask()).calls).toEqual([]);
    // Without a cache folder, git runs every time.
    await rm(calls, { force: true });
    await lastCommitTimes(path.join(project, 'docs'));
    expect((await gitCalls()).map((call) => call.split(' ')[0])).toEqual(['rev-parse', 'log']);
  });
});

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from '../helpers.ts';

const run = promisify(execFile);

/** What a reference build says about one file the golden list and this build disagree on. */
export interface GoldenDiff {
  /** The commit whose build the golden list records (the last one that wrote the list). */
  commit: string;
  /** The file compared: the first differing page (an HTML or markdown file), else the first file. */
  file: string;
  /** Its text in the reference build, or undefined when that build has no such file. */
  expected: string | undefined;
}

/**
 * Rebuilds the output the golden list was made from, so a failing comparison can show what a page
 * was, not just that its hash changed: the list holds hashes only (the pages would be megabytes
 * of churn in every commit that changes the theme). The commit that last wrote the list is checked
 * out in a temporary worktree, installed from the npm cache and built like the test's build.
 * Only run when the comparison fails; any step that cannot be done throws with its reason.
 */
export async function referenceBuild(
  repoRoot: string,
  goldenFile: string,
  differing: string[],
): Promise<GoldenDiff> {
  const git = (...args: string[]) => run('git', args, { cwd: repoRoot, maxBuffer: 64 << 20 });
  const relative = path.relative(repoRoot, goldenFile);
  const commit = (await git('log', '-1', '--format=%H', '--', relative)).stdout.trim();
  if (!commit) throw new Error(`${relative} has no commit in this clone's history (a shallow clone?)`);
  const work = path.join(await tempDir('golden-reference'), 'repo');
  await git('worktree', 'add', '--detach', '--force', work, commit);
  try {
    // npm ci runs `prepare`, which bundles that commit's CLI.
    await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: work,
      maxBuffer: 64 << 20,
    });
    const out = path.join(work, '.golden-build');
    await run(process.execPath, [path.join(work, 'bin/accounts-docs'), 'build', '--out', out, '--no-cache'], {
      cwd: work,
      env: { ...process.env, NO_COLOR: '1' },
      maxBuffer: 64 << 20,
    });
    const file = firstPage(differing);
    const source = path.join(out, file);
    return { commit, file, expected: existsSync(source) ? await readFile(source, 'utf8') : undefined };
  } finally {
    await git('worktree', 'remove', '--force', work).catch(() => rm(work, { recursive: true, force: true }));
  }
}

/** The first path of a page a person can read (HTML, then markdown), else the first path. */
export function firstPage(paths: string[]): string {
  return (
    paths.find((file) => file.endsWith('.html')) ?? paths.find((file) => file.endsWith('.md')) ?? paths[0]!
  );
}

/**
 * HTML with a line break before each tag, so a diff of two pages shows the elements that differ
 * rather than one changed line of 60 KB. Markdown and other text are left as they are.
 */
export function diffableText(file: string, text: string): string {
  return file.endsWith('.html') ? text.replace(/></g, '>\n<') : text;
}

import { execFileSync } from 'node:child_process';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildStamp } from '../src/build-stamp.ts';
import { cli } from './helpers.ts';
import { smallSite } from './small-site.ts';

/** One `build --profile`: its JSON line, with whether the build was skipped as up to date. */
async function build(site: string, args: string[] = []) {
  const run = await cli(['build', '--profile', ...args], site);
  expect(run.code, run.stderr).toBe(0);
  const profile = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
    upToDate: boolean;
    rendered: number;
  };
  return { ...profile, stderr: run.stderr };
}

const page = (site: string, n: number) => path.join(site, 'build', 'docs', `page-${n}`, 'index.html');

describe('an up-to-date build is skipped', () => {
  it('skips a build when nothing changed, and runs it again after any change to what it reads or wrote', async () => {
    const site = await smallSite(4);
    expect((await build(site)).upToDate).toBe(false);
    const before = await stat(page(site, 2));

    // Nothing changed: nothing is written (the page is the same file).
    const again = await build(site);
    expect(again.upToDate).toBe(true);
    expect((await stat(page(site, 2))).ino).toBe(before.ino);

    // A source edited: rebuilt, the edit is in the page.
    const source = path.join(site, 'docs/page-2.md');
    await writeFile(source, `${await readFile(source, 'utf8')}\nAn added line.\n`);
    expect((await build(site)).upToDate).toBe(false);
    expect(await readFile(page(site, 2), 'utf8')).toContain('An added line.');
    expect((await build(site)).upToDate).toBe(true);

    // A source written again with the same bytes: its change time moved, so it is read again.
    await writeFile(source, await readFile(source, 'utf8'));
    expect((await build(site)).upToDate).toBe(false);

    // A new page, a static file, the config: each makes a build run.
    await writeFile(path.join(site, 'docs/added.md'), '---\ntitle: Added\n---\n\nNew.\n');
    expect((await build(site)).upToDate).toBe(false);
    await writeFile(path.join(site, 'static/img/other.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await build(site)).upToDate).toBe(false);
    const config = path.join(site, 'accounts-docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Small'", "title: 'Smaller'"));
    expect((await build(site)).upToDate).toBe(false);
    expect(await readFile(page(site, 1), 'utf8')).toContain('Smaller');

    // The output changed behind the build's back: a file removed, a file edited.
    expect((await build(site)).upToDate).toBe(true);
    await rm(page(site, 3));
    expect((await build(site)).upToDate).toBe(false);
    expect(await readFile(page(site, 3), 'utf8')).toContain('This is page 3');
    await writeFile(page(site, 3), 'tampered');
    expect((await build(site)).upToDate).toBe(false);
    expect(await readFile(page(site, 3), 'utf8')).toContain('This is page 3');

    // Another output folder, or no cache: a build of its own.
    expect((await build(site, ['--out', 'other'])).upToDate).toBe(false);
    expect((await build(site, ['--no-cache'])).upToDate).toBe(false);
    expect((await build(site, ['--no-cache'])).upToDate).toBe(false);
  }, 600_000);

  it('reports the warnings of the build it skips again', async () => {
    const site = await smallSite(2);
    const source = path.join(site, 'docs/page-1.md');
    await writeFile(source, `${await readFile(source, 'utf8')}\n[a missing anchor](./page-2.md#nowhere)\n`);
    const first = await build(site);
    expect(first.stderr).toContain('#nowhere');
    const skipped = await build(site);
    expect(skipped.upToDate).toBe(true);
    expect(skipped.stderr).toBe(first.stderr);
  }, 600_000);

  it('runs again after a commit when pages show their last-updated date from git', async () => {
    const site = await smallSite(2);
    const config = path.join(site, 'accounts-docs.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace(
        "staticDir: 'static',",
        "staticDir: 'static',\n  docs: { showLastUpdateTime: true },",
      ),
    );
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: site });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'first');
    expect((await build(site)).upToDate).toBe(false);
    expect((await build(site)).upToDate).toBe(true);
    git('commit', '-q', '--allow-empty', '-m', 'second');
    expect((await build(site)).upToDate).toBe(false);
    // HEAD is read from the repository's files: a packed ref names the same commit, a detached
    // HEAD another one.
    git('pack-refs', '--all');
    expect((await build(site)).upToDate).toBe(true);
    git('checkout', '-q', '--detach', 'HEAD~1');
    expect((await build(site)).upToDate).toBe(false);
    expect((await build(site)).upToDate).toBe(true);
  }, 600_000);

  it('forgets the last build when serve --watch writes into its folder: pages are reused again, not re-rendered', async () => {
    const site = await smallSite(3);
    await build(site);
    const stamp = new BuildStamp(
      path.join(site, 'node_modules/.cache/accounts-docs'),
      path.join(site, 'build'),
    );
    // What watch mode does to the folder: one page replaced in place.
    await writeFile(
      page(site, 1),
      (await readFile(page(site, 1), 'utf8')).replace('</body>', '<!-- live --></body>'),
    );
    expect((await stamp.check('any')).outputTouched).toBe(true);
    await stamp.forget();
    expect(await stamp.check('any')).toEqual({ outputTouched: false });
  });
});

import { existsSync } from 'node:fs';
import { lstat, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, listFiles, tempDir } from './helpers.ts';
import { SMALL_CONFIG, smallSite } from './small-site.ts';

// Where a build writes is the subject, not its process: the builds go through the CLI's `run`
// in the runner processes `cli()` shares (helpers.ts), ~1.5 s of CPU less each.

const noTrace = (stderr: string) => {
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(stderr).not.toContain('node:internal');
};

/** Every file of a folder with its bytes, to show it untouched. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files = await listFiles(dir);
  return Object.fromEntries(
    await Promise.all(files.map(async (f) => [f, await readFile(path.join(dir, f), 'utf8')])),
  );
}

describe('--out is checked before anything is touched', () => {
  it.each([['docs/page-1.md'], ['accounts-docs.config.ts']])(
    'refuses --out %s, an existing file',
    async (out) => {
      const site = await smallSite();
      const before = await snapshot(site);
      const result = await cli(['build', '--out', out], site);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${out}:1:1  error  The output folder`);
      expect(result.stderr).toContain('is an existing file');
      expect(result.stderr).toContain('[out-dir-unsafe]');
      noTrace(result.stderr);
      expect(await snapshot(site)).toEqual(before);
    },
  );

  it('refuses --out inside the static folder at the staticDir key, leaving no temporary folder in it', async () => {
    const site = await smallSite();
    const result = await cli(['build', '--out', 'static/site'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /accounts-docs\.config\.ts:4:3 {2}error {2}The output folder .*static\/site lies inside the static folder/,
    );
    noTrace(result.stderr);
    expect(await readdir(path.join(site, 'static'))).toEqual(['img']);
  });

  it.each([
    ['docs', /contains the docs folder/],
    ['docs/sub', /lies inside the docs folder/],
    ['.', /contains the project/],
    ['..', /contains the project/],
    ['node_modules/.cache/accounts-docs/out', /lies inside the build cache/],
  ])('refuses --out %s, overlapping a source', async (out, message) => {
    const site = await smallSite();
    const before = await snapshot(path.join(site, 'docs'));
    const result = await cli(['build', '--out', out], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('[out-dir-unsafe]');
    noTrace(result.stderr);
    expect(await snapshot(path.join(site, 'docs'))).toEqual(before);
  });

  it('refuses a non-empty folder that is not a build, and builds again over its own output', async () => {
    const site = await smallSite();
    await mkdir(path.join(site, 'notes'));
    await writeFile(path.join(site, 'notes/todo.txt'), 'keep me');
    const refused = await cli(['build', '--out', 'notes'], site);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('notes:1:1  error');
    expect(refused.stderr).toContain('is not empty and holds no previous build');
    expect(await readdir(path.join(site, 'notes'))).toEqual(['todo.txt']);

    expect((await cli(['build', '--out', 'site'], site)).code).toBe(0);
    expect(existsSync(path.join(site, 'site/.accounts-docs-build'))).toBe(true);
    const again = await cli(['build', '--out', 'site'], site);
    expect(again.code, again.stderr).toBe(0);
  });
});

describe('the output writer', () => {
  it('never writes outside the output folder, whatever route a page asks for', async () => {
    const site = await smallSite();
    const target = await tempDir('escape-target');
    const depth = '../'.repeat(12);
    await writeFile(
      path.join(site, 'docs/escape.md'),
      `---\ntitle: Escape\nslug: /${depth}${target.slice(1)}/x\n---\n\nText.\n`,
    );
    const result = await cli(['build'], site);
    expect(result.code).toBe(1);
    // Refused where the route is made (front matter) or, failing that, by the writer.
    expect(result.stderr).toContain('docs/escape.md:');
    noTrace(result.stderr);
    expect(await readdir(target)).toEqual([]);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });
});

describe('static files', () => {
  it('copies the contents of links inside the project, warns on a dangling link', async () => {
    const site = await smallSite();
    await mkdir(path.join(site, 'shared'));
    await writeFile(path.join(site, 'shared/terms.txt'), 'the terms');
    await symlink('../shared/terms.txt', path.join(site, 'static/terms.txt'));
    await symlink('../shared', path.join(site, 'static/shared'));
    await symlink('missing.png', path.join(site, 'static/img/dangling.png'));
    const result = await cli(['build'], site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /static\/img\/dangling\.png(:1:1)? {2}warning {2}The symbolic link .* leads nowhere/,
    );
    for (const file of ['terms.txt', 'shared/terms.txt']) {
      const out = path.join(site, 'build', file);
      expect((await lstat(out)).isSymbolicLink(), file).toBe(false);
      expect(await readFile(out, 'utf8')).toBe('the terms');
    }
    expect(existsSync(path.join(site, 'build/img/dangling.png'))).toBe(false);
  });

  it('refuses a link that leads outside the project, at the link, and keeps the old output', async () => {
    const site = await smallSite();
    expect((await cli(['build'], site)).code).toBe(0);
    const before = await snapshot(path.join(site, 'build'));
    await symlink('/etc/passwd', path.join(site, 'static/passwd'));
    const result = await cli(['build'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /static\/passwd:1:1 {2}error {2}The symbolic link .* leads outside the project/,
    );
    expect(result.stderr).toContain('[static-symlink-outside]');
    noTrace(result.stderr);
    expect(await snapshot(path.join(site, 'build'))).toEqual(before);
  });

  it('reports a static file where the pages need a folder as a route owned by both', async () => {
    const site = await smallSite();
    await writeFile(path.join(site, 'static/docs'), 'a file named docs');
    const result = await cli(['build'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /static\/docs:1:1 {2}error {2}The static file docs and the page \/docs\/page-1/,
    );
    expect(result.stderr).toContain('[static-route-collision]');
    expect(result.stderr).not.toContain('ENOTDIR');
    noTrace(result.stderr);
  });

  it('reports a missing static folder at the staticDir key', async () => {
    const site = await smallSite();
    await writeFile(path.join(site, 'accounts-docs.config.ts'), SMALL_CONFIG.replace("'static'", "'assets'"));
    const result = await cli(['build'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /accounts-docs\.config\.ts:4:3 {2}error {2}The static(Dir)? folder does not exist/,
    );
    expect(result.stderr).toContain('[static-folder-missing]');
  });
});

describe('config ids in HTML', () => {
  it('refuses an announcement id that could close the style element, at the key', async () => {
    const site = await smallSite();
    await writeFile(
      path.join(site, 'accounts-docs.config.ts'),
      SMALL_CONFIG.replace(
        "staticDir: 'static',",
        "staticDir: 'static',\n  announcementBar: {\n    id: 'x\"]</style><script>alert(1)</script>',\n    content: 'Hello',\n  },",
      ),
    );
    const result = await cli(['build'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /accounts-docs\.config\.ts:6:5 {2}error {2}Invalid config value at "announcementBar\.id"/,
    );
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });
});

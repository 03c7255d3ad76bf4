import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, listFiles, tempDir } from './helpers.ts';
import { warmCopyOfSite } from './content-build.ts';

/** Bad input reaches the maintainer as file:line:col, a non-zero exit, and an untouched output folder. */
describe('a failed build', () => {
  let site: string;
  let out: string;
  let before: Map<string, string>;

  beforeAll(async () => {
    // The previous output a failure must leave whole, built from the run's cache of content/.
    site = await warmCopyOfSite();
    out = path.join(site, 'build');
    expect((await cli(['build'], site)).code).toBe(0);
    before = new Map(
      await Promise.all(
        (await listFiles(out)).map(async (f) => [f, await readFile(path.join(out, f), 'utf8')] as const),
      ),
    );
  });

  async function expectOutputUnchanged() {
    const files = await listFiles(out);
    expect(files).toEqual([...before.keys()]);
    for (const file of files)
      expect(await readFile(path.join(out, file), 'utf8'), file).toBe(before.get(file));
    expect((await listFiles(path.dirname(out))).some((f) => f.includes('.tmp-'))).toBe(false);
  }

  // With `--workers 2` the page is compiled on a worker thread (the pool starts for one page to
  // compile when workers are asked for): the error crosses from it. The cache is the site's, so
  // the page is the one thing compiled; a cold build of content/ here cost ~14 s of CPU.
  it.each([[[]], [['--workers', '2']]])(
    'stops on malformed front matter with file:line:col and leaves the old output whole (%j)',
    async (args: string[]) => {
      const file = path.join(site, 'content/docs/server.md');
      const original = await readFile(file, 'utf8');
      await writeFile(file, original.replace(/^title: .*$/m, 'title: [Server'));
      try {
        const result = await cli(['build', ...args], site);
        expect(result.code).toBe(1);
        // The YAML parser notices the unclosed `[` where the next key starts.
        expect(result.stderr).toMatch(/content\/docs\/server\.md:4:1 {2}error {2}Invalid YAML front matter/);
        expect(result.stderr).toContain('[front-matter-yaml]');
        expect(result.stderr).toContain('the output folder was left as it was');
        expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
        await expectOutputUnchanged();
      } finally {
        await writeFile(file, original);
      }
    },
  );

  it('stops on a bad config key with the key and its place', async () => {
    const file = path.join(site, 'accounts-docs.config.ts');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace("baseUrl: '/',", "baseUrl: '/',\n  colour: 'blue',"));
    try {
      const result = await cli(['build'], site);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /accounts-docs\.config\.ts:\d+:3 {2}error {2}Unknown config key "colour"/,
      );
      await expectOutputUnchanged();
    } finally {
      await writeFile(file, original);
    }
  });

  it('stops on a sidebar entry naming no doc', async () => {
    const file = path.join(site, 'accounts-docs.config.ts');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace("'databases/redis'", "'databases/rediss'"));
    try {
      const result = await cli(['build'], site);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /accounts-docs\.config\.ts:\d+:\d+ {2}error {2}Sidebar "docs" lists the doc id "databases\/rediss"/,
      );
      expect(result.stderr).toContain('did you mean "databases/redis"?');
      await expectOutputUnchanged();
    } finally {
      await writeFile(file, original);
    }
  });

  it('reports a missing config file and a missing docs folder', async () => {
    const empty = await tempDir('empty');
    const missing = await cli(['build'], empty);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No config file in');
    await writeFile(
      path.join(empty, 'accounts-docs.config.ts'),
      "export default { title: 'x', url: 'https://x.example', docs: { path: 'nowhere' } };\n",
    );
    const noDocs = await cli(['build'], empty);
    expect(noDocs.code).toBe(1);
    expect(noDocs.stderr).toMatch(
      /accounts-docs\.config\.ts:1:\d+ {2}error {2}The docs folder does not exist/,
    );
  });

  it('refuses an output folder that holds the sources', async () => {
    const result = await cli(['build', '--out', path.join(site, 'content')], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('building there would delete it');
  });

  it('warns on a broken .md link but still builds', async () => {
    const file = path.join(site, 'content/docs/email.md');
    const original = await readFile(file, 'utf8');
    await writeFile(file, `${original}\nSee [the old page](./nothing-here.md).\n`);
    try {
      const result = await cli(['build'], site);
      expect(result.code).toBe(0);
      expect(result.stderr).toMatch(
        /content\/docs\/email\.md:\d+:5 {2}warning {2}Markdown link to a missing file: \.\/nothing-here\.md/,
      );
    } finally {
      await writeFile(file, original);
    }
  });
});

describe('the command line', () => {
  it('rejects an unknown command and a bad port with usage help', async () => {
    const unknown = await cli(['bulid']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toMatch(/unknown command 'bulid'/);
    const port = await cli(['serve', '--port', 'abc']);
    expect(port.code).not.toBe(0);
    expect(port.stderr).toContain('a port is a whole number');
  });
});

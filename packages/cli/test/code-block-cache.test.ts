import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './helpers.ts';
import { smallSite } from './small-site.ts';

/** One `build --profile`; its stage timings. */
async function build(site: string, args: string[] = []): Promise<Record<string, number>> {
  const run = await cli(['build', '--profile', ...args], site);
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { timings: Record<string, number> }).timings;
}

const CODE =
  '\n\n```ts title="server.ts" {2}\nconst server = new AccountsServer();\nawait server.start();\n```\n\n```bash\nnpm install @accounts/server\n```\n';

describe('highlighted code blocks kept in the build cache', () => {
  it('a page whose prose was edited is built without highlighting its code again, with the same output as a fresh build', async () => {
    const site = await smallSite(3);
    const source = path.join(site, 'docs/page-2.md');
    await writeFile(source, `${await readFile(source, 'utf8')}${CODE}`);
    // The profile gives the highlighter's time when a build highlighted a block (0 ms when the
    // process had it loaded already), and none when every block came from the cache.
    expect(await build(site)).toHaveProperty('highlighter');

    await writeFile(
      source,
      (await readFile(source, 'utf8')).replace('This is page 2', 'This page is the second'),
    );
    expect(await build(site)).not.toHaveProperty('highlighter');
    const page = (out: string) => readFile(path.join(site, out, 'docs/page-2/index.html'), 'utf8');
    const edited = await page('build');
    expect(edited).toContain('This page is the second');
    expect(edited).toContain('--shiki-dark');

    // The same pages built from nothing: byte for byte the same.
    await build(site, ['--no-cache', '--out', 'fresh']);
    expect(edited).toBe(await page('fresh'));

    // A block edited: it is highlighted again.
    await writeFile(source, (await readFile(source, 'utf8')).replace('server.start()', 'server.listen()'));
    expect(await build(site)).toHaveProperty('highlighter');
    expect(await page('build')).toContain('listen');
  }, 600_000);
});

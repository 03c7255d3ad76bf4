import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, listFiles, tempDir } from './helpers.ts';
import { smallSite } from './small-site.ts';

describe('two builds sharing one cache and one output folder', () => {
  it('both succeed, round after round, and leave one complete build', async () => {
    const site = await smallSite(80);
    const cache = await tempDir('shared-cache');
    const args = ['build', '--cache-dir', cache];
    const reference = path.join(await tempDir('reference'), 'build');
    expect((await cli(['build', '--out', reference, '--no-cache'], site)).code).toBe(0);
    const expected = await listFiles(reference);

    expect((await cli(args, site)).code).toBe(0);
    let reusedSomewhere = false;
    for (let round = 0; round < 6; round++) {
      // Every page is reusable from the previous output, which the other build replaces meanwhile.
      const results = await Promise.all([cli(args, site), cli(args, site)]);
      for (const result of results) {
        expect(result.code, result.stderr).toBe(0);
        expect(result.stderr).not.toMatch(/ENOENT|EEXIST|ENOTEMPTY/);
        if (/unchanged\)/.test(result.stdout)) reusedSomewhere = true;
      }
      const out = path.join(site, 'build');
      const files = await listFiles(out);
      expect(files).toEqual(expected);
      for (const file of files) {
        const same = (await readFile(path.join(out, file))).equals(
          await readFile(path.join(reference, file)),
        );
        expect(same, `round ${round}: ${file}`).toBe(true);
      }
      expect((await readdir(site)).filter((f) => f.startsWith('build.'))).toEqual([]);
    }
    expect(reusedSomewhere).toBe(true);
  }, 600_000);
});

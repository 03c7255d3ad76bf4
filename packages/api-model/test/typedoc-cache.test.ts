import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JSONOutput } from 'typedoc';
import { loadTypeDocProject } from '../src/index.ts';
import { keepOnlyEntries, readCacheEntry, typedocCacheKey, writeCacheEntry } from '../src/typedoc-cache.ts';
import { TYPEDOC_SCHEMA_VERSION } from '../src/typedoc-json.ts';

const temps: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'typedoc-cache-'));
  temps.push(dir);
  return dir;
};
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

const project = {
  schemaVersion: TYPEDOC_SCHEMA_VERSION,
  id: 0,
  name: 'API',
  variant: 'project',
  kind: 1,
  flags: {},
  children: [],
} as unknown as JSONOutput.ProjectReflection;
const diagnostics = [
  { severity: 'warning' as const, ruleId: 'typedoc', reason: 'Encountered an unknown block tag @x' },
];

describe('the TypeDoc cache', () => {
  it("keeps TypeDoc's project JSON as it is, so a cached run is a --typedoc-json file", async () => {
    const cacheDir = scratch();
    await writeCacheEntry(cacheDir, 'abc', { project, diagnostics });
    expect(readdirSync(path.join(cacheDir, 'typedoc')).sort()).toEqual(['abc.diagnostics.json', 'abc.json']);
    // With the project's text as the file holds it: a merge or a rewrite sends it on as it is.
    expect(await readCacheEntry(cacheDir, 'abc')).toEqual({
      project,
      diagnostics,
      json: JSON.stringify(project),
    });
    // A text at hand is written as it is, not serialized again.
    const text = JSON.stringify(project, null, 1);
    await writeCacheEntry(cacheDir, 'def', { project, diagnostics, json: text });
    expect(readFileSync(path.join(cacheDir, 'typedoc', 'def.json'), 'utf8')).toBe(text);
    expect(await readCacheEntry(cacheDir, 'def')).toEqual({ project, diagnostics, json: text });

    const prebuilt = await loadTypeDocProject({
      root: cacheDir,
      packages: [],
      tsconfig: 'tsconfig.json',
      prebuilt: 'typedoc/abc.json',
    });
    expect(prebuilt).toMatchObject({ source: 'file', project });
  });

  it('keeps the entries a build used, and treats a half-written one as a miss', async () => {
    const cacheDir = scratch();
    await writeCacheEntry(cacheDir, 'old', { project, diagnostics: [] });
    await writeCacheEntry(cacheDir, 'new', { project, diagnostics });
    expect(readdirSync(path.join(cacheDir, 'typedoc'))).toHaveLength(4);
    await keepOnlyEntries(cacheDir, ['new']);
    expect(readdirSync(path.join(cacheDir, 'typedoc')).sort()).toEqual(['new.diagnostics.json', 'new.json']);
    expect(await readCacheEntry(cacheDir, 'old')).toBeUndefined();

    // A project without its warnings (a crash between the two writes cannot leave this; a hand edit can).
    writeFileSync(path.join(cacheDir, 'typedoc', 'lone.json'), JSON.stringify(project));
    expect(await readCacheEntry(cacheDir, 'lone')).toBeUndefined();
    writeFileSync(path.join(cacheDir, 'typedoc', 'lone.diagnostics.json'), '{ "not": "a list" }');
    expect(await readCacheEntry(cacheDir, 'lone')).toBeUndefined();
  });
});

describe("a package's TypeDoc key", () => {
  /** A solution-style tsconfig (packemon's): the package's tsconfig extends a shared options file. */
  function solution(): {
    root: string;
    key: () => Promise<string>;
    write: (file: string, text: string) => void;
  } {
    const root = scratch();
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('tsconfig.json', '{ "files": [], "references": [{ "path": "packages/a" }], }');
    write('tsconfig.options.json', '{ "compilerOptions": { "strict": true } }');
    write(
      'packages/a/tsconfig.json',
      '// the package\n{ "extends": "../../tsconfig.options", "include": ["src"] }',
    );
    write('packages/a/src/index.ts', 'export const a: string | undefined = undefined;\n');
    const key = () =>
      typedocCacheKey({
        root,
        typedocOptions: { entryPoints: [path.join(root, 'packages/a/src/index.ts')] },
        tsconfig: path.join(root, 'tsconfig.json'),
        dirs: [path.join(root, 'packages/a')],
      });
    return { root, key, write };
  }

  it('changes with the options a referenced tsconfig extends, outside the package (they change its types)', async () => {
    const site = solution();
    const before = await site.key();
    expect(await site.key()).toBe(before);
    site.write('tsconfig.options.json', '{ "compilerOptions": { "strict": false } }');
    expect(await site.key()).not.toBe(before);
  });

  it('changes with a referenced tsconfig named by its file', async () => {
    const site = solution();
    site.write('tsconfig.json', '{ "files": [], "references": [{ "path": "./configs/a.json" }] }');
    site.write('configs/a.json', '{ "include": ["../packages/a/src"] }');
    const before = await site.key();
    site.write(
      'configs/a.json',
      '{ "include": ["../packages/a/src"], "compilerOptions": { "strict": true } }',
    );
    expect(await site.key()).not.toBe(before);
  });
});

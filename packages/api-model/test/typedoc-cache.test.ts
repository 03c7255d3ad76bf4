import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JSONOutput } from 'typedoc';
import { loadTypeDocProject } from '../src/index.ts';
import { keepOnlyEntries, readCacheEntry, writeCacheEntry } from '../src/typedoc-cache.ts';
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
    expect(await readCacheEntry(cacheDir, 'abc')).toEqual({ project, diagnostics });

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

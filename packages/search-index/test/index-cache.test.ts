import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchIndexCache, searchIndexKey } from '../src/index.ts';

const files = [
  { path: 'pagefind/pagefind-entry.json', contents: new TextEncoder().encode('{}') },
  { path: 'pagefind/fragment/en_1.pf_fragment', contents: new Uint8Array([1, 2, 3]) },
];

describe('searchIndexKey', () => {
  it('changes with any indexed page, its URL or its fingerprint, and with their order', () => {
    const a = { url: '/a', fingerprint: '1' };
    const b = { url: '/b', fingerprint: '2' };
    const key = searchIndexKey([a, b]);
    expect(searchIndexKey([a, b])).toBe(key);
    expect(searchIndexKey([a, { ...b, fingerprint: '3' }])).not.toBe(key);
    expect(searchIndexKey([a, { ...b, url: '/c' }])).not.toBe(key);
    expect(searchIndexKey([b, a])).not.toBe(key);
    expect(searchIndexKey([a])).not.toBe(key);
  });
});

describe('SearchIndexCache', () => {
  it('gives the files back for the same key only, from disk in a new process', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'search-index-cache-'));
    await new SearchIndexCache(dir).write('k1', files);
    const fresh = new SearchIndexCache(dir);
    expect(await fresh.read('k2')).toBeUndefined();
    const read = await fresh.read('k1');
    expect(read?.map((f) => f.path)).toEqual([
      'pagefind/fragment/en_1.pf_fragment',
      'pagefind/pagefind-entry.json',
    ]);
    expect([...read![0]!.contents]).toEqual([1, 2, 3]);
  });

  it('keeps the last index in memory without a cache folder (--no-cache in watch mode)', async () => {
    const cache = new SearchIndexCache(undefined);
    expect(await cache.read('k')).toBeUndefined();
    await cache.write('k', files);
    expect(await cache.read('k')).toBe(files);
    expect(await cache.read('other')).toBeUndefined();
  });
});

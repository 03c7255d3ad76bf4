import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchIndexCache, SearchIndexRefresher } from '../src/index.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('SearchIndexRefresher (watch mode)', () => {
  it('writes the files that changed and leaves the content-named ones already there', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-index-refresh-'));
    const cache = new SearchIndexCache(undefined);
    const refresher = new SearchIndexRefresher(cache);
    const fragment = { path: 'pagefind/fragment/en_114c9d9.pf_fragment', contents: bytes('one page') };
    const changed = { path: 'pagefind/fragment/en_2a7f3e1.pf_fragment', contents: bytes('old text') };
    await cache.write('k1', [
      fragment,
      changed,
      { path: 'pagefind/pagefind-entry.json', contents: bytes('{"v":1}') },
    ]);
    refresher.refresh(outDir, 'k1', []);
    await refresher.settled();
    const kept = await stat(path.join(outDir, fragment.path));

    const edited = { path: 'pagefind/fragment/en_9bc0d44.pf_fragment', contents: bytes('new text') };
    await cache.write('k2', [
      fragment,
      edited,
      { path: 'pagefind/pagefind-entry.json', contents: bytes('{"v":2}') },
    ]);
    refresher.refresh(outDir, 'k2', []);
    await refresher.settled();

    // The unchanged fragment is the same file (not replaced); the entry and the new fragment are
    // written, the old fragment removed.
    expect((await stat(path.join(outDir, fragment.path))).ino).toBe(kept.ino);
    expect(await readFile(path.join(outDir, 'pagefind/pagefind-entry.json'), 'utf8')).toBe('{"v":2}');
    expect(await readFile(path.join(outDir, edited.path), 'utf8')).toBe('new text');
    await expect(stat(path.join(outDir, changed.path))).rejects.toThrow();
  });

  it('waits for a quiet moment: a burst of rebuilds writes the last index only', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-index-refresh-'));
    const cache = new SearchIndexCache(undefined);
    const refresher = new SearchIndexRefresher(cache, { quietMs: 50 });
    const entry = (v: number) => ({ path: 'pagefind/pagefind-entry.json', contents: bytes(`{"v":${v}}`) });
    const first = { path: 'pagefind/fragment/en_1111111.pf_fragment', contents: bytes('first') };
    const last = { path: 'pagefind/fragment/en_3333333.pf_fragment', contents: bytes('last') };
    await cache.write('k1', [first, entry(1)]);
    await cache.write('k3', [last, entry(3)]);
    const read: string[] = [];
    const readIndex = cache.read.bind(cache);
    cache.read = (key) => (read.push(key), readIndex(key));
    refresher.refresh(outDir, 'k1', []);
    // A rebuild starts within the quiet time, and its refresh follows.
    await new Promise((resolve) => setTimeout(resolve, 10));
    refresher.cancel();
    refresher.refresh(outDir, 'k3', []);
    await refresher.settled();
    expect(await readFile(path.join(outDir, 'pagefind/pagefind-entry.json'), 'utf8')).toBe('{"v":3}');
    expect(await readFile(path.join(outDir, last.path), 'utf8')).toBe('last');
    // The first refresh never started.
    expect(read).toEqual(['k3']);
    await expect(stat(path.join(outDir, first.path))).rejects.toThrow();
  });

  it('does nothing once cancelled (a rebuild that then failed keeps the index as it was)', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-index-refresh-'));
    const cache = new SearchIndexCache(undefined);
    const refresher = new SearchIndexRefresher(cache, { quietMs: 20 });
    await cache.write('k1', [{ path: 'pagefind/pagefind-entry.json', contents: bytes('{"v":1}') }]);
    refresher.refresh(outDir, 'k1', []);
    refresher.cancel();
    await refresher.settled();
    await expect(stat(path.join(outDir, 'pagefind/pagefind-entry.json'))).rejects.toThrow();
  });
});

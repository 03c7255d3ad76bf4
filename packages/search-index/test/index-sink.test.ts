import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_SECTIONS_FILE, SearchIndexCache, SearchIndexSink, startSearchIndex } from '../src/index.ts';

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>About ${title}.</p></main></body></html>`;

const guide = [
  { url: '/one', outFile: 'one/index.html', fingerprint: '1', section: 'guide' },
  { url: '/two', outFile: 'two/index.html', fingerprint: '2', section: 'guide' },
];
const api = [{ url: '/api/three', outFile: 'api/three/index.html', fingerprint: '3', section: 'api' }];

/** The index Pagefind writes of these pages, fed directly in this order. */
async function direct(pages: { url: string; outFile: string }[], html: Record<string, string>) {
  const index = await startSearchIndex();
  for (const p of pages) await index.add({ url: p.url, html: html[p.outFile]! });
  return asMap(await index.finish());
}

const asMap = (files: { path: string; contents: Uint8Array }[]) =>
  new Map(files.map((f) => [f.path, Buffer.from(f.contents).toString('base64')]));

/** Counts the caches asked for and read from. */
function caches(dir: string | undefined) {
  const made = new Map<string, SearchIndexCache>();
  return (section: string) => {
    let cache = made.get(section);
    if (!cache) made.set(section, (cache = new SearchIndexCache(dir, `search-index-${section}`)));
    return cache;
  };
}

const notRead = () => Promise.reject(new Error('not read back'));

describe('SearchIndexSink', () => {
  it(
    'indexes the pages the writer feeds (written or linked), ignores other files, and is cached by their fingerprints',
    { timeout: 120_000 },
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'search-index-sink-'));
      const old = path.join(dir, 'old-two.html');
      await writeFile(old, page('Two'));
      const sink = await SearchIndexSink.open(guide, caches(dir));
      await sink.accept('one/index.html', { contents: page('One') }, false);
      await sink.accept('style.css', { contents: 'body{}' }, false);
      await sink.accept('two/index.html', { from: old }, false);
      const result = await sink.finish(notRead);
      expect(result.reused).toBe(0);
      const expected = await direct(guide, { 'one/index.html': page('One'), 'two/index.html': page('Two') });
      const files = asMap(result.files);
      expect(JSON.parse(Buffer.from(files.get(SEARCH_SECTIONS_FILE)!, 'base64').toString())).toEqual({
        merge: [],
      });
      files.delete(SEARCH_SECTIONS_FILE);
      expect(files).toEqual(expected);

      // Same pages, same fingerprints: the cached files, Pagefind not fed.
      const again = await SearchIndexSink.open(guide, caches(dir));
      await again.accept('one/index.html', { contents: page('Changed') }, false);
      const cached = await again.finish(notRead);
      expect(cached.reused).toBe(1);
      expect(asMap(cached.files)).toEqual(asMap(result.files));
    },
  );

  it(
    'splits the index by section: the first is the bundle, the others merged indexes listed beside it, each indexed again only when one of its pages changed',
    { timeout: 120_000 },
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'search-index-sections-'));
      const html: Record<string, string> = {
        'one/index.html': page('One'),
        'two/index.html': page('Two'),
        'api/three/index.html': page('Three'),
      };
      const build = async (pages: typeof guide, cacheDir: string) => {
        const sink = await SearchIndexSink.open(pages, caches(cacheDir));
        for (const p of pages) await sink.accept(p.outFile, { contents: html[p.outFile]! }, false);
        return sink.finish(notRead);
      };
      const first = await build([...guide, ...api], dir);
      expect([first.reused, first.sections]).toEqual([0, 2]);
      const files = asMap(first.files);
      expect(JSON.parse(Buffer.from(files.get(SEARCH_SECTIONS_FILE)!, 'base64').toString())).toEqual({
        merge: ['api'],
      });
      // The guide's bundle is the whole of Pagefind's output; the API's only its index files.
      const guideFiles = await direct(guide, html);
      for (const [file, bytes] of guideFiles) expect(files.get(file)).toBe(bytes);
      const apiFiles = await direct(api, html);
      const merged = [...files.keys()].filter((file) => file.startsWith('pagefind/api/')).sort();
      expect(merged).toContain('pagefind/api/pagefind-entry.json');
      expect(merged.some((file) => file.endsWith('.js') || file.includes('wasm'))).toBe(false);
      for (const file of merged)
        expect(files.get(file)).toBe(apiFiles.get(file.replace('pagefind/api/', 'pagefind/')));
      expect(files.size).toBe(guideFiles.size + merged.length + 1);

      // One guide page changed: the guide indexed again, the API's index from the cache.
      html['two/index.html'] = page('Deux');
      const second = await build([guide[0]!, { ...guide[1]!, fingerprint: '2b' }, ...api], dir);
      expect(second.reused).toBe(1);
      const files2 = asMap(second.files);
      for (const file of merged) expect(files2.get(file)).toBe(files.get(file));
      for (const [file, bytes] of await direct(guide, html)) expect(files2.get(file)).toBe(bytes);
    },
  );

  it(
    'indexes again from the output when a page is fed twice (Pagefind cannot take one back)',
    { timeout: 120_000 },
    async () => {
      const sink = await SearchIndexSink.open(guide, caches(undefined));
      await sink.accept('one/index.html', { contents: page('Stale') }, false);
      await sink.accept('two/index.html', { contents: page('Two') }, false);
      await sink.accept('one/index.html', { contents: page('One') }, true);
      const output: Record<string, string> = { 'one/index.html': page('One'), 'two/index.html': page('Two') };
      const files = asMap((await sink.finish(async (file) => output[file]!)).files);
      files.delete(SEARCH_SECTIONS_FILE);
      expect(files).toEqual(await direct(guide, output));
    },
  );
});

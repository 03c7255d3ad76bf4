import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchIndexCache, SearchIndexSink, startSearchIndex } from '../src/index.ts';

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>About ${title}.</p></main></body></html>`;

const pages = [
  { url: '/one', outFile: 'one/index.html', fingerprint: '1' },
  { url: '/two', outFile: 'two/index.html', fingerprint: '2' },
];

/** The index Pagefind writes of these pages, fed directly in this order. */
async function direct(html: Record<string, string>): Promise<Map<string, string>> {
  const index = await startSearchIndex();
  for (const p of pages) await index.add({ url: p.url, html: html[p.outFile]! });
  return asMap(await index.finish());
}

const asMap = (files: { path: string; contents: Uint8Array }[]) =>
  new Map(files.map((f) => [f.path, Buffer.from(f.contents).toString('base64')]));

describe('SearchIndexSink', () => {
  it(
    'indexes the pages the writer feeds (written or linked), ignores other files, and is cached by their fingerprints',
    { timeout: 60_000 },
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'search-index-sink-'));
      const old = path.join(dir, 'old-two.html');
      await writeFile(old, page('Two'));
      const cache = new SearchIndexCache(path.join(dir, 'cache'));
      const sink = await SearchIndexSink.open(pages, cache);
      await sink.accept('one/index.html', { contents: page('One') }, false);
      await sink.accept('style.css', { contents: 'body{}' }, false);
      await sink.accept('two/index.html', { from: old }, false);
      const result = await sink.finish(() => Promise.reject(new Error('not read back')));
      expect(result.reused).toBe(false);
      const expected = await direct({ 'one/index.html': page('One'), 'two/index.html': page('Two') });
      expect(asMap(result.files)).toEqual(expected);

      // Same pages, same fingerprints: the cached files, Pagefind not fed.
      const again = await SearchIndexSink.open(pages, new SearchIndexCache(path.join(dir, 'cache')));
      await again.accept('one/index.html', { contents: page('Changed') }, false);
      const cached = await again.finish(() => Promise.reject(new Error('not read back')));
      expect(cached.reused).toBe(true);
      expect(asMap(cached.files)).toEqual(expected);
    },
  );

  it(
    'indexes again from the output when a page is fed twice (Pagefind cannot take one back)',
    { timeout: 60_000 },
    async () => {
      const sink = await SearchIndexSink.open(pages, new SearchIndexCache(undefined));
      await sink.accept('one/index.html', { contents: page('Stale') }, false);
      await sink.accept('two/index.html', { contents: page('Two') }, false);
      await sink.accept('one/index.html', { contents: page('One') }, true);
      const output: Record<string, string> = { 'one/index.html': page('One'), 'two/index.html': page('Two') };
      const result = await sink.finish(async (file) => output[file]!);
      expect(asMap(result.files)).toEqual(await direct(output));
    },
  );
});

import { existsSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SearchIndexCache, SearchIndexSink } from '../src/index.ts';

/**
 * Pagefind replaced by a service whose answers the test releases: what the sink waits for, and
 * which of Pagefind's calls write the index, are seen from outside.
 */
const service = vi.hoisted(() => ({
  added: [] as string[],
  answers: [] as (() => void)[],
  calls: [] as string[],
}));
vi.mock('pagefind', () => ({
  createIndex: () =>
    Promise.resolve({
      errors: [],
      index: {
        addHTMLFile: ({ url }: { url: string }) => {
          service.added.push(url);
          return new Promise((resolve) =>
            service.answers.push(() => resolve({ errors: [], file: { url, meta: {} } })),
          );
        },
        getFiles: () => {
          service.calls.push('getFiles');
          return Promise.resolve({
            errors: [],
            files: [
              { path: 'pagefind-entry.json', content: new TextEncoder().encode('{"from":"getFiles"}') },
            ],
          });
        },
        writeFiles: () => {
          service.calls.push('writeFiles');
          return Promise.resolve({ errors: [], outputPath: '' });
        },
      },
    }),
  close: () => Promise.resolve(),
}));

const page = (url: string) =>
  `<!DOCTYPE html><html><body><main data-pagefind-body>${url}</main></body></html>`;
const pages = Array.from({ length: 3 }, (_, i) => ({
  url: `/p${i}`,
  outFile: `p${i}/index.html`,
  fingerprint: String(i),
  section: 'guide',
}));
const cachesIn = (dir: string | undefined) => (section: string) =>
  new SearchIndexCache(dir, `search-index-${section}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('SearchIndexSink with Pagefind', () => {
  it("lets the writer go on while Pagefind indexes: a page's call does not wait for Pagefind's answer, the index does", async () => {
    service.added.length = 0;
    service.answers.length = 0;
    const sink = await SearchIndexSink.open(pages, cachesIn(undefined));
    // Each call resolves although Pagefind has answered none of the pages.
    for (const p of pages) await sink.accept(p.outFile, { contents: page(p.url) }, false);
    await settle();
    expect(service.added).toEqual(['/p0', '/p1', '/p2']);
    let finished = false;
    const finishing = sink
      .finish(() => Promise.reject(new Error('not read back')))
      .then((result) => {
        finished = true;
        return result;
      });
    await settle();
    expect(finished).toBe(false); // the index waits for every page to be indexed
    for (const answer of service.answers) answer();
    const result = await finishing;
    expect(result.files.map((f) => f.path)).toContain('pagefind/pagefind-entry.json');
  });

  it("takes the index from Pagefind's output with a cache as without, never has Pagefind write it (a failed write panics its process, which then never answers)", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'search-index-output-'));
    service.calls.length = 0;
    const build = async (cacheDir: string | undefined) => {
      service.answers.length = 0;
      const sink = await SearchIndexSink.open(pages, cachesIn(cacheDir));
      for (const p of pages) await sink.accept(p.outFile, { contents: page(p.url) }, false);
      const finishing = sink.finish(() => Promise.reject(new Error('not read back')));
      await settle();
      for (const answer of service.answers) answer();
      return finishing;
    };
    const cached = await build(dir);
    expect(service.calls).toEqual(['getFiles']);
    const text = (result: typeof cached, file: string) =>
      Buffer.from(result.files.find((f) => f.path === file)!.contents).toString();
    const texts = (result: typeof cached) =>
      result.files.map((f) => [f.path, Buffer.from(f.contents).toString()]);
    expect(text(cached, 'pagefind/pagefind-entry.json')).toBe('{"from":"getFiles"}');
    // The cache entry holds what Pagefind gave, and no folder is left beside it.
    expect((await readdir(dir)).sort()).toEqual(['search-index-guide']);
    const reused = await build(dir);
    expect(reused.reused).toBe(1);
    expect(service.calls).toEqual(['getFiles']);
    expect(texts(reused)).toEqual(texts(cached));

    const uncached = await build(undefined);
    expect(service.calls).toEqual(['getFiles', 'getFiles']);
    expect(texts(uncached)).toEqual(texts(cached));
    expect(existsSync(path.join(dir, 'search-index-guide', 'key'))).toBe(true);
  });

  it('sends the pages to Pagefind in the order they were fed, when the window of pages in flight is full', async () => {
    service.added.length = 0;
    service.answers.length = 0;
    const many = Array.from({ length: 40 }, (_, i) => ({
      url: `/q${i}`,
      outFile: `q${i}/index.html`,
      fingerprint: String(i),
      section: 'guide',
    }));
    const sink = await SearchIndexSink.open(many, cachesIn(undefined));
    // As the renderer feeds the writer: the next page while the last one's call is under way.
    const calls = many.map((p) => sink.accept(p.outFile, { contents: page(p.url) }, false));
    await settle();
    // Pagefind answers one page at a time, oldest first: each answer lets a held-back call go on.
    while (service.answers.length > 0) {
      service.answers.shift()!();
      await settle();
    }
    await Promise.all(calls);
    expect(service.added).toEqual(many.map((p) => p.url));
    await sink.finish(() => Promise.reject(new Error('not read back')));
  });
});

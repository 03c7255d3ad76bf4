import { describe, expect, it } from 'vitest';
import { startSearchIndex } from '../src/index.ts';

const page = (title: string) =>
  `<html><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>About ${title}.</p></main></body></html>`;

describe('startSearchIndex', () => {
  it('lets two indexes of one process run at once (one service: the first to finish must not stop the other)', async () => {
    const [first, second] = await Promise.all([
      (async () => {
        const index = await startSearchIndex();
        await index.add({ url: '/one', html: page('One') });
        return index.finish();
      })(),
      (async () => {
        const index = await startSearchIndex();
        await index.add({ url: '/two', html: page('Two') });
        await index.add({ url: '/three', html: page('Three') });
        return index.finish();
      })(),
    ]);
    expect(first.some((file) => file.path.endsWith('pagefind-entry.json'))).toBe(true);
    expect(second.some((file) => file.path.endsWith('pagefind-entry.json'))).toBe(true);
    const pages = (files: typeof first) => files.filter((file) => file.path.includes('/fragment/')).length;
    expect([pages(first), pages(second)]).toEqual([1, 2]);
  });

  it('frees the service when an index is aborted', async () => {
    const aborted = await startSearchIndex();
    await aborted.add({ url: '/gone', html: page('Gone') });
    await aborted.abort();
    const index = await startSearchIndex();
    await index.add({ url: '/kept', html: page('Kept') });
    expect((await index.finish()).length).toBeGreaterThan(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { searchIndexKey } from '../src/index.ts';

// The installed tools as the cache module reads them, made settable: an upgraded Pagefind.
const running = vi.hoisted(() => ({ pagefind: '1.3.0' }));
vi.mock('../../cache/src/tool-versions.ts', () => ({
  toolVersion: (name: string) => `${name}@${name === 'pagefind' ? running.pagefind : '1.0.0'}`,
}));

describe('searchIndexKey', () => {
  it("is a search-index entry key: Pagefind's version read from its package.json is folded in", () => {
    const pages = [{ url: '/a', fingerprint: 'f1' }];
    const before = searchIndexKey(pages);
    expect(searchIndexKey(pages)).toBe(before);
    running.pagefind = '1.4.0';
    expect(searchIndexKey(pages)).not.toBe(before);
  });
});

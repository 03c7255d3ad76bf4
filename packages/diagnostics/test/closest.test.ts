import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../src/index.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('server', 'server')).toBe(0);
    expect(editDistance('srever', 'server')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('closest', () => {
  it('gives the nearest candidate within a third of the length, at least 2', () => {
    expect(closest('sidebar', ['navbar', 'sidebars', 'footer'])).toBe('sidebars');
    expect(closest('titel', ['title', 'tagline'])).toBe('title');
    expect(closest('xyz', ['title', 'tagline'])).toBeUndefined();
  });

  it('keeps the first of equally close candidates', () => {
    expect(closest('ab', ['ac', 'ad'])).toBe('ac');
  });

  it('takes any iterable, once', () => {
    expect(closest('options', new Set(['optionz', 'events']))).toBe('optionz');
    expect(
      closest(
        'options',
        new Map([
          ['events', 1],
          ['option', 2],
        ]).keys(),
      ),
    ).toBe('option');
  });

  it('takes a custom largest distance', () => {
    const routes = ['/api/accounts-server/classes/AccountsServer', '/api/accounts-server/classes/Bar'];
    expect(closest('/api/accounts-server/classes/Foo', routes)).toBe(routes[1]);
    expect(closest('/api/accounts-server/classes/Foo', routes, { maxDistance: 2 })).toBeUndefined();
    expect(closest('/docs/srever', ['/docs/server'], { maxDistance: 2 })).toBe('/docs/server');
    expect(closest('abc', ['abd'], { maxDistance: 0 })).toBeUndefined();
  });

  it('finds what a full search finds, though it stops early on far candidates', () => {
    const words = randomWords(300);
    for (const value of words.slice(0, 60)) {
      let expected: string | undefined;
      let expectedDistance = Infinity;
      for (const word of words) {
        const distance = referenceDistance(value, word);
        if (distance < expectedDistance) [expected, expectedDistance] = [word, distance];
      }
      for (const maxDistance of [undefined, 0, 1, 3, 6]) {
        const limit = maxDistance ?? Math.max(2, Math.floor(value.length / 3));
        expect(closest(value, words, { maxDistance }), `${value} ${maxDistance}`).toBe(
          expectedDistance <= limit ? expected : undefined,
        );
      }
    }
  });
});

describe('editDistance on random strings', () => {
  it('equals the textbook dynamic programme', () => {
    const words = randomWords(120);
    for (const a of words.slice(0, 40)) {
      for (const b of words) expect(editDistance(a, b), `${a} ${b}`).toBe(referenceDistance(a, b));
    }
  });
});

/** Paths over a small alphabet, so that many share prefixes, suffixes and near misses. */
function randomWords(count: number): string[] {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const length = Math.floor(random() * 12);
    let word = random() < 0.5 ? '/docs/' : '';
    for (let i = 0; i < length; i++) word += 'abc/-'[Math.floor(random() * 5)];
    return word;
  });
}

function referenceDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      table[i]![j] = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + cost);
    }
  }
  return table[a.length]![b.length]!;
}

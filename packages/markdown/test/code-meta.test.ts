import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from '../src/code-meta.ts';

describe('a code fence meta string', () => {
  it('reads the title, the highlighted lines and showLineNumbers', () => {
    const meta = parseCodeMeta('title="server.ts" {1,3-4} showLineNumbers');
    expect(meta.title).toBe('server.ts');
    expect(meta.showLineNumbers).toBe(true);
    expect([1, 2, 3, 4, 5].map((line) => meta.highlightLines.has(line))).toEqual([true, false, true, true, false]);
    expect(meta.highlightLines.within(10)).toEqual([1, 3, 4]);
  });

  it('keeps a range of a hundred million lines as one range, and lists only the lines a block has', () => {
    const meta = parseCodeMeta('{1-99999999}');
    expect(meta.highlightLines.has(99_999_999)).toBe(true);
    expect(meta.highlightLines.has(100_000_000)).toBe(false);
    expect(meta.highlightLines.within(3)).toEqual([1, 2, 3]);
  });

  it('merges overlapping and touching ranges, and drops reversed ones', () => {
    const meta = parseCodeMeta('{5-7,1-2,3,6-9,12-10}');
    expect(meta.highlightLines.within(20)).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
    expect(parseCodeMeta('').highlightLines.isEmpty).toBe(true);
  });
});

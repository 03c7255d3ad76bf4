/** What a code fence's meta string says: `title="server.ts" {1,3-4} showLineNumbers`. */
export interface CodeMeta {
  title?: string;
  highlightLines: LineRanges;
  showLineNumbers: boolean;
}

/**
 * The lines a `{1,3-5}` range names, kept as ranges: `{1-99999999}` is one range, not a set of
 * a hundred million numbers (which ran out of memory), whatever the block's length.
 */
export class LineRanges {
  /** Sorted, merged, inclusive. */
  readonly #ranges: [number, number][] = [];

  constructor(ranges: [number, number][] = []) {
    const sorted = ranges.filter(([from, to]) => from <= to).sort((a, b) => a[0] - b[0]);
    for (const [from, to] of sorted) {
      const last = this.#ranges.at(-1);
      if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
      else this.#ranges.push([from, to]);
    }
  }

  get isEmpty(): boolean {
    return this.#ranges.length === 0;
  }

  has(line: number): boolean {
    let low = 0;
    let high = this.#ranges.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const [from, to] = this.#ranges[mid]!;
      if (line < from) high = mid - 1;
      else if (line > to) low = mid + 1;
      else return true;
    }
    return false;
  }

  /** The lines it holds from 1 to `count` (a block's own lines), in order. */
  within(count: number): number[] {
    const lines: number[] = [];
    for (const [from, to] of this.#ranges)
      for (let line = Math.max(from, 1); line <= Math.min(to, count); line++) lines.push(line);
    return lines;
  }
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new LineRanges(), showLineNumbers: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const withoutTitle = title ? meta.replace(title[0], '') : meta;
  const ranges = /\{([\d,\s-]+)\}/.exec(withoutTitle);
  if (ranges) {
    const lines: [number, number][] = [];
    for (const part of ranges[1]!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      lines.push([from, to === undefined || Number.isNaN(to) ? from : to]);
    }
    result.highlightLines = new LineRanges(lines);
  }
  result.showLineNumbers = /\bshowLineNumbers\b/.test(withoutTitle);
  return result;
}

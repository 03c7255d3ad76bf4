/** What a code fence's meta string says: `title="server.ts" {1,3-4} showLineNumbers`. */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), showLineNumbers: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const withoutTitle = title ? meta.replace(title[0], '') : meta;
  const ranges = /\{([\d,\s-]+)\}/.exec(withoutTitle);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      for (let line = from; line <= (to ?? from); line++) result.highlightLines.add(line);
    }
  }
  result.showLineNumbers = /\bshowLineNumbers\b/.test(withoutTitle);
  return result;
}

// Offsets in a markdown source: its lines and a link's destination as written, for the twin's
// edits (`find-twin-edits.ts`, `twin-component-edits.ts`).

/** A node of the tree as parsed (mdast with MDX and directives), as far as the twin reads it. */
export interface Node {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  children?: Node[];
  attributes?: { type: string; name?: string; value?: unknown }[];
  data?: { directiveLabel?: boolean };
  position?: { start: { offset?: number; column: number }; end: { offset?: number } };
}

export const start = (node: Node) => node.position?.start.offset;
export const end = (node: Node) => node.position?.end.offset;

/** The `](` after which the destination is `url` (the last one when none reads so). */
export function destinationAt(source: string, url: string): number {
  let found = -1;
  for (let at = source.indexOf(']('); at >= 0; at = source.indexOf('](', at + 1)) {
    found = at;
    let from = at + 2;
    while (from < source.length && /\s/.test(source[from]!)) from++;
    const destination = readDestination(source, from);
    if (destination && unescape(source.slice(destination.start, destination.end)) === url) return at;
  }
  return found;
}

const unescape = (raw: string) => raw.replace(/^<|>$/g, '').replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** A link destination from `from`: `<…>`, or up to whitespace or the unbalanced `)`. */
export function readDestination(source: string, from: number): { start: number; end: number } | undefined {
  if (source[from] === '<') {
    const close = source.indexOf('>', from);
    return close < 0 ? undefined : { start: from, end: close + 1 };
  }
  let depth = 0;
  let at = from;
  for (; at < source.length; at++) {
    const c = source[at]!;
    if (c === '\\') {
      at++;
      continue;
    }
    if (/\s/.test(c)) break;
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  return at > from ? { start: from, end: at } : undefined;
}

export function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

export function lineEnd(text: string, at: number): number {
  const found = text.indexOf('\n', at);
  return found < 0 ? text.length : found;
}

export function nextLine(text: string, at: number): number {
  return at < text.length ? at + 1 : at;
}

/** From a line's end: past its newline and the blank lines after it. */
export function blankLinesEnd(text: string, at: number): number {
  let end = nextLine(text, at);
  for (;;) {
    const next = lineEnd(text, end);
    if (end >= text.length || text.slice(end, next).trim() !== '') return end;
    end = nextLine(text, next);
  }
}

import type { TwinEdit, TwinEdits } from '@accounts-docs/markdown/twin-edits';

/**
 * What a compiled page rendered for a twin edit's `render` id, as markdown: a block, or text
 * for a line (`inline`); nothing when the render recorded none.
 */
export type Rendered = (id: number, inline: boolean) => string | undefined;

/**
 * A page's source with its twin edits applied (the compile found them, `twinEdits`): every
 * edit's range replaced, link destinations by `url(written)` — the site's part, applied here —,
 * quotes prefixed line by line; the rest of the text is the author's, as written. Blank lines
 * at the start go, and the text ends with one newline.
 */
export function spliceTwin(
  source: string,
  twin: TwinEdits,
  url: (written: string) => string,
  rendered?: Rendered,
): string {
  const text = twin.text ?? source;
  const body = apply(text, 0, text.length, twin.edits, url, rendered);
  return `${body.replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd()}\n`;
}

function apply(
  text: string,
  from: number,
  to: number,
  edits: TwinEdit[],
  url: (written: string) => string,
  rendered?: Rendered,
): string {
  let out = '';
  let at = from;
  for (const edit of edits) {
    // Edits never overlap; one that would (a source the parse read otherwise) is left out.
    if (edit.start < at || edit.end > to) continue;
    out += text.slice(at, edit.start);
    if (edit.kind === 'replace') {
      // A compiled page's component or expression: what it rendered, where the page has it.
      // Whole lines replaced: a block of its own.
      const block =
        (edit.start === 0 || text[edit.start - 1] === '\n') &&
        (edit.end === text.length || text[edit.end - 1] === '\n');
      const shown = edit.render !== undefined ? rendered?.(edit.render, !block) : undefined;
      if (shown) {
        const lead = text.slice(edit.start, edit.render);
        out += block ? `${shown.replace(/\n(?!\n)/g, `\n${lead}`).replace(/^/, lead)}\n` : `${lead}${shown}`;
        at = edit.end;
        continue;
      }
      out += edit.text;
      if (edit.block && (out === '' || /\n[ \t]*\n[ \t]*$/.test(out))) {
        at = blankLinesAfter(text, edit.end, to);
        continue;
      }
    } else if (edit.kind === 'url')
      out += destination(text.slice(edit.start, edit.end), edit.url, url(edit.url));
    else {
      const lineStart = edit.start === 0 || text[edit.start - 1] === '\n';
      out += lines(apply(text, edit.start, edit.end, edit.edits, url, rendered), edit, lineStart);
    }
    at = edit.end;
  }
  return out + text.slice(at, to);
}

/** Past the blank lines from `at` (a line start). */
function blankLinesAfter(text: string, at: number, to: number): number {
  for (;;) {
    const end = text.indexOf('\n', at);
    if (end < 0 || end >= to || text.slice(at, end).trim() !== '') return at;
    at = end + 1;
  }
}

/** A destination as written when its URL did not change; else the new URL, `<…>` where it must be. */
function destination(written: string, before: string, after: string): string {
  if (after === before) return written;
  return /[\s()<>]/.test(after) ? `<${after.replace(/[<>]/g, (c) => `\\${c}`)}>` : after;
}

/** A `lines` edit's block: indentation kept and stripped, `> ` after it when quoted. */
function lines(
  block: string,
  edit: { keep: number; strip: number; quote?: true },
  lineStart: boolean,
): string {
  return block
    .split('\n')
    .map((line, i) => {
      if (i === 0 && !lineStart) return edit.quote ? (line ? `> ${line}` : '>') : line;
      const lead = line.length - line.trimStart().length;
      const kept = Math.min(edit.keep, lead);
      const rest = line.slice(Math.min(lead, kept + edit.strip));
      if (!edit.quote) return `${line.slice(0, kept)}${rest}`;
      return rest.trim() ? `${line.slice(0, kept)}> ${rest}` : `${' '.repeat(edit.keep)}>`;
    })
    .join('\n');
}

// A page's markdown twin is its source with a few edits at the places the parse gives: front
// matter, imports and expressions out, MDX components as their text, admonitions as quotes, and
// each link's destination marked so the llms stage can make it absolute (the site's part: the
// route table). Everything else is the author's text as written. The edits are found by
// `find-twin-edits.ts` on the compile's own parse and kept in the page's cache entry: the twin
// needs no parse.

/** Labels of the admonition types a twin names (`:::tip` → `**Tip**`), Docusaurus's keywords. */
export const TWIN_ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  danger: 'Danger',
  warning: 'Warning',
  // docusaurus-mdx-loader's DefaultAdmonitionOptions.
  important: 'Important',
  secondary: 'Secondary',
  success: 'Success',
};

/** One edit of the source, by offsets into `TwinEdits.text` (or the source). */
export type TwinEdit =
  /**
   * `[start, end)` becomes `text` (removed when empty). `block`: whole lines removed, and the
   * blank lines after them too when the text before already ends with one (blocks stay apart
   * by one blank line, not two).
   */
  | {
      kind: 'replace';
      start: number;
      end: number;
      text: string;
      block?: true;
      /**
       * A compiled page's component without text of its own or expression: the start offset of
       * its node, by which the render records what it rendered there (`twinRenderIds`); the
       * twin writes that text in place of `text` when it has it.
       */
      render?: number;
    }
  /** A link destination as written, `[start, end)`: the twin writes `url` made absolute. */
  | { kind: 'url'; start: number; end: number; url: string }
  /**
   * `[start, end)`, its own edits applied, then line by line: the first `keep` columns of
   * indentation kept (the block's place in a list), up to `strip` more removed (a component's
   * indentation of its children), and with `quote`, `> ` after them (an admonition as a
   * blockquote). A first line that does not start the range's line is only quoted.
   */
  | {
      kind: 'lines';
      start: number;
      end: number;
      keep: number;
      strip: number;
      quote?: true;
      edits: TwinEdit[];
    };

/** What a page's twin is made from besides the site: kept with the compiled page. */
export interface TwinEdits {
  /** The text the offsets are into, when it is not the source as read (MDX `{#id}`s escaped, legacy admonition titles). */
  text?: string;
  /** The length of the source the edits are for: a twin of another text is refused. */
  length: number;
  /** Sorted by start, not overlapping (a quote holds the edits inside it). */
  edits: TwinEdit[];
}

/** The ids of a twin's edits that take a compiled page's rendered text (`render`), nested ones too. */
export function twinRenderIds(edits: readonly TwinEdit[]): Set<number> {
  const ids = new Set<number>();
  const visit = (list: readonly TwinEdit[]) => {
    for (const edit of list)
      if (edit.kind === 'lines') visit(edit.edits);
      else if (edit.kind === 'replace' && edit.render !== undefined) ids.add(edit.render);
  };
  visit(edits);
  return ids;
}

/** A twin without render ids: a page that is not compiled renders nothing for its twin. */
export function withoutRenderIds(twin: TwinEdits): TwinEdits {
  const strip = (list: TwinEdit[]): TwinEdit[] =>
    list.map((edit) => {
      if (edit.kind === 'lines') return { ...edit, edits: strip(edit.edits) };
      if (edit.kind !== 'replace' || edit.render === undefined) return edit;
      const { render: _, ...rest } = edit;
      return rest;
    });
  return { ...twin, edits: strip(twin.edits) };
}

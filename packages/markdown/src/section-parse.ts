import type { Root as MdastRoot } from 'mdast';
import type { Node, Point } from 'unist';

/**
 * Trees of sections parsed before, by their text: what a one-section edit of a page need not
 * parse again (watch mode). Bounded: the oldest sections are forgotten first.
 */
export class SectionMemo {
  readonly #trees = new Map<string, MdastRoot>();
  readonly #limit: number;

  constructor(limit = 2_000) {
    this.#limit = limit;
  }

  get(text: string): MdastRoot | undefined {
    const tree = this.#trees.get(text);
    if (tree) {
      // Most recently used last: the first key is the one to forget.
      this.#trees.delete(text);
      this.#trees.set(text, tree);
    }
    return tree;
  }

  set(text: string, tree: MdastRoot): void {
    this.#trees.set(text, tree);
    if (this.#trees.size > this.#limit) this.#trees.delete(this.#trees.keys().next().value!);
  }

  get size(): number {
    return this.#trees.size;
  }
}

/**
 * Parses a markdown document section by section, each section's tree taken from `memo` when
 * its text was parsed before: the same tree, positions included, as `parse(source)` gives.
 * A section starts at an ATX heading (`#` … `######` at the start of a line) that follows a
 * blank line outside any construct that could hold it; see `sectionStarts` for what keeps a
 * document whole.
 */
export function parseInSections(
  source: string,
  parse: (text: string) => MdastRoot,
  memo: SectionMemo,
): MdastRoot {
  const starts = sectionStarts(source);
  if (starts.length === 1) return parse(source);
  const children: MdastRoot['children'] = [];
  let line = 0;
  let end: Point | undefined;
  for (let i = 0; i < starts.length; i++) {
    const text = source.slice(starts[i], starts[i + 1] ?? source.length);
    let tree = memo.get(text);
    if (!tree) {
      tree = parse(text);
      memo.set(text, tree);
    }
    const copy = copyAt(tree, line, starts[i]!);
    children.push(...copy.children);
    end = copy.position?.end;
    line += lineCount(text);
  }
  return {
    type: 'root',
    children,
    ...(end ? { position: { start: { line: 1, column: 1, offset: 0 }, end } } : {}),
  };
}

/**
 * A copy of a section's tree (the memo's stays as parsed; later steps change theirs) with every
 * position moved to where the section sits in the document. The tree is plain JSON data from
 * the parser: copied by hand, it takes a tenth of `structuredClone`'s time.
 */
function copyAt(tree: MdastRoot, lines: number, offset: number): MdastRoot {
  const point = (p: Point): Point =>
    p.offset === undefined
      ? { line: p.line + lines, column: p.column }
      : { line: p.line + lines, column: p.column, offset: p.offset + offset };
  const copy = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map(copy);
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      const position = field as Node['position'];
      result[key] =
        key === 'position' && position
          ? { start: point(position.start), end: point(position.end) }
          : copy(field);
    }
    return result;
  };
  return copy(tree) as MdastRoot;
}

/** Line endings in `text`, each ending a line (`\r\n`, `\n`, or a lone `\r`, as micromark reads them). */
function lineCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) count++;
    else if (c === 13) {
      count++;
      if (text.charCodeAt(i + 1) === 10) i++;
    }
  }
  return count;
}

// Outside code fences, lines that keep a document whole: what a line-by-line look cannot place.
// Link and footnote definitions reach across the whole document (inside a list or a quote too);
// an HTML block may hold blank lines and headings; a tab makes indentation a matter of columns.
const CONTAINER_PREFIX = String.raw`[ >*+\-\d.)]*`;
const DEFINITION = new RegExp(String.raw`^${CONTAINER_PREFIX}\[(?:[^\]\\]|\\.)*\]:`);
const HTML = new RegExp(String.raw`^${CONTAINER_PREFIX}<[A-Za-z!?/]`);
const FENCE = new RegExp(String.raw`^(${CONTAINER_PREFIX})(\`{3,}|~{3,})(.*)$`);
const HEADING = /^#{1,6}(?:[ \t]|$)/;
const DIRECTIVE_OPEN = /^ {0,3}(:{3,})[A-Za-z]/;
const DIRECTIVE_CLOSE = /^ {0,3}(:{3,})[ \t]*$/;

/**
 * Offsets where the document's sections start, 0 first. A section starts at a line that opens
 * an ATX heading at its first column, after a blank line, outside a code fence and a container
 * directive (`:::tip` … `:::`), past the front matter: such a line starts a block of the
 * document itself, whatever came before it, and nothing after it depends on what came before.
 * Only fences at the first column are followed: one indented, or inside a list item or a quote,
 * ends with its container, and a parse of the section alone would end it at the section's end.
 * `[0]` (one section) when the document has a line that keeps it whole (above), an indented
 * fence, a lone `\r`, or a fence, directive or front matter still open at its end.
 */
export function sectionStarts(source: string): number[] {
  // A lone `\r` ends a line for micromark; TOML front matter (`+++`) may hold `# comments`.
  if (/\r(?!\n)/.test(source) || source.startsWith('+++')) return [0];
  const starts = [0];
  let offset = 0;
  let fence: { char: string; length: number } | undefined;
  const directives: number[] = [];
  let blank = true;
  let inFrontMatter = false;
  while (offset < source.length) {
    const newline = source.indexOf('\n', offset);
    const next = newline === -1 ? source.length : newline + 1;
    const line = source.slice(offset, newline === -1 ? source.length : newline).replace(/\r$/, '');
    const fenceLine = FENCE.exec(line);
    if (offset === 0 && line === '---') inFrontMatter = true;
    else if (inFrontMatter) {
      if (line === '---') inFrontMatter = false;
    } else if (fence) {
      if (fenceLine && fenceLine[1] !== '') return [0];
      if (
        fenceLine &&
        fenceLine[2]![0] === fence.char &&
        fenceLine[2]!.length >= fence.length &&
        fenceLine[3]!.trim() === ''
      )
        fence = undefined;
    } else if (fenceLine) {
      if (fenceLine[1] !== '') return [0];
      // A fence inside a container: how a closing `:::` inside the fence reads is left to the parser.
      if (directives.length > 0 || (fenceLine[2]![0] === '`' && fenceLine[3]!.includes('`'))) return [0];
      fence = { char: fenceLine[2]![0]!, length: fenceLine[2]!.length };
    } else {
      if (line.startsWith('\t') || DEFINITION.test(line) || HTML.test(line)) return [0];
      const open = DIRECTIVE_OPEN.exec(line);
      const close = DIRECTIVE_CLOSE.exec(line);
      if (open) directives.push(open[1]!.length);
      else if (close) {
        // A closing line shorter than the innermost opening one: left to the parser.
        if (directives.length === 0 || close[1]!.length < directives.at(-1)!) return [0];
        directives.pop();
      } else if (blank && directives.length === 0 && offset > 0 && HEADING.test(line)) starts.push(offset);
    }
    blank = line.trim() === '';
    offset = next;
  }
  return fence || directives.length > 0 || inFrontMatter ? [0] : starts;
}

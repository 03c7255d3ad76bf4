import type { Root as MdastRoot } from 'mdast';
import type { Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import { MARKDOWN_TOO_DEEP } from '@accounts-docs/diagnostics';
import { fail } from './messages.ts';

/**
 * How deep block quotes, list items, admonitions, emphasis and links may nest in one page.
 * Far beyond any real page; past a few hundred levels the parser slows down by the cube of
 * the depth and the plugins and React's renderer overflow the stack.
 */
export const MAX_NESTING_DEPTH = 100;

const HINT = `flatten the page: block quotes, lists, admonitions, emphasis and HTML elements may nest ${MAX_NESTING_DEPTH} levels deep`;

/** The nodes that count as one level of nesting (a list counts once, by its items), named for messages. */
const NESTING = new Map([
  ['blockquote', 'block quote'],
  ['listItem', 'list item'],
  ['footnoteDefinition', 'footnote'],
  ['containerDirective', 'admonition'],
  ['emphasis', 'emphasis'],
  ['strong', 'strong emphasis'],
  ['delete', 'strikethrough'],
  ['link', 'link'],
  ['linkReference', 'link'],
  ['mdxJsxFlowElement', 'JSX element'],
  ['mdxJsxTextElement', 'JSX element'],
]);

/**
 * Before parsing: a cheap bound on the nesting each line opens, so that a page built to take
 * the parser minutes is refused at once. A line's prefix of `>`, list markers and indentation
 * sets how many containers it can be in: a quote takes one column, a list level at least two.
 */
export function checkSourceNesting(source: string, file: VFile): void {
  let fence: string | undefined;
  let lineNumber = 0;
  let start = 0;
  while (start <= source.length) {
    const end = source.indexOf('\n', start);
    const line = source.slice(start, end === -1 ? source.length : end);
    lineNumber++;
    const prefix = containerPrefix(line);
    const rest = line.slice(prefix.length);
    const fenceMatch = /^(`{3,}|~{3,})/.exec(rest);
    if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length) fence = undefined;
    } else if (fenceMatch) {
      fence = fenceMatch[1];
    } else {
      const depth = prefixDepth(prefix);
      if (depth > MAX_NESTING_DEPTH) tooDeep(file, lineNumber, 1, `this line opens ${depth} levels`);
      const run = /(\*|_){201,}/.exec(rest);
      if (run) {
        tooDeep(file, lineNumber, prefix.length + run.index + 1, `a run of ${run[0].length} \`${run[1]}\` can open that many levels of emphasis`);
      }
    }
    if (end === -1) break;
    start = end + 1;
  }
}

/** After parsing, before any plugin walks the tree: its real depth. */
export function checkTreeNesting(tree: MdastRoot, file: VFile): void {
  // An explicit stack: the tree may be deeper than recursion could follow.
  const stack: Array<{ node: Node; depth: number }> = [{ node: tree, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    const own = NESTING.has(node.type) ? depth + 1 : depth;
    if (own > MAX_NESTING_DEPTH) {
      const at = node.position?.start;
      tooDeep(file, at?.line ?? 1, at?.column ?? 1, `this ${NESTING.get(node.type)} is ${own} levels deep`);
    }
    const children = (node as Partial<Parent>).children;
    if (children) for (const child of children) stack.push({ node: child, depth: own });
  }
}

/** HTML elements that never hold others (`<br>`), or whose end tag may be left out (`<li>`, `<p>`): not counted. */
const FLAT_ELEMENTS = new Set(
  'area base br col embed hr img input link meta param source track wbr p li dt dd tr td th option optgroup thead tbody tfoot colgroup caption rb rt rtc rp'.split(' '),
);

/**
 * After parsing, before the raw HTML is parsed into elements: how deep the page's HTML elements
 * nest, counted from its tags in document order (an element opened in one HTML block may close
 * in a later one). Two thousand nested `<div>`s overflowed the stack of the HTML parser's tree
 * builder; a hundred is far beyond any page.
 */
export function checkRawHtmlNesting(tree: MdastRoot, file: VFile): void {
  let depth = 0;
  // Document order, with an explicit stack: children pushed in reverse.
  const stack: Node[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'html') {
      const value = (node as Node & { value: string }).value;
      for (const tag of value.matchAll(/<(\/?)([A-Za-z][A-Za-z0-9-]*)[^>]*?(\/?)>/g)) {
        if (FLAT_ELEMENTS.has(tag[2]!.toLowerCase()) || tag[3]) continue;
        if (tag[1]) depth = Math.max(0, depth - 1);
        else if (++depth > MAX_NESTING_DEPTH) {
          const at = node.position?.start;
          const before = value.slice(0, tag.index);
          const line = (at?.line ?? 1) + (before.match(/\n/g)?.length ?? 0);
          const column = before.includes('\n') ? before.length - before.lastIndexOf('\n') : (at?.column ?? 1) + before.length;
          tooDeep(file, line, column, `this <${tag[2]}> opens the level ${depth} of nested HTML elements`);
        }
      }
    }
    const children = (node as Partial<Parent>).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

/** The leading run of a line that can only be block-quote markers, list markers and indentation. */
function containerPrefix(line: string): string {
  const match = /^(?:[ \t>]|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))*/.exec(line);
  return match ? match[0] : '';
}

function prefixDepth(prefix: string): number {
  let quotes = 0;
  let columns = 0;
  for (const char of prefix) {
    if (char === '\t') columns += 4 - (columns % 4);
    else {
      columns++;
      if (char === '>') quotes++;
    }
  }
  return quotes + Math.ceil((columns - quotes) / 2);
}

function tooDeep(file: VFile, line: number, column: number, detail: string): never {
  return fail(file, `Markdown nested deeper than ${MAX_NESTING_DEPTH} levels: ${detail}`, {
    place: { line, column },
    ruleId: MARKDOWN_TOO_DEEP,
    hint: HINT,
  });
}

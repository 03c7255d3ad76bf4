import type { Nodes, Parents, Root as MdastRoot, RootContent } from 'mdast';
import { directiveToMarkdown } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { toMarkdown, type Handle } from 'mdast-util-to-markdown';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { fail } from '../messages.ts';
import { MDX_RULES } from './props.ts';

// Docusaurus 2 compiled MDX 1, whose remark plugins write JSX and ESM as text: `jsx` nodes
// (`<Tabs groupId="npm2yarn">`, a tag's opening in one node and its closing in a later sibling,
// as @docusaurus/remark-plugin-npm2yarn 2 writes its tabs), `import` and `export` nodes. MDX 1
// put that text into the page's code as it was. MDX 3 has no such nodes: each stretch of
// siblings that holds them is written back to MDX text and parsed again, so the tags enclose the
// nodes between them, as they did in MDX 1.

/** The node types of MDX 1 that hold JSX or JavaScript as text. */
const MDX1_TYPES = new Set(['jsx', 'import', 'export']);

/** Containers whose children are phrasing content: written back whole when they hold an MDX 1 node. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link']);

interface Mdx1Node {
  type: 'jsx' | 'import' | 'export';
  value: string;
  position?: Position;
}

const asText: Handle = (node) => String((node as unknown as Mdx1Node).value ?? '');

/** How a stretch's other nodes are written back: as remark writes MDX, MDX 1 nodes as their text. */
const WRITE_OPTIONS = {
  extensions: [gfmToMarkdown(), mdxToMarkdown(), directiveToMarkdown()],
  handlers: { jsx: asText, import: asText, export: asText } as never,
};

/** Whether the tree holds a node of MDX 1 (cheap: most pages have none). */
export function hasMdx1Nodes(tree: Nodes): boolean {
  if (MDX1_TYPES.has(tree.type)) return true;
  return 'children' in tree && tree.children.some((child) => hasMdx1Nodes(child as Nodes));
}

/**
 * Replaces the MDX 1 nodes of `tree` (written by the config's remark plugins) with what MDX
 * parses from them and the siblings their tags enclose. `parse` is the page's MDX parser; a
 * stretch it cannot read is an error at the place of the stretch.
 */
export function reparseMdx1Nodes(
  tree: MdastRoot,
  parse: (text: string) => MdastRoot,
  file: VFile,
): void {
  visitFlow(tree, tree.position, parse, file);
}

function visitFlow(
  parent: Parents,
  anchor: Position | undefined,
  parse: (text: string) => MdastRoot,
  file: VFile,
): void {
  const children = parent.children as RootContent[];
  const out: RootContent[] = [];
  let i = 0;
  let last = anchor;
  while (i < children.length) {
    const child = children[i]!;
    if (!holdsMdx1(child)) {
      if (!PHRASING_PARENTS.has(child.type) && 'children' in child)
        visitFlow(child, child.position ?? last, parse, file);
      out.push(child);
      last = child.position ?? last;
      i++;
      continue;
    }
    // The stretch: from this node until the tags its JSX opened are closed again.
    let depth = 0;
    let end = i;
    for (; end < children.length; end++) {
      depth += tagBalance(children[end]!);
      if (depth <= 0) break;
    }
    const stretch = children.slice(i, Math.min(end, children.length - 1) + 1);
    const place = stretch.find((node) => node.position)?.position ?? last;
    const text = stretch.map(written).join('\n\n');
    let parsed: MdastRoot;
    try {
      parsed = parse(text);
    } catch (error) {
      const reason = (error as { reason?: string }).reason ?? String(error);
      return fail(
        file,
        `A remark plugin of the config wrote JSX or JavaScript in MDX 1's way (a \`jsx\`, \`import\` or \`export\` node) that MDX cannot read: ${reason.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)$/, '')}`,
        {
          place: place ? { line: place.start.line, column: place.start.column } : { line: 1, column: 1 },
          ruleId: MDX_RULES.syntax,
          hint: 'update the plugin to its version for Docusaurus 3 (MDX 3 nodes: mdxJsxFlowElement, mdxjsEsm), or leave it out',
        },
      );
    }
    placeAt(parsed, place);
    const [only, ...more] = parsed.children;
    if (PHRASING_PARENTS.has(child.type) && only?.type === 'paragraph' && more.length === 0) {
      // A paragraph written back parses as one paragraph: its new content goes back into the
      // node, which keeps its data (a heading written back is a heading again, taken as parsed).
      (child as Parents).children = only.children as never;
      out.push(child);
    } else out.push(...parsed.children);
    last = place;
    i += stretch.length;
  }
  parent.children = out as never;
}

/** Whether a node is an MDX 1 node or a phrasing container holding one. */
function holdsMdx1(node: RootContent): boolean {
  if (MDX1_TYPES.has(node.type)) return true;
  return PHRASING_PARENTS.has(node.type) && hasMdx1Nodes(node);
}

/** The node as MDX text: MDX 1 nodes as their text, the others as remark writes them. */
function written(node: RootContent): string {
  if (MDX1_TYPES.has(node.type)) return (node as unknown as Mdx1Node).value;
  return toMarkdown(node as Nodes, WRITE_OPTIONS).trimEnd();
}

/**
 * How many JSX elements a node leaves open: tags opened minus tags closed in its JSX text
 * (quotes and braces skipped; `<X />` closes itself). Other nodes open none.
 */
function tagBalance(node: RootContent): number {
  if ((node.type as string) !== 'jsx') return 0;
  const text = (node as unknown as Mdx1Node).value;
  let balance = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '<') continue;
    const closing = text[i + 1] === '/';
    if (!closing && !/[A-Za-z>]/.test(text[i + 1] ?? '')) continue;
    // The tag's end: the next `>` outside quotes and braces.
    let quote = '';
    let braces = 0;
    let j = i + 1;
    for (; j < text.length; j++) {
      const c = text[j]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') braces++;
      else if (c === '}') braces--;
      else if (c === '>' && braces === 0) break;
    }
    if (closing) balance--;
    else if (text[j - 1] !== '/') balance++;
    i = j;
  }
  return balance;
}

/** Gives every node parsed from the written text the place of the stretch it came from. */
function placeAt(node: Nodes, place: Position | undefined): void {
  if (place) node.position = { start: { ...place.start }, end: { ...place.end } };
  else delete node.position;
  if ('children' in node) for (const child of node.children) placeAt(child as Nodes, place);
}

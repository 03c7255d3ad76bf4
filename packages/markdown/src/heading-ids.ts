import type { Root as MdastRoot, Heading, Text } from 'mdast';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { walk } from './tree-walk.ts';

export interface TocEntry {
  depth: number;
  id: string;
  text: string;
}

export interface HeadingIds {
  /** h2–h3 (configurable), in document order. */
  toc: TocEntry[];
  /** Every heading id of the page, for anchor checks. */
  anchors: string[];
  /**
   * Text of the page's own title: its first heading, when that heading is an h1. A `#` heading
   * after another heading is an ordinary heading of the content, and the layout adds the title.
   */
  h1: string | undefined;
  /** Headings whose `{#id}` an earlier heading of the page already has. */
  duplicates: Array<{ id: string; line: number; column: number; firstLine: number }>;
}

const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;

/**
 * Gives every heading an id — `{#custom-id}` at its end or a GitHub-style slug of its text —
 * and collects the table of contents.
 */
export function addHeadingIds(
  tree: MdastRoot,
  options: { tocMinDepth?: number; tocMaxDepth?: number } = {},
): HeadingIds {
  const { tocMinDepth = 2, tocMaxDepth = 3 } = options;
  const slugger = new GithubSlugger();
  const result: HeadingIds = { toc: [], anchors: [], h1: undefined, duplicates: [] };
  const lineOf = new Map<string, number>();
  let firstHeading = true;
  walk(tree, (node) => {
    if (node.type !== 'heading') return;
    const heading = node as Heading;
    const custom = takeCustomId(heading);
    const text = toString(heading).trim();
    const id = custom ? (slugger.slug(custom, true), custom) : slugger.slug(text);
    const line = heading.position?.start.line ?? 1;
    const first = lineOf.get(id);
    if (first !== undefined)
      result.duplicates.push({ id, line, column: heading.position?.start.column ?? 1, firstLine: first });
    else lineOf.set(id, line);
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    result.anchors.push(id);
    if (firstHeading && heading.depth === 1) result.h1 = text;
    firstHeading = false;
    if (heading.depth >= tocMinDepth && heading.depth <= tocMaxDepth)
      result.toc.push({ depth: heading.depth, id, text });
  });
  return result;
}

function takeCustomId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (!last || last.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec((last as Text).value);
  if (!match) return undefined;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  return match[1];
}

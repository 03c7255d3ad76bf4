import type { Root as MdastRoot } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { fail } from '../messages.ts';
import { MDX_RULES } from './props.ts';

/**
 * Loaded with the first `.mdx` file: remark-mdx and its JavaScript parser (acorn) take
 * ~130 ms to import, which a site without MDX, and every compile worker, would pay for nothing.
 * The `base` processor holds the plugins every markdown file is parsed with.
 */
const mdxParsers = new WeakMap<Processor<MdastRoot>, Map<boolean, Promise<Processor<MdastRoot>>>>();
export function mdxParser(base: Processor<MdastRoot>, comments: boolean): Promise<Processor<MdastRoot>> {
  let byBase = mdxParsers.get(base);
  if (!byBase) mdxParsers.set(base, (byBase = new Map()));
  let made = byBase.get(comments);
  if (!made) {
    // `mdx1Compat.comments`: `<!-- … -->` read as a comment, with the plugin Docusaurus uses,
    // after remark-mdx as there; kept as a `comment` node (`ast`) so the markdown twin can take
    // it out of the source, then dropped from the tree (`dropComments`) as Docusaurus's parse does.
    made = Promise.all([import('remark-mdx'), comments ? import('@slorber/remark-comment') : undefined]).then(
      ([{ default: remarkMdx }, comment]) => {
        const mdx = base.copy().use(remarkMdx);
        return (comment
          ? mdx.use(comment.default, { ast: true } as never)
          : mdx) as unknown as Processor<MdastRoot>;
      },
    );
    byBase.set(comments, made);
  }
  return made;
}

/** Whether a file is MDX (parsed with the MDX syntax: JSX, `{expressions}`, `import`; no raw HTML). */
export function isMdxFile(file: string): boolean {
  return /\.mdx$/i.test(file);
}

/**
 * Parses with the MDX parser (the markdown plugins of `base`, and remark-mdx). A syntax error
 * (an unclosed tag, a `<` that starts no tag, a `{` that opens no expression) becomes a
 * diagnostic at its place instead of a stack trace.
 */
export async function parseMdx(
  base: Processor<MdastRoot>,
  text: string,
  file: VFile,
  options: { comments: boolean } = { comments: true },
): Promise<MdastRoot> {
  const mdx = await mdxParser(base, options.comments);
  try {
    return mdx.parse(text);
  } catch (error) {
    const message = error as { reason?: string; line?: number; column?: number; place?: unknown };
    if (typeof message.reason !== 'string') throw error;
    return fail(file, `MDX syntax: ${message.reason.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)$/, '')}`, {
      place: placeOf(message),
      ruleId: MDX_RULES.syntax,
      hint: 'in MDX, `<` and `{` start JSX and expressions: close every tag, write `\\<` and `\\{` for the characters themselves, and `{/* … */}` for comments',
    });
  }
}

function placeOf(message: { reason?: string; line?: number; column?: number; place?: unknown }): {
  line: number;
  column: number;
} {
  if (message.line && message.column) return { line: message.line, column: message.column };
  const place = message.place as
    { line?: number; column?: number; start?: { line: number; column: number } } | undefined;
  if (place?.start) return { line: place.start.line, column: place.start.column };
  if (place?.line && place.column) return { line: place.line, column: place.column };
  // Some messages only say where in their text: "… (3:1-3:6)".
  const written = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(message.reason ?? '');
  return written ? { line: Number(written[1]), column: Number(written[2]) } : { line: 1, column: 1 };
}

/** Takes the `comment` nodes of `mdx1Compat.comments` out of a parsed tree (the twin has read them). */
export function dropComments(tree: MdastRoot): void {
  const visit = (node: { children?: { type: string }[] }) => {
    if (!node.children) return;
    if (node.children.some((child) => child.type === 'comment'))
      node.children = node.children.filter((child) => child.type !== 'comment');
    for (const child of node.children) visit(child as { children?: { type: string }[] });
  };
  visit(tree as unknown as { children?: { type: string }[] });
}

import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ApiComment, ApiCommentPart } from '@accounts-docs/api-model';
import { commentMarkdown } from './comment-markdown.ts';
import type { ApiRoutes } from './routes.ts';

export interface CommentContext {
  routes: ApiRoutes;
  /** Markdown → hast (GFM, highlighted code): the same pipeline as the guide pages. */
  markdown: (source: string) => Promise<ElementContent[]>;
}

// Text with none of markdown's syntax: built directly, without a parser (most comments).
const PLAIN_TEXT = /^[^*_[\]<>|#\\~!&`]*$/;

/** Comment parts as block content (paragraphs, lists, code blocks). */
export async function partsToHast(
  parts: readonly ApiCommentPart[],
  ctx: CommentContext,
): Promise<ElementContent[]> {
  if (parts.length === 0) return [];
  const inline = plainInline(parts, ctx.routes);
  if (inline) return [h('p', inline)];
  return ctx.markdown(commentMarkdown(parts, ctx.routes));
}

/** Comment parts as inline content (a table cell, a one-line summary). */
export async function partsToInline(
  parts: readonly ApiCommentPart[],
  ctx: CommentContext,
): Promise<ElementContent[]> {
  const blocks = await partsToHast(parts, ctx);
  // One paragraph unwraps to its children; anything richer stays as blocks.
  const only = blocks.filter((node) => !(node.type === 'text' && !node.value.trim()));
  if (only.length === 1 && only[0]!.type === 'element' && only[0]!.tagName === 'p') return only[0]!.children;
  return blocks;
}

function plainInline(parts: readonly ApiCommentPart[], routes: ApiRoutes): ElementContent[] | undefined {
  const out: ElementContent[] = [];
  for (const part of parts) {
    if (part.kind === 'text') {
      if (!PLAIN_TEXT.test(part.text) || part.text.includes('\n\n') || /^\s*([-+]|\d+\.)\s/m.test(part.text))
        return undefined;
      out.push({ type: 'text', value: part.text.replace(/\s*\n\s*/g, ' ') });
    } else if (part.kind === 'code') {
      const match = /^(`+)([^\n]*?)\1$/.exec(part.text);
      if (!match) return undefined;
      out.push(h('code', match[2]!.trim()));
    } else {
      const href = routes.hrefOf(part.target);
      const label =
        part.tag === '@linkcode' || !href
          ? h('code', part.text)
          : { type: 'text' as const, value: part.text };
      out.push(href ? h('a', { href }, [label]) : label);
    }
  }
  return out;
}

const BLOCK_TITLES: Record<string, string> = {
  '@remarks': 'Remarks',
  '@example': 'Example',
  '@throws': 'Throws',
  '@see': 'See also',
  '@defaultValue': 'Default value',
  '@default': 'Default value',
  '@since': 'Since',
};

/** Tags shown elsewhere on the page (parameters, returns, the deprecation notice). */
const SHOWN_ELSEWHERE = new Set(['@param', '@typeParam', '@returns', '@return', '@deprecated', '@template']);

/** Summary, then remarks, examples, throws, see-also, ... each under a label (not a heading: the page's outline is its members). */
export async function commentToHast(
  comment: ApiComment | undefined,
  ctx: CommentContext,
): Promise<ElementContent[]> {
  if (!comment) return [];
  const out: ElementContent[] = [...(await partsToHast(comment.summary, ctx))];
  for (const block of comment.blockTags) {
    if (SHOWN_ELSEWHERE.has(block.tag)) continue;
    const title = BLOCK_TITLES[block.tag] ?? block.tag.slice(1);
    out.push(h('p.api-label', title), ...(await partsToHast(block.content, ctx)));
  }
  return out;
}

/** The `@deprecated` notice, when the comment has one: a caution admonition at the top. */
export async function deprecationNotice(
  comment: ApiComment | undefined,
  ctx: CommentContext,
): Promise<ElementContent[]> {
  const block = comment?.blockTags.find((tag) => tag.tag === '@deprecated');
  if (!block) return [];
  return [
    h('div.admonition.admonition-caution', { role: 'note' }, [
      h('p.admonition-title', 'Deprecated'),
      h('div.admonition-content', await partsToHast(block.content, ctx)),
    ]),
  ];
}

/**
 * The first of `comments` with a `@deprecated` tag. TypeDoc puts a function's or a method's
 * comment on its signature and an accessor's on its get (or set) signature, not on the
 * declaration: a page looks at each.
 */
export function deprecatedComment(...comments: (ApiComment | undefined)[]): ApiComment | undefined {
  return comments.find((comment) => comment?.blockTags.some((tag) => tag.tag === '@deprecated'));
}

/** The `@returns` text of a comment. */
export function returnsComment(comment: ApiComment | undefined): ApiCommentPart[] | undefined {
  return comment?.blockTags.find((tag) => tag.tag === '@returns' || tag.tag === '@return')?.content;
}

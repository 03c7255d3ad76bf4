import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ApiComment, ApiCommentPart } from '@accounts-docs/api-model';
import { commentMarkdown } from './comment-markdown.ts';
import { commentSections, deprecationOf } from './comment-sections.ts';
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

/** Summary, then remarks, examples, throws, see-also, ... each under a label (`commentSections`). */
export async function commentToHast(
  comment: ApiComment | undefined,
  ctx: CommentContext,
): Promise<ElementContent[]> {
  const out: ElementContent[] = [];
  for (const section of commentSections(comment)) {
    if (section.label !== undefined) out.push(h('p.api-label', section.label));
    out.push(...(await partsToHast(section.parts, ctx)));
  }
  return out;
}

/** The `@deprecated` notice, when the comment has one: a caution admonition at the top. */
export async function deprecationNotice(
  comment: ApiComment | undefined,
  ctx: CommentContext,
): Promise<ElementContent[]> {
  const deprecation = deprecationOf(comment);
  if (!deprecation) return [];
  return [
    h('div.admonition.admonition-caution', { role: 'note' }, [
      h('p.admonition-title', 'Deprecated'),
      h('div.admonition-content', await partsToHast(deprecation, ctx)),
    ]),
  ];
}

import type { BlockContent, PhrasingContent } from 'mdast';
import type { ApiComment, ApiCommentPart } from '@accounts-docs/api-model';
import { commentMarkdown, commentSections, deprecationOf } from '@accounts-docs/api-pages';
import type { ApiTwinContext } from './context.ts';
import { labelParagraph, paragraph, strong } from '../mdast.ts';

/** `@deprecated` as a blockquote with a bold label, like an admonition. */
export function deprecation(comment: ApiComment | undefined, ctx: ApiTwinContext): BlockContent[] {
  const deprecated = deprecationOf(comment);
  if (!deprecated) return [];
  return [
    {
      type: 'blockquote',
      children: [paragraph([strong('Deprecated')]), ...commentParts(deprecated, ctx)],
    },
  ];
}

/** Summary, then remarks, examples, throws, see-also … each under a bold label (`commentSections`). */
export function commentBlocks(comment: ApiComment | undefined, ctx: ApiTwinContext): BlockContent[] {
  const out: BlockContent[] = [];
  for (const section of commentSections(comment)) {
    if (section.label !== undefined) out.push(labelParagraph(section.label));
    out.push(...commentParts(section.parts, ctx));
  }
  return out;
}

function commentParts(parts: readonly ApiCommentPart[], ctx: ApiTwinContext): BlockContent[] {
  return parts.length === 0 ? [] : blockMarkdown(commentMarkdown(parts, ctx.routes));
}

/** Comment parts as inline content: the first paragraph, on one line. */
export function commentInline(parts: readonly ApiCommentPart[], ctx: ApiTwinContext): PhrasingContent[] {
  return parts.length === 0 ? [] : inlineMarkdown(commentMarkdown(parts, ctx.routes));
}

// Comments are markdown already, with links made absolute by the routes given: they go into
// the twin as written (a raw node), neither parsed nor escaped again.
export function blockMarkdown(source: string): BlockContent[] {
  const value = source.trim();
  return value ? [{ type: 'html', value }] : [];
}

/** The first paragraph of some markdown, on one line, as a raw node (nothing when it is code). */
export function inlineMarkdown(source: string): PhrasingContent[] {
  const first = source.trim().split(/\n\s*\n/)[0] ?? '';
  if (!first || first.startsWith('```')) return [];
  return [
    {
      type: 'html',
      value: first
        .split('```')[0]!
        .replace(/\s*\n\s*/g, ' ')
        .trim(),
    },
  ];
}

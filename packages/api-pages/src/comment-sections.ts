import type { ApiComment, ApiCommentPart } from '@accounts-docs/api-model';

/** One part of a doc comment as a page shows it: the summary (no label), then each block tag under its label. */
export interface CommentSection {
  label: string | undefined;
  parts: ApiCommentPart[];
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

/**
 * Summary, then remarks, examples, throws, see-also, ... each with its label (not a heading:
 * the page's outline is its members). The HTML page and the markdown twin both write these.
 */
export function commentSections(comment: ApiComment | undefined): CommentSection[] {
  if (!comment) return [];
  const sections: CommentSection[] = [{ label: undefined, parts: comment.summary }];
  for (const block of comment.blockTags) {
    if (SHOWN_ELSEWHERE.has(block.tag)) continue;
    sections.push({ label: BLOCK_TITLES[block.tag] ?? block.tag.slice(1), parts: block.content });
  }
  return sections;
}

/** The text of a comment's `@deprecated` tag, when it has one. */
export function deprecationOf(comment: ApiComment | undefined): ApiCommentPart[] | undefined {
  return comment?.blockTags.find((tag) => tag.tag === '@deprecated')?.content;
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

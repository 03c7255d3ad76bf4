import type { JSONOutput } from 'typedoc';
import { closest } from '@accounts-docs/diagnostics';
import type { ConvertContext } from './convert-context.ts';
import { resolveTarget } from './resolve-target.ts';
import { RULES } from './rules.ts';
import type { ApiComment, ApiCommentPart, ApiTarget } from './types.ts';

const LINK_TAGS: ReadonlySet<string> = new Set(['@link', '@linkcode', '@linkplain']);

/** A doc comment, its links resolved; unresolved links are reported at the context's place. */
export function convertComment(
  comment: JSONOutput.Comment | undefined,
  context: ConvertContext,
): ApiComment | undefined {
  if (!comment) return undefined;
  return {
    summary: convertParts(comment.summary, context),
    blockTags: (comment.blockTags ?? []).map((tag) => ({
      tag: tag.tag,
      content: convertParts(tag.content, context),
    })),
    modifiers: [...(comment.modifierTags ?? [])],
  };
}

/** Comment parts: text and code as written, `{@link}` tags with their targets. */
export function convertParts(
  parts: readonly JSONOutput.CommentDisplayPart[],
  context: ConvertContext,
): ApiCommentPart[] {
  return parts.map((part) => convertPart(part, context));
}

function convertPart(part: JSONOutput.CommentDisplayPart, context: ConvertContext): ApiCommentPart {
  switch (part.kind) {
    case 'text':
    case 'code':
      return { kind: part.kind, text: part.text };
    case 'relative-link':
      // A markdown link to a file, kept as written: the markdown stage resolves relative links.
      return { kind: 'text', text: part.text };
    case 'inline-tag':
      if (!LINK_TAGS.has(part.tag)) return { kind: 'text', text: part.text };
      return { kind: 'link', tag: part.tag, text: part.text, target: linkTarget(part, context) };
  }
}

function linkTarget(part: JSONOutput.InlineTagDisplayPart, context: ConvertContext): ApiTarget | undefined {
  const { target } = part;
  if (typeof target === 'string') return { external: part.text, url: target };
  if (target !== undefined) return resolveTarget(target, part.text, context);
  const suggestion = closest(part.text, context.names);
  context.diagnostics.push({
    severity: 'warning',
    ruleId: RULES.unresolvedLink,
    reason: `{${part.tag} ${part.text}} does not name an exported declaration`,
    ...context.place,
    hint: suggestion
      ? `Did you mean {${part.tag} ${suggestion}}?`
      : 'Link to an exported declaration (`Name` or `Name.member`) or to a URL.',
  });
  return undefined;
}

/** Whether a reflection is deprecated: `@deprecated` on it, its first signature, or its accessor's signatures. */
export function isDeprecated(reflection: {
  comment?: JSONOutput.Comment;
  signatures?: { comment?: JSONOutput.Comment }[];
  getSignature?: { comment?: JSONOutput.Comment };
  setSignature?: { comment?: JSONOutput.Comment };
}): boolean {
  const comments = [
    reflection.comment,
    reflection.signatures?.[0]?.comment,
    reflection.getSignature?.comment,
    reflection.setSignature?.comment,
  ];
  return comments.some((comment) => comment?.blockTags?.some((tag) => tag.tag === '@deprecated'));
}

/** Comment parts as markdown: links become their text (code for `@linkcode`), URL links markdown links. */
export function partsToMarkdown(parts: readonly ApiCommentPart[]): string {
  return parts
    .map((part) => {
      if (part.kind !== 'link') return part.text;
      if (part.target && 'url' in part.target && part.target.url) return `[${part.text}](${part.target.url})`;
      return part.tag === '@linkcode' ? `\`${part.text}\`` : part.text;
    })
    .join('');
}

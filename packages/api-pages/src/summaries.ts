import type { ApiCommentPart, ApiDeclaration } from '@accounts-docs/api-model';

/** A declaration's summary; a function's is on its first signature (where TypeDoc puts it). */
export function summaryOf(declaration: ApiDeclaration): ApiCommentPart[] | undefined {
  if (declaration.comment?.summary.length) return declaration.comment.summary;
  return declaration.kind === 'function' ? declaration.signatures[0]?.comment?.summary : undefined;
}

/** The parts of a comment's first paragraph: the one-line summary of overviews and the sidebar. */
export function firstParagraph(parts: readonly ApiCommentPart[] | undefined): ApiCommentPart[] {
  const out: ApiCommentPart[] = [];
  for (const part of parts ?? []) {
    if (part.kind === 'text' && part.text.includes('\n\n')) {
      const head = part.text.slice(0, part.text.indexOf('\n\n'));
      if (head) out.push({ kind: 'text', text: head });
      break;
    }
    if (part.kind === 'code' && part.text.startsWith('```')) break;
    out.push(part);
  }
  return out;
}

/** Comment parts as plain text, code without its backticks. */
export function partsText(parts: readonly ApiCommentPart[]): string {
  return parts.map((part) => (part.kind === 'code' ? part.text.replace(/^`+|`+$/g, '') : part.text)).join('');
}

/** Markdown made plain for a meta description. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

import type { ApiCommentPart } from '@accounts-docs/api-model';
import type { ApiRoutes } from './routes.ts';

const MARKDOWN_LINK =
  /\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)|<(https?:\/\/[^>\s]+)>/g;

/**
 * A comment's parts as one markdown string: `{@link}` parts become markdown links to their
 * page (or plain code when they lead nowhere), code and text stay as written.
 */
export function commentMarkdown(parts: readonly ApiCommentPart[], routes: ApiRoutes): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') {
      // Site-absolute links an author wrote get the base URL, as in guide pages.
      out += part.text.replace(MARKDOWN_LINK, (whole, target: string | undefined) =>
        target?.startsWith('/') && !target.startsWith('//')
          ? whole
              .replace(`(${target}`, `(${routes.href(target)}`)
              .replace(`(<${target}`, `(<${routes.href(target)}`)
          : whole,
      );
      continue;
    }
    if (part.kind === 'code') {
      out += part.text;
      continue;
    }
    const href = routes.hrefOf(part.target);
    const label = part.tag === '@linkcode' ? `\`${part.text}\`` : escapeLabel(part.text);
    out += href
      ? `[${label}](${href})`
      : part.tag === '@linkplain'
        ? escapeLabel(part.text)
        : `\`${part.text}\``;
  }
  return out;
}

function escapeLabel(text: string): string {
  return text.replace(/[[\]\\]/g, '\\$&');
}

/** The hrefs an author wrote as markdown links in a comment's text (not `{@link}` tags). */
export function authoredLinks(parts: readonly ApiCommentPart[]): string[] {
  const found: string[] = [];
  for (const part of parts) {
    if (part.kind !== 'text') continue;
    for (const match of part.text.matchAll(MARKDOWN_LINK)) found.push((match[1] ?? match[2])!);
  }
  return found;
}

import { isUnsafeUrl } from '@accounts-docs/routes';

/** `href="…"`, `href='…'` or a bare `href=…` in the announcement's HTML. */
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi;

/**
 * The links of the announcement bar, which is HTML written in the config: each as a browser
 * reads it (`href`: character references decoded, `&#106;avascript:` is `javascript:`) and as
 * it is written (to find it in the config).
 */
export function announcementHrefs(html: string): Array<{ href: string; written: string }> {
  return [...html.matchAll(HREF)].map((match) => {
    const written = match[1] ?? match[2] ?? match[3] ?? '';
    return { href: decodeReferences(written), written };
  });
}

/**
 * The announcement's HTML with every unsafe `href` (reported by the link checker as
 * `unsafe-link`) removed, leaving its text.
 */
export function withoutUnsafeHrefs(html: string): string {
  return html.replace(HREF, (attribute, double?: string, single?: string, bare?: string) =>
    isUnsafeUrl(decodeReferences(double ?? single ?? bare ?? '')) ? '' : attribute,
  );
}

/** Enough of HTML's character references to see the URL a browser sees. */
function decodeReferences(value: string): string {
  return value
    .replace(/&#x([\da-f]+);?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(Number(dec)))
    .replace(
      /&(tab|newline|colon|amp|quot|apos|lt|gt);/gi,
      (_, name: string) =>
        ({ tab: '\t', newline: '\n', colon: ':', amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' })[
          name.toLowerCase()
        ]!,
    );
}

function codePoint(value: number): string {
  return value <= 0x10ffff ? String.fromCodePoint(value) : '\ufffd';
}

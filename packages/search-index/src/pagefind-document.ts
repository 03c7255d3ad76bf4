/**
 * What Pagefind reads of a page: its tables as sentences (`tablesAsSentences`), and, cut out of
 * the page's HTML, the `data-pagefind-body` element,
 * the `<meta data-pagefind-…>` tags, the title and the first image before the body (Pagefind's
 * default `image`). Pagefind parses every byte it is sent, and most of a page is chrome it then
 * ignores (an API page's sidebar alone is ~37 KB): the cut-out is a fifth of the bytes and the
 * index is the same, byte for byte. Highlighted code goes without its token spans (see
 * `withPlainCode`). Whenever the page's shape is not the plain one — more than
 * one body, other `data-pagefind-*` attributes outside it, comments, scripts or raw-text
 * elements inside it — the whole page is sent instead.
 */
export function pagefindDocument(html: string): string {
  return tablesAsSentences(cutOut(html));
}

function cutOut(html: string): string {
  const marker = html.indexOf(' data-pagefind-body');
  if (marker < 0 || html.includes(' data-pagefind-body', marker + 1)) return html;
  const start = html.lastIndexOf('<', marker);
  const tag = /^<([a-z][a-z0-9-]*)\s[^<>]*$/.exec(html.slice(start, marker))?.[1];
  if (!tag) return html;
  const end = closingEnd(html, tag, start);
  if (end < 0) return html;
  const body = html.slice(start, end);
  if (RAW_CONTENT.test(body) || /<!--(?! -->)/.test(body)) return html;
  const before = html.slice(0, start);
  const after = html.slice(end);
  const metas = before.match(/<meta data-pagefind-[^<>]*>/g) ?? [];
  const attributes = before.split('data-pagefind-').length - 1;
  if (attributes !== metas.length || after.includes('data-pagefind-')) return html;
  const htmlTag = /^<!DOCTYPE html>\s*(<html(?:\s[^<>]*)?>)/i.exec(html)?.[1];
  if (!htmlTag) return html;
  const title = /<title>[^<]*<\/title>/.exec(before)?.[0] ?? '';
  const image = /<img\s[^<>]*>/.exec(before)?.[0] ?? '';
  return `<!DOCTYPE html>${htmlTag}<head>${title}${metas.join('')}</head><body>${image}${withPlainCode(body)}</body></html>`;
}

const TABLE = /<table\b[^<>]*>([\s\S]*?)<\/table>/g;
const ROW = /<tr\b[^<>]*>([\s\S]*?)<\/tr>/g;
const CELL = /<t[dh]\b[^<>]*>([\s\S]*?)<\/t[dh]>/g;
const textOf = (html: string) => html.replace(/<[^<>]*>/g, '').trim();

/**
 * Each table as a paragraph per row — the first cell, a colon, the others joined by
 * semicolons, a full stop — without its header row. Pagefind reads a table as a run of
 * fragments ("NameSummary AccountsServerOptions. Options of the server. …", the headers run
 * together), and that is what an excerpt then shows; a row read as a sentence
 * ("AccountsServerOptions: Options of the server.") is one a reader can take in. A table inside
 * a table is left as it is.
 */
export function tablesAsSentences(html: string): string {
  return html.replace(TABLE, (table, inner: string) => {
    if (/<table\b/.test(inner)) return table;
    const rows = [...inner.replace(/<thead\b[\s\S]*?<\/thead>/, '').matchAll(ROW)].map((row) => {
      const cells = [...row[1]!.matchAll(CELL)].map((cell) => cell[1]!.trim()).filter((cell) => textOf(cell));
      if (cells.length === 0) return '';
      const [head, ...rest] = cells;
      const sentence = rest.length > 0 ? `${head}: ${rest.join('; ')}` : head!;
      return `<p>${sentence}${/[.!?:;]$/.test(textOf(sentence)) ? '' : '.'}</p>`;
    });
    return `<div>${rows.join('')}</div>`;
  });
}

const PRE = /<pre\b[^<>]*>[\s\S]*?<\/pre>/g;
const SPAN_TAG = /<\/?span\b[^<>]*>/g;
/** The spans a highlighted block is made of: a token's colours, a line (highlighted or not). */
const TOKEN_SPAN = /^(?:<span (?:style="[^"<>]*"|class="line(?: highlighted)?")>|<\/span>)$/;

/**
 * The body with each highlighted code block's token spans taken out, its text left as it was.
 * Pagefind breaks words at block elements, not at spans, so it reads the same text and writes
 * the same index; but it parses every tag it is sent, and on a code-heavy guide page the spans
 * are more than half of the cut-out. A block with any other span (a class of its own, an
 * `aria-hidden` one, a `data-pagefind-*` attribute) is sent as it is.
 */
function withPlainCode(body: string): string {
  return body.replace(PRE, (pre) => {
    const spans = pre.match(SPAN_TAG);
    if (!spans || !spans.every((tag) => TOKEN_SPAN.test(tag))) return pre;
    return pre.replace(SPAN_TAG, '');
  });
}

/** Elements whose content is not markup (a `<tag` inside them is text): the count would be off. */
const RAW_CONTENT =
  /<(?:script|style|textarea|template|noscript|title|xmp|iframe|noembed|noframes|plaintext)[\s>]/i;

/** The index just past the end tag that closes the element opened at `start`, or -1. */
function closingEnd(html: string, tag: string, start: number): number {
  const tags = new RegExp(`<(/?)${tag}[\\s/>]`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      const close = html.indexOf('>', match.index);
      return close < 0 ? -1 : close + 1;
    }
  }
  return -1;
}

import Negotiator from 'negotiator';

/** How a response body is encoded on the wire (RFC 9110 §8.4.1). */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli when the request accepts `br`, else gzip when it accepts `gzip`, else the file as it
 * is. A coding listed with `q=0` is refused, `*` stands for any coding not named, and no
 * header at all means identity. `identity;q=0` without an acceptable coding still gets the
 * plain file: RFC 9110 §12.5.3 lets a server ignore the header rather than answer 406, as
 * browsers and curl never send that.
 */
export function chooseContentCoding(acceptEncoding: string | string[] | undefined): ContentCoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  const accepted = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(['br', 'gzip']);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Text formats worth compressing: HTML, CSS, JavaScript, JSON, SVG and other XML, markdown,
 * plain text, WebAssembly. Anything else (images, fonts, and Pagefind's `.pf_*` and
 * `.pagefind` files, which are gzip already and have no registered type) is sent as it is.
 */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    /^application\/(?:javascript|json|xml|wasm|[\w.-]+\+(?:json|xml))$/.test(type) ||
    /^image\/svg\+xml$/.test(type)
  );
}

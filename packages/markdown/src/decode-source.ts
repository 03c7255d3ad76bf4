import { DiagnosticError, positionAt, SOURCE_ENCODING } from '@accounts-docs/diagnostics';

/**
 * A source file's text from its bytes: UTF-8 (a byte order mark kept, as the front matter
 * reader expects), or UTF-16 when the file starts with its byte order mark (`FF FE`, `FE FF`:
 * what some Windows editors save). Bytes that are not UTF-8 are an error at their line and
 * column, never replaced by U+FFFD without a word. Its own module (`@accounts-docs/markdown/
 * decode-source`): the readers of sources load it without the markdown toolchain.
 */
export function decodeSource(bytes: Uint8Array, file: string): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('utf8');
  if (!text.includes('\uFFFD')) return text;
  const bad = firstInvalidByte(buffer);
  if (bad === undefined) return text; // U+FFFD written as such
  const before = buffer.subarray(0, bad).toString('utf8');
  const { line, column } = positionAt(before, before.length);
  const lineStart = before.lastIndexOf('\n') + 1;
  const lineEnd = text.indexOf('\n', lineStart);
  throw new DiagnosticError([
    {
      severity: 'error',
      ruleId: SOURCE_ENCODING,
      reason: `The file is not valid UTF-8: byte 0x${buffer[bad]!.toString(16).toUpperCase().padStart(2, '0')} cannot be read as text`,
      file,
      line,
      column,
      lineText: text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd),
      hint: 'save the file as UTF-8 (its editor may have used Latin-1 or Windows-1252)',
    },
  ]);
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence (RFC 3629). */
function firstInvalidByte(bytes: Uint8Array): number | undefined {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    let length: number;
    let min = 0x80;
    let max = 0xbf; // what the second byte may be
    if (b < 0x80) length = 1;
    else if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      length = 3;
      if (b === 0xe0) min = 0xa0;
      if (b === 0xed) max = 0x9f; // no surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      length = 4;
      if (b === 0xf0) min = 0x90;
      if (b === 0xf4) max = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      const [lo, hi] = k === 1 ? [min, max] : [0x80, 0xbf];
      if (next === undefined || next < lo || next > hi) return i;
    }
    i += length;
  }
  return undefined;
}

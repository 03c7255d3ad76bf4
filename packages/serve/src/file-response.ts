import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseContentCoding, isCompressible, type ContentCoding } from './content-coding.ts';
import { MAX_COMPRESSED_SIZE, MIN_COMPRESSED_SIZE, type CompressedBodies } from './compressed-bodies.ts';
import type { SiteFile } from './site-file.ts';

/**
 * Sends an opened file, compressed when the type is text-like, the client accepts brotli or
 * gzip and the file is large enough to gain from it. Its length and bytes come from the one
 * open handle, so a page replaced meanwhile is still sent whole. The handle is closed here.
 *
 * A compressed body is a different representation of the file: it has its own ETag (the
 * coding appended) and its own Content-Length, and every response of a compressible type says
 * `Vary: Accept-Encoding` so that caches keep the codings apart. HEAD answers with the headers
 * GET would send. Range requests are not supported (no `Accept-Ranges`): the whole file is sent.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: SiteFile,
  status: number,
  bodies: CompressedBodies,
): Promise<void> {
  try {
    const compressible = isCompressible(file.type);
    const worth = compressible && file.size >= MIN_COMPRESSED_SIZE && file.size <= MAX_COMPRESSED_SIZE;
    const wanted: ContentCoding = worth ? chooseContentCoding(req.headers['accept-encoding']) : 'identity';
    const body = wanted === 'identity' ? undefined : await bodies.get(file, wanted);
    // A body that came out larger than the file (already compressed text) is not worth it.
    const coding = body && body.length < file.size ? wanted : 'identity';
    const version = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}`;
    const etag = coding === 'identity' ? `W/"${version}"` : `W/"${version}-${coding}"`;
    const vary = compressible ? { Vary: 'Accept-Encoding' } : {};
    if (status === 200 && matchesETag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, { ETag: etag, 'Cache-Control': 'no-cache', ...vary }).end();
      return;
    }
    res.writeHead(status, {
      'Content-Type': file.type,
      'Content-Length': String(coding === 'identity' ? file.size : body!.length),
      ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
      ...vary,
      'Last-Modified': new Date(file.mtimeMs).toUTCString(),
      ETag: etag,
      'Cache-Control': 'no-cache',
    });
    if (req.method === 'HEAD' || file.size === 0) {
      res.end();
      return;
    }
    if (coding !== 'identity') {
      res.end(body);
      return;
    }
    const stream = file.handle.createReadStream({ start: 0, end: file.size - 1, autoClose: false });
    await new Promise<void>((resolve) => {
      stream.on('error', () => {
        res.destroy();
        resolve();
      });
      res.on('close', () => {
        stream.destroy();
        resolve();
      });
      stream.pipe(res);
    });
  } finally {
    await file.handle.close().catch(() => undefined);
  }
}

/** `If-None-Match` with weak comparison (RFC 9110 §13.1.2): a list of tags, or `*`. */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { decideRequestPath } from './request-path.ts';
import { findSiteFile, type SiteFile } from './site-file.ts';

export interface ServeOptions {
  /** The built site. */
  dir: string;
  port: number;
  host?: string;
  /** Open the live-reload event stream (watch mode); without it the endpoint is a 404. */
  liveReload?: boolean;
  /** The site's base URL: requests outside it get the not-found page. */
  baseUrl?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Tells every open page to reload (live reload in watch mode). */
  reload(): void;
  close(): Promise<void>;
}

export const EVENTS_PATH = '/__accounts-docs/events';

/**
 * Serves a built site on localhost: clean URLs, the not-found page with 404, no path escapes.
 *
 * Files are looked up on every request (no sirv): sirv's production mode lists the folder and
 * the sizes once at start, so after a rebuild it cut pages at their old length, missed new
 * ones, and crashed on a removed one (its read stream had no 'error' listener); its dev mode
 * looks up per request but follows symbolic links out of the folder. A lookup per request
 * (realpath, open, fstat) costs well under a millisecond, a build folder changes under a
 * preview server, and the handler stays small enough to read in one go.
 */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  const base = options.baseUrl ?? '/';
  const listeners = new Set<ServerResponse>();

  const notFound = async (req: IncomingMessage, res: ServerResponse) => {
    const page = await findSiteFile(dir, '/404.html');
    if (page) return send(req, res, page, 404);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><title>Page Not Found</title><h1>Page Not Found</h1>');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end('Method Not Allowed');
      return;
    }
    const decision = decideRequestPath(req.url ?? '/');
    if (decision.kind === 'refuse') {
      res.writeHead(decision.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(decision.reason);
      return;
    }
    if (options.liveReload && decision.path === EVENTS_PATH) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
      return;
    }
    const inside = decision.path === base.slice(0, -1) || decision.path.startsWith(base);
    const file = inside ? await findSiteFile(dir, `/${decision.path.slice(base.length)}`) : undefined;
    if (file) await send(req, res, file, 200);
    else await notFound(req, res);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      // A file that vanished between lookup and read, a client gone: never the process.
      if (!res.headersSent)
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error');
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host ?? 'localhost'}:${port}/`,
    port,
    reload() {
      for (const res of listeners) res.write('data: reload\n\n');
    },
    close() {
      for (const res of listeners) res.end();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Browsers keep connections alive; without this, close() would wait for them.
      server.closeAllConnections();
      return closed;
    },
  };
}

/** Sends an opened file: its length and bytes come from the one open handle, so a page replaced meanwhile is still sent whole. */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: SiteFile,
  status: number,
): Promise<void> {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': file.type,
    'Content-Length': String(file.size),
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
    ETag: etag,
    'Cache-Control': 'no-cache',
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    await file.handle.close();
    res.writeHead(304, { ETag: etag, 'Cache-Control': 'no-cache' }).end();
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    await file.handle.close();
    res.end();
    return;
  }
  const stream = file.handle.createReadStream({ start: 0, end: Math.max(0, file.size - 1), autoClose: true });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  if (file.size === 0) {
    stream.destroy();
    res.end();
  } else {
    stream.pipe(res);
  }
}

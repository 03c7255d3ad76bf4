import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { DiagnosticError, SERVE_LISTEN } from '@accounts-docs/diagnostics';
import { RouteTable } from '@accounts-docs/routes';
import { CompressedBodies } from './compressed-bodies.ts';
import { sendFile } from './file-response.ts';
import { decideRequestPath } from './request-path.ts';
import { findSiteFile } from './site-file.ts';

export interface ServeOptions {
  /** The built site. */
  dir: string;
  port: number;
  host?: string;
  /** Open the live-reload event stream (watch mode); without it the endpoint is a 404. */
  liveReload?: boolean;
  /** The site's route table (its base URL): requests outside it get the not-found page. */
  routes?: RouteTable;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Tells every open page to reload (live reload in watch mode). */
  reload(): void;
  close(): Promise<void>;
}

export const EVENTS_PATH = '/__accounts-docs/events';

/** Why the server could not listen, said as what to do: a port in use, an address not of this machine. */
function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  const where = `${host}:${port}`;
  const known: Record<string, [string, string]> = {
    EADDRINUSE: [`Port ${port} on ${host} is in use (another server listens there)`, 'stop that server, or choose another port with --port (0 picks a free one)'],
    EACCES: [`Listening on ${where} is not allowed (ports below 1024 need privileges)`, 'choose a port from 1024 up with --port'],
    EADDRNOTAVAIL: [`The address ${host} is not one of this machine's`, 'give --host an address of this machine, e.g. 127.0.0.1'],
    ENOTFOUND: [`The host name ${host} does not resolve to an address`, 'give --host an address of this machine, e.g. 127.0.0.1'],
    EAI_AGAIN: [`The host name ${host} could not be resolved`, 'give --host an address of this machine, e.g. 127.0.0.1'],
  };
  const [reason, hint] = known[error.code ?? ''] ?? [`Cannot listen on ${where}: ${error.message}`, 'choose another --port or --host'];
  return new DiagnosticError([{ severity: 'error', ruleId: SERVE_LISTEN, reason, hint }], { cause: error });
}

/**
 * Serves a built site on localhost: clean URLs, the not-found page with 404, no path escapes.
 *
 * Files are looked up on every request (no sirv): sirv's production mode lists the folder and
 * the sizes once at start, so after a rebuild it cut pages at their old length, missed new
 * ones, and crashed on a removed one (its read stream had no 'error' listener); its dev mode
 * looks up per request but follows symbolic links out of the folder. A lookup per request
 * (realpath, open, fstat) costs well under a millisecond, a build folder changes under a
 * preview server, and the handler stays small enough to read in one go. Text files go out
 * brotli- or gzip-compressed, each version compressed once (`CompressedBodies`).
 */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  const routes = options.routes ?? new RouteTable('/');
  const listeners = new Set<ServerResponse>();
  const bodies = new CompressedBodies();

  const notFound = async (req: IncomingMessage, res: ServerResponse) => {
    const page = await findSiteFile(dir, '/404.html');
    if (page) return sendFile(req, res, page, 404, bodies);
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
    const sitePath = routes.pathOf(decision.path);
    const file = sitePath !== undefined ? await findSiteFile(dir, sitePath) : undefined;
    if (file) await sendFile(req, res, file, 200, bodies);
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

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, options.port, host)));
    server.listen(options.port, host, () => resolve());
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

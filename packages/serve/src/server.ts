import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { decideRequestPath } from './request-path.ts';

export interface ServeOptions {
  /** The built site. */
  dir: string;
  port: number;
  host?: string;
  /** Re-read the folder on every request (for watch mode, where files change under the server). */
  dev?: boolean;
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

/** Serves a built site on localhost: clean URLs, the not-found page with 404, no path escapes. */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  const files = sirv(dir, { dev: options.dev ?? false, extensions: ['html'], etag: true, dotfiles: false });
  const listeners = new Set<ServerResponse>();

  const notFound = async (res: ServerResponse) => {
    const page = path.join(dir, '404.html');
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(
      existsSync(page)
        ? await readFile(page)
        : '<!DOCTYPE html><title>Page Not Found</title><h1>Page Not Found</h1>',
    );
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === EVENTS_PATH) {
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
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end('Method Not Allowed');
      return;
    }
    const decision = decideRequestPath(req.url ?? '/');
    if (decision.kind === 'refuse') {
      res.writeHead(decision.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(decision.reason);
      return;
    }
    const base = options.baseUrl ?? '/';
    const inside = decision.path === base.slice(0, -1) || decision.path.startsWith(base);
    if (!inside) {
      void notFound(res);
      return;
    }
    req.url = `/${decision.path.slice(base.length)}` + (req.url?.match(/\?.*$/)?.[0] ?? '');
    files(req, res, () => void notFound(res));
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

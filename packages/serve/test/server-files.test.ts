import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENTS_PATH, startServer, type RunningServer } from '../src/index.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function site(): Promise<{ root: string; dir: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-serve-files-'));
  const dir = path.join(root, 'build');
  await mkdir(path.join(dir, 'docs/a'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(dir, 'docs/a/index.html'), '<h1>a</h1>');
  await writeFile(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
  return { root, dir };
}

async function serve(dir: string, liveReload = false): Promise<RunningServer> {
  const server = await startServer({ dir, port: 0, liveReload });
  running.push(server);
  return server;
}

async function get(server: RunningServer, p: string) {
  const res = await fetch(`http://127.0.0.1:${server.port}${p}`);
  return { status: res.status, body: await res.text() };
}

/** A request line as typed, e.g. with an absolute-form target that fetch never sends. */
function rawRequest(server: RunningServer, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('serve reads the folder on every request', () => {
  it('serves a page rewritten longer whole, finds a new page, and answers 404 for a removed one', async () => {
    const { dir } = await site();
    const server = await serve(dir);
    expect(await get(server, '/docs/a')).toEqual({ status: 200, body: '<h1>a</h1>' });
    const longer = `<h1>a, rebuilt</h1>${'<p>more</p>'.repeat(5000)}`;
    await writeFile(path.join(dir, 'docs/a/index.html'), longer);
    await mkdir(path.join(dir, 'docs/b'));
    await writeFile(path.join(dir, 'docs/b/index.html'), '<h1>b</h1>');
    expect(await get(server, '/docs/a')).toEqual({ status: 200, body: longer });
    expect(await get(server, '/docs/b')).toEqual({ status: 200, body: '<h1>b</h1>' });
    await rm(path.join(dir, 'docs/b'), { recursive: true });
    expect(await get(server, '/docs/b')).toEqual({ status: 404, body: '<h1>Page Not Found</h1>' });
    expect((await get(server, '/')).status).toBe(200);
  });

  it('serves a folder swapped for a new one (as a build does)', async () => {
    const { root, dir } = await site();
    const server = await serve(dir);
    expect((await get(server, '/')).body).toBe('<h1>home</h1>');
    const next = path.join(root, 'next');
    await mkdir(next);
    await writeFile(path.join(next, 'index.html'), '<h1>home 2</h1>');
    await rm(dir, { recursive: true });
    await import('node:fs/promises').then(({ rename }) => rename(next, dir));
    expect((await get(server, '/')).body).toBe('<h1>home 2</h1>');
  });
});

describe('serve and symbolic links', () => {
  it('does not follow links out of the folder, and starts with dangling links and loops inside it', async () => {
    const { root, dir } = await site();
    await writeFile(path.join(root, 'secret.txt'), 'outside the site');
    await symlink('/etc/passwd', path.join(dir, 'passwd'));
    await symlink(path.join(root, 'secret.txt'), path.join(dir, 'docs/secret.txt'));
    await symlink('..', path.join(dir, 'up'));
    await symlink('nowhere.html', path.join(dir, 'dangling.html'));
    await symlink('loop-b', path.join(dir, 'loop-a'));
    await symlink('loop-a', path.join(dir, 'loop-b'));
    await symlink('docs/a/index.html', path.join(dir, 'alias.html'));
    const server = await serve(dir);
    for (const p of ['/passwd', '/docs/secret.txt', '/up/secret.txt', '/dangling', '/loop-a', '/loop-b']) {
      const res = await get(server, p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toMatch(/root:|outside the site/);
    }
    // A link that stays inside the folder is an ordinary file.
    expect(await get(server, '/alias')).toEqual({ status: 200, body: '<h1>a</h1>' });
    expect((await get(server, '/')).status).toBe(200);
  });
});

describe('serve requests', () => {
  it('answers an absolute-form request for a page like an origin-form one', async () => {
    const { dir } = await site();
    const server = await serve(dir);
    const response = await rawRequest(server, `GET http://127.0.0.1:${server.port}/docs/a HTTP/1.1`);
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('<h1>a</h1>');
    const escape = await rawRequest(server, `GET http://127.0.0.1:${server.port}/../secret.txt HTTP/1.1`);
    expect(escape).toMatch(/^HTTP\/1\.1 403/);
  });

  it('answers HEAD with the length and no body, and a matching ETag with 304', async () => {
    const { dir } = await site();
    const server = await serve(dir);
    const head = await fetch(`http://127.0.0.1:${server.port}/docs/a`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('<h1>a</h1>'.length));
    const etag = head.headers.get('etag')!;
    const again = await fetch(`http://127.0.0.1:${server.port}/docs/a`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    await writeFile(path.join(dir, 'docs/a/index.html'), '<h1>a, changed</h1>');
    const changed = await fetch(`http://127.0.0.1:${server.port}/docs/a`, {
      headers: { 'If-None-Match': etag },
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('<h1>a, changed</h1>');
  });

  it('opens the live-reload stream only with live reload on', async () => {
    const { dir } = await site();
    const plain = await serve(dir);
    expect((await get(plain, EVENTS_PATH)).status).toBe(404);
    const watching = await serve(dir, true);
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${watching.port}${EVENTS_PATH}`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    controller.abort();
  });
});

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouteTable } from '@accounts-docs/routes';
import { decideRequestPath, startServer, type RunningServer } from '../src/index.ts';

let site: string;
let server: RunningServer;

/** A raw GET (no URL normalisation by the client), so `..` reaches the server as typed. */
function get(rawPath: string): Promise<{ status: number; body: string; type: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-serve-'));
  site = path.join(root, 'build');
  await mkdir(path.join(site, 'docs/introduction'), { recursive: true });
  await mkdir(path.join(site, 'assets'), { recursive: true });
  await writeFile(path.join(site, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(site, 'docs/introduction/index.html'), '<h1>intro</h1>');
  await writeFile(path.join(site, 'assets/app.css'), 'body{}');
  await writeFile(path.join(site, 'docs/introduction.md'), '# Intro — “twin”\n');
  await writeFile(path.join(site, 'llms.txt'), '# Site\n');
  await writeFile(path.join(site, '404.html'), '<h1>Page Not Found</h1>');
  await writeFile(path.join(root, 'secret.txt'), 'outside the site');
  server = await startServer({ dir: site, port: 0 });
});

afterAll(() => server.close());

describe('serve', () => {
  it('gives the same page for x, x.html, x/ and x/index.html', async () => {
    for (const p of [
      '/docs/introduction',
      '/docs/introduction.html',
      '/docs/introduction/',
      '/docs/introduction/index.html',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.body, p).toBe('<h1>intro</h1>');
      expect(res.type, p).toMatch(/text\/html/);
    }
    expect((await get('/')).body).toBe('<h1>home</h1>');
    expect((await get('/index.html')).body).toBe('<h1>home</h1>');
    expect((await get('/docs/introduction?x=1')).body).toBe('<h1>intro</h1>');
  });

  it('serves a markdown twin beside its page as UTF-8 markdown, and llms.txt as UTF-8 text', async () => {
    const twin = await get('/docs/introduction.md');
    expect(twin).toMatchObject({
      status: 200,
      body: '# Intro — “twin”\n',
      type: 'text/markdown; charset=utf-8',
    });
    expect((await get('/docs/introduction')).body).toBe('<h1>intro</h1>');
    expect(await get('/llms.txt')).toMatchObject({ status: 200, type: 'text/plain; charset=utf-8' });
  });

  it('serves assets', async () => {
    const res = await get('/assets/app.css');
    expect(res).toMatchObject({ status: 200, body: 'body{}' });
    expect(res.type).toMatch(/text\/css/);
  });

  it('answers unknown paths with the not-found page and 404', async () => {
    for (const p of ['/nope', '/docs/nope', '/docs/introduction/extra']) {
      expect(await get(p), p).toMatchObject({ status: 404, body: '<h1>Page Not Found</h1>' });
    }
  });

  it('refuses paths outside the site, encoded or not', async () => {
    for (const p of [
      '/../secret.txt',
      '/docs/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/..%5csecret.txt',
      '/a%00b',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(403);
      expect(res.body, p).not.toContain('outside the site</');
      expect(res.body).not.toBe('outside the site');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });
});

describe('decideRequestPath', () => {
  it.each([
    ['/docs/x.html', '/docs/x'],
    ['/docs/x/index.html', '/docs/x'],
    ['/docs/x/', '/docs/x'],
    ['//docs//x', '/docs/x'],
    ['/404.html', '/404.html'],
    ['/caf%C3%A9', '/café'],
    ['http://localhost:3000/docs/x.html?q=1', '/docs/x'],
    ['HTTP://example.com', '/'],
  ])('%s → %s', (input, expected) => {
    expect(decideRequestPath(input)).toEqual({ kind: 'serve', path: expected });
  });
});

describe('base URL', () => {
  it('serves the site under its base URL only', async () => {
    const based = await startServer({ dir: site, port: 0, routes: new RouteTable('/accounts/') });
    const fetchText = async (p: string) => {
      const res = await fetch(`http://127.0.0.1:${based.port}${p}`);
      return { status: res.status, body: await res.text() };
    };
    try {
      expect(await fetchText('/accounts/docs/introduction')).toEqual({ status: 200, body: '<h1>intro</h1>' });
      expect(await fetchText('/accounts/')).toEqual({ status: 200, body: '<h1>home</h1>' });
      expect((await fetchText('/docs/introduction')).status).toBe(404);
    } finally {
      await based.close();
    }
  });
});

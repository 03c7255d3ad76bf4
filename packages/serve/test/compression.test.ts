import { mkdir, mkdtemp, open, stat, utimes, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { CompressedBodies } from '../src/compressed-bodies.ts';
import { chooseContentCoding, isCompressible } from '../src/content-coding.ts';
import { findSiteFile } from '../src/site-file.ts';

let site: string;
let server: RunningServer;
const page = `<!DOCTYPE html><title>Server</title>${'<p>AccountsServer handles sessions and tokens.</p>\n'.repeat(200)}`;
const css = `${'.sidebar a{color:var(--link);padding:0 1rem}\n'.repeat(100)}`;
const js = `${'document.querySelectorAll("a").forEach((a)=>a.addEventListener("click",()=>{}));\n'.repeat(60)}`;
const fragment = gzipSync(Buffer.from('{"url":"/docs/server","content":"sessions"}'.repeat(100)));

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: node:http neither sends Accept-Encoding by itself nor decodes the body. */
function fetchRaw(p: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: p, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  site = path.join(await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-serve-coding-')), 'build');
  await mkdir(path.join(site, 'docs/server'), { recursive: true });
  await mkdir(path.join(site, 'assets'));
  await mkdir(path.join(site, 'pagefind/fragment'), { recursive: true });
  await writeFile(path.join(site, 'docs/server/index.html'), page);
  await writeFile(path.join(site, 'assets/app.css'), css);
  await writeFile(path.join(site, 'assets/app.js'), js);
  await writeFile(path.join(site, 'pagefind/fragment/en_1.pf_fragment'), fragment);
  await writeFile(path.join(site, 'small.html'), '<h1>small</h1>');
  await writeFile(
    path.join(site, '404.html'),
    `<h1>Page Not Found</h1>${'<p>Try the search.</p>'.repeat(100)}`,
  );
  server = await startServer({ dir: site, port: 0 });
});

afterAll(() => server.close());

describe('compressed responses', () => {
  it('sends brotli to a client that accepts br, decoding to the file, with its length and Vary', async () => {
    for (const [p, text] of [
      ['/docs/server', page],
      ['/assets/app.css', css],
      ['/assets/app.js', js],
    ] as const) {
      const res = await fetchRaw(p, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(res.status, p).toBe(200);
      expect(res.headers['content-encoding'], p).toBe('br');
      expect(res.headers.vary, p).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length']), p).toBe(res.body.length);
      expect(res.body.length, p).toBeLessThan(Buffer.byteLength(text) / 3);
      expect(brotliDecompressSync(res.body).toString(), p).toBe(text);
    }
  });

  it('sends gzip to a client that accepts gzip only, and the file as it is to one that names no coding', async () => {
    const gzip = await fetchRaw('/docs/server', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await fetchRaw('/docs/server');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(page)));
    expect(plain.body.toString()).toBe(page);
  });

  it('compresses the not-found page too, keeping its 404', async () => {
    const res = await fetchRaw('/nope', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toContain('Page Not Found');
  });

  it('leaves Pagefind files (gzip already) and files too small to gain as they are', async () => {
    const pf = await fetchRaw('/pagefind/fragment/en_1.pf_fragment', { 'Accept-Encoding': 'br, gzip' });
    expect(pf.headers['content-encoding']).toBeUndefined();
    expect(pf.headers.vary).toBeUndefined();
    expect(pf.body.equals(fragment)).toBe(true);
    const small = await fetchRaw('/small', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<h1>small</h1>');
  });

  it('answers HEAD with the headers GET sends, and no body', async () => {
    const get = await fetchRaw('/assets/app.css', { 'Accept-Encoding': 'br' });
    const head = await fetchRaw('/assets/app.css', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary'])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it('gives each coding its own ETag, and answers 304 only for the coding the tag names', async () => {
    const br = await fetchRaw('/assets/app.js', { 'Accept-Encoding': 'br' });
    const plain = await fetchRaw('/assets/app.js');
    expect(br.headers.etag).toMatch(/-br"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await fetchRaw('/assets/app.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.body.length).toBe(0);
    const listed = await fetchRaw('/assets/app.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': `W/"0-0", ${br.headers.etag!}`,
    });
    expect(listed.status).toBe(304);
    const otherCoding = await fetchRaw('/assets/app.js', { 'If-None-Match': br.headers.etag! });
    expect(otherCoding.status).toBe(200);
    expect(otherCoding.body.toString()).toBe(js);
  });

  it('serves a file rewritten at the same size and modification time fresh, not from the cache', async () => {
    const file = path.join(site, 'assets/app.css');
    // A whole second: utimes cannot put back the sub-millisecond part of a written mtime.
    const mtime = new Date('2026-01-01T00:00:00Z');
    await utimes(file, mtime, mtime);
    const before = await fetchRaw('/assets/app.css', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(before.body).toString()).toBe(css);
    const rewritten = css.replace(/color/g, 'COLOR');
    // In place (same inode), same size, the old mtime put back: only the change time differs.
    const handle = await open(file, 'r+');
    await handle.write(rewritten, 0);
    await handle.close();
    await utimes(file, mtime, mtime);
    expect((await stat(file)).mtimeMs).toBe(mtime.getTime());
    const after = await fetchRaw('/assets/app.css', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(after.body).toString()).toBe(rewritten);
    await writeFile(file, css);
  });
});

describe('CompressedBodies', () => {
  it('compresses one version of a file once, for concurrent and later requests alike', async () => {
    const bodies = new CompressedBodies();
    const opened = await Promise.all([1, 2, 3].map(() => findSiteFile(site, '/docs/server')));
    const [a, b, c] = await Promise.all(opened.map((file) => bodies.get(file!, 'br')));
    const d = await bodies.get(opened[0]!, 'br');
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(c).toBe(d);
    expect(bodies.size).toBe(1);
    await bodies.get(opened[0]!, 'gzip');
    expect(bodies.size).toBe(2);
    await Promise.all(opened.map((file) => file!.handle.close()));
  });

  it('keeps no more than its byte budget, dropping the least recently used', async () => {
    const paths = ['/docs/server', '/assets/app.css', '/assets/app.js'];
    const compress = async (bodies: CompressedBodies) => {
      const sizes: number[] = [];
      for (const p of paths) {
        const file = (await findSiteFile(site, p))!;
        sizes.push((await bodies.get(file, 'gzip')).length);
        await file.handle.close();
      }
      return sizes;
    };
    const sizes = await compress(new CompressedBodies());
    const budget = sizes.reduce((a, b) => a + b) - 1;
    const bounded = new CompressedBodies({ maxBytes: budget });
    await compress(bounded);
    expect(bounded.size).toBe(2);
    expect(bounded.bytes).toBeLessThanOrEqual(budget);
  });
});

describe('chooseContentCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=1.0, br;q=0.5', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', 'identity'],
    ['BR', 'br'],
  ])('Accept-Encoding %j → %s', (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding);
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/css; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['text/markdown; charset=utf-8', true],
    ['application/json', true],
    ['application/manifest+json', true],
    ['image/svg+xml', true],
    ['text/xml; charset=utf-8', true],
    ['application/octet-stream', false],
    ['image/png', false],
    ['font/woff2', false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});

import type { ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWatch } from './helpers.ts';
import { warmCopyOfSite } from './content-build.ts';

/** `accounts-docs serve --watch` as a maintainer runs it while writing. */
describe('serve --watch', () => {
  let site: string;
  let child: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    // From the run's cache of content/: what is watched is the rebuilds, not a cold first build.
    site = await warmCopyOfSite();
    ({ child, base } = await serveWatch(site, (chunk) => (output += chunk)));
  }, 360_000); // serveWatch's own limit (5 minutes) reports a server that never starts

  afterAll(() => {
    child?.kill('SIGTERM'); // undefined when the server did not start: beforeAll's error is the one to read
  });

  it('picks up an edit saved right after "Serving …" is printed (it prints once watching)', async () => {
    const file = path.join(site, 'content/docs/introduction.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\n\nSaved at once.\n`);
    await until(async () =>
      (await (await fetch(`${base}/docs/introduction`)).text()).includes('Saved at once.'),
    );
  });

  it('serves pages with the live-reload script and 404 for unknown paths', async () => {
    const page = await fetch(`${base}/docs/introduction`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('EventSource("/__accounts-docs/events")');
    // The config has analytics; a maintainer's own visits while writing are not counted.
    expect(html).not.toContain('/script.js" data-site=');
    const missing = await fetch(`${base}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });

  it('rebuilds only the changed page on an edit and tells open pages to reload', async () => {
    const events: string[] = [];
    const stream = get(`${base}/__accounts-docs/events`, (res) =>
      res.on('data', (chunk: Buffer) => events.push(chunk.toString())),
    );
    await until(() => events.length > 0); // connected
    const file = path.join(site, 'content/docs/email.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\n## Edited while serving\n\nA new section.\n`);
    await until(() => events.some((e) => e.includes('data: reload')));
    // The reload goes out once the pages are written (the twins follow). The first one seen may
    // come from the previous test's second rebuild (a save can make two): read until it shows.
    await until(async () =>
      (await (await fetch(`${base}/docs/email`)).text()).includes('Edited while serving'),
    );
    await until(() => /Rebuilt 1 of \d+ pages/.test(output));
    stream.destroy();
  });

  it('sends a page brotli-compressed, and after an edit the new page, never the compressed old one', async () => {
    const brotliPage = (p: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; html: string }>(
        (resolve, reject) => {
          get(`${base}${p}`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const body = Buffer.concat(chunks);
              const encoding = res.headers['content-encoding'];
              const html = (encoding === 'br' ? brotliDecompressSync(body) : body).toString();
              resolve({ encoding, vary: res.headers.vary, html });
            });
          }).on('error', reject);
        },
      );
    const before = await brotliPage('/docs/handling-errors');
    expect(before).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' });
    expect(before.html).not.toContain('Compressed edit');
    const file = path.join(site, 'content/docs/handling-errors.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\n\nCompressed edit.\n`);
    await until(
      async () => (await brotliPage('/docs/handling-errors')).html.includes('Compressed edit.'),
      120_000,
      () => output,
    );
    // Asset files under the same server are compressed too.
    const css = /href="(\/assets\/css\/[^"]+\.css)"/.exec(before.html)![1]!;
    expect((await brotliPage(css)).encoding).toBe('br');
  });

  it('rebuilds the API reference when a package source changes (TypeDoc runs again)', async () => {
    const file = path.join(site, 'content/packages/error/src/index.ts');
    await writeFile(
      file,
      `${await readFile(file, 'utf8')}\n/** Added while serving. */\nexport function addedWhileServing(): void {}\n`,
    );
    await until(
      async () => (await fetch(`${base}/api/error/function/addedWhileServing`)).status === 200,
      120_000,
    );
    expect(await (await fetch(`${base}/api/error`)).text()).toContain('Added while serving.');
  });

  it('keeps serving the last good build when an edit breaks a page, and recovers', async () => {
    const file = path.join(site, 'content/docs/client.md');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace(/^title: .*$/m, 'title: [broken'));
    await until(() => output.includes('client.md:'));
    expect(output).toMatch(/content\/docs\/client\.md:\d+:\d+ {2}error/);
    expect((await fetch(`${base}/docs/client`)).status).toBe(200);
    await writeFile(file, original.replace(/^title: .*$/m, 'title: Client (fixed)'));
    await until(
      async () => (await (await fetch(`${base}/docs/client`)).text()).includes('Client (fixed)'),
      120_000,
      () => output,
    );
  });

  it("rebuilds a blog post's page and its excerpt on the list when the post is edited, and lists a post added", async () => {
    const text = async (route: string) => (await fetch(`${base}${route}`)).text();
    const post = path.join(site, 'content/blog/2024-05-21-magic-links.md');
    const original = await readFile(post, 'utf8');
    // Above the truncate marker: the post and the list's excerpt both change.
    await writeFile(
      post,
      original.replace('Users can now log in', 'Edited in watch mode: users can now log in'),
    );
    await until(
      async () => (await text('/blog/2024/05/21/magic-links')).includes('Edited in watch mode'),
      120_000,
      () => output,
    );
    await until(
      async () => (await text('/blog')).includes('Edited in watch mode'),
      120_000,
      () => output,
    );
    // A new post, with a new tag: its page, its place on the list, its tag page.
    const added = path.join(site, 'content/blog/2024-12-01-added-while-serving.md');
    await writeFile(
      added,
      '---\ntitle: Added while serving\nauthors: maintainers\ntags: [watch-mode]\n---\n\nA post saved while the server runs.\n',
    );
    await until(
      async () => (await fetch(`${base}/blog/2024/12/01/added-while-serving`)).status === 200,
      120_000,
      () => output,
    );
    expect(await text('/blog/2024/12/01/added-while-serving')).toContain(
      'A post saved while the server runs.',
    );
    await until(
      async () => (await text('/blog')).includes('Added while serving'),
      120_000,
      () => output,
    );
    expect((await fetch(`${base}/blog/tags/watch-mode`)).status).toBe(200);
  });

  it('builds an .mdx page added while serving, and rebuilds it on an edit', async () => {
    const file = path.join(site, 'content/docs/added-while-serving.mdx');
    const page = () => fetch(`${base}/docs/added-while-serving`);
    const tabs = (label: string) =>
      `---\ntitle: Added\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n` +
      `<Tabs groupId="os">\n<TabItem value="linux" label="${label}">apt</TabItem>\n</Tabs>\n`;
    await writeFile(file, tabs('Linux'));
    await until(
      async () => (await page()).status === 200,
      120_000,
      () => output,
    );
    expect(await (await page()).text()).toContain('data-value="linux">Linux</button>');
    await writeFile(file, tabs('GNU/Linux'));
    await until(
      async () => (await (await page()).text()).includes('>GNU/Linux</button>'),
      120_000,
      () => output,
    );
  });
});

async function until(
  check: () => boolean | Promise<boolean>,
  timeout = 120_000,
  context?: () => string,
): Promise<void> {
  const start = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      // A poll on a kept-alive connection that the server closed as idle while a rebuild held
      // its event loop (ECONNRESET): a browser sends such a request again, and so does this poll.
      // A server that is gone fails every poll: the last error is shown at the limit.
      lastError = error;
    }
    if (Date.now() - start > timeout) {
      const cause = lastError ? `; last error: ${String((lastError as Error).cause ?? lastError)}` : '';
      throw new Error(`timed out${cause}${context ? `; server output:\n${context()}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

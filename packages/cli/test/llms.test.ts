import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { select, selectAll } from 'hast-util-select';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { hasChromium, launchChromium, releaseChromium, localOnlyContext } from './browser.ts';
import { expectedDocs } from './expected-site.ts';
import { cli, listFiles, readHtml, tempDir } from './helpers.ts';
import { contentBuild, contentCacheCopy } from './content-build.ts';

/**
 * Issue 15: llms.txt, llms-full.txt and a markdown twin beside every page, on the real content
 * (two builds, compared byte for byte) and on a small fixture site served under a base URL.
 */

const ORIGIN = 'https://www.accountsjs.com';
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/llms');

let first: string;
let second: string;
let warm: { code: number; profile: { twins: { written: number; reused: number } } };
const read = (file: string) => readFile(path.join(first, file), 'utf8');

beforeAll(async () => {
  // The first build is the run's build of content/ (content-build.ts: `build --out DIR
  // --cache-dir CACHE`, cold); the next two start from a copy of its cache.
  const shared = await contentBuild();
  expect(shared.result.stderr).not.toMatch(/error/i);
  expect(shared.result.code).toBe(0);
  first = shared.out;
  second = path.join(await tempDir('llms'), 'second');
  const cacheDir = await contentCacheCopy();
  // Another output folder: every page and twin is rendered again (the markdown cache is shared).
  expect((await cli(['build', '--out', second, '--cache-dir', cacheDir])).code).toBe(0);
  // The same folder once more: now the twins are reused from the build before.
  const again = await cli(['build', '--out', second, '--cache-dir', cacheDir, '--profile']);
  warm = { code: again.code, profile: JSON.parse(again.stdout.trim().split('\n').pop()!) };
}, 900_000); // waits for the run's cold build of content/ (content-build.ts allows it 540 s), then two builds

describe('llms.txt of content/', () => {
  it('follows llmstxt.org: h1 first, the tagline as a blockquote, then sections of link lists', async () => {
    const lines = (await read('llms.txt')).split('\n');
    expect(lines[0]).toBe('# accounts-js');
    expect(lines[1]).toBe('');
    expect(lines[2]).toBe('> Fullstack authentication and accounts-management for Javascript');
    const rest = lines.slice(3);
    // Only blank lines, `## ` section headings and `- [title](url): description` lines; each
    // section holds at least one link.
    let section: string | undefined;
    const counts = new Map<string, number>();
    for (const line of rest) {
      if (line === '') continue;
      if (line.startsWith('## ')) {
        section = line.slice(3);
        expect(counts.has(section), `section ${section} once`).toBe(false);
        counts.set(section, 0);
        continue;
      }
      expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\)(: \S.*)?$/);
      expect(section, `${line} is inside a section`).toBeDefined();
      counts.set(section!, counts.get(section!)! + 1);
    }
    expect([...counts.values()].every((n) => n > 0)).toBe(true);
    // The docs sidebar's categories in order, then the API reference, then the optional rest.
    expect([...counts.keys()]).toEqual([
      'Introduction',
      'Getting started',
      'Transports',
      'Databases',
      'Strategies',
      'Cookbook',
      'API reference',
      'accounts-js blog',
      'Optional',
    ]);
    expect(counts.get('accounts-js blog')).toBe(4);
    expect(counts.get('API reference')).toBe(31);
  });

  it('lists every guide page once, with its description, and every link leads to a twin in the output', async () => {
    const text = await read('llms.txt');
    const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    for (const doc of expectedDocs) expect(links).toContain(`${ORIGIN}/docs/${doc.id}.md`);
    expect(text).toContain(
      `- [Server](${ORIGIN}/docs/server.md): Install and configure AccountsServer, use it from your own code`,
    );
    for (const link of links) {
      if (!link.startsWith(`${ORIGIN}/`)) continue;
      const file = link.slice(ORIGIN.length + 1);
      expect(file, link).toMatch(/\.md$|^llms-full\.txt$/);
      expect(existsSync(path.join(first, file)), link).toBe(true);
    }
  });
});

describe('the markdown twins of content/', () => {
  it('every page of the output has its twin beside it', async () => {
    const files = await listFiles(first);
    // Every page but the search page, which has no content of its own (its results are the
    // reader's query), and the blog's lists, tags, authors and archive (its posts have twins).
    const blogIndexes = /^blog\/(index\.html|page\/|tags\/|authors\/|archive\/)/;
    const pages = files.filter(
      (f) => f.endsWith('index.html') && f !== 'search/index.html' && !blogIndexes.test(f),
    );
    expect(pages.filter((f) => f.startsWith('blog/'))).toHaveLength(4);
    expect(pages.length).toBeGreaterThan(200);
    for (const page of pages) {
      const twin = page === 'index.html' ? 'index.md' : `${path.dirname(page)}.md`;
      expect(files, page).toContain(twin);
    }
    expect(files).not.toContain('404.md');
    expect(files).not.toContain('search.md');
    expect(warm.profile.twins.written).toBe(pages.length);
  });

  it('a guide twin is the source without front matter or directives, its links absolute', async () => {
    const twin = await read('docs/server.md');
    expect(twin.startsWith('# Server\n\n')).toBe(true);
    expect(twin).not.toMatch(/^---$|^:::/m);
    expect(twin).toContain(`[\`AccountsServer\`](${ORIGIN}/api/server/class/AccountsServer.md)`);
    expect(twin).toContain(`(${ORIGIN}/docs/email.md#send-the-emails)`);
    // Links between pages are never left site-relative.
    expect(twin).not.toMatch(/\]\(\/(?!\/)/);
    expect(await read('docs/client.md')).toMatch(/^> \*\*Tip\*\*\n>\n> Show a clear/m);
  });

  it('the twin of an API class page holds its signature, its members and links to other twins', async () => {
    const twin = await read('api/server/class/AccountsServer.md');
    expect(twin.startsWith('# AccountsServer\n\nClass in ')).toBe(true);
    expect(twin).toContain('```ts\nclass AccountsServer<CustomUser extends User = User>\n```');
    for (const heading of [
      '## Constructors',
      '## Properties',
      '## Methods',
      '### `loginWithService`',
      '### `options`',
    ])
      expect(twin).toContain(heading);
    expect(twin).toMatch(/```ts\nloginWithService\(serviceName: string, params: /);
    expect(twin).toContain('**Parameters**\n\n- `serviceName`: `string`');
    expect(twin).toContain(`[\`User\`](${ORIGIN}/api/types/interface/User.md)`);
    const api = await read('api.md');
    expect(api).toContain(`[\`@accounts/server\`](${ORIGIN}/api/server.md)`);
    const overview = await read('api/server.md');
    expect(overview).toContain('```bash\nnpm install @accounts/server\n```');
    expect(overview).toContain(`[\`AccountsServer\`](${ORIGIN}/api/server/class/AccountsServer.md)`);
  });

  it('twins, llms.txt and llms-full.txt are byte-identical between two builds, and a warm build reuses the twins', async () => {
    expect(warm.code).toBe(0);
    expect(warm.profile.twins.reused).toBe(warm.profile.twins.written);
    const machineFiles = (await listFiles(first)).filter((f) => /\.md$|^llms(-full)?\.txt$/.test(f));
    expect(await listFiles(second).then((files) => files.filter((f) => machineFiles.includes(f)))).toEqual(
      machineFiles,
    );
    for (const file of machineFiles) {
      const [a, b] = await Promise.all([readFile(path.join(first, file)), readFile(path.join(second, file))]);
      expect(a.equals(b), file).toBe(true);
    }
  });

  it('each docs and API page links to its twin and has the copy button', async () => {
    for (const [route, twin] of [
      ['docs/server', '/docs/server.md'],
      ['api/server/class/AccountsServer', '/api/server/class/AccountsServer.md'],
    ] as const) {
      const tree = await readHtml(path.join(first, route, 'index.html'));
      expect(select('a.open-markdown', tree)?.properties.href).toBe(twin);
      expect(select('button.copy-markdown', tree)?.properties.dataMarkdownUrl).toBe(twin);
    }
  });
});

describe('llms-full.txt of content/', () => {
  it('holds every guide page in sidebar order, then every package API, each after a separator with its URL', async () => {
    const text = await read('llms-full.txt');
    expect(text.startsWith('# accounts-js\n\n> Fullstack')).toBe(true);
    const urls = [...text.matchAll(/^---\ntitle: .+\nurl: (\S+)\nmarkdown: (\S+)\n---\n\n# /gm)].map(
      (m) => m[1]!,
    );
    const guide = urls.filter((url) => url.startsWith(`${ORIGIN}/docs/`));
    expect(guide).toEqual(expectedDocs.map((doc) => `${ORIGIN}/docs/${doc.id}`));
    const firstApi = urls.findIndex((url) => url.startsWith(`${ORIGIN}/api/`));
    expect(firstApi).toBe(guide.length);
    expect(urls.slice(firstApi).every((url) => url.startsWith(`${ORIGIN}/api/`))).toBe(true);
    expect(urls).toContain(`${ORIGIN}/api/server/class/AccountsServer`);
    expect(urls.filter((url) => /^https:\/\/www\.accountsjs\.com\/api\/[^/]+$/.test(url))).toHaveLength(31);
    // The text of each page is its twin's.
    expect(text).toContain((await read('docs/server.md')).trimEnd());
  });
});

describe('serving the twins', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ dir: first, port: 0 });
  });
  afterAll(() => server?.close());

  const get = (p: string) =>
    new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port: server.port, path: p }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
      })
        .on('error', reject)
        .end();
    });

  it('answers /docs/server.md with the twin as text/markdown; charset=utf-8', async () => {
    const res = await get('/docs/server.md');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/markdown; charset=utf-8');
    expect(res.body).toBe(await read('docs/server.md'));
    expect((await get('/llms.txt')).type).toBe('text/plain; charset=utf-8');
  });

  describe.skipIf(!hasChromium && !process.env.CI)('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(() => releaseChromium(browser));

    it('"Copy page as markdown" puts the twin on the clipboard; "Open as markdown" opens it', async () => {
      const url = `http://127.0.0.1:${server.port}`;
      const context = await localOnlyContext(browser, { viewport: { width: 1280, height: 800 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
      const page = await context.newPage();
      await page.goto(`${url}/docs/server`);
      const button = page.locator('button.copy-markdown');
      expect(await button.isVisible()).toBe(true);
      await button.click();
      await page.waitForFunction("document.querySelector('button.copy-markdown').textContent === 'Copied'");
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(await read('docs/server.md'));
      await page.click('a.open-markdown');
      await page.waitForURL(`${url}/docs/server.md`);
      await context.close();
    });

    it('without JavaScript, the link is there and the button is not shown', async () => {
      const context = await localOnlyContext(browser, { javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${server.port}/docs/server`);
      expect(await page.locator('button.copy-markdown').isVisible()).toBe(false);
      expect(await page.locator('a.open-markdown').isVisible()).toBe(true);
      await context.close();
    });
  });
});

describe('a site under a base URL, and the llms config switch', () => {
  async function site(llms?: string): Promise<{ dir: string; out: string }> {
    const dir = await tempDir('llms-fixture');
    await cp(path.join(fixtures, 'twins-under-base-url'), dir, { recursive: true });
    if (llms) {
      const config = path.join(dir, 'accounts-docs.config.ts');
      const text = await readFile(config, 'utf8');
      await writeFile(config, text.replace("baseUrl: '/site/',", `baseUrl: '/site/',\n  llms: ${llms},`));
    }
    return { dir, out: path.join(dir, 'build') };
  }
  const machineFiles = async (out: string) =>
    (await listFiles(out)).filter((f) => /\.md$|^llms(-full)?\.txt$/.test(f));

  it('twins link with the base URL; a site-absolute link to a twin is a link to a file that exists', async () => {
    const { dir, out } = await site();
    const result = await cli(['build'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await machineFiles(out)).toEqual([
      'docs/guide/setup.md',
      'docs/intro.md',
      'docs/loose.md',
      'docs/more.md',
      'index.md',
      'llms-full.txt',
      'llms.txt',
    ]);
    expect(await readFile(path.join(out, 'docs/intro.md'), 'utf8')).toBe(
      [
        '# Introduction',
        '',
        "Start with [the setup](https://fixture.example/site/docs/guide/setup.md#step-one), or read [the setup's markdown](https://fixture.example/site/docs/guide/setup.md) directly.",
        '',
        '> **Before you start**',
        '>',
        '> Check the [more page](https://fixture.example/site/docs/more.md).',
        '',
        '![The logo](https://fixture.example/site/img/logo.svg)',
        '',
      ].join('\n'),
    );
    const llms = await readFile(path.join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain(
      '## Basics\n\n- [Introduction](https://fixture.example/site/docs/intro.md): What the twin site is about.\n- [Setup](https://fixture.example/site/docs/guide/setup.md)',
    );
    expect(llms).toContain('- [Elsewhere](https://other.example/x)');
    const tree = await readHtml(path.join(out, 'docs/intro/index.html'));
    expect(select('a.open-markdown', tree)?.properties.href).toBe('/site/docs/intro.md');
    expect(selectAll('article a', tree).map((a) => a.properties.href)).toContain('/site/docs/guide/setup.md');
    // Links written with the base URL already are given it once, as Docusaurus's addBaseUrl does.
    const more = await readHtml(path.join(out, 'docs/more/index.html'));
    expect(selectAll('article a', more).map((a) => a.properties.href)).toContain('/site/docs/intro');
    expect(selectAll('article img', more).map((img) => img.properties.src)).toEqual(['/site/img/logo.svg']);
    expect(await readFile(path.join(out, 'docs/more.md'), 'utf8')).toContain(
      '[back to the introduction](https://fixture.example/site/docs/intro.md)',
    );
  });

  it('without twins, that link is broken, no .md is written and llms.txt links to the pages', async () => {
    const { dir, out } = await site('{ twins: false }');
    const broken = await cli(['build'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(
      /docs\/intro\.md:6:\d+ +error +Broken link to `\/docs\/guide\/setup\.md` +\[broken-link\]/,
    );
    await writeFile(
      path.join(dir, 'docs/intro.md'),
      (await readFile(path.join(dir, 'docs/intro.md'), 'utf8')).replace(
        '(/docs/guide/setup.md)',
        '(/docs/guide/setup)',
      ),
    );
    expect((await cli(['build'], dir)).code).toBe(0);
    expect(await machineFiles(out)).toEqual(['llms-full.txt', 'llms.txt']);
    expect(await readFile(path.join(out, 'llms.txt'), 'utf8')).toContain(
      '- [Introduction](https://fixture.example/site/docs/intro): What the twin site is about.',
    );
    expect(
      select('a.open-markdown', await readHtml(path.join(out, 'docs/intro/index.html'))),
    ).toBeUndefined();
  });

  it('`full: false` leaves llms-full.txt out; `enabled: false` writes none of it and shows no markdown link', async () => {
    const partial = await site('{ full: false }');
    expect((await cli(['build'], partial.dir)).code).toBe(0);
    expect(await machineFiles(partial.out)).not.toContain('llms-full.txt');
    expect(await readFile(path.join(partial.out, 'llms.txt'), 'utf8')).not.toContain('llms-full.txt');

    const off = await site('{ enabled: false }');
    await writeFile(
      path.join(off.dir, 'docs/intro.md'),
      (await readFile(path.join(off.dir, 'docs/intro.md'), 'utf8')).replace(
        '(/docs/guide/setup.md)',
        '(/docs/guide/setup)',
      ),
    );
    expect((await cli(['build'], off.dir)).code).toBe(0);
    expect(await machineFiles(off.out)).toEqual([]);
    const tree = await readHtml(path.join(off.out, 'docs/intro/index.html'));
    expect(select('.markdown-actions', tree)).toBeUndefined();
  });

  it("a page routed where another page's twin would go: that page gets no twin, with a warning", async () => {
    const { dir, out } = await site();
    await writeFile(path.join(dir, 'docs/clash.md'), '---\nslug: /more.md\n---\n\n# Clash\n');
    const result = await cli(['build'], dir);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      "docs/clash.md:1:1  warning  This page's route `/docs/more.md` is where the markdown twin of `/docs/more` would be written; that page gets no twin  [llms-twin-clash]",
    );
    expect(existsSync(path.join(out, 'docs/more.md/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'docs/more.md.md'))).toBe(true);
    expect(select('a.open-markdown', await readHtml(path.join(out, 'docs/more/index.html')))).toBeUndefined();
    expect(await readFile(path.join(out, 'llms.txt'), 'utf8')).not.toContain('/site/docs/more.md)');
  });
});

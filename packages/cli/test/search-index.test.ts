import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { bin, cli, listFiles, tempDir } from './helpers.ts';
import { warmCopyOfSite } from './content-build.ts';

/** One page of a Pagefind index, as its fragment file holds it (gzip, a signature, JSON). */
interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  anchors: { id: string; text: string }[];
}

async function readFragments(out: string): Promise<Fragment[]> {
  // The index split by section: the first one's bundle, and the others it lists to merge.
  const list = await readFile(path.join(out, 'pagefind/sections.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { merge: string[] }).merge,
    () => [],
  );
  const fragments: Fragment[] = [];
  for (const folder of ['', ...list.map((name) => `${name}/`)]) {
    const dir = path.join(out, `pagefind/${folder}fragment`);
    for (const file of await listFiles(dir)) {
      const bytes = gunzipSync(await readFile(path.join(dir, file))).toString('utf8');
      fragments.push(JSON.parse(bytes.slice(bytes.indexOf('{'))) as Fragment);
    }
  }
  return fragments;
}

/** The page of each `…/index.html` of the output under a folder: its route. */
const routesUnder = (files: string[], folder: string) =>
  files
    .filter((file) => file.startsWith(`${folder}/`) && file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'/index.html'.length)}`);

describe('the Pagefind index of content/', () => {
  let site: string;
  let out: string;
  let fragments: Fragment[];
  const build = async () => {
    const result = await cli(['build', '--out', out, '--profile'], site);
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { timings: Record<string, number> };
  };

  beforeAll(async () => {
    // The run's cache of content/ (TypeDoc, compiled pages), but no search index: this build makes it.
    site = await warmCopyOfSite(['search-index']);
    out = path.join(await tempDir('search-index'), 'build');
    const profile = await build();
    expect(profile.timings['search-index']).toBeGreaterThan(0);
    expect(profile.timings['search-index-reused']).toBe(0);
    fragments = await readFragments(out);
  });

  it("holds every guide and API page, the home page and the blog's posts, and nothing else", async () => {
    const files = await listFiles(out);
    // The blog's posts, not its lists, tags or archive (their text is the posts').
    const posts = [
      '/blog/2024/02/12/sessions-in-their-own-store',
      '/blog/2024/05/21/magic-links',
      '/blog/2024/07/09/patch-releases-worth-taking',
      '/blog/2024/09/17/mikro-orm-adapter',
    ];
    const expected = [...routesUnder(files, 'docs'), ...routesUnder(files, 'api'), '/', ...posts];
    expect(expected.length).toBeGreaterThan(200);
    expect(fragments.map((f) => f.url).sort()).toEqual(expected.sort());
  });

  it('files each page under its title, section and package, with its headings as anchors', () => {
    const byUrl = new Map(fragments.map((f) => [f.url, f]));
    const password = byUrl.get('/docs/strategies/password')!;
    expect(password.meta.title).toBe('Password');
    expect(password.filters.section).toEqual(['Guide']);
    expect(password.anchors.length).toBeGreaterThan(2);
    const server = byUrl.get('/api/server/class/AccountsServer')!;
    expect(server.filters).toEqual({ section: ['API'], package: ['server'] });
    expect(server.anchors.map((a) => a.id)).toContain('loginWithService');
    // Only the content region: no navbar or footer text, no heading anchors' "#".
    expect(server.content).not.toContain('Copyright');
    expect(server.content).not.toMatch(/ # /);
    expect(byUrl.get('/')!.filters).toEqual({});
  });

  it('is reused when no page changed, and only its section made again when one did', async () => {
    const indexFiles = (await listFiles(out)).filter((file) => file.startsWith('pagefind/'));
    const before = await Promise.all(indexFiles.map((file) => readFile(path.join(out, file))));
    // A static file saved again with the same bytes: the build runs (it is not up to date),
    // and with no page changed it takes the index from its cache.
    const same = path.join(site, 'content/static/img/favicon.svg');
    await writeFile(same, await readFile(same, 'utf8'));
    const warm = await build();
    // Every section of the index (guide, API, blog) from the cache.
    expect(warm.timings['search-index-reused']).toBe(3);
    expect(JSON.parse(await readFile(path.join(out, 'pagefind/sections.json'), 'utf8'))).toEqual({
      merge: ['api', 'blog'],
    });
    const after = (await listFiles(out)).filter((file) => file.startsWith('pagefind/'));
    expect(after).toEqual(indexFiles);
    for (const [i, file] of indexFiles.entries())
      expect((await readFile(path.join(out, file))).equals(before[i]!), file).toBe(true);

    const doc = path.join(site, 'content/docs/server.md');
    await writeFile(doc, `${await readFile(doc, 'utf8')}\n\nA sentence about quokkavariance.\n`);
    const edited = await build();
    // A guide page changed: the guide's section indexed again, the API's and the blog's reused.
    expect(edited.timings['search-index-reused']).toBe(2);
    for (const [i, file] of indexFiles.entries())
      if (file.startsWith('pagefind/api/') || file.startsWith('pagefind/blog/'))
        expect((await readFile(path.join(out, file))).equals(before[i]!), file).toBe(true);
    const server = (await readFragments(out)).find((f) => f.url === '/docs/server')!;
    expect(server.content).toContain('quokkavariance');
  });

  it('holds a new guide page after the next build, and not once it is deleted', async () => {
    const added = path.join(site, 'content/docs/wombat-protocol.md');
    await writeFile(added, '# The wombat protocol\n\nA page about the wombat protocol.\n');
    // A new page is in every guide page's sidebar: the sections are indexed again as their pages' HTML says.
    await build();
    const wombat = (await readFragments(out)).filter((f) => f.url === '/docs/wombat-protocol');
    expect(wombat.map((f) => f.content)).toEqual([expect.stringContaining('wombat protocol')]);
    await rm(added);
    // The index cached with the page in it is not served again.
    await build();
    const fragments = await readFragments(out);
    expect(fragments.filter((f) => f.url === '/docs/wombat-protocol')).toEqual([]);
    expect(fragments.some((f) => f.url === '/docs/server' && f.content.includes('quokkavariance'))).toBe(
      true,
    );
    expect(await listFiles(out)).not.toContain('docs/wombat-protocol/index.html');
  });
});

describe('the search page route', () => {
  it(
    'is a page the link checker knows (a link to /search?q=… is not broken), not in the sitemap',
    { timeout: 600_000 },
    async () => {
      const site = await warmCopyOfSite();
      const intro = path.join(site, 'content/docs/introduction.md');
      await writeFile(
        intro,
        `${await readFile(intro, 'utf8')}\n\n[Search for passwords](/search?q=password)\n`,
      );
      const result = await cli(['check-links', '--format', 'json'], site);
      expect(result.code, result.stderr).toBe(0);
      const report = JSON.parse(result.stdout) as { findings: { target: string }[] };
      expect(report.findings.filter((f) => f.target.includes('search'))).toEqual([]);
      const out = path.join(await tempDir('search-route'), 'build');
      expect((await cli(['build', '--out', out], site)).code).toBe(0);
      const html = await readFile(path.join(out, 'search/index.html'), 'utf8');
      expect(html).toContain('<title>Search | accounts-js</title>');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('/search');
    },
  );
});

describe('serve --watch', () => {
  it(
    'brings the search index up to date after an edit, once the page is served',
    { timeout: 600_000 },
    async () => {
      const site = await warmCopyOfSite();
      const child = spawn(process.execPath, [bin, 'serve', '--watch', '--port', '0'], {
        cwd: site,
        env: { ...process.env, NO_COLOR: '1' },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        // A first build (from the cache of content/): on a busy machine that can take minutes.
        const base = await poll(
          () => /Serving .* at (http:\/\/\S+?)\/?\s/.exec(output)?.[1],
          () => `no server:\n${output}`,
          500_000,
        );
        const doc = path.join(site, 'content/docs/email.md');
        await writeFile(doc, `${await readFile(doc, 'utf8')}\n\nThe numbat clause.\n`);
        await poll(
          async () => (await (await fetch(`${base}/docs/email`)).text()).includes('numbat'),
          'page not rebuilt',
        );
        const out = path.join(site, 'build');
        // The refresh writes the new index's files, then removes the replaced ones: a read
        // between the two sees both, so wait for the index as it is left.
        await poll(
          async () => {
            const emails = (await readFragments(out).catch(() => [])).filter((f) => f.url === '/docs/email');
            return emails.length === 1 && emails[0]!.content.includes('numbat');
          },
          () => `index not refreshed:\n${output}`,
        );
        // One index: the replaced one's files are gone, every page is still there.
        const fragments = await readFragments(out);
        expect(fragments.filter((f) => f.url === '/docs/email')).toHaveLength(1);
        expect(fragments.length).toBeGreaterThan(200);
      } finally {
        child.kill('SIGTERM');
      }
    },
  );
});

async function poll<T>(
  check: () => T | Promise<T>,
  message: string | (() => string),
  ms = 120_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(typeof message === 'string' ? message : message());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

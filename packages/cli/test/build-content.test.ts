import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { expectedDocs } from './expected-site.ts';
import inventoryJson from '../../api-model/test/content-api.inventory.json' with { type: 'json' };
import { cli, listFiles, readHtml, repoRoot, tempDir } from './helpers.ts';
import { contentBuild } from './content-build.ts';
import { diffableText, referenceBuild } from './golden/reference-build.ts';

/** The full build of content/, as a maintainer runs it: `accounts-docs build --out DIR`. */
let out: string;
const pages = new Map<string, Root>();
const page = (route: string) => pages.get(route)!;
const text = (tree: Root, selector: string) => {
  const node = select(selector, tree);
  return node ? toString(node).trim() : undefined;
};
const hrefs = (tree: Root, selector: string) =>
  selectAll(selector, tree).map((a) => String((a as Element).properties.href));

/** The 31 packages of the API inventory (shared/api-inventory.json, copied beside the api-model tests). */
type InventoryExport = { kind: string; members?: string[] };
const inventory = Object.entries(
  inventoryJson as unknown as Record<
    string,
    { npm: string; version: string; changelogVersions: string[]; exports: Record<string, InventoryExport> }
  >,
).map(([slug, p]) => ({ slug, ...p }));
const PAGED = new Set(['class', 'interface', 'enum', 'function']);
const pagedExports = (p: (typeof inventory)[number]) =>
  Object.entries(p.exports).filter(([, e]) => PAGED.has(e.kind));
const apiHtml = (route: string) => readHtml(path.join(out, route.slice(1), 'index.html'));

beforeAll(async () => {
  // The run's one cold build of content/, which the browser files serve (content-build.ts).
  const { out: built, result } = await contentBuild();
  out = built;
  expect(result.stderr).not.toMatch(/error/i);
  expect(result.code, result.stderr).toBe(0);
  for (const doc of expectedDocs)
    pages.set(`/docs/${doc.id}`, await readHtml(path.join(out, 'docs', doc.id, 'index.html')));
  pages.set('/', await readHtml(path.join(out, 'index.html')));
  pages.set('/404', await readHtml(path.join(out, '404.html')));
});

describe('every guide page of the docs sidebar', () => {
  it.each(expectedDocs.map((doc, index) => ({ ...doc, index })))(
    '$id',
    async ({ id, title, label, trail, index }) => {
      const tree = page(`/docs/${id}`);
      // Head: title, description, canonical URL, Open Graph.
      expect(text(tree, 'title')).toBe(`${title} | accounts-js`);
      expect(select('meta[name="description"]', tree)?.properties.content).toBeTruthy();
      expect(select('link[rel="canonical"]', tree)?.properties.href).toBe(
        `https://www.accountsjs.com/docs/${id}`,
      );
      expect(select('meta[property="og:title"]', tree)?.properties.content).toBe(`${title} | accounts-js`);

      // One h1, the page title, inside main; landmarks present.
      expect(selectAll('h1', tree).map((h) => toString(h))).toEqual([title]);
      for (const landmark of [
        'header nav[aria-label="Main"]',
        'main#main',
        'footer',
        'nav[aria-label="Docs sidebar"]',
      ]) {
        expect(select(landmark, tree), landmark).toBeTruthy();
      }

      // Sidebar: every entry in the brief's order, this page marked current.
      const sidebar = selectAll('nav[aria-label="Docs sidebar"] a.sidebar-link', tree);
      expect(sidebar.map((a) => toString(a))).toEqual(expectedDocs.map((d) => d.label));
      expect(sidebar.map((a) => a.properties.href)).toEqual(expectedDocs.map((d) => `/docs/${d.id}`));
      expect(
        selectAll('nav[aria-label="Docs sidebar"] [aria-current="page"]', tree).map((a) => toString(a)),
      ).toEqual([label]);
      // Categories are never collapsed.
      expect(selectAll('.sidebar-category > details', tree).every((d) => d.properties.open === true)).toBe(
        true,
      );

      // Breadcrumbs: Home › categories › page, without a last category named like the page
      // ("Introduction › Introduction" says it once).
      expect(selectAll('nav[aria-label="Breadcrumbs"] li', tree).map((li) => toString(li))).toEqual([
        'Home',
        ...(trail.at(-1) === title ? trail.slice(0, -1) : trail),
        title,
      ]);

      // TOC: exactly the article's h2 and h3, in order, linking to their ids.
      const headings = selectAll('article h2, article h3', tree).map((h) => `#${String(h.properties.id)}`);
      expect(headings.length).toBeGreaterThan(0);
      expect(hrefs(tree, 'nav.toc-desktop a')).toEqual(headings);
      expect(hrefs(tree, 'details.toc-mobile a')).toEqual(headings);
      expect(text(tree, 'details.toc-mobile summary')).toBe('On this page');

      // Previous / next follow the sidebar.
      const previous = expectedDocs[index - 1];
      const next = expectedDocs[index + 1];
      expect(hrefs(tree, 'a.pagination-previous')).toEqual(previous ? [`/docs/${previous.id}`] : []);
      expect(hrefs(tree, 'a.pagination-next')).toEqual(next ? [`/docs/${next.id}`] : []);
      if (previous) expect(text(tree, 'a.pagination-previous .pagination-label')).toBe(previous.label);
      if (next) expect(text(tree, 'a.pagination-next .pagination-label')).toBe(next.label);

      // No edit link: content/ is not at these paths in the accounts-js repository, so the
      // config names no editUrl (a link there would go nowhere). The last-updated date of the
      // source file.
      const source = `content/docs/${id}.md`;
      expect(hrefs(tree, 'a.edit-link')).toEqual([]);
      const expectedTime = lastCommitOrMtime(path.join(repoRoot, source));
      const time = select('.last-updated time', tree)!;
      expect(time.properties.dateTime).toBe(new Date(expectedTime).toISOString());
      expect(toString(time)).toBe(
        new Intl.DateTimeFormat('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(expectedTime),
      );
      expect(text(tree, '.last-updated')).toMatch(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    },
  );

  it('rewrites relative .md links to routes', () => {
    const all = [...pages.values()].flatMap((tree) => hrefs(tree, 'article a'));
    expect(all.filter((href) => /\.md($|#)/.test(href) && !href.startsWith('http'))).toEqual([]);
  });
});

describe('navbar and footer', () => {
  it('has Documentation, Api reference and GitHub, and the footer groups', () => {
    const tree = page('/docs/introduction');
    expect(selectAll('header nav[aria-label="Main"] a.navbar-link', tree).map((a) => toString(a))).toEqual([
      'Documentation',
      'Api reference',
      'GitHub',
    ]);
    expect(selectAll('footer .footer-title', tree).map((h) => toString(h))).toEqual(['Docs', 'Community']);
    expect(selectAll('footer nav[aria-label="Docs"] a', tree).map((a) => toString(a))).toEqual([
      'Introduction',
      'Api reference',
    ]);
    expect(selectAll('footer nav[aria-label="Community"] a', tree).map((a) => toString(a))).toEqual([
      'Discussions',
      'Chat',
      'Social',
    ]);
    expect(text(tree, '.footer-copyright')).toContain('2024');
  });

  it('applies the saved colour mode before paint, light by default', () => {
    const script = toString(select('head script:not([src])', page('/docs/introduction'))!);
    expect(script).toContain("localStorage.getItem('theme')");
    expect(script).not.toContain('prefers-color-scheme');
    expect(select('html', page('/docs/introduction'))?.properties.dataTheme).toBe('light');
  });

  it("loads Fathom from the config's custom domain with its site id, deferred, on every page", () => {
    for (const route of ['/', '/docs/introduction', '/404']) {
      expect(select('head script[data-site]', page(route))?.properties).toMatchObject({
        src: 'https://stats.accountsjs.com/script.js',
        dataSite: 'accounts-js',
        defer: true,
      });
    }
  });
});

describe('home and not-found pages', () => {
  it('home: title, tagline, two buttons, three features into the docs, Open Collective', () => {
    const tree = page('/');
    expect(text(tree, 'title')).toBe('accounts-js');
    expect(text(tree, '.hero-title')).toBe('accounts-js');
    expect(text(tree, '.hero-tagline')).toBe(
      'Fullstack authentication and accounts-management for Javascript',
    );
    expect(hrefs(tree, '.hero-actions a')).toEqual([
      '/docs/introduction',
      'https://github.com/accounts-js/accounts',
    ]);
    const features = hrefs(tree, '.feature-title a');
    expect(features).toHaveLength(3);
    for (const href of features) expect(existsSync(path.join(out, href, 'index.html')), href).toBe(true);
    expect(toString(select('.home-content', tree)!)).toMatch(/Open Collective/);
    expect(selectAll('h1', tree)).toHaveLength(1);
  });

  it('not found: says "Page Not Found" and that the link is broken', () => {
    const tree = page('/404');
    expect(text(tree, 'h1')).toBe('Page Not Found');
    expect(text(tree, 'main')).toMatch(/link .* is broken/);
    expect(select('meta[name="robots"]', tree)?.properties.content).toBe('noindex');
  });
});

describe('output', () => {
  it('has one HTML file per route, 404.html, sitemap.xml and hashed assets', async () => {
    const files = await listFiles(out);
    expect(files).toContain('404.html');
    expect(files).toContain('sitemap.xml');
    const apiPages = 1 + inventory.length * 2 + inventory.flatMap((p) => pagedExports(p)).length;
    // The blog of content/blog: its list, four posts, tags, its author and the archive.
    const blogPages = [
      'blog',
      'blog/2024/02/12/sessions-in-their-own-store',
      'blog/2024/05/21/magic-links',
      'blog/2024/07/09/patch-releases-worth-taking',
      'blog/2024/09/17/mikro-orm-adapter',
      'blog/archive',
      'blog/authors',
      'blog/authors/maintainers',
      'blog/tags',
      ...['databases', 'magic-link', 'release', 'security', 'sessions'].map((tag) => `blog/tags/${tag}`),
    ].map((route) => `${route}/index.html`);
    expect(files.filter((f) => f.startsWith('blog/') && f.endsWith('index.html')).sort()).toEqual(
      blogPages.sort(),
    );
    // Guide pages, the home page, the search page, the API pages and the blog's.
    expect(files.filter((f) => f.endsWith('index.html'))).toHaveLength(
      expectedDocs.length + 2 + apiPages + blogPages.length,
    );
    expect(files.some((f) => /^assets\/css\/styles\.[0-9a-f]{10}\.css$/.test(f))).toBe(true);
    expect(files.some((f) => /^assets\/js\/main\.[0-9a-f]{10}\.js$/.test(f))).toBe(true);
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    for (const doc of expectedDocs)
      expect(sitemap).toContain(`<loc>https://www.accountsjs.com/docs/${doc.id}</loc>`);
    expect(sitemap).not.toContain('404');
  });

  it('a second build — cold on worker threads, from their cache on this thread, warm — is byte-identical to the first', async () => {
    const again = async (args: string[], dir?: string) => {
      dir ??= path.join(await tempDir('again'), 'build');
      const result = await cli(['build', '--out', dir, ...args]);
      expect(result.code, result.stderr).toBe(0);
      return { dir, stdout: result.stdout };
    };
    const files = await listFiles(out);
    const sameAsFirst = async (dir: string) => {
      expect(await listFiles(dir)).toEqual(files);
      for (const file of files) {
        const same = (await readFile(path.join(dir, file))).equals(await readFile(path.join(out, file)));
        expect(same, `${dir} ${file}`).toBe(true);
      }
    };
    // The first build (content-build.ts) was cold on this thread and filled a cache. Cold again,
    // on worker threads, with an empty cache the workers write themselves. (A build with
    // `--no-cache` makes the same bytes as one with a cache: crash-safety, cache-corruption and
    // concurrent-builds compare the two on smaller sites; a third cold build of content/ here
    // cost the suite ~25 s.)
    const cacheDir = await tempDir('cache');
    const pooled = await again(['--cache-dir', cacheDir, '--workers', '2']);
    await sameAsFirst(pooled.dir);
    // A later build on this thread renders from the entries the workers wrote.
    const fromPooledCache = await again(['--cache-dir', cacheDir, '--workers', '0']);
    expect(fromPooledCache.stdout).not.toMatch(/unchanged/);
    await sameAsFirst(fromPooledCache.dir);
    // Warm: the same output folder again, every page reused from the previous output.
    const warm = await again(['--cache-dir', cacheDir], fromPooledCache.dir);
    expect(warm.stdout).toMatch(/\(0 rendered, \d+ unchanged\)/);
    await sameAsFirst(warm.dir);
  }, 900_000); // three builds of content/, one of them cold: minutes on a 2-core machine under a load of 15
});

function lastCommitOrMtime(file: string): number {
  const log = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  return log ? Number(log) * 1000 : Math.floor(statSync(file).mtimeMs);
}

describe('the API reference of the 31 packages', () => {
  it('has the landing page listing every package with its npm name and version', async () => {
    const tree = await apiHtml('/api');
    const body = text(tree, 'article')!;
    for (const p of inventory) {
      expect(body, p.slug).toContain(p.npm);
      expect(hrefs(tree, 'article a')).toContain(`/api/${p.slug}`);
    }
  });

  it.each(inventory)(
    '$slug: overview, changelog, a page per class, interface, enum and function',
    async (p) => {
      const overview = await apiHtml(`/api/${p.slug}`);
      expect(text(overview, 'h1')).toBe(p.npm);
      expect(text(overview, 'article')).toContain(`npm install ${p.npm}`);
      // The changelog lists the inventory's versions; a package with none shows its current version.
      const changelog = await apiHtml(`/api/${p.slug}/changelog`);
      // Its h1 says which page it is (CHANGELOG.md's own is the bare package name).
      expect(text(changelog, 'h1')).toBe(`${p.npm} changelog`);
      const versions = p.changelogVersions.length > 0 ? p.changelogVersions : [p.version];
      const headings = selectAll('article h2', changelog).map((h) => toString(h).replace(/#$/, '').trim());
      for (const version of versions) expect(headings, `${p.slug} changelog`).toContain(version);
      for (const [name, entry] of Object.entries(p.exports)) {
        if (!PAGED.has(entry.kind)) {
          // Type aliases and variables are in full on the overview, under their anchor.
          expect(select(`[id="${name}"]`, overview), `${p.slug}#${name}`).toBeTruthy();
          continue;
        }
        const route = `/api/${p.slug}/${entry.kind}/${name}`;
        expect(hrefs(overview, 'article a'), route).toContain(route);
        const tree = await apiHtml(route);
        expect(text(tree, 'h1'), route).toBe(name);
        // Enum members all listed, class and interface members each under an anchor.
        for (const member of entry.members ?? []) {
          const id = member === '[index signature]' ? 'index-signatures' : member;
          expect(select(`article [id="${id}"]`, tree), `${route}#${member}`).toBeTruthy();
        }
      }
    },
  );

  it('links types across packages: AccountsServer uses User from @accounts/types', async () => {
    const tree = await apiHtml('/api/server/class/AccountsServer');
    expect(hrefs(tree, 'article a.api-ref')).toContain('/api/types/interface/User');
    expect(text(tree, '.api-meta')).toContain('@accounts/server');
    // Breadcrumbs: Home › API reference › @accounts/server (its overview) › Classes › AccountsServer.
    expect(hrefs(tree, '.breadcrumbs a')).toEqual(['/', '/api', '/api/server']);
    // The overview is its package's page: the package is not a crumb of its own before it.
    const overview = await apiHtml('/api/server');
    expect(selectAll('.breadcrumbs li', overview).map((li) => toString(li))).toEqual([
      'Home',
      'API reference',
      '@accounts/server',
    ]);
    expect(selectAll('.toc-desktop a', tree).length).toBeGreaterThan(10);
  });

  it('has the api sidebar: a category per package, Overview first, Changelog last, previous/next in that order', async () => {
    const tree = await apiHtml('/api/error');
    const packages = selectAll('.doc-sidebar nav > ul > li > details', tree);
    const label = (details: Element) => toString(select('summary', details)!).trim();
    expect(packages.map(label)).toEqual(
      inventory.map((p) => p.npm).sort((a, b) => slugOf(a).localeCompare(slugOf(b))),
    );
    const error = packages.find((details) => label(details) === '@accounts/error')!;
    const labels = selectAll('a', error).map((a) => toString(a).trim());
    expect(labels[0]).toBe('Overview');
    expect(labels.at(-1)).toBe('Changelog');
    expect(labels).toContain('default');
    const next = select('.pagination a[rel="next"]', tree);
    expect(next && String((next as Element).properties.href)).toBe('/api/error/class/default');
  });
});

describe('the output as a whole', () => {
  // A checked-in list of every output file's hash: refactors leave the build byte-identical.
  // See test/golden/README.md for regenerating it after a change meant to alter the output.
  it('is byte-identical to the golden build (test/golden/content-build.sha256)', async () => {
    const files = (await listFiles(out)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const lines = await Promise.all(
      files.map(async (file) => {
        const digest = createHash('sha256')
          .update(await readFile(path.join(out, file)))
          .digest('hex');
        return `${digest}  ${file}`;
      }),
    );
    const actual = `${lines.join('\n')}\n`;
    const goldenFile = path.join(import.meta.dirname, 'golden/content-build.sha256');
    if (process.env.UPDATE_GOLDEN) await writeFile(goldenFile, actual);
    const expected = existsSync(goldenFile) ? await readFile(goldenFile, 'utf8') : '';
    const differing = diffLines(expected, actual);
    if (differing.length === 0) return;
    // The list holds hashes only: build the commit that wrote it to show what the first page was.
    const summary =
      `${differing.length} files differ from the golden build (UPDATE_GOLDEN=1 if the change is intended):\n` +
      differing.map((d) => `  ${d.status} ${d.file}`).join('\n');
    const reference = await referenceBuild(
      repoRoot,
      goldenFile,
      differing.map((d) => d.file),
    );
    const built = path.join(out, reference.file);
    const now = existsSync(built) ? await readFile(built, 'utf8') : '(not in this build)';
    expect(
      diffableText(reference.file, now),
      `${summary}\n${reference.file}: this build (+) against the build of ${reference.commit.slice(0, 12)} that the list records (-)`,
    ).toBe(diffableText(reference.file, reference.expected ?? '(not in the golden build)'));
    expect.fail(`${summary}\nThe first page is the same in both builds: the files above differ.`);
  }, 900_000);
});

type GoldenChange = { status: 'changed' | 'removed' | 'added'; file: string };

/** The paths whose line differs between two sha256sum listings: changed, added or removed. */
function diffLines(expected: string, actual: string): GoldenChange[] {
  const parse = (text: string) =>
    new Map(
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => [line.slice(66), line.slice(0, 64)]),
    );
  const before = parse(expected);
  const after = parse(actual);
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths]
    .filter((file) => before.get(file) !== after.get(file))
    .sort()
    .map((file) => ({
      status: before.has(file) ? (after.has(file) ? 'changed' : 'removed') : 'added',
      file,
    }));
}

function slugOf(npm: string): string {
  return inventory.find((p) => p.npm === npm)!.slug;
}

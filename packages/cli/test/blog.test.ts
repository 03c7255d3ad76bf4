import { appendFile, cp, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, listFiles, readHtml, tempDir, type CliResult } from './helpers.ts';

/**
 * A Docusaurus site's blog as the blog plugin builds it: fixtures/docusaurus/blog has posts in
 * each shape Docusaurus finds them in (dated files, `YYYY/MM/DD` folders, a folder post with a
 * picture, MDX), authors.yml and tags.yml, truncate markers in both forms, a draft, an unlisted
 * post, a post without a marker, and three pages of two posts.
 */

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/docusaurus/blog');

let dir: string;
let out: string;
let build: CliResult;
const html = (route: string) => readHtml(path.join(out, route, 'index.html'));
const texts = (tree: Root, selector: string) => selectAll(selector, tree).map((el) => toString(el).trim());
const hrefs = (tree: Root, selector: string) =>
  selectAll(selector, tree).map((el) => String((el as Element).properties.href));

beforeAll(async () => {
  dir = await tempDir('blog');
  await cp(fixture, dir, { recursive: true });
  build = await cli(['build'], dir);
  out = path.join(dir, 'build');
});

describe('a Docusaurus blog', () => {
  it('builds, warning at their places about the inline author and tag and the post without a marker', () => {
    expect(build.code, build.stderr).toBe(0);
    const warnings = build.stderr.split('\n').filter((line) => line.includes('  warning  '));
    expect(warnings).toEqual([
      'blog/2018-01-01-untruncated.md:1:1  warning  Blog post without a truncate marker: the blog list shows it whole  [blog-untruncated]',
      'blog/2018-01-01-untruncated.md:2:1  warning  Authors written inline: Guest Writer  [blog-inline-author]',
      'blog/2021-08-26-welcome/index.md:5:1  warning  Tags [hello] are not defined in tags.yml  [blog-inline-tag]',
    ]);
  });

  it('routes every post, list page, tag, author and the archive as the blog plugin does; no draft, no partial', async () => {
    const routes = (await listFiles(out))
      .filter((file) => file.startsWith('blog/') && file.endsWith('index.html'))
      .map((file) => `/${path.dirname(file)}`);
    expect(routes.sort()).toEqual(
      [
        '/blog',
        '/blog/page/2',
        '/blog/page/3',
        // Dated file names: the date becomes folders of the route.
        '/blog/2018/01/01/untruncated',
        '/blog/2019/05/28/first-post',
        '/blog/2019/05/29/long-post',
        // A post in YYYY/MM/DD folders.
        '/blog/2021/08/01/mdx-post',
        // A folder post with `slug: welcome`.
        '/blog/welcome',
        // Unlisted: built, at its file name's route.
        '/blog/unlisted-note',
        '/blog/tags',
        '/blog/tags/hello',
        '/blog/tags/howto',
        // tags.yml's permalink for `release`.
        '/blog/tags/releases',
        '/blog/tags/releases/page/2',
        '/blog/authors',
        '/blog/authors/jane',
        '/blog/authors/jane/page/2',
        '/blog/archive',
      ].sort(),
    );
  });

  it('lists two posts a page, newest first, with their excerpts up to the marker and "Read more"', async () => {
    const first = await html('/blog');
    expect(texts(first, '.blog-post-item h2')).toEqual(['Welcome', 'mdx-post']);
    const welcome = selectAll('.blog-post-item', first)[0]!;
    expect(toString(welcome)).toContain('A folder post with its own picture');
    expect(toString(welcome)).not.toContain('Everything.');
    expect(hrefs(welcome as unknown as Root, '.blog-read-more')).toEqual(['/blog/welcome']);
    // The folder post's picture, published under assets/ by its content's hash.
    const src = String((select('.markdown img', welcome) as Element).properties.src);
    expect(src).toMatch(/^\/assets\/images\/widget-[0-9a-f]{8}\.svg$/);
    expect(existsSync(path.join(out, src))).toBe(true);
    // MDX's `{/* truncate */}` marker.
    expect(toString(selectAll('.blog-post-item', first)[1]!)).not.toContain('Only here');
    expect(hrefs(first, 'nav.pagination a')).toEqual(['/blog/page/2']);

    const second = await html('/blog/page/2');
    expect(texts(second, '.blog-post-item h2')).toEqual(['A longer post', 'The first post']);
    expect(hrefs(second, 'nav.pagination a')).toEqual(['/blog', '/blog/page/3']);
    const last = await html('/blog/page/3');
    // No marker: the whole post, no "Read more".
    expect(texts(last, '.blog-post-item h2')).toEqual(['untruncated']);
    expect(selectAll('.blog-read-more', last)).toEqual([]);
    // The recent posts: blogSidebarCount 3, titled by blogSidebarTitle.
    expect(texts(first, '.blog-sidebar-title')).toEqual(['Latest']);
    expect(texts(first, '.blog-sidebar li')).toEqual(['Welcome', 'mdx-post', 'A longer post']);
  });

  it("shows a post whole: its title (the content's `# title` taken out), date, reading time, authors, tags, TOC, newer and older", async () => {
    const post = await html('/blog/2019/05/28/first-post');
    expect(texts(post, 'h1')).toEqual(['The first post']);
    const meta = (tree: Root, selector: string) =>
      String((select(selector, tree) as Element).properties.content);
    expect(meta(post, 'meta[property="og:image"]')).toBe('https://widgets.example.com/img/first.png');
    expect(meta(post, 'meta[name="description"]')).toBe('The very first widget, announced.');
    expect(meta(await html('/blog'), 'meta[name="description"]')).toBe('Blog');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    for (const route of ['/blog', '/blog/2019/05/28/first-post', '/blog/tags/releases', '/blog/archive'])
      expect(sitemap).toContain(`<loc>https://widgets.example.com${route}</loc>`);
    expect(toString(select('.blog-post-info', post)!)).toBe('May 28, 2019 · 1 min read');
    expect(texts(post, '.blog-author-name')).toEqual(['Jane Doe', 'Joe Bloggs']);
    expect(hrefs(post, '.blog-author-name a')).toEqual(['/blog/authors/jane']);
    expect(texts(post, '.blog-tag')).toEqual(['Release']);
    expect(toString(select('article .markdown', post)!)).toContain('This part is only on the post');
    expect(texts(post, '.toc-desktop a')).toEqual(['Below the fold']);
    expect(texts(post, 'nav.pagination .pagination-sublabel')).toEqual(['Newer post', 'Older post']);
    expect(hrefs(post, 'nav.pagination a')).toEqual([
      '/blog/2019/05/29/long-post',
      '/blog/2018/01/01/untruncated',
    ]);
    // Listed posts are indexed by the search; the highlighted code and the admonition are there.
    expect(select('[data-pagefind-body]', post)).toBeDefined();
    const long = await html('/blog/2019/05/29/long-post');
    expect(select('.code-block.language-ts pre span[style]', long)).toBeDefined();
    expect(texts(long, '.admonition-tip .admonition-content')).toEqual(['Keep widgets small.']);
    // A `.md` link to another post goes to its route.
    expect(hrefs(long, 'article .markdown a').filter((h) => !h.startsWith('#'))).toEqual([
      '/blog/2019/05/28/first-post',
      '/docs/intro',
    ]);
  });

  it('keeps the unlisted post out of the lists, tags, archive, sitemap and feeds, and builds it with noindex', async () => {
    const note = await html('/blog/unlisted-note');
    expect(select('meta[name="robots"]', note)).toBeDefined();
    expect(texts(note, 'h1')).toEqual(['A note for those with the link']);
    expect(select('nav.pagination', note)).toBeUndefined();
    const everything = await Promise.all(
      ['/blog', '/blog/page/2', '/blog/page/3', '/blog/archive'].map(html),
    );
    for (const tree of everything) expect(hrefs(tree, 'main a')).not.toContain('/blog/unlisted-note');
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('unlisted-note');
    expect(await readFile(path.join(out, 'blog/rss.xml'), 'utf8')).not.toContain('unlisted-note');
    expect(existsSync(path.join(out, 'blog/2022/01/01/draft/index.html'))).toBe(false);
  });

  it("gives tags their pages (tags.yml's label and permalink, inline tags by their name) and a tags page", async () => {
    const tags = await html('/blog/tags');
    expect(texts(tags, '.blog-tag-list a')).toEqual(['hello1', 'Howto2', 'Release3']);
    const release = await html('/blog/tags/releases');
    expect(texts(release, 'h1')).toEqual(['3 posts tagged with "Release"']);
    expect(texts(release, '.blog-post-item h2')).toEqual(['Welcome', 'A longer post']);
    expect(hrefs(release, '.blog-list-header a')).toEqual(['/blog/tags']);
    expect(texts(await html('/blog/tags/releases/page/2'), '.blog-post-item h2')).toEqual(['The first post']);
  });

  it('gives an author with `page: true` a page of their posts, and an authors page', async () => {
    const authors = await html('/blog/authors');
    expect(texts(authors, '.blog-author-name')).toEqual(['Jane Doe']);
    const jane = await html('/blog/authors/jane');
    expect(texts(jane, 'h1')).toEqual(['Jane Doe']);
    expect(texts(jane, '.blog-post-item h2')).toEqual(['Welcome', 'A longer post']);
    expect(texts(await html('/blog/authors/jane/page/2'), '.blog-post-item h2')).toEqual(['The first post']);
  });

  it('lists every listed post by year in the archive', async () => {
    const archive = await html('/blog/archive');
    expect(texts(archive, 'main h2')).toEqual(['2021', '2019', '2018']);
    expect(texts(archive, 'main li')).toEqual([
      'August 26, 2021 – Welcome',
      'August 1, 2021 – mdx-post',
      'May 29, 2019 – A longer post',
      'May 28, 2019 – The first post',
      'January 1, 2018 – untruncated',
    ]);
  });

  it('writes RSS 2.0, Atom and JSON feeds of the newest posts (feedOptions.limit 3), each valid', async () => {
    const parser = new XMLParser({ ignoreAttributes: false });
    const rssText = await readFile(path.join(out, 'blog/rss.xml'), 'utf8');
    expect(XMLValidator.validate(rssText)).toBe(true);
    const rss = parser.parse(rssText).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBe('Widgets Blog');
    expect(rss.channel.copyright).toBe('Copyright © Widgets');
    expect(rss.channel.item.map((item: { link: string }) => item.link)).toEqual([
      'https://widgets.example.com/blog/welcome',
      'https://widgets.example.com/blog/2021/08/01/mdx-post',
      'https://widgets.example.com/blog/2019/05/29/long-post',
    ]);
    // The whole post, its links and pictures absolute, no truncate marker.
    const content = String(rss.channel.item[0]['content:encoded']);
    expect(content).toContain('Everything.');
    expect(content).toMatch(/src="https:\/\/widgets\.example\.com\/assets\/images\/widget-[0-9a-f]{8}\.svg"/);
    expect(content).not.toContain('truncate');

    const atomText = await readFile(path.join(out, 'blog/atom.xml'), 'utf8');
    expect(XMLValidator.validate(atomText)).toBe(true);
    const atom = parser.parse(atomText).feed;
    expect(atom['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(atom.entry).toHaveLength(3);
    expect(atom.entry[0].author.name).toBe('Jane Doe');
    expect(atom.entry[0].category.map((c: Record<string, string>) => c['@_term'])).toEqual([
      'Release',
      'hello',
    ]);
    for (const entry of atom.entry) expect(new Date(entry.updated).getTime()).not.toBeNaN();

    const json = JSON.parse(await readFile(path.join(out, 'blog/feed.json'), 'utf8'));
    expect(json.version).toBe('https://jsonfeed.org/version/1');
    expect(json.home_page_url).toBe('https://widgets.example.com/blog');
    expect(json.items.map((item: { id: string }) => item.id)).toHaveLength(3);
    for (const item of json.items) {
      expect(typeof item.id).toBe('string');
      expect(typeof item.content_html).toBe('string');
    }
  });

  it("links the blog's stylesheet from the blog's pages only", async () => {
    const sheets = async (route: string) =>
      selectAll('link[rel=stylesheet]', await html(route)).map((el) =>
        String((el as Element).properties.href),
      );
    const blogSheet = (list: string[]) =>
      list.filter((href) => /^\/assets\/css\/blog\.[0-9a-f]+\.css$/.test(href));
    for (const route of [
      '/blog',
      '/blog/welcome',
      '/blog/tags',
      '/blog/tags/howto',
      '/blog/authors/jane',
      '/blog/archive',
    ])
      expect(blogSheet(await sheets(route)), route).toHaveLength(1);
    expect(blogSheet(await sheets('/docs/intro'))).toEqual([]);
  });

  it("resolves the site's links to the blog (navbar, footer, markdown, an anchor on a post)", async () => {
    const intro = await html('/docs/intro');
    expect(hrefs(intro, 'article a')).toEqual(['/blog', '/blog/welcome#what-is-new']);
    expect(build.stderr).not.toMatch(/broken/);
  });

  it('writes each post a markdown twin and lists the listed ones in llms.txt under the blog', async () => {
    expect(await readFile(path.join(out, 'blog/welcome.md'), 'utf8')).toContain('Everything.');
    const llms = await readFile(path.join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain('## Blog\n\n- [Welcome](https://widgets.example.com/blog/welcome.md)');
    expect(llms).not.toContain('unlisted-note');
    expect(existsSync(path.join(out, 'blog.md'))).toBe(false);
  });

  it("builds again when a post or authors.yml changes (the blog folder is among the build stamp's inputs)", async () => {
    expect((await cli(['build'], dir)).stdout).toMatch(/Up to date/);
    await appendFile(path.join(dir, 'blog/2018-01-01-untruncated.md'), '\nA line added later.\n');
    const again = await cli(['build'], dir);
    expect(again.stdout).not.toMatch(/Up to date/);
    expect(toString(select('article', await html('/blog/2018/01/01/untruncated'))!)).toContain(
      'A line added later.',
    );
    await appendFile(path.join(dir, 'blog/authors.yml'), '\nann:\n  name: Ann Other\n');
    expect((await cli(['build'], dir)).stdout).not.toMatch(/Up to date/);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { loadConfig } from '@accounts-docs/config';
import { ContentReader } from '@accounts-docs/content';
import { buildSiteModel } from '../src/index.ts';
import { parseBlogFileName } from '../src/blog.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

describe('parseBlogFileName (the blog plugin’s blogUtils.ts)', () => {
  it('reads the date and slug of dated files, date folders and folder posts', () => {
    const read = (name: string) => {
      const { date, text, slug } = parseBlogFileName(name);
      return [date?.toISOString(), text, slug];
    };
    expect(read('2021-08-26-welcome.md')).toEqual([
      '2021-08-26T00:00:00.000Z',
      'welcome',
      '/2021/08/26/welcome',
    ]);
    expect(read('2021/08/26/welcome.mdx')).toEqual([
      '2021-08-26T00:00:00.000Z',
      'welcome',
      '/2021/08/26/welcome',
    ]);
    expect(read('2021-08-26-welcome/index.md')).toEqual([
      '2021-08-26T00:00:00.000Z',
      'welcome',
      '/2021/08/26/welcome',
    ]);
    expect(read('releases/2021-08-26-welcome.md')).toEqual([
      '2021-08-26T00:00:00.000Z',
      'welcome',
      '/2021/08/26/releases/welcome',
    ]);
    expect(read('no-date/index.md')).toEqual([undefined, 'no-date', '/no-date']);
  });
});

describe('a blog with its options set (a blog-only site at `/`)', async () => {
  const config = await loadConfig({ cwd: path.join(fixtures, 'blog-options') });
  const site = buildSiteModel(config, await new ContentReader(config, { cache: false }).read());
  const blog = site.blog!;

  it('places posts under `/`, oldest first (sortPosts: ascending), titles from the heading, dates UTC', () => {
    expect(blog.posts.map((post) => [post.route, post.title, post.date])).toEqual([
      ['/2024/05/01/first', 'First, from its heading', '2024-05-01T00:00:00.000Z'],
      ['/second', 'Second', '2024-06-02T10:30:00.000Z'],
    ]);
    expect(blog.listPages.map((page) => [page.route, page.posts, page.next])).toEqual([
      ['/', ['/2024/05/01/first', '/second'], undefined],
    ]);
  });

  it('leaves out what the options turn off: reading time, the recent posts, the archive', () => {
    expect(blog.posts.map((post) => post.readingTime)).toEqual([undefined, undefined]);
    expect(blog.sidebar).toBeUndefined();
    expect(blog.archiveRoute).toBeUndefined();
  });

  it('names tags as tags.yml does (a key with no fields: its label capitalized) and inline ones by their permalink', () => {
    expect(blog.posts[0]!.tags).toEqual([
      { label: 'Release-notes', route: '/topics/release-notes' },
      { label: 'Security', route: '/topics/sec' },
    ]);
    expect(blog.tags.map((tag) => [tag.route, tag.pages.map((p) => p.route)])).toEqual([
      ['/topics/release-notes', ['/topics/release-notes']],
      ['/topics/sec', ['/topics/sec']],
    ]);
  });

  it("makes a list's content of its posts' excerpts, each without its title, its links resolved", async () => {
    const list = await site.loadContent(blog.listPages[0]!.contentKey);
    expect(list.children).toHaveLength(2);
    const first = toHtml(list.children[0]!);
    expect(first).toContain('Before the marker.');
    expect(first).not.toContain('After the marker');
    expect(first).not.toContain('<h1');
    const post = toHtml(await site.loadContent(blog.posts[0]!.contentKey));
    expect(post).not.toContain('<h1');
    expect(blog.posts[0]!.linkMap).toEqual({ '../../../second.md': '/second' });
  });
});

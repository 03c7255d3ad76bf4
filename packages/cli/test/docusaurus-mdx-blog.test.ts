import { cp, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, readHtml, repoRoot, tempDir, type CliResult } from './helpers.ts';

/**
 * Compiled blog posts in the blog's lists (issues 33 and 36): each list shows a post's excerpt
 * — its module up to the truncate marker, as Docusaurus's `?truncated` import — drawn by the
 * components it imports; a compiled post without a marker is shown whole.
 * Fixture: fixtures/docusaurus-mdx/compiled-blog.
 */
const fixture = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/docusaurus-mdx/compiled-blog',
);

describe("compiled blog posts' excerpts", () => {
  let dir: string;
  let build: CliResult;
  beforeAll(async () => {
    dir = await tempDir('mdx-blog');
    await cp(fixture, dir, { recursive: true });
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    build = await cli(['build', '--no-cache'], dir);
  }, 240_000);

  const summaries = async (file: string) => {
    const page: Root = await readHtml(path.join(dir, 'build', file));
    return selectAll('article.blog-post-item', page).map((article) => select('.markdown', article)!);
  };

  it.each(['blog/index.html', 'blog/tags/release/index.html'])(
    '%s shows the excerpt up to the marker, its component rendered',
    async (file) => {
      expect(build.code, build.stderr).toBe(0);
      const [launch, hello] = await summaries(file);
      expect(toString(launch!)).toBe('We launched version two today.');
      expect(select('mark.highlight', launch!)).toBeTruthy();
      expect(toString(hello!)).toBe('Hello from 2024, a post without a truncate marker.');
    },
  );

  it("shows the whole post on the post's page", async () => {
    const post = select(
      'article',
      await readHtml(path.join(dir, 'build/blog/2024/03/02/launch/index.html')),
    )!;
    expect(toString(post)).toContain('The rest of the launch post, only on its page.');
    expect(select('mark.highlight', post)).toBeTruthy();
    // Its components use none of Infima's classes: no Infima on the page.
    expect(await readFile(path.join(dir, 'build/blog/2024/03/02/launch/index.html'), 'utf8')).not.toContain(
      'infima',
    );
  });
});

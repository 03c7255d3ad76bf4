import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toHtml } from 'hast-util-to-html';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@accounts-docs/config';
import { ContentReader } from '../src/index.ts';
import { cacheEntryFiles } from '../src/compile-cache.ts';
import { readingMinutes, truncated } from '../src/blog-sources.ts';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site-model/test/fixtures/blog-options');
let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('blog sources', () => {
  it('cuts a post at its first truncate marker, in both forms, and never inside the front matter', () => {
    expect(truncated('---\ntitle: x\n---\n\nA.\n\n<!-- truncate -->\n\nB.\n')).toBe('---\ntitle: x\n---\n\nA.\n\n');
    expect(truncated('A.\n\n{/* truncate */}\n\nB.\n')).toBe('A.\n\n');
    expect(truncated('---\nnote: "<!-- truncate -->"\n---\n\nNo marker.\n')).toBeUndefined();
    expect(truncated('No marker.\n')).toBeUndefined();
  });

  it('reads at 300 words a minute, the front matter left out', () => {
    expect(readingMinutes(`---\ntitle: ${'word '.repeat(600)}\n---\n\n${'word '.repeat(300)}`)).toBeCloseTo(1, 1);
  });

  it("compiles each post's excerpt, and compiles it again (not the whole post) when the cache lost its tree", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-blog-sources-'));
    await cp(fixture, dir, { recursive: true });
    const config = await loadConfig({ cwd: dir });
    const reader = new ContentReader(config, { cache: true });
    const content = await reader.read();
    const post = content.blog.find((p) => p.source.file.endsWith('first.md'))!;
    expect(post.excerpt).toBeDefined();
    expect(content.blog.find((p) => p.source.file.endsWith('second.md'))!.excerpt).toBeUndefined();
    const key = post.excerpt!.contentKey;
    const before = toHtml(await reader.loadTree(key));
    expect(before).toContain('Before the marker.');
    expect(before).not.toContain('After the marker');
    await rm(cacheEntryFiles(config.paths.cache, key).hast);
    expect(toHtml(await reader.loadTree(key))).toBe(before);
  });
});

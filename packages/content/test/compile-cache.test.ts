import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { compileMarkdown } from '@accounts-docs/markdown';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheEntryFiles, compileKey, createCompileCache, type CompiledMeta } from '../src/compile-cache.ts';
import { readMarkdown } from '../src/read-markdown.ts';
import { scratchFolder } from '../src/scratch-folder.ts';
import { openEntry } from '@accounts-docs/cache';

const themes = { light: 'github-light-high-contrast', dark: 'github-dark-default' };
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const noHighlighter = () => Promise.reject(new Error('no code on this page'));

describe("the compile cache's entries", () => {
  it("keep a page's twin edits in its metadata, and no parse of it beside its tree", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'compile-cache-'));
    const cache = createCompileCache({ dir });
    const source = '---\ntitle: A\n---\n# A page\n\nIts [text](./b.md).\n';
    const { key, compiled } = await readMarkdown('docs/page.md', source, { cache, themes, highlighter: noHighlighter });
    // What the site keeps of every page is its metadata: not its tree.
    expect(compiled).not.toHaveProperty('hast');
    await expect.poll(() => existsSync(cacheEntryFiles(dir!, key).meta)).toBe(true);
    const meta = JSON.parse(openEntry(await readFile(cacheEntryFiles(dir, key).meta))!.toString()) as CompiledMeta;
    const fresh = await compileMarkdown(source, { file: 'docs/page.md' });
    expect(meta.twin).toEqual(fresh.twin);
    expect(meta.twin.edits.map((edit) => edit.kind)).toEqual(['replace', 'url']);
    expect(readdirSync(path.dirname(cacheEntryFiles(dir, key).meta)).filter((f) => f.includes('parsed'))).toEqual([]);
  });

  it('in a scratch folder (--no-cache), are the tree only: the metadata stays in memory', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'compile-cache-'));
    const cache = createCompileCache({ dir, scratch: true });
    const { key } = await readMarkdown('docs/page.md', '# A page\n', { cache, themes, highlighter: noHighlighter });
    const files = cacheEntryFiles(dir, key);
    await expect.poll(() => existsSync(files.hast)).toBe(true);
    expect(existsSync(files.meta)).toBe(false);
    expect((await cache.get(key))?.h1).toBe('A page');
    expect((await cache.getHast(key)).type).toBe('root');
  });
});

describe("the compile cache's writes", () => {
  it('never write through a link planted at an entry file or at its temporary names', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'compile-cache-'));
    const outside = path.join(dir, 'outside.txt');
    await writeFile(outside, 'not to be touched');
    const cache = createCompileCache({ dir: path.join(dir, 'cache') });
    const source = '# Linked\n';
    const key = compileKey(source, themes, 'docs/page.md');
    const files = cacheEntryFiles(path.join(dir, 'cache'), key);
    await mkdir(path.dirname(files.hast), { recursive: true });
    await symlink(outside, files.hast);
    // Every temporary name the next writes of this process could take, planted as links.
    for (let n = 0; n < 200; n++)
      for (const file of [files.hast, files.meta])
        await symlink(outside, `${file}.${process.pid}-${threadId}-${n}.tmp`).catch(() => undefined);
    await cache.set(key, await compileMarkdown(source, { file: 'docs/page.md' })).catch(() => undefined);
    expect(await readFile(outside, 'utf8')).toBe('not to be touched');
  });

  it('put a --no-cache build\'s scratch folders under a fresh private folder', () => {
    const first = scratchFolder()!;
    const root = path.dirname(first);
    expect(path.basename(root)).toMatch(/^accounts-docs-trees-[A-Za-z0-9]{6}$/);
    expect(statSync(root).mode & 0o077).toBe(0);
    expect(path.dirname(scratchFolder()!)).toBe(root);
  });
});

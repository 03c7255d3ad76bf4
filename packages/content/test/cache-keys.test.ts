import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Element } from 'hast';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { diskCodeBlockStore } from '../src/code-block-store.ts';
import { compileKey, createCompileCache } from '../src/compile-cache.ts';
import { readMarkdown } from '../src/read-markdown.ts';

// The engine and the installed tools, as the cache module reads them, made settable: what a new
// build of accounts-docs or an upgraded Shiki looks like to the cache.
const running = vi.hoisted(() => ({ engine: 'engine-1', shiki: '3.0.0', unified: '11.0.0' }));
vi.mock('../../cache/src/engine.ts', () => ({ engineHash: () => running.engine }));
vi.mock('../../cache/src/tool-versions.ts', () => ({
  toolVersion: (name: string) =>
    `${name}@${name === 'shiki' ? running.shiki : name === 'unified' ? running.unified : '1.0.0'}`,
}));

const themes = { light: 'github-light', dark: 'github-dark' };
const noHighlighter = () => Promise.reject(new Error('no code on this page'));
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cache-keys-'));
  dirs.push(dir);
  return dir;
};

describe("a markdown entry's key", () => {
  it('is not found again once the engine (our code) changed: no version constant to bump', async () => {
    const dir = await tempDir();
    const source = '# A page\n\nIts text.\n';
    const { key } = await readMarkdown('docs/page.md', source, {
      cache: createCompileCache({ dir }),
      themes,
      highlighter: noHighlighter,
    });
    // The entry is written after the page is returned.
    await expect.poll(() => createCompileCache({ dir }).has(compileKey(source, themes, 'docs/page.md'))).toBe(true);
    running.engine = 'engine-2';
    try {
      expect(compileKey(source, themes, 'docs/page.md')).not.toBe(key);
      expect(createCompileCache({ dir }).has(compileKey(source, themes, 'docs/page.md'))).toBe(false);
    } finally {
      running.engine = 'engine-1';
    }
  });

  it('changes with the versions of Shiki and the markdown tools', () => {
    const before = compileKey('# Page\n', themes, 'docs/page.md');
    running.shiki = '3.0.1';
    const shiki = compileKey('# Page\n', themes, 'docs/page.md');
    running.unified = '11.0.1';
    const unified = compileKey('# Page\n', themes, 'docs/page.md');
    running.shiki = '3.0.0';
    running.unified = '11.0.0';
    expect(new Set([before, shiki, unified]).size).toBe(3);
    expect(compileKey('# Page\n', themes, 'docs/page.md')).toBe(before);
  });
});

describe("a page's stored code blocks", () => {
  it('are not read by another engine or another Shiki', async () => {
    const dir = await tempDir();
    const block: Element = { type: 'element', tagName: 'pre', properties: {}, children: [] };
    await diskCodeBlockStore(dir).set('docs/a.md', new Map([['k1', block]]));
    expect((await diskCodeBlockStore(dir).get('docs/a.md', ['k1'])).size).toBe(1);
    running.shiki = '4.0.0';
    expect((await diskCodeBlockStore(dir).get('docs/a.md', ['k1'])).size).toBe(0);
    running.shiki = '3.0.0';
    running.engine = 'engine-2';
    expect((await diskCodeBlockStore(dir).get('docs/a.md', ['k1'])).size).toBe(0);
    running.engine = 'engine-1';
    expect((await diskCodeBlockStore(dir).get('docs/a.md', ['k1'])).size).toBe(1);
  });
});

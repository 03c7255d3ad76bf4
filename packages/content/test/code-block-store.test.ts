import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Element } from 'hast';
import { afterEach, describe, expect, it } from 'vitest';
import { diskCodeBlockStore, memoryCodeBlockStore } from '../src/code-block-store.ts';

const block = (text: string): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: { className: ['shiki'] },
  children: [{ type: 'text', value: text }],
});

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('diskCodeBlockStore', () => {
  it("keeps each page's blocks of its last compile, read back by key", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'code-blocks-'));
    const store = diskCodeBlockStore(dir);
    const written = block('a');
    await store.set('docs/a.md', new Map([['k1', written], ['k2', block('b')]]));
    // What the store was given is serialised when it is given: later changes do not reach it.
    written.properties.className = ['changed'];
    const found = await diskCodeBlockStore(dir).get('docs/a.md', ['k1', 'k3']);
    expect([...found.keys()]).toEqual(['k1']);
    expect(found.get('k1')).toEqual(block('a'));
    // Another page has its own file; a new compile of a page replaces its blocks.
    expect((await store.get('docs/b.md', ['k1'])).size).toBe(0);
    await store.set('docs/a.md', new Map([['k3', block('c')]]));
    expect([...(await store.get('docs/a.md', ['k1', 'k2', 'k3'])).keys()]).toEqual(['k3']);
  });

  it('reads nothing from a file that is not one of its own', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'code-blocks-'));
    const store = diskCodeBlockStore(dir);
    await store.set('docs/a.md', new Map([['k1', block('a')]]));
    const [file] = await readdir(path.join(dir, 'code-blocks'), { recursive: true }).then((names) =>
      names.filter((name) => name.endsWith('.json')),
    );
    for (const text of ['null', '{"version":"7"}', '{"version":"0","blocks":{}}', 'not json'])
      await writeFile(path.join(dir, 'code-blocks', file!), text).then(async () =>
        expect((await store.get('docs/a.md', ['k1'])).size, text).toBe(0),
      );
  });

  it('reads nothing from a missing or unreadable folder', async () => {
    const store = diskCodeBlockStore(path.join(os.tmpdir(), 'no-such-cache-folder', String(process.pid)));
    expect((await store.get('docs/a.md', ['k1'])).size).toBe(0);
  });
});

describe('memoryCodeBlockStore', () => {
  it('finds a block by key on any page, hands out copies, and asks the next store for the rest', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'code-blocks-'));
    const disk = diskCodeBlockStore(dir);
    await disk.set('docs/b.md', new Map([['k2', block('b')]]));
    const memory = memoryCodeBlockStore(disk);
    await memory.set('docs/a.md', new Map([['k1', block('a')]]));
    const found = await memory.get('docs/other.md', ['k1']);
    (found.get('k1')!.children[0] as { value: string }).value = 'changed';
    expect((await memory.get('docs/other.md', ['k1'])).get('k1')).toEqual(block('a'));
    expect((await memory.get('docs/b.md', ['k2'])).get('k2')).toEqual(block('b'));
  });

  it("writes a page's blocks through only when they are not the ones it wrote last", async () => {
    const written: string[][] = [];
    const next = {
      get: async () => new Map<string, Element>(),
      set: (page: string, blocks: ReadonlyMap<string, Element>) => void written.push([page, ...blocks.keys()]),
    };
    const memory = memoryCodeBlockStore(next);
    const kept = block('a');
    await memory.set('docs/a.md', new Map([['k1', kept]]));
    (kept.children[0] as { value: string }).value = 'changed after set';
    // The prose around the block was edited: the same blocks again.
    await memory.set('docs/a.md', new Map([['k1', block('a')]]));
    await memory.set('docs/b.md', new Map([['k1', block('a')]]));
    await memory.set('docs/a.md', new Map([['k1', block('a')], ['k2', block('b')]]));
    await memory.set('docs/a.md', new Map([['k1', block('a')]]));
    expect(written).toEqual([['docs/a.md', 'k1'], ['docs/b.md', 'k1'], ['docs/a.md', 'k1', 'k2'], ['docs/a.md', 'k1']]);
    // What it keeps is a copy taken when the block was first set.
    expect((await memory.get('docs/c.md', ['k1'])).get('k1')).toEqual(block('a'));
  });

  it('does not wait for the next store to write (a compile in watch mode goes on at once)', async () => {
    const next = {
      get: async () => new Map<string, Element>(),
      set: () => new Promise<void>(() => undefined), // a disk that never answers
    };
    const memory = memoryCodeBlockStore(next);
    const settled = await Promise.race([
      Promise.resolve(memory.set('docs/a.md', new Map([['k1', block('a')]]))).then(() => 'set'),
      new Promise((resolve) => setTimeout(() => resolve('waited'), 200)),
    ]);
    expect(settled).toBe('set');
  });
});

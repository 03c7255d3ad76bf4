import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openEntry, sealEntry } from '@accounts-docs/cache';
import { loadConfig } from '../src/index.ts';

const config = `import { defineConfig } from 'accounts-docs';
import { title } from './title.ts';
export default defineConfig({ title, url: 'https://example.com' });
`;

/** A config importing a local file; written long enough ago for its bundle to be kept. */
async function site(): Promise<{ file: string; helper: string; bundles: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-config-cache-'));
  const file = path.join(dir, 'accounts-docs.config.ts');
  const helper = path.join(dir, 'title.ts');
  await writeFile(file, config);
  await writeFile(helper, `export const title = 'First';\n`);
  await settle();
  return { file, helper, bundles: path.join(dir, 'node_modules/.cache/accounts-docs/config/bundles') };
}

/** Waits past the "racy" window: a bundle is not kept when an input changed as it was made. */
const settle = () => sleep(250);

/** Puts `title` into the one cached bundle's code: what a reused bundle then loads. */
async function tamper(bundles: string, title: string): Promise<void> {
  const [name] = await readdir(bundles);
  const file = path.join(bundles, name!);
  const cached = JSON.parse(openEntry(await readFile(file))!.toString()) as { code: string };
  cached.code = cached.code
    .replace('"First"', JSON.stringify(title))
    .replace("'First'", JSON.stringify(title));
  await writeFile(file, sealEntry(JSON.stringify(cached)));
}

const cache = { engine: 'engine-1' };

describe('the config bundle cache', () => {
  it('reuses the last bundle while the config and the files it imports are unchanged', async () => {
    const { file, bundles } = await site();
    expect((await loadConfig({ configFile: file, cache })).title).toBe('First');
    await tamper(bundles, 'From the cache');
    expect((await loadConfig({ configFile: file, cache })).title).toBe('From the cache');
  });

  it('bundles again when an imported file changes, even to the same size', async () => {
    const { file, helper, bundles } = await site();
    await loadConfig({ configFile: file, cache });
    await tamper(bundles, 'From the cache');
    await writeFile(helper, `export const title = 'Other';\n`);
    expect((await loadConfig({ configFile: file, cache })).title).toBe('Other');
  });

  it('does not reuse a bundle made by other code, nor read one without the option', async () => {
    const { file, bundles } = await site();
    await loadConfig({ configFile: file, cache });
    await tamper(bundles, 'From the cache');
    expect((await loadConfig({ configFile: file, cache: { engine: 'engine-2' } })).title).toBe('First');
    await tamper(bundles, 'From the cache');
    expect((await loadConfig({ configFile: file })).title).toBe('First');
  });

  it('does not keep a bundle whose inputs changed while it was made', async () => {
    const { file, helper, bundles } = await site();
    await writeFile(helper, `export const title = 'Just written';\n`);
    expect((await loadConfig({ configFile: file, cache })).title).toBe('Just written');
    expect(await readdir(bundles).catch(() => [])).toEqual([]);
  });

  it('reads a cache file that is not one of its own as no bundle', async () => {
    const { file, bundles } = await site();
    await loadConfig({ configFile: file, cache });
    const [name] = await readdir(bundles);
    // The header of the record this cache wrote (its key), with a bundle of another shape.
    const header = JSON.parse(openEntry(await readFile(path.join(bundles, name!)))!.toString()) as {
      key: string;
    };
    const ours = { key: header.key, code: 'export default 1;' };
    const texts = [
      'not json',
      'null',
      JSON.stringify({ key: header.key }),
      JSON.stringify({ ...ours, inputs: [[1]] }),
      JSON.stringify({ ...ours, inputs: [1, {}] }),
      JSON.stringify({ ...ours, inputs: [] }),
    ];
    for (const text of texts) {
      await writeFile(path.join(bundles, name!), sealEntry(text));
      expect((await loadConfig({ configFile: file, cache })).title).toBe('First');
    }
  });

  it('hands a new bundle (and its validation) to `keep` and writes nothing until they run', async () => {
    const { file, bundles } = await site();
    const writes: (() => Promise<void>)[] = [];
    const keep = (write: () => Promise<void>) => void writes.push(write);
    await loadConfig({ configFile: file, cache: { ...cache, keep } });
    expect(writes).toHaveLength(2);
    const cacheDir = path.dirname(bundles);
    expect(await readdir(cacheDir).catch(() => [])).toEqual([]);
    for (const write of writes) await write();
    expect((await readdir(cacheDir)).sort()).toEqual(['bundles', 'validated']);
    await tamper(bundles, 'From the cache');
    expect((await loadConfig({ configFile: file, cache: { ...cache, keep } })).title).toBe('From the cache');
    // The bundle is reused; the value it gives is new, so its validation is kept again.
    expect(writes).toHaveLength(3);
  });
});

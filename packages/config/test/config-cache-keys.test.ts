import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { openEntry, sealEntry } from '@accounts-docs/cache';
import { loadConfig } from '../src/index.ts';

// The installed tools as the cache module reads them, made settable: an upgraded esbuild.
const running = vi.hoisted(() => ({ esbuild: '0.25.0' }));
vi.mock('../../cache/src/tool-versions.ts', () => ({
  toolVersion: (name: string) => `${name}@${name === 'esbuild' ? running.esbuild : '1.0.0'}`,
}));

describe('the config bundle cache', () => {
  it('does not reuse a bundle made by another esbuild', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-config-keys-'));
    const file = path.join(dir, 'accounts-docs.config.ts');
    await writeFile(file, `export default { title: 'First', url: 'https://example.com' };\n`);
    await sleep(250); // past the racy window, so the bundle is kept
    const cache = { engine: 'engine-1' };
    expect((await loadConfig({ configFile: file, cache })).title).toBe('First');
    const bundles = path.join(dir, 'node_modules/.cache/accounts-docs/config/bundles');
    const tamper = async () => {
      const [name] = await readdir(bundles);
      const kept = JSON.parse(openEntry(await readFile(path.join(bundles, name!)))!.toString()) as {
        code: string;
      };
      kept.code = kept.code.replace(/(["'])First\1/, '"From the cache"');
      await writeFile(path.join(bundles, name!), sealEntry(JSON.stringify(kept)));
    };
    await tamper();
    expect((await loadConfig({ configFile: file, cache })).title).toBe('From the cache');
    await tamper();
    running.esbuild = '0.26.0';
    expect((await loadConfig({ configFile: file, cache })).title).toBe('First');
  });
});

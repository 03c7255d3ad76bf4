import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AssetsBundler, bundleAssets } from '../src/index.ts';

const urlTo = (sitePath: string) => `/site${sitePath}`;

describe('AssetsBundler', () => {
  it('keeps a bundle in the build cache for the next process of the same engine', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-assets-'));
    const first = new AssetsBundler({ urlTo, cacheDir, engine: 'engine-a' });
    const bundled = await first.get({ islands: [] }, '');
    expect(first.lastSource).toBe('bundled');
    expect(bundled.css[0]).toMatch(/^\/site\/assets\/css\/styles\.[\w-]+\.css$/);

    // A new process (a new bundler) with the same engine reads the same bytes back.
    const next = new AssetsBundler({ urlTo, cacheDir, engine: 'engine-a' });
    const cached = await next.get({ islands: [] }, '');
    expect(next.lastSource).toBe('cache');
    expect(cached.css).toEqual(bundled.css);
    expect(cached.islands).toBe(bundled.islands);
    expect(cached.files.map((f) => [f.path, Buffer.from(f.contents).toString('hex')])).toEqual(
      bundled.files.map((f) => [f.path, Buffer.from(f.contents).toString('hex')]),
    );

    // Another engine (an edited theme) bundles again.
    const edited = new AssetsBundler({ urlTo, cacheDir, engine: 'engine-b' });
    await edited.get({ islands: [] }, '');
    expect(edited.lastSource).toBe('bundled');
  });

  it('bundles once per process without a build cache', async () => {
    const bundler = new AssetsBundler({ urlTo, engine: 'engine-a' });
    const a = bundler.get({ islands: [] }, '');
    expect(bundler.get({ islands: [] }, '')).toBe(a);
    await a;
    expect(bundler.lastSource).toBe('bundled');
  });

  it("names the islands' chunks under assets/js/islands when the working directory changes while they bundle", async () => {
    // A process that runs one command after another (serve's rebuilds, a test's runner) may be
    // in another folder when esbuild answers than when it started.
    const real = process.cwd();
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-cwd-'));
    let calls = 0;
    const cwd = vi.spyOn(process, 'cwd').mockImplementation(() => (calls++ === 0 ? real : elsewhere));
    try {
      const assets = await bundleAssets({ urlTo });
      const islands = assets.files.filter((f) => f.path.startsWith('assets/js/islands/'));
      expect(islands.length).toBeGreaterThan(0);
      expect(assets.files.map((f) => f.path).filter((p) => p.includes('..'))).toEqual([]);
      expect(calls).toBeGreaterThan(0);
    } finally {
      cwd.mockRestore();
    }
  });
});

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { AssetsBundler, bundleAssets } from '../src/index.ts';

const urlTo = (sitePath: string) => `/site${sitePath}`;
/** The site's folder esbuild works in: this repository's. */
const root = path.resolve(import.meta.dirname, '../../..');

describe('AssetsBundler', () => {
  it('keeps a bundle in the build cache for the next process of the same engine', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-assets-'));
    const first = new AssetsBundler({ urlTo, root, cacheDir, engine: 'engine-a' });
    const bundled = await first.get({ islands: [] }, '');
    expect(first.lastSource).toBe('bundled');
    expect(bundled.css[0]).toMatch(/^\/site\/assets\/css\/styles\.[\w-]+\.css$/);

    // A new process (a new bundler) with the same engine reads the same bytes back.
    const next = new AssetsBundler({ urlTo, root, cacheDir, engine: 'engine-a' });
    const cached = await next.get({ islands: [] }, '');
    expect(next.lastSource).toBe('cache');
    expect(cached.css).toEqual(bundled.css);
    expect(cached.islands).toBe(bundled.islands);
    expect(cached.files.map((f) => [f.path, Buffer.from(f.contents).toString('hex')])).toEqual(
      bundled.files.map((f) => [f.path, Buffer.from(f.contents).toString('hex')]),
    );

    // Another engine (an edited theme) bundles again.
    const edited = new AssetsBundler({ urlTo, root, cacheDir, engine: 'engine-b' });
    await edited.get({ islands: [] }, '');
    expect(edited.lastSource).toBe('bundled');
  });

  it('bundles once per process without a build cache', async () => {
    const bundler = new AssetsBundler({ urlTo, root, engine: 'engine-a' });
    const a = bundler.get({ islands: [] }, '');
    expect(bundler.get({ islands: [] }, '')).toBe(a);
    await a;
    expect(bundler.lastSource).toBe('bundled');
  });

  it("names the islands' chunks from the site's folder, whatever the process's working folder", async () => {
    // A process that runs one command after another (serve's rebuilds, a test's runner) may be
    // in another folder, or one since removed, when it bundles; the names must not change.
    const files = (assets: Awaited<ReturnType<typeof bundleAssets>>) =>
      assets.files.map((f) => [f.path, Buffer.from(f.contents).toString('hex')]);
    const here = await bundleAssets({ urlTo, root });
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-cwd-'));
    const cwd = vi.spyOn(process, 'cwd').mockReturnValue(elsewhere);
    try {
      const there = await bundleAssets({ urlTo, root });
      expect(files(there)).toEqual(files(here));
    } finally {
      cwd.mockRestore();
    }
    const islands = here.files.filter((f) => f.path.startsWith('assets/js/islands/'));
    expect(islands.length).toBeGreaterThan(0);
    expect(here.files.map((f) => f.path).filter((p) => p.includes('..'))).toEqual([]);
  });

  it("names the file of an error in the site's CSS, whatever the process's working folder", async () => {
    // esbuild names the file relative to its working folder (the site's), not the process's.
    const site = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-css-'));
    const css = path.join(site, 'custom.css');
    await writeFile(css, "/* the site's */\n@import './missing.css';\n");
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-cwd-'));
    const cwd = vi.spyOn(process, 'cwd').mockReturnValue(elsewhere);
    try {
      const error = await bundleAssets({ urlTo, root: site, site: { islands: [], customCss: [css] } }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DiagnosticError);
      expect((error as DiagnosticError).diagnostics.map((d) => [d.file, d.line])).toEqual([[css, 2]]);
    } finally {
      cwd.mockRestore();
    }
  });

  it("resolves url(@site/…) in the site's CSS from the site's folder, as Docusaurus's alias does", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-css-site-'));
    await mkdir(path.join(site, 'static/img'), { recursive: true });
    await writeFile(path.join(site, 'static/img/card.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    const css = path.join(site, 'custom.css');
    await writeFile(css, '.card { background: url(@site/static/img/card.svg); }\n');
    const input = { islands: [], customCss: [css], css: { staticDir: path.join(site, 'static'), siteDir: site } };
    const assets = await bundleAssets({ urlTo, root: site, site: input });
    const custom = assets.files.find((f) => `/site/${f.path}` === assets.siteCss![0])!;
    const url = /url\(([^)]+)\)/.exec(Buffer.from(custom.contents).toString('utf8'))![1]!;
    expect(url).toMatch(/^\/site\/assets\/files\/card-[0-9a-f]{10}\.svg$/);
    expect(assets.files.some((f) => `/site/${f.path}` === url)).toBe(true);

    await writeFile(css, '.card { background: url(@site/../secret.svg); }\n');
    const error = await bundleAssets({ urlTo, root: site, site: input }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as DiagnosticError).diagnostics.map((d) => [d.ruleId, d.line])).toEqual([['css-url-missing', 1]]);
  });
});

import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLMS_TWIN_RENDER } from '@accounts-docs/diagnostics';
import { guideTwinText, twinContextOf } from '../src/page-twin.ts';
import { twinFailure, type GuideTwinJob, type TwinSite } from '../src/twin-job.ts';
import { createTwinPool, twinPoolFor } from '../src/twin-pool.ts';

// Workers load the markdown toolchain: seconds on a loaded machine.
const SLOW = 60_000;

/**
 * The twin pool renders guide twins on worker threads with the function the main thread runs
 * (page-twin.ts): the same jobs give the same bytes on either side. The worker is bundled here
 * as the CLI bundles it (its own entry point).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let dir: string;
let workerScript: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-twin-pool-'));
  // Beside the repository's node_modules, where its third-party imports resolve.
  await mkdir(path.join(repoRoot, 'node_modules/.cache'), { recursive: true });
  const out = await mkdtemp(path.join(repoRoot, 'node_modules/.cache/twin-pool-test-'));
  workerScript = path.join(out, 'twin-worker.mjs');
  await build({
    entryPoints: [path.join(repoRoot, 'packages/llms/src/twin-worker.ts')],
    outfile: workerScript,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // As scripts/build-cli.mjs: the workspace's packages bundled, the others loaded from node_modules.
    plugins: [
      {
        name: 'third-party-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@accounts-docs/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
});

afterAll(async () => {
  await rm(path.dirname(workerScript), { recursive: true, force: true });
});

/** content/docs as guide pages, the home page with its hero, an MDX page and a changelog's fallback text. */
async function jobs(): Promise<{ site: TwinSite; jobs: GuideTwinJob[] }> {
  const docs = path.join(repoRoot, 'content/docs');
  const files = (await readdir(docs, { recursive: true })).filter((f) => f.endsWith('.md')).sort();
  const routes = files.map((f) => `/docs/${f.replace(/\.md$/, '')}`);
  const list: GuideTwinJob[] = files.map((f, i) => ({
    page: {
      route: routes[i]!,
      file: path.join(docs, f),
      title: `Page ${f}`,
      hasH1: i % 2 === 0,
      linkMap: { './server.md': '/base/docs/server', 'introduction.md#why': '/base/docs/introduction#why' },
    },
  }));
  const home = path.join(repoRoot, 'content/pages/index.md');
  const fm = {
    hero: { title: 'accounts-js', tagline: 'Auth', actions: [{ text: 'Start', link: '/docs/introduction' }] },
  };
  list.push({ page: { route: '/', file: home, title: 'Home', hasH1: false, linkMap: {}, home: fm } });
  const mdx = path.join(dir, 'tabs.mdx');
  await writeFile(
    mdx,
    'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n# Tabs\n\n<Tabs>\n<TabItem value="a" label="A">\n\nSee [server](/docs/server).\n\n</TabItem>\n</Tabs>\n\n:::tip Careful\nA tip.\n:::\n',
  );
  list.push({ page: { route: '/docs/tabs', file: mdx, title: 'Tabs', hasH1: true, linkMap: {} } });
  list.push({
    page: {
      route: '/api/x/changelog',
      file: path.join(dir, 'missing.md'),
      title: 'x changelog',
      hasH1: true,
      linkMap: {},
    },
    text: '# x changelog\n\n## 1.0.0\n\nThe current release.\n',
  });
  const site: TwinSite = {
    url: 'https://example.com',
    baseUrl: '/base/',
    title: 'Example',
    tagline: 'A tagline',
    twins: true,
    routes: ['/', ...routes, '/docs/tabs'],
  };
  return { site, jobs: list };
}

describe('twin pool', () => {
  it(
    'renders every twin to the bytes the main thread renders',
    async () => {
      const { site, jobs: list } = await jobs();
      const ctx = twinContextOf(site);
      const here = await Promise.all(list.map((job) => guideTwinText(job, ctx)));
      const pool = createTwinPool({ workerScript, site, size: 2 });
      try {
        const there = await Promise.all(list.map((job) => pool.render(job)));
        expect(there).toEqual(here);
      } finally {
        await pool.close();
      }
      // The jobs differ (a twin per page, links made absolute under the base URL).
      expect(new Set(here).size).toBe(list.length);
      expect(here.join('\n')).toContain('https://example.com/base/docs/server.md');
      expect(here.at(-1)).toBe('# x changelog\n\n## 1.0.0\n\nThe current release.\n');
    },
    SLOW,
  );

  it(
    "a twin that fails on its worker rejects with the worker's message, made a diagnostic at the page",
    async () => {
      const { site } = await jobs();
      const job: GuideTwinJob = {
        page: {
          route: '/docs/gone',
          file: path.join(dir, 'gone.md'),
          title: 'Gone',
          hasH1: false,
          linkMap: {},
        },
      };
      const pool = createTwinPool({ workerScript, site, size: 1 });
      let error: unknown;
      try {
        error = await pool.render(job).catch((e: unknown) => e);
        // The worker goes on with the next job.
        await expect(pool.render({ page: { ...job.page, hasH1: true }, text: '# Back\n' })).resolves.toBe(
          '# Back\n',
        );
      } finally {
        await pool.close();
      }
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/^ENOENT/);
      // The message only: no stack of the worker's inside.
      expect((error as Error).message).not.toMatch(/\n\s+at /);
      expect(twinFailure(job, error)).toMatchObject({
        severity: 'error',
        ruleId: LLMS_TWIN_RENDER,
        file: path.join(dir, 'gone.md'),
        line: 1,
        column: 1,
        reason: expect.stringContaining('The markdown twin of `/docs/gone` could not be written: ENOENT'),
      });
    },
    SLOW,
  );

  it(
    'a worker that stops fails its jobs and those still waiting; close stops the rest',
    async () => {
      const { site, jobs: list } = await jobs();
      const broken = path.join(dir, 'broken-worker.mjs');
      await writeFile(broken, "throw new Error('broken for the test');\n");
      const pool = createTwinPool({ workerScript: broken, site, size: 2 });
      try {
        const results = await Promise.allSettled(list.map((job) => pool.render(job)));
        for (const result of results) {
          expect(result.status).toBe('rejected');
          expect(String((result as PromiseRejectedResult).reason.message)).toMatch(
            /the twin worker stopped: broken for the test|no twin worker is running/,
          );
        }
      } finally {
        await pool.close();
      }
      await expect(pool.render(list[0]!)).rejects.toThrow('the twin pool is closed');
    },
    SLOW,
  );
});

describe('twinPoolFor: when a pool is worth starting', () => {
  const site = () => ({
    url: 'https://example.com',
    baseUrl: '/',
    title: 'T',
    tagline: '',
    twins: true,
    routes: [],
  });
  const started = async (needed: number, options: { workers?: number; twinWorker?: string }) => {
    const pool = twinPoolFor(needed, { twinWorker: workerScript, site, ...options });
    await pool?.close();
    return pool !== undefined;
  };

  it('from 100 twins to render, not below: a small build or a watch rebuild starts no worker', async () => {
    expect(await started(99, {})).toBe(false);
    expect(await started(1, {})).toBe(false);
    expect(await started(100, {})).toBe(true);
  });

  it('with --workers n from one twin; --workers 0 or no worker script never', async () => {
    expect(await started(1, { workers: 1 })).toBe(true);
    expect(await started(0, { workers: 1 })).toBe(false);
    expect(await started(5000, { workers: 0 })).toBe(false);
    expect(twinPoolFor(5000, { site })).toBeUndefined();
    expect(twinPoolFor(5000, { twinWorker: path.join(dir, 'nowhere.js'), site })).toBeUndefined();
  });
});

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@accounts-docs/config';
import { DiagnosticError, LLMS_TWIN_RENDER } from '@accounts-docs/diagnostics';
import { SiteBuilder } from '../src/site-builder.ts';
import { listFiles, repoRoot } from './helpers.ts';
import { smallSite } from './small-site.ts';

/**
 * Issue 17: the guide twins rendered on worker threads while the pages render — the same
 * bytes as on the main thread, a worker's failure a diagnostic, and no worker for a small build.
 */

/** The bundled CLI's twin worker (`npm test` bundles the CLI first). */
const twinWorker = path.join(repoRoot, 'packages/cli/dist/twin-worker.js');

async function build(site: string, out: string, options: { workers?: number; twinWorker?: string }) {
  const config = await loadConfig({ configFile: path.join(site, 'accounts-docs.config.ts') });
  return new SiteBuilder(config, { outDir: out, cache: false, analytics: false, ...options }).build();
}

async function markdownFiles(out: string): Promise<Map<string, string>> {
  const files = (await listFiles(out)).filter((file) => /\.(md|txt)$/.test(file));
  return new Map(
    await Promise.all(files.map(async (f) => [f, await readFile(path.join(out, f), 'utf8')] as const)),
  );
}

describe('markdown twins on worker threads', () => {
  it.skipIf(!existsSync(twinWorker))(
    'writes the twins, llms.txt and llms-full.txt byte for byte as the main thread does',
    async () => {
      const site = await smallSite(12);
      const here = await build(site, path.join(site, 'main-thread'), { workers: 0 });
      const there = await build(site, path.join(site, 'pooled'), { workers: 2, twinWorker });
      expect(there.twins).toEqual(here.twins);
      const a = await markdownFiles(path.join(site, 'main-thread'));
      const b = await markdownFiles(path.join(site, 'pooled'));
      expect([...a.keys()]).toContain('docs/page-12.md');
      expect([...a.keys()]).toContain('llms-full.txt');
      expect(b).toEqual(a);
    },
  );

  it('a failing worker is an llms-twin-render error at the page; the output folder is left as it was', async () => {
    const site = await smallSite(3);
    const broken = path.join(site, 'broken-worker.mjs');
    await writeFile(broken, "throw new Error('twin worker broken for the test');\n");
    const out = path.join(site, 'build');
    await build(site, out, { workers: 0 });
    const before = await markdownFiles(out);

    const error = await build(site, out, { workers: 1, twinWorker: broken }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticError);
    const [diagnostic] = (error as DiagnosticError).diagnostics;
    expect(diagnostic).toMatchObject({
      severity: 'error',
      ruleId: LLMS_TWIN_RENDER,
      file: path.join(site, 'docs/page-1.md'),
      line: 1,
      column: 1,
    });
    expect(diagnostic!.reason).toContain('twin worker broken for the test');
    expect(await markdownFiles(out)).toEqual(before);
  });

  it('starts no worker for fewer than 100 twins unless --workers asks for it (watch rebuilds stay on the main thread)', async () => {
    const site = await smallSite(3);
    const broken = path.join(site, 'broken-worker.mjs');
    await writeFile(broken, "throw new Error('twin worker broken for the test');\n");
    // The broken worker would fail the build if it were started.
    const result = await build(site, path.join(site, 'build'), { twinWorker: broken });
    expect(result.twins.written).toBe(3);
  });
});

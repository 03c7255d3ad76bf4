import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.ts';
import { SMALL_CONFIG, smallSite } from './small-site.ts';

interface Report {
  findings: {
    kind: string;
    severity: string;
    file: string | null;
    line: number | null;
    column: number | null;
  }[];
  summary: { errors: number; warnings: number };
}

async function checkJson(cwd: string): Promise<{ code: number; report: Report; stderr: string }> {
  const result = await cli(['check-links', '--format', 'json'], cwd);
  let report: Report;
  try {
    report = JSON.parse(result.stdout) as Report;
  } catch {
    throw new Error(`stdout is not JSON:\n${result.stdout}\nstderr:\n${result.stderr}`);
  }
  return { code: result.code, report, stderr: result.stderr };
}

describe('check-links --format json always prints its JSON', () => {
  it('when there is no config', async () => {
    const { code, report } = await checkJson(await tempDir('no-config'));
    expect(code).toBe(1);
    expect(report.findings[0]?.kind).toBe('config-missing');
    expect(report.summary.errors).toBe(1);
  });

  it('when the config fails to load', async () => {
    const site = await smallSite();
    await writeFile(
      path.join(site, 'accounts-docs.config.ts'),
      "export default Promise.reject(new Error('no config today'));\n",
    );
    const { code, report, stderr } = await checkJson(site);
    expect(code).toBe(1);
    expect(report.summary.errors).toBeGreaterThan(0);
    expect(report.findings[0]).toMatchObject({ severity: 'error', file: 'accounts-docs.config.ts' });
    expect(report.findings[0]?.line).toEqual(expect.any(Number));
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('when the site cannot be read (a static file in the way of the pages)', async () => {
    const site = await smallSite();
    await writeFile(path.join(site, 'static/docs'), 'in the way');
    const { code, report } = await checkJson(site);
    expect(code).toBe(1);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        kind: 'static-route-collision',
        file: 'static/docs',
        line: null,
        column: null,
      }),
    );
  });

  it('when the config is invalid, with the key position', async () => {
    const site = await smallSite();
    await writeFile(
      path.join(site, 'accounts-docs.config.ts'),
      SMALL_CONFIG.replace("staticDir: 'static'", 'staticDir: 42'),
    );
    const { code, report } = await checkJson(site);
    expect(code).toBe(1);
    expect(report.findings[0]).toMatchObject({
      kind: 'config-invalid',
      file: 'accounts-docs.config.ts',
      line: 4,
      column: 3,
    });
  });

  it('when a link is broken, with its position', async () => {
    const site = await smallSite();
    await writeFile(path.join(site, 'docs/page-5.md'), '---\ntitle: Five\n---\n\nSee [gone](/docs/gone).\n');
    const { code, report } = await checkJson(site);
    expect(code).toBe(1);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ kind: 'broken-link', file: 'docs/page-5.md', line: 5, column: 5 }),
    );
  });
});

import { createHash } from 'node:crypto';
import { cp, readFile, rm, stat, truncate, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, listFiles, repoRoot, tempDir } from './helpers.ts';

/**
 * The build cache, damaged at random, never changes the site: every entry that does not read
 * back whole (cut short, a byte changed, garbage, `{}`, emptied, removed) is a miss, never an
 * error, and never published. Each run damages a few files of the live cache (the one the last
 * run left, so the render manifest, the build stamp and the output folder's identity stay those
 * of a real previous build), builds again, and compares every byte of the output with a build
 * made from no cache at all. The site has an API reference (TypeDoc's cache), highlighted code
 * (the code-block store), a search index, markdown twins and React-free pages.
 */

const monorepo = path.join(repoRoot, 'packages/api-model/test/fixtures/monorepo');
const GUIDE = `---
title: Guide
---

# Guide

Some code:

\`\`\`ts
export function area(width: number, height: number): number {
  return width * height;
}
\`\`\`

See the [introduction](./intro.md).
`;

/** A whole second: its "last updated" date is the same however often its times are set again. */
const GUIDE_TIME = new Date('2024-05-01T12:00:00Z');

let site: string;
let reference: Map<string, string>;

async function contents(dir: string): Promise<Map<string, string>> {
  const files = await listFiles(dir);
  return new Map(
    await Promise.all(
      files.map(
        async (file) =>
          [
            file,
            createHash('sha256')
              .update(await readFile(path.join(dir, file)))
              .digest('hex'),
          ] as const,
      ),
    ),
  );
}

/** The files whose bytes differ from the reference build's, or that only one of the two has. */
function differences(built: Map<string, string>): string[] {
  const names = new Set([...built.keys(), ...reference.keys()]);
  return [...names].filter((name) => built.get(name) !== reference.get(name)).sort();
}

const KINDS = ['truncate', 'flip', 'garbage', 'empty-object', 'empty', 'remove'] as const;
type Kind = (typeof KINDS)[number];

async function damage(file: string, kind: Kind, at: number, bytes: Uint8Array): Promise<void> {
  const size = (await stat(file)).size;
  if (kind === 'truncate') await truncate(file, size === 0 ? 0 : at % size);
  else if (kind === 'flip') {
    const data = await readFile(file);
    if (data.length === 0) return;
    const i = at % data.length;
    data[i] = (data[i]! + 1 + (bytes[0]! % 255)) % 256;
    await writeFile(file, data);
  } else if (kind === 'garbage') await writeFile(file, bytes);
  else if (kind === 'empty-object') await writeFile(file, '{}');
  else if (kind === 'empty') await writeFile(file, '');
  else await unlink(file);
}

describe('a damaged build cache', () => {
  beforeAll(async () => {
    site = await tempDir('cache-damage');
    await cp(path.join(repoRoot, 'packages/cli/test/fixtures/api-site'), site, { recursive: true });
    await cp(monorepo, path.join(site, 'packages'), { recursive: true });
    await writeFile(path.join(site, 'docs/guide.md'), GUIDE);
    await utimes(path.join(site, 'docs/guide.md'), GUIDE_TIME, GUIDE_TIME);
    const config = path.join(site, 'accounts-docs.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace(
        "sidebars: { docs: ['intro'] }",
        "sidebars: { docs: ['intro', 'guide'] }",
      ),
    );
    const cold = await cli(['build', '--no-cache', '--out', 'reference'], site);
    expect(cold.code, cold.stderr).toBe(0);
    reference = await contents(path.join(site, 'reference'));
    const warm = await cli(['build', '--out', 'out'], site);
    expect(warm.code, warm.stderr).toBe(0);
    expect(await contents(path.join(site, 'out'))).toEqual(reference);
  }, 600_000);

  afterAll(async () => {
    if (site) await rm(site, { recursive: true, force: true });
  });

  it('builds the same site as from no cache, whatever entries are damaged', async () => {
    const cacheDir = path.join(site, 'node_modules/.cache/accounts-docs');
    const guide = path.join(site, 'docs/guide.md');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            pick: fc.nat(),
            kind: fc.constantFrom(...KINDS),
            at: fc.nat(),
            bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        async (damages) => {
          // The live cache: what the last build left (its marker aside, which says what the folder is).
          const files = (await listFiles(cacheDir)).filter(
            (file) => !file.startsWith('.accounts-docs-cache'),
          );
          for (const { pick, kind, at, bytes } of damages) {
            const file = path.join(cacheDir, files[pick % files.length]!);
            await damage(file, kind, at, bytes).catch(() => undefined); // removed by an earlier damage
          }
          // The same bytes and times, a new change time: the build stamp no longer matches, the build runs.
          await utimes(guide, GUIDE_TIME, GUIDE_TIME);
          const run = await cli(['build', '--out', 'out'], site);
          const context = `${JSON.stringify(damages.map((d) => ({ ...d, file: files[d.pick % files.length], bytes: undefined })))}\n${run.stderr}`;
          expect(run.code, context).toBe(0);
          expect(run.stderr, context).not.toMatch(/^ {4}at |node:internal/m);
          expect(differences(await contents(path.join(site, 'out'))), context).toEqual([]);
        },
      ),
      { numRuns: 16, endOnFailure: true },
    );
  }, 600_000);

  it('compiles again every tree the cache lost, the changelogs the site writes for packages included', async () => {
    // Found by the property above (seed -1103906132): a changelog whose tree was lost was compiled
    // again from its file — a package.json, for a package without CHANGELOG.md — and failed.
    const cacheDir = path.join(site, 'node_modules/.cache/accounts-docs');
    for (const file of await listFiles(cacheDir))
      if (file.endsWith('.hast.json') || file === 'render-manifest.json')
        await unlink(path.join(cacheDir, file));
    await utimes(path.join(site, 'docs/guide.md'), GUIDE_TIME, GUIDE_TIME);
    const run = await cli(['build', '--out', 'out'], site);
    expect(run.code, run.stderr).toBe(0);
    expect(differences(await contents(path.join(site, 'out')))).toEqual([]);
  }, 600_000);
});

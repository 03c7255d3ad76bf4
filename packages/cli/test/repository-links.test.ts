import { execFileSync } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { cli, readHtml, repoRoot, tempDir } from './helpers.ts';

/**
 * "Edit this page" and "Defined in" link into the repository only to files it has: the fixture
 * API site in a git repository of its own, one guide page and one source file left uncommitted.
 */
const here = path.dirname(new URL(import.meta.url).pathname);
const monorepo = path.join(repoRoot, 'packages/api-model/test/fixtures/monorepo');
const EDIT = 'https://git.example.com/repo/edit/main/';
const BLOB = 'https://git.example.com/repo/blob/main/';

let site: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: site,
    stdio: 'pipe',
  });
const html = (route: string) => readHtml(path.join(site, 'build', route.slice(1), 'index.html'));
/** Each "Defined in" of a page: its text and where it links (null: not a link). */
const sourceLinks = async (route: string): Promise<[string, string | null][]> =>
  selectAll('p.api-source', await html(route)).map((p) => {
    const href = select('a', p)?.properties.href;
    return [toString(p), typeof href === 'string' ? href : null];
  });

beforeAll(async () => {
  site = await tempDir('repository-links');
  await cp(path.join(here, 'fixtures/api-site'), site, { recursive: true });
  await cp(monorepo, path.join(site, 'packages'), { recursive: true });
  const config = path.join(site, 'accounts-docs.config.ts');
  await writeFile(
    config,
    (await readFile(config, 'utf8')).replace("path: 'docs',", `path: 'docs',\n    editUrl: '${EDIT}',`),
  );
  await writeFile(path.join(site, 'docs/draft.md'), '# Draft\n\nNot committed yet.\n');
  await writeFile(path.join(site, '.gitignore'), 'node_modules\nbuild\n');
  git('init', '-q');
  git('add', '.');
  git('reset', '-q', 'docs/draft.md', 'packages/shapes/src/circle.ts');
  git('commit', '-q', '-m', 'fixture');
  const result = await cli(['build'], site);
  expect(result.code, result.stderr).toBe(0);
}, 600_000);

afterAll(async () => {
  if (site) await rm(site, { recursive: true, force: true });
});

describe('links into the repository', () => {
  it('"Edit this page" only on a page whose file is committed', async () => {
    expect(select('a.edit-link', await html('/docs/intro'))?.properties.href).toBe(`${EDIT}docs/intro.md`);
    expect(select('a.edit-link', await html('/docs/draft'))).toBeUndefined();
  });

  it('"Defined in" links a committed file\'s line, and leaves an uncommitted file as text', async () => {
    const circle = await sourceLinks('/api/shapes/class/Circle');
    expect(circle.length).toBeGreaterThan(1);
    for (const [text, href] of circle)
      expect(href, text).toBe(
        text.startsWith('Defined in packages/shapes/src/circle.ts') ? null : expect.anything(),
      );
    expect(circle[0]).toEqual(['Defined in packages/shapes/src/circle.ts:39', null]);
    const committed = (await sourceLinks('/api/shapes/interface/Shape'))[0]!;
    expect(committed[1]).toBe(`${BLOB}${committed[0].replace('Defined in ', '').replace(/:(\d+)$/, '#L$1')}`);
    // The page's markdown twin says the same.
    const twin = await readFile(path.join(site, 'build/api/shapes/class/Circle.md'), 'utf8');
    expect(twin).toContain('packages/shapes/src/circle.ts:39');
    expect(twin).not.toContain(`${BLOB}packages/shapes/src/circle.ts`);
  });

  it('once the file is committed, the next (warm) build links it', async () => {
    git('add', 'packages/shapes/src/circle.ts', 'docs/draft.md');
    git('commit', '-q', '-m', 'more');
    const result = await cli(['build'], site);
    expect(result.code, result.stderr).toBe(0);
    expect((await sourceLinks('/api/shapes/class/Circle'))[0]).toEqual([
      'Defined in packages/shapes/src/circle.ts:39',
      `${BLOB}packages/shapes/src/circle.ts#L39`,
    ]);
    expect(select('a.edit-link', await html('/docs/draft'))?.properties.href).toBe(`${EDIT}docs/draft.md`);
  }, 600_000);
});

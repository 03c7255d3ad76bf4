import { cp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, listFiles, readHtml, repoRoot, tempDir, type CliResult } from './helpers.ts';

/**
 * MDX as Docusaurus compiles it: the real CLI on small Docusaurus sites, one folder per
 * behaviour under fixtures/docusaurus-mdx/, each copied first (a build writes beside it).
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/docusaurus-mdx');

async function built(
  fixture: string,
  edit?: (dir: string) => Promise<void>,
  args: string[] = ['build'],
): Promise<{ dir: string; build: CliResult }> {
  const dir = await tempDir(`docusaurus-mdx-${fixture}`);
  await cp(path.join(fixtures, fixture), dir, { recursive: true });
  // The packages a fixture's config imports (remark-math, …: this repository's dev dependencies).
  await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await edit?.(dir);
  return { dir, build: await cli(args, dir) };
}

const text = (tree: Root | Element, selector: string) =>
  selectAll(selector, tree).map((node) => toString(node).trim());

describe('markdown.format unset in a Docusaurus config: .md is MDX (Docusaurus 3)', () => {
  let dir: string;
  let build: CliResult;
  beforeAll(async () => ({ dir, build } = await built('md-as-mdx')));

  it('builds a .md page with imports, comments and a {#id} heading as MDX', async () => {
    expect(build.code, build.stderr).toBe(0);
    const page = await readHtml(path.join(dir, 'build/index.html'));
    const main = select('main', page)!;
    const body = toString(main);
    expect(body).not.toContain('import Tabs');
    expect(body).not.toContain('note for editors');
    expect(body).not.toContain('{braces}');
    expect(select('h2#setup', main)).toBeTruthy();
    expect(text(main, '[role=tab]')).toEqual(['npm', 'Yarn']);
    expect(selectAll('[role=tabpanel]', main)).toHaveLength(2);
  });

  it('reads a page whose front matter says mdx.format md as CommonMark', async () => {
    const page = await readHtml(path.join(dir, 'build/raw/index.html'));
    const main = select('main', page)!;
    expect(select('br', main)).toBeTruthy();
    expect(toString(main)).toContain("import Nothing from './nowhere';");
  });

  it('writes the MDX page twin without its import lines or comments', async () => {
    const twins = (await listFiles(path.join(dir, 'build'))).filter((f) => f.endsWith('.md'));
    const twin = twins.find((f) => /^(index|intro)\.md$/.test(f));
    expect(twin, twins.join(', ')).toBeDefined();
    const markdown = await readFile(path.join(dir, 'build', twin!), 'utf8');
    expect(markdown).toContain('npm install sprockets');
    expect(markdown).not.toContain('import Tabs');
    expect(markdown).not.toContain('note for editors');
  });
});

describe("markdown.format: 'detect' (.md CommonMark, .mdx MDX)", () => {
  let dir: string;
  let build: CliResult;
  beforeAll(async () => ({ dir, build } = await built('format-detect')));

  it('keeps a .md page CommonMark (its import line is text) and compiles the .mdx one', async () => {
    expect(build.code, build.stderr).toBe(0);
    const intro = select('main', await readHtml(path.join(dir, 'build/index.html')))!;
    expect(toString(intro)).toContain("import Tabs from '@theme/Tabs';");
    expect(select('br', intro)).toBeTruthy();
    const tabs = select('main', await readHtml(path.join(dir, 'build/tabs/index.html')))!;
    expect(text(tabs, '[role=tab]')).toEqual(['A', 'B']);
  });
});

describe("the config's remark and rehype plugins (docs options remarkPlugins, rehypePlugins)", () => {
  let dir: string;
  let build: CliResult;
  beforeAll(async () => ({ dir, build } = await built('config-plugins')));

  it('runs remark-math and rehype-katex (with its options) on the pages, not on code', async () => {
    expect(build.code, build.stderr).toBe(0);
    const main = select('main', await readHtml(path.join(dir, 'build/index.html')))!;
    expect(selectAll('.katex', main).length).toBeGreaterThanOrEqual(2);
    expect(select('.katex-display', main)).toBeTruthy();
    expect(toString(main)).not.toContain('$E = mc^2$');
    expect(toString(select('pre', main)!)).toContain("'$5 and $6'");
  });

  it('runs them on the compile workers too (each loads the plugins itself)', async () => {
    const { dir: pooled, build: run } = await built('config-plugins', undefined, ['build', '--workers', '1']);
    expect(run.code, run.stderr).toBe(0);
    const main = select('main', await readHtml(path.join(pooled, 'build/index.html')))!;
    expect(select('.katex-display', main)).toBeTruthy();
  });

  it('runs a plugin a CommonJS config requires inline (`[require(pkg), options]`), on the workers too', async () => {
    // As most Docusaurus 2 sites and many 3 ones write them (mikro-orm, testing-library,
    // sequelize: `[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]`). The
    // plugin is a CommonJS package the site has installed.
    const install = async (site: string) => {
      await rm(path.join(site, 'node_modules'));
      await cp(path.join(site, 'packages/remark-cjs-shout'), path.join(site, 'node_modules/remark-cjs-shout'), {
        recursive: true,
      });
    };
    for (const args of [['build'], ['build', '--workers', '1']]) {
      const { dir: site, build: run } = await built('config-plugins-cjs', install, args);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).not.toContain('is not run');
      const paragraphs = text(select('main', await readHtml(path.join(site, 'build/index.html')))!, 'p');
      expect(paragraphs).toContain('THIS PARAGRAPH IS WRITTEN IN CAPITALS BY THE PLUGIN.');
      expect(paragraphs).toContain('This one is left as it is.');
    }
  });

  it('runs a named plugin an ESM config imports from an ESM-only package (exports with `import` only)', async () => {
    const { dir: site, build: run } = await built('config-plugins-esm-only', async (dir) => {
      await rm(path.join(dir, 'node_modules'));
      await cp(path.join(dir, 'packages/remark-esm-shout'), path.join(dir, 'node_modules/remark-esm-shout'), {
        recursive: true,
      });
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('is not run');
    const paragraphs = text(select('main', await readHtml(path.join(site, 'build/index.html')))!, 'p');
    expect(paragraphs).toContain('THIS PARAGRAPH IS WRITTEN IN CAPITALS BY THE PLUGIN.');
  });

  it('leaves out a plugin written inline in a Docusaurus config, with a warning at its key', async () => {
    const { build: inline } = await built('config-plugins', async (site) => {
      const config = path.join(site, 'docusaurus.config.mjs');
      const text = await readFile(config, 'utf8');
      await writeFile(
        config,
        text.replace('remarkPlugins: [remarkMath]', 'remarkPlugins: [function myPlugin() {}]'),
      );
    });
    // As real sites write them (a local file's plugin, an inline one): the site still loads, and
    // a warning names what is not run. Here the page needs remark-math's syntax, so it fails there.
    expect(inline.stderr).toMatch(
      /docusaurus\.config\.mjs:\d+:\d+ +warning +The remarkPlugins entry myPlugin is not run: it is not imported from a package/,
    );
    expect(inline.stderr).toMatch(/docs\/intro\.md:\d+:\d+ +error/);
    expect(inline.code).toBe(1);
    expect(inline.stderr).not.toMatch(/\n\s+at /);
  });
});

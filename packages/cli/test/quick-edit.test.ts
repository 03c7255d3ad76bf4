import { readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ResolvedConfig } from '@accounts-docs/config';
import { SiteBuilder } from '../src/site-builder.ts';
import { WatchSession } from '../src/watch-session.ts';
import { smallSite } from './small-site.ts';

const FIXED_TIME = new Date('2024-05-01T12:00:00Z');

/** Saves a doc as an editor would; its date stays (small-site pages are dated by their file time). */
async function save(site: string, name: string, edit: (text: string) => string): Promise<string> {
  const file = path.join(site, 'docs', name);
  await writeFile(file, edit(await readFile(file, 'utf8')));
  await utimes(file, FIXED_TIME, FIXED_TIME);
  return file;
}

const page = (out: string, name: string) => readFile(path.join(out, 'docs', name, 'index.html'), 'utf8');

const builders: WatchSession[] = [];
// Watch mode refreshes the search index after a build; Pagefind's service is one per process,
// so a test waits for its builders' refreshes before the next one starts indexing.
afterEach(async () => {
  await Promise.all(builders.splice(0).map((builder) => builder.searchIndexSettled()));
});

/** Watch mode's builder, after its first build. */
async function watching(site: string, config: ResolvedConfig): Promise<WatchSession> {
  const builder = new WatchSession(config, { outDir: path.join(site, 'build') });
  builders.push(builder);
  await builder.build();
  return builder;
}

describe("watch mode's quick path (WatchSession.quickEdit)", () => {
  let site: string;
  let config: ResolvedConfig;
  beforeAll(async () => {
    site = await smallSite(4);
    config = await loadConfig({ configFile: path.join(site, 'accounts-docs.config.ts') });
  });

  it('replaces the page of an edit to its own content before the rebuild, which writes nothing more', async () => {
    const builder = await watching(site, config);
    const out = path.join(site, 'build');
    const file = await save(site, 'page-2.md', (text) => `${text}\nA paragraph added while serving.\n`);

    expect(await builder.quickEdit(file)).toBe('/docs/page-2');
    const quick = await page(out, 'page-2');
    expect(quick).toContain('A paragraph added while serving.');
    // Only the page: its markdown twin waits for the rebuild.
    expect(await readFile(path.join(out, 'docs/page-2.md'), 'utf8')).not.toContain('added while serving');

    let written: number | undefined;
    const result = await builder.build({ pagesWritten: (w) => (written = w.written) });
    expect(result.rendered).toBe(1);
    expect(written).toBe(0);
    expect(await page(out, 'page-2')).toBe(quick);
    expect(await readFile(path.join(out, 'docs/page-2.md'), 'utf8')).toContain('added while serving');

    // The same page as a build from scratch writes.
    const fresh = new SiteBuilder(config, {
      outDir: path.join(site, 'fresh'),
      cache: false,
      analytics: false,
    });
    await fresh.build();
    const devScript = /<script>[^<]*__accounts-docs[^<]*<\/script>/g;
    expect(quick.replace(devScript, '')).toBe(
      (await page(path.join(site, 'fresh'), 'page-2')).replace(devScript, ''),
    );
  });

  it('shows an edit of the headings at once, with the new table of contents; the rebuild writes the same page', async () => {
    const builder = await watching(site, config);
    const out = path.join(site, 'build');
    const file = await save(
      site,
      'page-1.md',
      (text) => `${text}\n## A section added while serving\n\nIts text.\n`,
    );

    expect(await builder.quickEdit(file)).toBe('/docs/page-1');
    const quick = await page(out, 'page-1');
    expect(quick).toContain('id="a-section-added-while-serving"');
    // In the table of contents, not only in the content.
    expect(quick).toMatch(/<nav class="toc[^"]*"[^>]*>[\s\S]*?href="#a-section-added-while-serving"/);

    let written: number | undefined;
    await builder.build({ pagesWritten: (w) => (written = w.written) });
    expect(written).toBe(0);
    expect(await page(out, 'page-1')).toBe(quick);
  });

  it('leaves an edit of the headings to the rebuild when a broken anchor fails the build', async () => {
    const strict = { ...config, build: { ...config.build, onBrokenAnchors: 'throw' as const } };
    const builder = await watching(site, strict);
    const file = await save(site, 'page-4.md', (text) => `${text}\n## Another section\n`);
    expect(await builder.quickEdit(file)).toBeUndefined();
    await builder.build();
  });

  it.each([
    [
      'the first paragraph (the page description)',
      (t: string) => t.replace('This is page 3', 'Here is page 3'),
    ],
    ['a link target', (t: string) => t.replace('./page-4.md', './page-1.md')],
    ['the title', (t: string) => t.replace('title: Page 3', 'title: The third page')],
    [
      'a code block in a language Shiki does not know (a warning)',
      (t: string) => `${t}\n\`\`\`nosuchlang\nx\n\`\`\`\n`,
    ],
  ])('leaves to the rebuild an edit of %s, which other pages or the head read', async (_, edit) => {
    const builder = await watching(site, config);
    const file = await save(site, 'page-3.md', edit);
    expect(await builder.quickEdit(file)).toBeUndefined();
    let written: number | undefined;
    await builder.build({ pagesWritten: (w) => (written = w.written) });
    expect(written).toBeGreaterThan(0);
  });

  it('takes no quick path for a file the last build did not read, nor after a failed build', async () => {
    const builder = await watching(site, config);
    const added = path.join(site, 'docs/added.md');
    await writeFile(added, '# Added\n\nNew.\n');
    expect(await builder.quickEdit(added)).toBeUndefined();

    await save(site, 'page-1.md', (text) => text.replace('title: Page 1', 'title: [broken'));
    await expect(builder.build()).rejects.toThrow();
    const file = await save(site, 'page-4.md', (text) => `${text}\nMore.\n`);
    expect(await builder.quickEdit(file)).toBeUndefined();
  });

  it('tells serve --watch what a rebuild changed: nothing for a save without a change, the files it removed', async () => {
    const site = await smallSite(4);
    const config = await loadConfig({ configFile: path.join(site, 'accounts-docs.config.ts') });
    await writeFile(path.join(site, 'docs/added.md'), '# Added\n\nNew.\n');
    const builder = await watching(site, config);
    const file = await save(site, 'page-4.md', (text) => text);
    expect(await builder.quickEdit(file)).toBeUndefined();
    let written: number | undefined;
    const same = await builder.build({ pagesWritten: (w) => (written = w.written) });
    expect({ written, removed: same.removed }).toEqual({ written: 0, removed: 0 });

    await rm(path.join(site, 'docs/added.md'));
    const removed = await builder.build({ pagesWritten: (w) => (written = w.written) });
    expect(removed.removed).toBeGreaterThan(0);
  });

  it('leaves to the rebuild an edit made when the output folder is gone, and writes nothing beside it', async () => {
    const site = await smallSite(2);
    const config = await loadConfig({ configFile: path.join(site, 'accounts-docs.config.ts') });
    const builder = await watching(site, config);
    await rm(path.join(site, 'build'), { recursive: true });
    const file = await save(site, 'page-1.md', (text) => `${text}\nMore.\n`);
    expect(await builder.quickEdit(file)).toBeUndefined();
    const beside = (await readdir(site)).filter((name) => name.startsWith('build'));
    expect(beside, JSON.stringify(await readdir(site))).toEqual([]);
  });
});

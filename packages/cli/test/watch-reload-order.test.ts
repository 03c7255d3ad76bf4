import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@accounts-docs/config';
import { LlmsWriter } from '@accounts-docs/llms';
import { WatchSession } from '../src/watch-session.ts';
import { smallSite } from './small-site.ts';

/** What the output folder holds when the builder says the pages are written. */
function snapshotAt(out: string) {
  return () => ({
    html: readFileSync(path.join(out, 'docs/page-2/index.html'), 'utf8'),
    twin: readFileSync(path.join(out, 'docs/page-2.md'), 'utf8'),
  });
}

describe('watch mode: the reload goes out when the pages are written', () => {
  it('calls pagesWritten with the edited page in place and before its markdown twin', async () => {
    const site = await smallSite(5);
    const config = await loadConfig({ configFile: path.join(site, 'accounts-docs.config.ts') });
    const out = path.join(site, 'build');
    const builder = new WatchSession(config, { outDir: out });

    // The first build writes a new folder: the hook comes once it is committed, twins included.
    let first: ReturnType<ReturnType<typeof snapshotAt>> | undefined;
    await builder.build({ pagesWritten: () => (first = snapshotAt(out)()) });
    expect(first?.html).toContain('This is page 2');
    expect(first?.twin).toContain('This is page 2');

    const file = path.join(site, 'docs/page-2.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\nEdited while serving.\n`);
    let seen: ReturnType<ReturnType<typeof snapshotAt>> | undefined;
    const result = await builder.build({ pagesWritten: () => (seen = snapshotAt(out)()) });
    expect(result.rendered).toBe(1);
    // The page is already the new one; the twin is still the old one (written after the reload).
    expect(seen?.html).toContain('Edited while serving.');
    expect(seen?.twin).not.toContain('Edited while serving.');
    expect(await readFile(path.join(out, 'docs/page-2.md'), 'utf8')).toContain('Edited while serving.');
  });

  it('gives the event loop a turn after the reload, before the twins start', async () => {
    // A reload written to the event stream leaves the socket on the next tick: the twins'
    // synchronous start must not run before it.
    const site = await smallSite(5);
    const config = await loadConfig({ configFile: path.join(site, 'accounts-docs.config.ts') });
    const out = path.join(site, 'build');
    const builder = new WatchSession(config, { outDir: out });
    await builder.build();
    const file = path.join(site, 'docs/page-2.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\nEdited again.\n`);
    const order: string[] = [];
    const original = LlmsWriter.prototype.start;
    const start = vi.spyOn(LlmsWriter.prototype, 'start').mockImplementation(function (
      this: LlmsWriter,
      ...args
    ) {
      order.push('twins start');
      return original.apply(this, args);
    });
    try {
      await builder.build({
        pagesWritten: () => {
          order.push('reload');
          process.nextTick(() => order.push('next tick'));
        },
      });
    } finally {
      start.mockRestore();
    }
    expect(order).toEqual(['reload', 'next tick', 'twins start']);
  });
});

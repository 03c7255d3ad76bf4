import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, cli } from './helpers.ts';
import { smallSite } from './small-site.ts';

describe('serve (without --watch) while the site is rebuilt into its folder', () => {
  it('keeps running and serves changed pages whole, new pages, and 404 for removed ones', async () => {
    const site = await smallSite(20);
    expect((await cli(['build'], site)).code).toBe(0);
    const server = spawn(process.execPath, [bin, 'serve', '--port', '0'], {
      cwd: site,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let exited = false;
    server.once('exit', () => (exited = true));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /http:\/\/\S+:(\d+)\//.exec(out);
          if (match) resolve(`http://127.0.0.1:${match[1]}/`);
        });
        server.once('exit', () => reject(new Error(`serve exited: ${stderr}`)));
      });
      const get = async (p: string) => {
        const res = await fetch(url + p);
        return { status: res.status, body: await res.text() };
      };
      expect((await get('docs/page-3')).status).toBe(200);
      expect((await get('docs/page-20')).status).toBe(200);

      // A longer page 3, a new page, page 20 gone; requests keep coming during the rebuild.
      await writeFile(
        path.join(site, 'docs/page-3.md'),
        `---\ntitle: Page 3\n---\n\n${'A much longer page three. '.repeat(400)}\n`,
      );
      await writeFile(path.join(site, 'docs/added.md'), '---\ntitle: Added\n---\n\nA new page.\n');
      await rm(path.join(site, 'docs/page-20.md'));
      await writeFile(path.join(site, 'docs/page-19.md'), '---\ntitle: Page 19\n---\n\nThe last page now.\n');
      let polling = true;
      const statuses = new Set<number>();
      const poll = (async () => {
        while (polling) {
          for (const p of ['docs/page-3', 'docs/page-20', 'docs/added', ''])
            statuses.add((await get(p)).status);
        }
      })();
      const rebuilt = await cli(['build'], site);
      polling = false;
      await poll;
      expect(rebuilt.code, rebuilt.stderr).toBe(0);
      expect([...statuses].every((status) => status === 200 || status === 404)).toBe(true);

      const changed = await get('docs/page-3');
      expect(changed.status).toBe(200);
      expect(changed.body).toBe(await readFile(path.join(site, 'build/docs/page-3/index.html'), 'utf8'));
      expect(changed.body).toContain('A much longer page three.');
      expect(changed.body.trimEnd().endsWith('</html>')).toBe(true);
      expect((await get('docs/added')).status).toBe(200);
      const removed = await get('docs/page-20');
      expect(removed.status).toBe(404);
      expect((await get('docs/page-1')).status).toBe(200);
      expect(exited).toBe(false);
      expect(stderr).toBe('');
    } finally {
      server.kill('SIGTERM');
    }
  });
});

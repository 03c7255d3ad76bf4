import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listStaticFiles, staticCollisions } from '../src/index.ts';
import { tempDir } from './helpers.ts';

describe('listStaticFiles', () => {
  it('resolves links inside the project, refuses links out of it, skips dangling links and loops', async () => {
    const root = await tempDir('static');
    const dir = path.join(root, 'static');
    await mkdir(path.join(dir, 'img'), { recursive: true });
    await mkdir(path.join(root, 'shared'));
    await writeFile(path.join(dir, 'img/logo.svg'), '<svg/>');
    await writeFile(path.join(root, 'shared/terms.txt'), 'terms');
    await symlink(path.join(root, 'shared/terms.txt'), path.join(dir, 'terms.txt'));
    await symlink('../shared', path.join(dir, 'shared'));
    await symlink('/etc/passwd', path.join(dir, 'passwd'));
    await symlink('nowhere.txt', path.join(dir, 'dangling.txt'));
    await symlink('loop-b', path.join(dir, 'loop-a'));
    await symlink('loop-a', path.join(dir, 'loop-b'));
    await symlink('..', path.join(dir, 'img/up'));

    const { files, diagnostics } = await listStaticFiles({ dir, root });
    expect(files.map((f) => [f.path, path.relative(root, f.source)])).toEqual([
      ['img/logo.svg', 'static/img/logo.svg'],
      ['shared/terms.txt', 'shared/terms.txt'],
      ['terms.txt', 'shared/terms.txt'],
    ]);
    const found = diagnostics.map((d) => [d.ruleId, d.severity, path.relative(root, d.file!)]);
    expect(found).toEqual([
      ['static-symlink-dangling', 'warning', 'static/dangling.txt'],
      ['static-symlink-dangling', 'warning', 'static/img/up'],
      ['static-symlink-dangling', 'warning', 'static/loop-a'],
      ['static-symlink-dangling', 'warning', 'static/loop-b'],
      ['static-symlink-outside', 'error', 'static/passwd'],
    ]);
  });
});

describe('staticCollisions', () => {
  it('reports a static file where a page needs a folder, the same path, or a path under a page file', () => {
    const origin = (p: string) => `/site/static/${p}`;
    const files = ['docs', 'img/logo.svg', 'sitemap.xml', 'about/index.html/x'].map((p) => ({
      path: p,
      source: origin(p),
      origin: origin(p),
    }));
    const found = staticCollisions(files, [
      { path: 'docs/intro/index.html', route: '/docs/intro' },
      { path: 'about/index.html', route: '/about' },
      { path: 'sitemap.xml', route: '/sitemap.xml' },
    ]);
    expect(found.map((d) => [d.ruleId, d.file])).toEqual([
      ['static-route-collision', origin('docs')],
      ['static-route-collision', origin('sitemap.xml')],
      ['static-route-collision', origin('about/index.html/x')],
    ]);
    expect(found[0]?.reason).toContain('/docs/intro');
  });
});

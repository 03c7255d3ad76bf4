import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { BUILD_MARKER, openSiteWriter, OUTPUT_PATH_OUTSIDE } from '../src/index.ts';
import { names, tempDir } from './helpers.ts';

async function rejection(work: Promise<unknown>): Promise<DiagnosticError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DiagnosticError);
  return error as DiagnosticError;
}

describe('the site writer', () => {
  it.each([
    '../escaped.html',
    'docs/../../escaped.html',
    '/tmp/escaped.html',
    'docs\\..\\..\\escaped.html',
    'docs/x\0.html',
    './index.html',
    'docs//index.html',
    '',
  ])('refuses %j as a diagnostic and writes nothing outside', async (file) => {
    const root = await tempDir('guard');
    const outDir = path.join(root, 'build');
    const writer = await openSiteWriter({ outDir });
    const error = await rejection(writer.write(file, 'pwned'));
    expect(error.diagnostics[0]?.ruleId).toBe(OUTPUT_PATH_OUTSIDE);
    expect(error.diagnostics[0]?.reason).toContain(outDir);
    await writer.abort();
    expect(await names(root)).toEqual([]);
    expect(existsSync('/tmp/escaped.html')).toBe(false);
  });

  it('refuses to write through a symbolic link to a folder outside (in-place mode)', async () => {
    const root = await tempDir('linked');
    const outDir = path.join(root, 'build');
    const outside = path.join(root, 'outside');
    await mkdir(outDir);
    await mkdir(outside);
    await symlink(outside, path.join(outDir, 'docs'));
    const writer = await openSiteWriter({ outDir, mode: 'in-place', previousFiles: [] });
    const error = await rejection(writer.write('docs/new/index.html', 'pwned'));
    expect(error.diagnostics[0]?.reason).toMatch(/is a symbolic link or a file/);
    expect(await readdir(outside)).toEqual([]);
  });

  it('swaps the new output in with its marker, and an aborted build leaves the old one whole', async () => {
    const root = await tempDir('swap');
    const outDir = path.join(root, 'build');
    const first = await openSiteWriter({ outDir });
    await first.write('index.html', 'one');
    await first.commit();
    expect(await names(outDir)).toEqual([BUILD_MARKER, 'index.html']);

    const failed = await openSiteWriter({ outDir });
    await failed.write('index.html', 'two');
    await failed.abort();
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('one');
    expect(await names(root)).toEqual(['build']);

    const second = await openSiteWriter({ outDir });
    await second.write('index.html', 'two');
    const id = await second.commit();
    expect(id).toMatch(/^\d+:\d+$/);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('two');
    expect(await names(root)).toEqual(['build']);
  });

  it('reports a reused file that vanished (so the page is rendered instead), and writes over a reused link safely', async () => {
    const root = await tempDir('reuse');
    const outDir = path.join(root, 'build');
    const old = path.join(root, 'old.html');
    await writeFile(old, 'old bytes');
    const writer = await openSiteWriter({ outDir });
    expect(await writer.reuse('gone.html', path.join(root, 'missing.html'))).toBe(false);
    expect(await writer.reuse('kept.html', old)).toBe(true);
    await writer.write('kept.html', 'rendered again');
    await writer.commit();
    // The hard link was replaced, not written through: the other file keeps its bytes.
    expect(await readFile(old, 'utf8')).toBe('old bytes');
    expect(await readFile(path.join(outDir, 'kept.html'), 'utf8')).toBe('rendered again');
  });

  it('feeds its sinks every file written or reused, in call order, never a static copy or a vanished one', async () => {
    const root = await tempDir('sinks');
    const outDir = path.join(root, 'build');
    const old = path.join(root, 'old.html');
    await writeFile(old, 'old bytes');
    const staticSource = path.join(root, 'robots.txt');
    await writeFile(staticSource, 'static');
    const fed: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const sink = {
      async accept(
        file: string,
        source: { contents: string | Uint8Array } | { from: string },
        again: boolean,
      ) {
        fed.push(
          `${file} ${'from' in source ? `from ${path.basename(source.from)}` : String(source.contents)}${again ? ' again' : ''}`,
        );
        if (file === 'a.html') await slow;
      },
    };
    const writer = await openSiteWriter({
      outDir,
      staticFiles: [{ path: 'robots.txt', source: staticSource, origin: staticSource }],
      sinks: [sink],
    });
    // The writer's call waits for the sink (backpressure), and the next call is fed after it.
    let aDone = false;
    const a = writer.write('a.html', 'A').then(() => (aDone = true));
    const b = writer.reuse('b.html', old);
    expect(await writer.reuse('gone.html', path.join(root, 'missing.html'))).toBe(false);
    await b;
    expect(aDone).toBe(false);
    release();
    await a;
    await writer.write('a.html', 'A2');
    expect(await writer.read('b.html')).toBe('old bytes');
    await writer.commit();
    expect(fed).toEqual(['a.html A', 'b.html from old.html', 'a.html A2 again']);
  });

  it('copies static files as regular files', async () => {
    const root = await tempDir('static');
    const source = path.join(root, 'logo.svg');
    await writeFile(source, '<svg/>');
    const outDir = path.join(root, 'build');
    const writer = await openSiteWriter({
      outDir,
      staticFiles: [{ path: 'img/logo.svg', source, origin: source }],
    });
    await writer.commit();
    expect(await readFile(path.join(outDir, 'img/logo.svg'), 'utf8')).toBe('<svg/>');
  });

  it('in place, copies a static file again only when it changed (size or modification time)', async () => {
    const root = await tempDir('static-in-place');
    const source = path.join(root, 'logo.svg');
    await writeFile(source, '<svg/>');
    await utimes(source, new Date('2024-01-01'), new Date('2024-01-01'));
    const outDir = path.join(root, 'build');
    const staticFiles = [{ path: 'img/logo.svg', source, origin: source }];
    await (await openSiteWriter({ outDir, staticFiles })).commit();
    const copy = path.join(outDir, 'img/logo.svg');
    const inode = (await stat(copy)).ino;

    // Unchanged: the copy stays as it is (a copy replaced in place gets a new inode), and is kept.
    const again = await openSiteWriter({
      outDir,
      staticFiles,
      mode: 'in-place',
      previousFiles: ['img/logo.svg'],
    });
    await again.commit();
    expect((await stat(copy)).ino).toBe(inode);

    // Same size, new time: copied again.
    await writeFile(source, '<SVG/>');
    await utimes(source, new Date('2024-02-01'), new Date('2024-02-01'));
    await (
      await openSiteWriter({ outDir, staticFiles, mode: 'in-place', previousFiles: ['img/logo.svg'] })
    ).commit();
    expect(await readFile(copy, 'utf8')).toBe('<SVG/>');
  });

  it('leaves no new folder behind when a static file cannot be copied', async () => {
    const root = await tempDir('static-fails');
    const outDir = path.join(root, 'build');
    const error = await openSiteWriter({
      outDir,
      staticFiles: [
        { path: 'gone.txt', source: path.join(root, 'gone.txt'), origin: path.join(root, 'gone.txt') },
      ],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(await names(root)).toEqual([]);
  });

  it('reports an old output it cannot remove as a warning: the new build is in place', async () => {
    const root = await tempDir('cleanup');
    const outDir = path.join(root, 'build');
    const first = await openSiteWriter({ outDir });
    await first.write('index.html', 'one');
    await first.commit();
    // An immutable file (chattr +i) cannot be removed, even by root; skipped where chattr is not available.
    const stuck = path.join(outDir, 'index.html');
    if (spawnSync('chattr', ['+i', stuck]).status !== 0) return;
    try {
      const second = await openSiteWriter({ outDir });
      await second.write('index.html', 'two');
      await second.commit();
      expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('two');
      expect(second.warnings()).toEqual([
        expect.objectContaining({ ruleId: 'output-cleanup', severity: 'warning' }),
      ]);
    } finally {
      for (const name of await names(root)) spawnSync('chattr', ['-i', path.join(root, name, 'index.html')]);
    }
  });
});

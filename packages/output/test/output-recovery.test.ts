import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MARKER, recoverOutput } from '../src/index.ts';
import { deadPid, names, tempDir } from './helpers.ts';

async function build(dir: string, page: string, complete = true) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), page);
  if (complete) await writeFile(path.join(dir, BUILD_MARKER), 'x');
}

describe('recoverOutput', () => {
  it('restores a complete new build left between the two renames of a swap', async () => {
    const root = await tempDir('window');
    const outDir = path.join(root, 'build');
    const pid = deadPid();
    await build(`${outDir}.old-${pid}-100`, 'old');
    await build(`${outDir}.tmp-${pid}-200`, 'new');
    const result = await recoverOutput(outDir);
    expect(result.restored).toBe(`${outDir}.tmp-${pid}-200`);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('new');
    expect(await names(root)).toEqual(['build']);
  });

  it('falls back to the complete old build when the new one was not finished', async () => {
    const root = await tempDir('old');
    const outDir = path.join(root, 'build');
    const pid = deadPid();
    await build(`${outDir}.old-${pid}-100`, 'old');
    await build(`${outDir}.tmp-${pid}-200`, 'half', false);
    await recoverOutput(outDir);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('old');
    expect(await names(root)).toEqual(['build']);
  });

  it('removes leftovers of dead builds, keeps those of running ones and the output', async () => {
    const root = await tempDir('stale');
    const outDir = path.join(root, 'build');
    const dead = deadPid();
    await build(outDir, 'current');
    await build(`${outDir}.tmp-${dead}-1`, 'killed', false);
    await build(`${outDir}.old-${dead}-2`, 'killed while removing', false);
    await build(`${outDir}.tmp-${process.ppid}-3`, 'running', false);
    await build(`${outDir}-other.tmp-${dead}-4`, 'not ours', false);
    const result = await recoverOutput(outDir);
    expect(result.removed).toHaveLength(2);
    expect(await names(root)).toEqual(['build', `build-other.tmp-${dead}-4`, `build.tmp-${process.ppid}-3`]);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('current');
  });

  it('does nothing when there is nothing to recover', async () => {
    const root = await tempDir('none');
    expect(await recoverOutput(path.join(root, 'build'))).toEqual({ restored: undefined, removed: [] });
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});

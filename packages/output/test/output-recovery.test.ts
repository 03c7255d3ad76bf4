import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MARKER, recoverOutput } from '../src/index.ts';
import { SIBLING_CLAIM } from '../src/output-recovery.ts';
import { deadPid, names, tempDir } from './helpers.ts';

/** A sibling as a build leaves it: claimed by name, with the marker when complete. */
async function build(dir: string, page: string, complete = true) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, SIBLING_CLAIM), `${path.basename(dir)}\n`);
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
    expect(existsSync(path.join(outDir, SIBLING_CLAIM))).toBe(false);
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

  it('never touches a folder that only looks like a sibling: no claim, a claim of another name, a link', async () => {
    const root = await tempDir('foreign');
    const outDir = path.join(root, 'build');
    const dead = deadPid();
    await build(outDir, 'current');
    // Kept by hand: `build.old-2024-06` (pid 2024, long gone) with notes, and a copy of a build.
    await mkdir(`${outDir}.old-2024-06`);
    await writeFile(`${outDir}.old-2024-06/notes.txt`, 'keep');
    await mkdir(`${outDir}.tmp-${dead}-7`);
    await writeFile(path.join(`${outDir}.tmp-${dead}-7`, BUILD_MARKER), 'x');
    // Moved by hand from another sibling: its claim names that one.
    await build(`${outDir}.old-${dead}-8`, 'moved');
    await rename(`${outDir}.old-${dead}-8`, `${outDir}.old-${dead}-9`);
    const elsewhere = path.join(root, 'elsewhere');
    await build(elsewhere, 'target');
    await symlink(elsewhere, `${outDir}.old-${dead}-10`);
    // A build killed between making its folder and claiming it: empty, nothing to lose.
    await mkdir(`${outDir}.tmp-${dead}-11`);
    const result = await recoverOutput(outDir);
    expect(result.removed).toEqual([]);
    expect(await names(root)).toEqual([
      'build',
      'build.old-2024-06',
      `build.old-${dead}-10`,
      `build.old-${dead}-9`,
      `build.tmp-${dead}-7`,
      'elsewhere',
    ].sort());
    expect(await readFile(`${outDir}.old-2024-06/notes.txt`, 'utf8')).toBe('keep');
    expect(existsSync(path.join(elsewhere, BUILD_MARKER))).toBe(true);
  });

  it('restores nothing from a folder it does not own when the output is missing', async () => {
    const root = await tempDir('foreign-restore');
    const outDir = path.join(root, 'build');
    await mkdir(`${outDir}.old-2024-06`);
    await writeFile(path.join(`${outDir}.old-2024-06`, BUILD_MARKER), 'x');
    expect(await recoverOutput(outDir)).toEqual({ restored: undefined, removed: [] });
    expect(await names(root)).toEqual(['build.old-2024-06']);
  });

  it('does nothing when there is nothing to recover', async () => {
    const root = await tempDir('none');
    expect(await recoverOutput(path.join(root, 'build'))).toEqual({ restored: undefined, removed: [] });
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});

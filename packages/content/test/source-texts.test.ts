import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module under test reads through node:fs: count the reads, keep the behaviour.
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    readFileSync: ((...args: Parameters<typeof fs.readFileSync>) => {
      reads.count++;
      return fs.readFileSync(...args);
    }) as typeof fs.readFileSync,
  };
});

const { SourceTexts } = await import('../src/source-texts.ts');

let dir: string;
let file: string;
/** A modification time well before the racy window. */
const past = new Date(Date.now() - 60_000);
/** Setting the times is a change too (ctime): let it leave the racy window. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Writes `text` to `target`, dated `at`, and waits until the change is out of the racy window. */
async function settledFile(target: string, text: string, at = past): Promise<void> {
  await writeFile(target, text);
  await utimes(target, at, at);
  await settle();
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-texts-'));
  file = path.join(dir, 'page.md');
  reads.count = 0;
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('SourceTexts', () => {
  it('reads a file again only when its stats changed', async () => {
    await settledFile(file, '# One\n');
    const texts = new SourceTexts();
    expect(await texts.read(file)).toBe('# One\n');
    expect(await texts.read(file)).toBe('# One\n');
    expect(reads.count).toBe(1);

    // Same size, new modification time: read again.
    await settledFile(file, '# Two\n', new Date(past.getTime() + 1000));
    expect(await texts.read(file)).toBe('# Two\n');
    expect(reads.count).toBe(2);
  });

  it('does not keep a text read right after its file changed (a write in the same tick would go unseen)', async () => {
    await writeFile(file, '# Fresh\n');
    const texts = new SourceTexts();
    expect(await texts.read(file)).toBe('# Fresh\n');
    expect(await texts.read(file)).toBe('# Fresh\n');
    expect(reads.count).toBe(2);
  });

  it('sees a file replaced by another of the same size and modification time', async () => {
    await settledFile(file, '# Aaaa\n');
    const texts = new SourceTexts();
    expect(await texts.read(file)).toBe('# Aaaa\n');
    const other = path.join(dir, 'other.md');
    await settledFile(other, '# Bbbb\n');
    await rm(file);
    const { rename } = await import('node:fs/promises');
    await rename(other, file);
    expect(await texts.read(file)).toBe('# Bbbb\n');
  });

  it('rejects for a file that is gone, as a read would', async () => {
    await settledFile(file, 'x');
    const texts = new SourceTexts();
    await texts.read(file);
    await rm(file);
    await expect(texts.read(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

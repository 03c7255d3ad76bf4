import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRecord, openEntry, readJsonEntry, sealEntry } from '../src/index.ts';

describe('sealed cache entries', () => {
  it('give back what was sealed, text or bytes', () => {
    expect(openEntry(sealEntry('{"a":1}'))?.toString()).toBe('{"a":1}');
    expect(openEntry(sealEntry(new Uint8Array([0, 255, 10])))).toEqual(Buffer.from([0, 255, 10]));
    expect(openEntry(sealEntry(''))?.length).toBe(0);
  });

  it('read any change of the bytes as no entry: cut short, a byte changed, bytes added, none at all', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 300 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (payload, at, delta) => {
        const sealed = sealEntry(payload);
        const i = at % sealed.length;
        const changed = Buffer.from(sealed);
        changed[i] = (changed[i]! + delta) % 256;
        expect(openEntry(changed)).toBeUndefined();
        expect(openEntry(sealed.subarray(0, i))).toBeUndefined();
        expect(openEntry(Buffer.concat([sealed, Buffer.from([at % 256])]))).toBeUndefined();
        expect(openEntry(payload)).toBeUndefined();
      }),
    );
  });

  it('read JSON through the reader\'s shape check: a whole entry of another shape is a miss', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-cache-'));
    const file = path.join(dir, 'entry.json');
    const isEntry = (value: unknown): value is { pages: number } => isRecord(value) && typeof value.pages === 'number';
    await writeFile(file, sealEntry(JSON.stringify({ pages: 3 })));
    expect(await readJsonEntry(file, isEntry)).toEqual({ pages: 3 });
    await writeFile(file, sealEntry('{}'));
    expect(await readJsonEntry(file, isEntry)).toBeUndefined();
    await writeFile(file, sealEntry('{"pages":'));
    expect(await readJsonEntry(file, isEntry)).toBeUndefined();
    expect(await readJsonEntry(path.join(dir, 'missing.json'), isEntry)).toBeUndefined();
  });
});

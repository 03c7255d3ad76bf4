import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkOverrideTypes } from '../src/override-types.ts';

// The installed tools as the cache module reads them, made settable: an upgraded TypeScript.
const running = vi.hoisted(() => ({ typescript: '5.9.0' }));
vi.mock('../../cache/src/tool-versions.ts', () => ({
  toolVersion: (name: string) => `${name}@${name === 'typescript' ? running.typescript : '1.0.0'}`,
}));

const dir = mkdtempSync(path.join(os.tmpdir(), 'override-types-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the override type check', () => {
  it('is kept per TypeScript version: another TypeScript checks the overrides again', async () => {
    const file = path.join(dir, 'Footer.tsx');
    writeFileSync(file, `export default function Footer(): null {\n  return null;\n}\n`);
    const cacheDir = path.join(dir, 'cache');
    const overrides = [{ file, name: 'Footer' as const, exportName: 'default' }];
    expect(await checkOverrideTypes(overrides, { cacheDir })).toEqual([]);
    const kept = () => readdirSync(path.join(cacheDir, 'override-types'));
    expect(kept()).toHaveLength(1);
    expect(await checkOverrideTypes(overrides, { cacheDir })).toEqual([]);
    expect(kept()).toHaveLength(1);
    running.typescript = '6.0.0';
    expect(await checkOverrideTypes(overrides, { cacheDir })).toEqual([]);
    expect(kept()).toHaveLength(2);
  }, 120_000);
});

import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { plainJson } from '../src/validated-config-cache.ts';
import { openEntry, sealEntry } from '@accounts-docs/cache';

// The schema module, counted: a run whose config is unchanged must not load (nor call) it.
const parsed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/validate-config.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/validate-config.ts')>();
  return {
    parseConfig: (...args: Parameters<typeof actual.parseConfig>) => {
      parsed.count++;
      return actual.parseConfig(...args);
    },
  };
});
const { loadConfig } = await import('../src/index.ts');

afterEach(() => {
  parsed.count = 0;
});

async function site(body: string): Promise<{ file: string; kept: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-validated-'));
  const file = path.join(dir, 'accounts-docs.config.ts');
  await writeFile(file, `export default ${body};\n`);
  return { file, kept: path.join(dir, 'node_modules/.cache/accounts-docs/config/validated') };
}

const cache = { engine: 'engine-1' };

describe('the kept validation of the config', () => {
  it('validates a config once: the next run of the same config takes the schema output kept beside its bundle', async () => {
    const { file, kept } = await site(`{ title: 'Docs', url: 'https://example.com' }`);
    const first = await loadConfig({ configFile: file, cache });
    expect(parsed.count).toBe(1);
    expect(await readdir(kept)).toHaveLength(1);
    const second = await loadConfig({ configFile: file, cache });
    expect(parsed.count).toBe(1);
    expect(second).toEqual(first);
  });

  it('validates again when the value changes, and reports what the schema refuses', async () => {
    const { file } = await site(`{ title: 'Docs', url: 'https://example.com' }`);
    await loadConfig({ configFile: file, cache });
    await writeFile(file, `export default { title: 'Docs', url: 'https://example.com', sidebar: {} };\n`);
    const error = await loadConfig({ configFile: file, cache }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticError);
    expect((error as DiagnosticError).diagnostics[0]!.reason).toMatch(/sidebar/);
    expect(parsed.count).toBe(2);
  });

  it('does not take a validation made by other code, one of another file, or a file that is not ours', async () => {
    const { file, kept } = await site(`{ title: 'Docs', url: 'https://example.com' }`);
    await loadConfig({ configFile: file, cache });
    await loadConfig({ configFile: file, cache: { engine: 'engine-2' } });
    expect(parsed.count).toBe(2);
    const [name] = await readdir(kept);
    const keptFile = path.join(kept, name!);
    const ours = JSON.parse(openEntry(await readFile(keptFile))!.toString()) as Record<string, unknown>;
    for (const text of [
      '',
      'null',
      '[]',
      JSON.stringify({ ...ours, key: `${String(ours.key)}0` }) /* another file's or engine's key */,
      JSON.stringify({ ...ours, output: null }),
    ]) {
      await writeFile(keptFile, sealEntry(text));
      parsed.count = 0;
      expect((await loadConfig({ configFile: file, cache: { engine: 'engine-2' } })).title).toBe('Docs');
      expect(parsed.count).toBe(1);
    }
  });

  it('always validates without the cache option', async () => {
    const { file } = await site(`{ title: 'Docs', url: 'https://example.com' }`);
    await loadConfig({ configFile: file });
    await loadConfig({ configFile: file });
    expect(parsed.count).toBe(2);
  });
});

describe('plainJson', () => {
  it('gives JSON only for values that JSON gives back as they were', () => {
    expect(plainJson({ a: [1, 'x', null, true], b: { c: 2 } })).toBe('{"a":[1,"x",null,true],"b":{"c":2}}');
    expect(plainJson(Object.assign(Object.create(null) as object, { a: 1 }))).toBe('{"a":1}');
    for (const value of [
      { f: () => 1 },
      { u: undefined },
      [1, undefined],
      // eslint-disable-next-line no-sparse-arrays
      [1, , 2],
      { d: new Date(0) },
      { r: /x/ },
      { n: Number.NaN },
      { z: -0 },
      { big: 1n },
      { [Symbol('s')]: 1 },
      new Map(),
    ])
      expect(plainJson(value)).toBeUndefined();
  });
});

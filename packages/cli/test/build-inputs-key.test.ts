import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from '@accounts-docs/config';
import { buildInputsKey } from '../src/build-inputs.ts';

// The engine as the cache module reads it, made settable: what a new build of accounts-docs looks like.
const running = vi.hoisted(() => ({ engine: 'engine-1' }));
vi.mock('../../cache/src/engine.ts', () => ({ engineHash: () => running.engine }));

const root = mkdtempSync(path.join(os.tmpdir(), 'build-inputs-key-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(path.join(root, 'page.md'), '# Page\n');
const config = { root, docs: { showLastUpdateTime: false } } as unknown as ResolvedConfig;
const key = () => buildInputsKey(config, { roots: [path.join(root, 'page.md')], extra: ['build'] });

describe('the build stamp key', () => {
  it('is a build-stamp entry: the same inputs under another engine never skip the build', async () => {
    const first = await key();
    expect(await key()).toBe(first);
    running.engine = 'engine-2';
    const other = await key();
    running.engine = 'engine-1';
    expect(other).not.toBe(first);
  });

  it('changes when a source is rewritten', async () => {
    const first = await key();
    writeFileSync(path.join(root, 'page.md'), '# Other\n');
    expect(await key()).not.toBe(first);
  });
});

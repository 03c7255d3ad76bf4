import { describe, expect, it, vi } from 'vitest';
import { RouteTable } from '@accounts-docs/routes';
import { apiOutline } from '../src/index.ts';
import { model } from './model.ts';

// The engine as the cache module reads it, made settable: what a new build of accounts-docs looks like.
const running = vi.hoisted(() => ({ engine: 'engine-1' }));
vi.mock('../../cache/src/engine.ts', () => ({ engineHash: () => running.engine }));

const keys = () =>
  apiOutline(model, {
    root: '/repo',
    basePath: '/api',
    urlTo: new RouteTable('/').urlTo,
    configFile: '/repo/docs.config.ts',
    siteTitle: 'Demo',
  }).pages.map((page) => page.contentKey);

describe("API pages' content keys", () => {
  it('change with the engine (no version constant to bump): a change to how API pages are made renders them again', () => {
    const before = keys();
    expect(keys()).toEqual(before);
    running.engine = 'engine-2';
    const after = keys();
    running.engine = 'engine-1';
    expect(after.every((key, i) => key !== before[i])).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { siteKeyOf } from '../src/fingerprints.ts';

// The engine and the installed tools as the cache module reads them, made settable.
const running = vi.hoisted(() => ({ engine: 'engine-1', react: '18.2.0' }));
vi.mock('../../cache/src/engine.ts', () => ({ engineHash: () => running.engine }));
vi.mock('../../cache/src/tool-versions.ts', () => ({
  toolVersion: (name: string) => `${name}@${name === 'react' ? running.react : '1.0.0'}`,
}));

const key = () =>
  siteKeyOf({
    engine: 'given',
    config: 'config',
    assets: { css: ['/a.css'], js: ['/a.js'], islands: '' },
    search: undefined,
    devScript: undefined,
    analytics: false,
    pages: [],
    overrides: undefined,
  });

describe("every page's fingerprint", () => {
  it("changes with React's version and the running engine: no page's HTML is reused across them", () => {
    const before = key();
    expect(key()).toBe(before);
    running.react = '18.3.1';
    const react = key();
    running.react = '18.2.0';
    running.engine = 'engine-2';
    const engine = key();
    running.engine = 'engine-1';
    expect(new Set([before, react, engine]).size).toBe(3);
  });
});

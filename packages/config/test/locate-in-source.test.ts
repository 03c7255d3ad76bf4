import { describe, expect, it } from 'vitest';
import { locateKey, locateString } from '../src/index.ts';

describe('locateString', () => {
  it('in a .json sidebars file, takes the parser\'s place of the value (a key of the same name is not it)', () => {
    const json = '{\n  "intro": ["guide", "gu\\u0069de-2", "intro"]\n}';
    expect(locateString(json, 'intro', '/site/versioned_sidebars/version-1-sidebars.json')).toEqual({ line: 2, column: 39 });
    expect(locateString(json, 'guide-2', '/site/sidebars.json')).toEqual({ line: 2, column: 23 });
    expect(locateString(json, 'absent', '/site/sidebars.json')).toEqual({ line: 1, column: 1 });
  });

  it('in a TypeScript config (code, evaluated: no places), finds the first quoted occurrence', () => {
    const ts = "export default {\n  navbar: { items: [{ to: \"/docs/a\" }, { to: '/docs/a' }] },\n};\n";
    expect(locateString(ts, '/docs/a', '/site/accounts-docs.config.ts')).toEqual({ line: 2, column: 28 });
  });
});

describe('locateKey', () => {
  it('follows the key path in order', () => {
    const ts = "export default {\n  api: { path: 'x' },\n  docs: {\n    path: 'docs',\n  },\n};\n";
    expect(locateKey(ts, ['docs', 'path'])).toEqual({ line: 4, column: 5 });
  });
});

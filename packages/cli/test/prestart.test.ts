import { describe, expect, it } from 'vitest';
import { loadsConfig } from '../src/prestart.ts';

describe("the config's thread started ahead by the CLI's entry", () => {
  it('is started by the commands that load a config, and not for their help', () => {
    expect(loadsConfig(['build'])).toBe(true);
    expect(loadsConfig(['check-links', '--config', 'x.ts'])).toBe(true);
    expect(loadsConfig(['serve', '--watch'])).toBe(true);
    expect(loadsConfig(['serve', '-w'])).toBe(true);
    expect(loadsConfig(['serve'])).toBe(false);
    expect(loadsConfig(['build', '--help'])).toBe(false);
    expect(loadsConfig(['init'])).toBe(false);
    expect(loadsConfig([])).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', () => ({ setFlagsFromString: setFlags }));

beforeEach(() => setFlags.mockClear());

describe("the CLI's V8 interrupt budget", () => {
  it('is raised when the module loads, for the whole process', async () => {
    const { INTERRUPT_BUDGET } = await import('../src/v8-tiering.ts');
    expect(INTERRUPT_BUDGET).toBe(16 * 67_584);
    // Once, on import (this test's process was started without a budget).
    expect(setFlags.mock.calls).toEqual([[`--interrupt-budget=${INTERRUPT_BUDGET}`]]);
  });

  it('keeps a budget given on the command line', async () => {
    const { setInterruptBudget } = await import('../src/v8-tiering.ts');
    expect(setInterruptBudget(['--interrupt-budget=5000'])).toBe(false);
    expect(setInterruptBudget(['--interrupt_budget', '5000'])).toBe(false);
    expect(setFlags).not.toHaveBeenCalled();
    expect(setInterruptBudget(['--max-old-space-size=100'])).toBe(true);
    expect(setFlags).toHaveBeenCalledTimes(1);
  });

  it("is set by the CLI's entry before any other module's code runs", () => {
    const main = readFileSync(new URL('../src/main.ts', import.meta.url), 'utf8');
    const imports = [...main.matchAll(/^import\s+(?:[^'"]*from\s+)?'([^']+)'/gm)].map((m) => m[1]);
    expect(imports[0]).toBe('./v8-tiering.ts');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', () => ({ setFlagsFromString: setFlags }));

describe("the CLI's V8 interrupt budget", () => {
  it('is raised for a build or a link check, for the whole process', async () => {
    const { INTERRUPT_BUDGET, setInterruptBudget } = await import('../src/v8-tiering.ts');
    expect(INTERRUPT_BUDGET).toBe(16 * 67_584);
    setFlags.mockClear();
    expect(setInterruptBudget(['build', '--out', 'dist'], [])).toBe(true);
    expect(setInterruptBudget(['check-links'], [])).toBe(true);
    expect(setFlags.mock.calls).toEqual([
      [`--interrupt-budget=${INTERRUPT_BUDGET}`],
      [`--interrupt-budget=${INTERRUPT_BUDGET}`],
    ]);
  });

  it("is left as it is for serve (a long-lived process) and a budget given to node's command line", async () => {
    const { setInterruptBudget } = await import('../src/v8-tiering.ts');
    setFlags.mockClear();
    expect(setInterruptBudget(['serve', '--watch'], [])).toBe(false);
    expect(setInterruptBudget(['--version'], [])).toBe(false);
    expect(setInterruptBudget(['build'], ['--interrupt-budget=5000'])).toBe(false);
    expect(setInterruptBudget(['build'], ['--interrupt_budget', '5000'])).toBe(false);
    expect(setFlags).not.toHaveBeenCalled();
    expect(setInterruptBudget(['build'], ['--max-old-space-size=100'])).toBe(true);
    expect(setFlags).toHaveBeenCalledTimes(1);
  });

  it("is set by the CLI's entry before any other module's code runs", () => {
    const main = readFileSync(new URL('../src/main.ts', import.meta.url), 'utf8');
    const imports = [...main.matchAll(/^import\s+(?:[^'"]*from\s+)?'([^']+)'/gm)].map((m) => m[1]);
    expect(imports[0]).toBe('./v8-tiering.ts');
  });
});

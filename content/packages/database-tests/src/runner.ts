/**
 * The test-runner globals the suites use. Jest and Vitest (with globals on)
 * provide them; they are declared here so the package needs no runner types.
 */
declare function describe(name: string, body: () => void): void;
declare function it(name: string, body: () => Promise<void>): void;
declare function beforeAll(hook: () => Promise<void>): void;
declare function beforeEach(hook: () => Promise<void>): void;
declare function afterAll(hook: () => Promise<void>): void;

export const runner = { describe, it, beforeAll, beforeEach, afterAll };

/** Fails the current test when `actual` differs from `expected` (compared as JSON). */
export function assertEqual<T>(actual: T, expected: T, what: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what}: expected ${e}, received ${a}`);
}

/** Fails the current test when `value` is `null` or `undefined`, and narrows it otherwise. */
export function assertPresent<T>(value: T | null | undefined, what: string): asserts value is T {
  if (value === null || value === undefined) throw new Error(`${what}: expected a value, received ${value}`);
}

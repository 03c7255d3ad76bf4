import { describe, expect, it } from 'vitest';
import { routeProblem } from '../src/index.ts';

describe('routeProblem', () => {
  it.each([
    ['/guide/setup', 'absolute'],
    ['/', 'absolute'],
    ['/guide/', 'absolute'],
    ['guide/setup', 'relative'],
    ['../x'.slice(3), 'relative'],
    ['setup', 'any'],
    ['/setup', 'any'],
    ['a b', 'relative'],
    ['/docs/café', 'absolute'],
  ] as const)('accepts %j as %s', (value, shape) => {
    expect(routeProblem(value, shape)).toBeUndefined();
  });

  it.each([
    ['/../../tmp/x', 'any', '`..` segment'],
    ['../tmp/x', 'any', '`..` segment'],
    ['a/./b', 'relative', '`.` segment'],
    ['/a//b', 'absolute', 'empty segment'],
    ['a/', 'relative', 'empty segment'],
    ['/a\\b', 'any', 'backslash'],
    ['/a\0b', 'any', 'control character U+0000'],
    ['/a\nb', 'any', 'control character U+000A'],
    ['/a/%2e%2e/b', 'any', 'encoded character (`%2e`)'],
    ['/a/%2F/b', 'any', 'encoded character (`%2F`)'],
    ['pct%20x', 'relative', 'holds `%`'],
    ['/100%', 'any', 'holds `%`'],
    ['/a?x=1', 'any', '`?` or `#`'],
    ['/a#b', 'any', '`?` or `#`'],
    ['/etc/x', 'relative', 'must be relative'],
    ['docs', 'absolute', 'must start with `/`'],
    ['', 'any', 'empty'],
    [' /a', 'any', 'white space'],
  ] as const)('refuses %j as %s: %s', (value, shape, reason) => {
    expect(routeProblem(value, shape)).toContain(reason);
  });
});

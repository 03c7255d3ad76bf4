import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as ruleIds from '../src/rule-ids.ts';

/** The rule ids in the first column of README's "## Errors" table. */
function readmeRuleIds(): string[] {
  const readme = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
  const section = readme.split(/^## Errors$/m)[1]!.split(/^## /m)[0]!;
  return [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]!);
}

describe('rule ids', () => {
  it('are the rules of README\'s Errors table, each once', () => {
    const documented = readmeRuleIds();
    expect(new Set(documented).size).toBe(documented.length);
    expect([...Object.values(ruleIds)].sort()).toEqual([...documented].sort());
  });

  it('are each named for their id (`broken-link` is BROKEN_LINK)', () => {
    for (const [name, id] of Object.entries(ruleIds)) expect(name).toBe(id.toUpperCase().replace(/-/g, '_'));
  });
});

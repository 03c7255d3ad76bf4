import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as ruleIds from '../src/rule-ids.ts';

/** The rule ids in the first column of the table of docs/errors.md. */
function readmeRuleIds(): string[] {
  const errors = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
  return [...errors.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]!);
}

describe('rule ids', () => {
  it('are the rules of the table in docs/errors.md, each once', () => {
    const documented = readmeRuleIds();
    expect(new Set(documented).size).toBe(documented.length);
    expect([...Object.values(ruleIds)].sort()).toEqual([...documented].sort());
  });

  it('are each named for their id (`broken-link` is BROKEN_LINK)', () => {
    for (const [name, id] of Object.entries(ruleIds)) expect(name).toBe(id.toUpperCase().replace(/-/g, '_'));
  });
});

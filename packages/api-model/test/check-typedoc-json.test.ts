import { describe, expect, it } from 'vitest';
import { checkTypeDocJson } from '../src/check-typedoc-json.ts';

const file = '/project/api.json';

/** A project whose one declaration has the given type, pretty-printed like TypeDoc writes it. */
function project(type: unknown, extra: object = {}): string {
  const value = {
    schemaVersion: '2.0',
    id: 0,
    name: 'API',
    variant: 'project',
    kind: 1,
    children: [{ id: 1, name: 'A', variant: 'declaration', kind: 2097152, type, ...extra }],
  };
  return JSON.stringify(value, null, 2);
}

const summary = (text: string) => {
  const { errors, warnings } = checkTypeDocJson(text, file);
  return [...errors, ...warnings].map((d) => `${d.severity} ${d.line}:${d.column} ${d.reason}`);
};

describe('checkTypeDocJson', () => {
  it('finds nothing in a well-formed project, forward references included', () => {
    const type = { type: 'union', types: [{ type: 'reference', name: 'B', target: 2 }, { type: 'intrinsic', name: 'string' }] };
    const text = project(type).replace(
      /\n {2}\]\n\}$/,
      ',\n    { "id": 2, "name": "B", "variant": "declaration", "kind": 2097152, "type": { "type": "intrinsic", "name": "number" } }\n  ]\n}',
    );
    expect(summary(text)).toEqual([]);
  });

  it('places a reflection without a name, a type that is not an object and an unknown kind', () => {
    const text = project({ type: 'union', types: [null, { type: 'mystery' }] }).replace('"name": "A",', '');
    expect(summary(text)).toEqual([
      'error 8:5 An entry of "API"\'s "children" has no "name" string',
      'error 16:11 A "types" of reflection 1\'s "type" is not a type object',
      'warning 18:21 A "types" of reflection 1\'s "type" is a type of unknown kind "mystery"; it is shown as plain text',
    ]);
  });

  it('warns about a reference whose target id is not in the file', () => {
    expect(summary(project({ type: 'reference', name: 'Gone', target: 42 }))).toEqual([
      'warning 16:19 The reference to "Gone" points at id 42, which no reflection in the file has; it is shown unlinked',
    ]);
  });

  it('walks signatures, parameters and inline declarations', () => {
    const text = project(
      { type: 'reflection', declaration: { id: 3, name: '__type', kind: 65536, signatures: [{ id: 4, kind: 4096, parameters: [{ id: 5, name: 'x', kind: 32768, type: { type: 'nope' } }] }] } },
    );
    expect(summary(text).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(['error 20:13', 'warning 29:29']);
  });
});

describe('checkTypeDocJson on generated JSON', () => {
  it('never throws, and places every problem inside the file', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.json({ maxDepth: 5 }), (text) => {
        const lines = text.split('\n').length;
        const { errors, warnings } = checkTypeDocJson(text, file);
        for (const d of [...errors, ...warnings]) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.line).toBeLessThanOrEqual(lines);
        }
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  forEachApiTypePart,
  visitApiType,
  type ApiMember,
  type ApiSignature,
  type ApiType,
  type ApiTypeVisitor,
} from '../src/index.ts';

const ref = (name: string): ApiType => ({ kind: 'reference', name, target: undefined, typeArguments: [] });

const member = (name: string, type: ApiType): ApiMember => ({
  id: 1,
  name,
  kind: 'property',
  flags: {},
  type,
  defaultValue: undefined,
  signatures: [],
  getter: undefined,
  setter: undefined,
  comment: undefined,
  source: undefined,
  inheritedFrom: undefined,
  overwrites: undefined,
  implementationOf: undefined,
});

const signature = (returns: ApiType): ApiSignature => ({
  typeParameters: [],
  parameters: [],
  returns,
  comment: undefined,
  source: undefined,
});

/** The names a walk meets, depth first, as forEachApiTypePart hands out the parts. */
function namesIn(type: ApiType): string[] {
  const names: string[] = [];
  const walk = (inner: ApiType) => {
    if (inner.kind === 'reference') names.push(inner.name);
    forEachApiTypePart(inner, {
      type: walk,
      member: (m) => {
        names.push(`member ${m.name}`);
        if (m.type) walk(m.type);
      },
      signature: (s) => {
        names.push('signature');
        if (s.returns) walk(s.returns);
      },
      indexSignature: (s) => {
        walk(s.parameter.type);
        walk(s.type);
      },
    });
  };
  walk(type);
  return names;
}

describe('forEachApiTypePart', () => {
  it('reaches the types nested in every form, in the order TypeScript writes them', () => {
    const type: ApiType = {
      kind: 'union',
      types: [
        { kind: 'array', element: ref('A') },
        { kind: 'conditional', check: ref('B'), extends: ref('C'), true: ref('D'), false: ref('E') },
        { kind: 'indexedAccess', object: ref('F'), index: { kind: 'literal', value: '"k"' } },
        {
          kind: 'mapped',
          parameter: 'K',
          constraint: ref('G'),
          template: ref('H'),
          nameType: ref('I'),
          readonlyModifier: undefined,
          optionalModifier: undefined,
        },
        { kind: 'templateLiteral', head: 'a', tail: [[ref('J'), 'b']] },
        { kind: 'tuple', elements: [{ type: ref('K') }, { type: { kind: 'rest', element: ref('L') } }] },
        { kind: 'predicate', name: 'x', asserts: false, target: ref('M') },
        { kind: 'inferred', name: 'T', constraint: ref('N') },
        { kind: 'typeOperator', operator: 'keyof', target: ref('O') },
        { kind: 'query', target: ref('P') },
        { kind: 'reference', name: 'Q', target: undefined, typeArguments: [ref('R')] },
      ],
    };
    expect(namesIn(type)).toEqual('ABCDEFGHIJKLMNOPQR'.split(''));
  });

  it('hands an object type over as members, then call, construct and index signatures', () => {
    const type: ApiType = {
      kind: 'object',
      members: [member('a', ref('A'))],
      callSignatures: [signature(ref('B'))],
      constructSignatures: [signature(ref('C'))],
      indexSignatures: [
        { parameter: { name: 'key', type: ref('D') }, type: ref('E'), readonly: false, comment: undefined },
      ],
    };
    expect(namesIn(type)).toEqual(['member a', 'A', 'signature', 'B', 'signature', 'C', 'D', 'E']);
  });

  it('finds nothing inside the leaf forms', () => {
    for (const leaf of [
      { kind: 'intrinsic', name: 'string' },
      { kind: 'literal', value: '1' },
      { kind: 'typeParameter', name: 'T' },
      { kind: 'unknown', text: '?' },
      { kind: 'inferred', name: 'U', constraint: undefined },
    ] satisfies ApiType[])
      expect(namesIn(leaf)).toEqual([]);
  });
});

describe('visitApiType', () => {
  it("calls the visitor's function for the type's kind, with the context", () => {
    const depth: ApiTypeVisitor<number, number> = {
      intrinsic: (_, level) => level,
      literal: (_, level) => level,
      typeParameter: (_, level) => level,
      unknown: (_, level) => level,
      reference: (type, level) =>
        Math.max(level, ...type.typeArguments.map((t) => visitApiType(t, depth, level + 1))),
      array: (type, level) => visitApiType(type.element, depth, level + 1),
      optional: (type, level) => visitApiType(type.element, depth, level + 1),
      rest: (type, level) => visitApiType(type.element, depth, level + 1),
      tuple: (_, level) => level,
      union: (type, level) => Math.max(...type.types.map((t) => visitApiType(t, depth, level + 1))),
      intersection: (_, level) => level,
      object: (_, level) => level,
      conditional: (_, level) => level,
      indexedAccess: (_, level) => level,
      mapped: (_, level) => level,
      typeOperator: (_, level) => level,
      templateLiteral: (_, level) => level,
      query: (_, level) => level,
      predicate: (_, level) => level,
      inferred: (_, level) => level,
    };
    const type: ApiType = {
      kind: 'union',
      types: [
        ref('A'),
        {
          kind: 'array',
          element: { kind: 'reference', name: 'B', target: undefined, typeArguments: [ref('C')] },
        },
      ],
    };
    expect(visitApiType(type, depth, 0)).toBe(3);
  });

  it('is a complete record: a visitor that lacks a kind does not compile', () => {
    // @ts-expect-error -- `unknown` (and the others) missing: adding a form to ApiType fails here too.
    const partial: ApiTypeVisitor<string> = { intrinsic: (type) => type.name };
    expect(visitApiType({ kind: 'intrinsic', name: 'never' }, partial, undefined)).toBe('never');
  });
});

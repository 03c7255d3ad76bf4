import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { RouteTable } from '@accounts-docs/routes';
import type { ApiModel, ApiSignature, ApiType } from '@accounts-docs/api-model';
import { createApiRoutes, declaredTypeToHast, signatureToHast, typeToHast } from '../src/index.ts';

const model: ApiModel = {
  packages: [
    {
      slug: 'types',
      name: '@x/types',
      version: '1.0.0',
      summary: '',
      dir: 'packages/types',
      changelog: undefined,
      declarations: [
        {
          id: 1,
          kind: 'interface',
          name: 'User',
          comment: undefined,
          source: undefined,
          flags: {},
          typeParameters: [],
          extends: [],
          members: [],
          indexSignatures: [],
          callSignatures: [],
        },
        {
          id: 2,
          kind: 'type',
          name: 'UserId',
          comment: undefined,
          source: undefined,
          flags: {},
          typeParameters: [],
          type: { kind: 'intrinsic', name: 'string' },
        },
      ],
    },
  ],
};
const routes = createApiRoutes(model, { basePath: '/api', urlTo: new RouteTable('/').urlTo });
const text = (type: ApiType) =>
  toHtml({ type: 'root', children: typeToHast(type, routes) })
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;/g, '<')
    .replace(/&#x26;/g, '&');
const html = (type: ApiType) => toHtml({ type: 'root', children: typeToHast(type, routes) });

const str: ApiType = { kind: 'intrinsic', name: 'string' };
const num: ApiType = { kind: 'intrinsic', name: 'number' };
const user: ApiType = { kind: 'reference', name: 'User', target: { declaration: 1 }, typeArguments: [] };
const sig = (params: ApiSignature['parameters'], returns: ApiType): ApiSignature => ({
  typeParameters: [],
  parameters: params,
  returns,
  comment: undefined,
  source: undefined,
});
const param = (name: string, type: ApiType, extra: Partial<ApiSignature['parameters'][number]> = {}) => ({
  name,
  type,
  optional: false,
  rest: false,
  defaultValue: undefined,
  comment: undefined,
  ...extra,
});
const fnType: ApiType = {
  kind: 'object',
  members: [],
  callSignatures: [sig([param('id', str)], user)],
  constructSignatures: [],
  indexSignatures: [],
};

describe('typeToHast', () => {
  it('links references to their page, across packages, and type aliases to the overview anchor', () => {
    expect(html(user)).toContain('<a class="api-ref" href="/api/types/interface/User">User</a>');
    expect(
      html({ kind: 'reference', name: 'UserId', target: { declaration: 2 }, typeArguments: [] }),
    ).toContain('href="/api/types#UserId"');
    expect(
      html({ kind: 'reference', name: 'Internal', target: { external: 'Internal' }, typeArguments: [] }),
    ).toContain('<span class="api-ref">Internal</span>');
    expect(
      html({
        kind: 'reference',
        name: 'Promise',
        target: { external: 'Promise', url: 'https://developer.mozilla.org/x' },
        typeArguments: [user],
      }),
    ).toContain('href="https://developer.mozilla.org/x"');
  });

  it('writes every type form as TypeScript does, with the parentheses its position needs', () => {
    const cases: [ApiType, string][] = [
      [{ kind: 'literal', value: '"a"' }, '"a"'],
      [{ kind: 'reference', name: 'Promise', target: undefined, typeArguments: [user] }, 'Promise<User>'],
      [{ kind: 'array', element: { kind: 'union', types: [str, num] } }, '(string | number)[]'],
      [
        {
          kind: 'tuple',
          elements: [
            { type: str, name: 'a' },
            { type: num, name: 'b', optional: true },
            { type: { kind: 'array', element: str }, name: 'rest', rest: true },
          ],
        },
        '[a: string, b?: number, ...rest: string[]]',
      ],
      [{ kind: 'tuple', elements: [{ type: str }, { type: num, optional: true }] }, '[string, number?]'],
      [
        { kind: 'union', types: [fnType, { kind: 'intrinsic', name: 'null' }] },
        '((id: string) => User) | null',
      ],
      [
        { kind: 'intersection', types: [{ kind: 'union', types: [str, num] }, user] },
        '(string | number) & User',
      ],
      [
        {
          kind: 'object',
          members: [
            {
              id: 9,
              name: 'a',
              kind: 'property',
              flags: { readonly: true, optional: true },
              type: str,
              defaultValue: undefined,
              signatures: [],
              getter: undefined,
              setter: undefined,
              comment: undefined,
              source: undefined,
              inheritedFrom: undefined,
              overwrites: undefined,
              implementationOf: undefined,
            },
          ],
          callSignatures: [],
          constructSignatures: [],
          indexSignatures: [
            { parameter: { name: 'key', type: str }, type: num, readonly: false, comment: undefined },
          ],
        },
        '{ [key: string]: number; readonly a?: string }',
      ],
      [fnType, '(id: string) => User'],
      [
        {
          kind: 'object',
          members: [],
          callSignatures: [],
          constructSignatures: [sig([], user)],
          indexSignatures: [],
        },
        'new () => User',
      ],
      [
        {
          kind: 'conditional',
          check: { kind: 'typeParameter', name: 'T' },
          extends: str,
          true: { kind: 'literal', value: 'true' },
          false: { kind: 'literal', value: 'false' },
        },
        'T extends string ? true : false',
      ],
      [{ kind: 'indexedAccess', object: user, index: { kind: 'literal', value: '"id"' } }, 'User["id"]'],
      [
        {
          kind: 'mapped',
          parameter: 'K',
          constraint: { kind: 'typeOperator', operator: 'keyof', target: user },
          template: str,
          nameType: undefined,
          readonlyModifier: '+',
          optionalModifier: '-',
        },
        '{ readonly [K in keyof User]-?: string }',
      ],
      [
        { kind: 'typeOperator', operator: 'keyof', target: { kind: 'union', types: [user, str] } },
        'keyof (User | string)',
      ],
      [
        { kind: 'array', element: { kind: 'typeOperator', operator: 'keyof', target: user } },
        '(keyof User)[]',
      ],
      [
        {
          kind: 'templateLiteral',
          head: 'user:',
          tail: [
            [str, ''],
            [num, '!'],
          ],
        },
        '`user:${string}${number}!`',
      ],
      [
        {
          kind: 'query',
          target: { kind: 'reference', name: 'config', target: undefined, typeArguments: [] },
        },
        'typeof config',
      ],
      [{ kind: 'predicate', name: 'value', asserts: false, target: user }, 'value is User'],
      [{ kind: 'predicate', name: 'value', asserts: true, target: undefined }, 'asserts value'],
      [{ kind: 'inferred', name: 'U', constraint: str }, 'infer U extends string'],
      [{ kind: 'unknown', text: 'Weird<X>' }, 'Weird<X>'],
    ];
    for (const [type, expected] of cases) expect(text(type), expected).toBe(expected);
  });

  it('writes signatures with type parameters, optional, defaulted and rest parameters', () => {
    const signature: ApiSignature = {
      typeParameters: [{ name: 'T', constraint: user, default: user, comment: undefined }],
      parameters: [
        param('a', str),
        param('b', num, { optional: true }),
        param('c', num, { defaultValue: '1' }),
        param('rest', { kind: 'array', element: str }, { rest: true }),
      ],
      returns: {
        kind: 'reference',
        name: 'Promise',
        target: undefined,
        typeArguments: [{ kind: 'typeParameter', name: 'T' }],
      },
      comment: undefined,
      source: undefined,
    };
    const out = toHtml({ type: 'root', children: signatureToHast(signature, routes) })
      .replace(/<[^>]+>/g, '')
      .replace(/&#x3C;/g, '<');
    expect(out).toBe(
      '<T extends User = User>(a: string, b?: number, c?: number, ...rest: string[]): Promise<T>',
    );
  });
});

describe('declaredTypeToHast', () => {
  it('writes an object type alias one member per line, a small one inline', () => {
    const prop = (name: string) => ({
      id: 1,
      name,
      kind: 'property' as const,
      flags: {},
      type: str,
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
    const object = (names: string[]): ApiType => ({
      kind: 'object',
      members: names.map(prop),
      callSignatures: [],
      constructSignatures: [],
      indexSignatures: [],
    });
    const plain = (type: ApiType) =>
      toHtml({ type: 'root', children: declaredTypeToHast(type, routes) }).replace(/<[^>]+>/g, '');
    expect(plain(object(['a', 'b', 'c']))).toBe('{\n  a: string;\n  b: string;\n  c: string;\n}');
    expect(plain(object(['a']))).toBe('{ a: string }');
  });
});

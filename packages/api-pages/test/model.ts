import type { ApiMember, ApiModel, ApiSignature, ApiType } from '@accounts-docs/api-model';

const str: ApiType = { kind: 'intrinsic', name: 'string' };
const source = (file: string, line: number) => ({ file, line, column: 3 });

function member(partial: Partial<ApiMember> & Pick<ApiMember, 'id' | 'name' | 'kind'>): ApiMember {
  return {
    flags: {},
    type: undefined,
    defaultValue: undefined,
    signatures: [],
    getter: undefined,
    setter: undefined,
    comment: undefined,
    source: undefined,
    inheritedFrom: undefined,
    overwrites: undefined,
    implementationOf: undefined,
    ...partial,
  };
}

function signature(partial: Partial<ApiSignature> = {}): ApiSignature {
  return {
    typeParameters: [],
    parameters: [],
    returns: undefined,
    comment: undefined,
    source: undefined,
    ...partial,
  };
}

/** Two packages: `core` (a class using `types`' interface, an enum, a function) and `types`. */
export const model: ApiModel = {
  packages: [
    {
      slug: 'core',
      name: '@demo/core',
      version: '2.0.0',
      summary: 'The core: see [the guide](/docs/intro).',
      dir: 'packages/core',
      changelog: 'packages/core/CHANGELOG.md',
      declarations: [
        {
          id: 10,
          kind: 'class',
          name: 'Server',
          flags: {},
          source: source('packages/core/src/server.ts', 4),
          comment: {
            summary: [
              { kind: 'text', text: 'Serves users; pair it with ' },
              { kind: 'link', tag: '@link', text: 'User', target: { declaration: 30 } },
              { kind: 'text', text: '.' },
            ],
            blockTags: [{ tag: '@example', content: [{ kind: 'code', text: '```ts\nnew Server();\n```' }] }],
            modifiers: [],
          },
          typeParameters: [],
          extends: [],
          implements: [],
          indexSignatures: [],
          members: [
            member({ id: 11, name: 'constructor', kind: 'constructor', signatures: [signature()] }),
            member({
              id: 12,
              name: 'name',
              kind: 'property',
              flags: { readonly: true },
              type: str,
              source: source('packages/core/src/server.ts', 6),
            }),
            member({
              id: 13,
              name: 'findUser',
              kind: 'method',
              source: source('packages/core/src/server.ts', 9),
              signatures: [
                signature({
                  parameters: [
                    {
                      name: 'id',
                      type: str,
                      optional: false,
                      rest: false,
                      defaultValue: undefined,
                      comment: [{ kind: 'text', text: 'The user id.' }],
                    },
                  ],
                  returns: {
                    kind: 'reference',
                    name: 'User',
                    target: { declaration: 30 },
                    typeArguments: [],
                  },
                  comment: {
                    summary: [{ kind: 'text', text: 'Finds one user.' }],
                    blockTags: [{ tag: '@returns', content: [{ kind: 'text', text: 'The user.' }] }],
                    modifiers: [],
                  },
                }),
              ],
            }),
            member({
              id: 14,
              name: 'old',
              kind: 'method',
              flags: { deprecated: true },
              signatures: [
                signature({
                  comment: {
                    summary: [],
                    blockTags: [{ tag: '@deprecated', content: [{ kind: 'text', text: 'Use findUser.' }] }],
                    modifiers: [],
                  },
                }),
              ],
            }),
          ],
        },
        {
          id: 20,
          kind: 'enum',
          name: 'Errors',
          flags: {},
          source: source('packages/core/src/errors.ts', 1),
          comment: undefined,
          members: [
            { id: 21, name: 'NotFound', value: '"NotFound"', comment: undefined, source: undefined },
            { id: 22, name: 'Invalid', value: '"Invalid"', comment: undefined, source: undefined },
          ],
        },
        {
          id: 25,
          kind: 'function',
          name: 'start',
          flags: {},
          source: source('packages/core/src/start.ts', 2),
          comment: {
            summary: [
              { kind: 'text', text: 'Starts a server. Broken: ' },
              { kind: 'link', tag: '@link', text: 'Nope', target: undefined },
            ],
            blockTags: [],
            modifiers: [],
          },
          signatures: [
            signature({
              returns: {
                kind: 'reference',
                name: 'Server',
                target: { declaration: 10, member: 'findUser' },
                typeArguments: [],
              },
            }),
          ],
        },
        {
          id: 27,
          kind: 'function',
          name: 'stop',
          flags: {},
          source: source('packages/core/src/start.ts', 12),
          comment: undefined,
          // TypeDoc puts a function's comment on its signature.
          signatures: [
            signature({
              comment: {
                summary: [{ kind: 'text', text: 'Stops the server.' }],
                blockTags: [],
                modifiers: [],
              },
            }),
          ],
        },
        {
          id: 26,
          kind: 'variable',
          name: 'VERSION',
          flags: { const: true },
          source: source('packages/core/src/start.ts', 1),
          comment: undefined,
          type: str,
          defaultValue: "'2.0.0'",
        },
      ],
    },
    {
      slug: 'types',
      name: '@demo/types',
      version: '2.0.0',
      summary: 'Shared types.',
      dir: 'packages/types',
      changelog: undefined,
      declarations: [
        {
          id: 30,
          kind: 'interface',
          name: 'User',
          flags: {},
          source: source('packages/types/src/user.ts', 1),
          comment: undefined,
          typeParameters: [],
          extends: [],
          indexSignatures: [],
          callSignatures: [],
          members: [
            member({
              id: 31,
              name: 'id',
              kind: 'property',
              type: { kind: 'reference', name: 'UserId', target: { declaration: 32 }, typeArguments: [] },
            }),
          ],
        },
        {
          id: 32,
          kind: 'type',
          name: 'UserId',
          flags: {},
          source: source('packages/types/src/user.ts', 8),
          comment: undefined,
          typeParameters: [],
          type: str,
        },
        {
          id: 33,
          kind: 'type',
          name: 'Profile',
          flags: {},
          source: source('packages/types/src/user.ts', 12),
          comment: undefined,
          typeParameters: [],
          type: {
            kind: 'object',
            members: [
              member({
                id: 34,
                name: 'nickname',
                kind: 'property',
                flags: { optional: true },
                type: str,
                comment: {
                  summary: [{ kind: 'text', text: 'Shown instead of the e-mail.' }],
                  blockTags: [],
                  modifiers: [],
                },
              }),
              member({ id: 35, name: 'locale', kind: 'property', type: str }),
            ],
            callSignatures: [],
            constructSignatures: [],
            indexSignatures: [],
          },
        },
      ],
    },
  ],
};

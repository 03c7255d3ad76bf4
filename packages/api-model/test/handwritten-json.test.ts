/**
 * TypeDoc JSON written by hand, for what a TypeDoc run over the fixtures does not produce:
 * other project layouts, prebuilt files from elsewhere, type forms TypeDoc writes rarely.
 */
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { describe, expect, it } from 'vitest';
import { apiModelFromTypeDoc, type ApiPackageInput, type ApiType } from '../src/index.ts';

const root = path.resolve('/project');
const Kind = { Module: 2, Class: 128, Namespace: 4, TypeAlias: 2097152, Reference: 4194304 };

const input = (slug: string, name = `@x/${slug}`): ApiPackageInput => ({
  slug,
  dir: path.join(root, slug),
  name,
  version: '1.0.0',
  description: `${slug}, from package.json`,
  entry: path.join(root, slug, 'src/index.ts'),
  changelog: undefined,
});

const sources = (fileName: string, line = 1) => [{ fileName, line, character: 0 }];

function typeAlias(id: number, name: string, type: object, extra: object = {}) {
  return {
    id,
    name,
    variant: 'declaration',
    kind: Kind.TypeAlias,
    flags: {},
    sources: sources('a/src/index.ts', id),
    type,
    ...extra,
  };
}

function project(children: object[], extra: object = {}): JSONOutput.ProjectReflection {
  const value = {
    schemaVersion: '2.0',
    id: 0,
    name: 'API',
    variant: 'project',
    kind: 1,
    flags: {},
    children,
    ...extra,
  };
  return value as unknown as JSONOutput.ProjectReflection;
}

function moduleOf(id: number, name: string, children: object[], extra: object = {}) {
  return { id, name, variant: 'declaration', kind: Kind.Module, flags: {}, children, ...extra };
}

const typeOf = (json: JSONOutput.ProjectReflection, name: string): ApiType => {
  const { model } = apiModelFromTypeDoc(json, { root, packages: [input('a')] });
  const found = model.packages[0]!.declarations.find((d) => d.name === name);
  if (found?.kind !== 'type') throw new Error(`no type ${name}`);
  return found.type;
};

describe('project layouts', () => {
  it('one entry point: the declarations are on the project itself', () => {
    const json = project([typeAlias(1, 'A', { type: 'intrinsic', name: 'string' })]);
    const { model, diagnostics } = apiModelFromTypeDoc(json, { root, packages: [input('a')] });
    expect(model.packages[0]!.declarations.map((d) => d.name)).toEqual(['A']);
    expect(diagnostics).toEqual([]);
  });

  it("modules named by npm name (TypeDoc's packages strategy), in any order", () => {
    const json = project([
      moduleOf(1, '@x/b', [typeAlias(3, 'B', { type: 'intrinsic', name: 'number' })]),
      moduleOf(2, '@x/a', [typeAlias(4, 'A', { type: 'intrinsic', name: 'string' })]),
    ]);
    const { model } = apiModelFromTypeDoc(json, { root, packages: [input('a'), input('b')] });
    expect(model.packages.map((p) => [p.slug, p.declarations.map((d) => d.name)])).toEqual([
      ['a', ['A']],
      ['b', ['B']],
    ]);
  });

  it('a package TypeDoc has no module for: listed without declarations, and reported', () => {
    const json = project([
      moduleOf(1, 'a/src', [typeAlias(2, 'A', { type: 'intrinsic', name: 'string' })], {
        sources: sources('a/src/index.ts'),
      }),
    ]);
    const { model, diagnostics } = apiModelFromTypeDoc(json, { root, packages: [input('a'), input('b')] });
    expect(model.packages[1]).toEqual({
      slug: 'b',
      name: '@x/b',
      version: '1.0.0',
      summary: 'b, from package.json',
      dir: 'b',
      changelog: undefined,
      declarations: [],
    });
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        ruleId: 'api-package-unmatched',
        reason: "TypeDoc's output has no module for @x/b (entry b/src/index.ts)",
        file: path.join(root, 'b/package.json'),
        hint: expect.stringContaining('entry points'),
      },
    ]);
  });

  it("the module comment's first paragraph is the summary, links as markdown", () => {
    const comment = {
      summary: [
        { kind: 'text', text: 'Uses ' },
        { kind: 'inline-tag', tag: '@linkcode', text: 'A', target: 2 },
        { kind: 'text', text: ', see ' },
        { kind: 'inline-tag', tag: '@link', text: 'the guide', target: 'https://example.com' },
        { kind: 'text', text: '.\n\nMore detail that the overview leaves out.' },
      ],
    };
    const json = project([
      moduleOf(1, '@x/a', [typeAlias(2, 'A', { type: 'intrinsic', name: 'string' })], { comment }),
    ]);
    const { model } = apiModelFromTypeDoc(json, { root, packages: [input('a')] });
    expect(model.packages[0]!.summary).toBe('Uses `A`, see [the guide](https://example.com).');
  });
});

describe('re-exports', () => {
  it('follows a chain of references, and reports one whose original is not documented', () => {
    const json = project([
      typeAlias(1, 'A', { type: 'intrinsic', name: 'string' }),
      {
        id: 2,
        name: 'B',
        variant: 'reference',
        kind: Kind.Reference,
        flags: {},
        target: 3,
        sources: sources('a/src/index.ts', 2),
      },
      { id: 3, name: 'C', variant: 'reference', kind: Kind.Reference, flags: {}, target: 1 },
      {
        id: 4,
        name: 'Gone',
        variant: 'reference',
        kind: Kind.Reference,
        flags: {},
        target: -1,
        sources: sources('a/src/index.ts', 4),
      },
    ]);
    const { model, diagnostics } = apiModelFromTypeDoc(json, { root, packages: [input('a')] });
    expect(model.packages[0]!.declarations.map((d) => [d.id, d.name, d.kind])).toEqual([
      [1, 'A', 'type'],
      [2, 'B', 'type'],
      [3, 'C', 'type'],
    ]);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        ruleId: 'unresolved-api-reexport',
        reason: 'Gone re-exports something TypeDoc did not document',
        file: path.join(root, 'a/src/index.ts'),
        line: 4,
        column: 1,
        hint: expect.any(String),
      },
    ]);
  });
});

describe('types and targets TypeDoc writes rarely', () => {
  it('optional and rest outside a tuple, a lone named member, a form it does not know', () => {
    const json = project([
      typeAlias(1, 'Opt', { type: 'optional', elementType: { type: 'intrinsic', name: 'string' } }),
      typeAlias(2, 'Rest', {
        type: 'rest',
        elementType: { type: 'array', elementType: { type: 'intrinsic', name: 'number' } },
      }),
      typeAlias(3, 'Named', {
        type: 'namedTupleMember',
        name: 'x',
        isOptional: false,
        element: { type: 'intrinsic', name: 'number' },
      }),
      typeAlias(4, 'Future', { type: 'someNewForm' }),
    ]);
    expect(typeOf(json, 'Opt')).toEqual({ kind: 'optional', element: { kind: 'intrinsic', name: 'string' } });
    expect(typeOf(json, 'Rest')).toEqual({
      kind: 'rest',
      element: { kind: 'array', element: { kind: 'intrinsic', name: 'number' } },
    });
    expect(typeOf(json, 'Named')).toEqual({ kind: 'intrinsic', name: 'number' });
    expect(typeOf(json, 'Future')).toEqual({ kind: 'unknown', text: 'someNewForm' });
  });

  it('targets outside the model: by qualified name, with the URL TypeDoc or we know', () => {
    const json = project([
      typeAlias(1, 'Hidden', {
        type: 'reference',
        target: 999,
        name: 'Internal',
        qualifiedName: 'ns.Internal',
        package: '@x/a',
      }),
      typeAlias(2, 'Db', {
        type: 'reference',
        target: { packageName: 'mongodb', packagePath: 'mongodb.d.ts', qualifiedName: 'Db' },
        name: 'Db',
        package: 'mongodb',
      }),
      typeAlias(3, 'Mapped', {
        type: 'reference',
        target: { packageName: 'mongodb', packagePath: 'mongodb.d.ts', qualifiedName: 'Collection' },
        name: 'Collection',
        package: 'mongodb',
        externalUrl: 'https://mongodb.github.io/node-mongodb-native/',
      }),
      typeAlias(4, 'Lib', {
        type: 'reference',
        target: { packageName: 'typescript', packagePath: 'lib/lib.es5.d.ts', qualifiedName: 'Partial' },
        name: 'Partial',
        package: 'typescript',
      }),
      typeAlias(5, 'Unknown', {
        type: 'reference',
        target: { packageName: 'typescript', packagePath: 'lib/lib.dom.d.ts', qualifiedName: 'HTMLElement' },
        name: 'HTMLElement',
        package: 'typescript',
      }),
    ]);
    const target = (name: string) => (typeOf(json, name) as Extract<ApiType, { kind: 'reference' }>).target;
    expect(target('Hidden')).toEqual({ external: 'ns.Internal' });
    expect(target('Db')).toEqual({ external: 'Db' });
    expect(target('Mapped')).toEqual({
      external: 'Collection',
      url: 'https://mongodb.github.io/node-mongodb-native/',
    });
    expect(target('Lib')).toEqual({
      external: 'Partial',
      url: 'https://www.typescriptlang.org/docs/handbook/utility-types.html',
    });
    expect(target('Unknown')).toEqual({ external: 'HTMLElement' });
  });

  it('suggests the closest name for an unresolved link, members included', () => {
    const comment = { summary: [{ kind: 'inline-tag', tag: '@link', text: 'Widget.drwa' }] };
    const widget = {
      id: 1,
      name: 'Widget',
      variant: 'declaration',
      kind: Kind.Class,
      flags: {},
      comment,
      sources: sources('a/src/widget.ts', 7),
      children: [{ id: 2, name: 'draw', variant: 'declaration', kind: 2048, flags: {}, signatures: [] }],
    };
    const { diagnostics } = apiModelFromTypeDoc(project([widget]), { root, packages: [input('a')] });
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        ruleId: 'unresolved-api-link',
        reason: '{@link Widget.drwa} does not name an exported declaration',
        file: path.join(root, 'a/src/widget.ts'),
        line: 7,
        column: 1,
        hint: 'Did you mean {@link Widget.draw}?',
      },
    ]);
  });

  it('reports a namespace at its source, and skips it', () => {
    const json = project([
      {
        id: 1,
        name: 'ns',
        variant: 'declaration',
        kind: Kind.Namespace,
        flags: {},
        sources: sources('a/src/ns.ts', 3),
      },
    ]);
    const { model, diagnostics } = apiModelFromTypeDoc(json, { root, packages: [input('a')] });
    expect(model.packages[0]!.declarations).toEqual([]);
    expect(diagnostics).toMatchObject([
      {
        ruleId: 'unsupported-api-kind',
        reason: 'ns is a namespace, which the API reference does not show',
        line: 3,
      },
    ]);
  });
});

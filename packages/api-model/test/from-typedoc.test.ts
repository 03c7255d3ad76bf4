import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import {
  apiModelFromTypeDoc,
  findApiPackages,
  loadTypeDocProject,
  type ApiDeclaration,
  type ApiModel,
  type ApiPackageInput,
  type ApiTarget,
  type ApiType,
  type TypeDocProject,
} from '../src/index.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'monorepo');

let packages: ApiPackageInput[];
let loaded: TypeDocProject;
let model: ApiModel;
let diagnostics: Diagnostic[];

// One TypeDoc run (~1 s) for the whole file; every test reads the converted model.
beforeAll(async () => {
  packages = await findApiPackages({ root, patterns: ['*'] });
  loaded = await loadTypeDocProject({ root, packages, tsconfig: 'tsconfig.json' });
  ({ model, diagnostics } = apiModelFromTypeDoc(loaded.project, { root, packages }));
});

type Kind = ApiDeclaration['kind'];
type Of<K extends Kind> = Extract<ApiDeclaration, { kind: K }>;

const pkg = (slug: string) => model.packages.find((p) => p.slug === slug)!;
function decl<K extends Kind>(name: string, kind: K, slug = 'shapes'): Of<K> {
  const found = pkg(slug).declarations.find((d) => d.name === name && d.kind === kind);
  if (!found) throw new Error(`no ${kind} ${name} in ${slug}`);
  return found as Of<K>;
}
const typeOf = (name: string) => decl(name, 'type').type;
const member = (declaration: { members: { name: string }[] }, name: string) =>
  declaration.members.find((m) => m.name === name) as Of<'class'>['members'][number];
const intrinsic = (name: string): ApiType => ({ kind: 'intrinsic', name });
const literal = (value: string): ApiType => ({ kind: 'literal', value });
const param = (name: string): ApiType => ({ kind: 'typeParameter', name });
const ref = (name: string, target: ApiTarget | undefined, typeArguments: ApiType[] = []): ApiType => ({
  kind: 'reference',
  name,
  target,
  typeArguments,
});
const to = (name: string, memberName?: string): ApiTarget => {
  const { id } = model.packages.flatMap((p) => p.declarations).find((d) => d.name === name)!;
  return memberName === undefined ? { declaration: id } : { declaration: id, member: memberName };
};
const text = (value: string) => ({ kind: 'text', text: value });

describe('packages', () => {
  it('keeps TypeDoc quiet on the fixture', () => {
    expect(loaded.source).toBe('typedoc');
    expect(loaded.diagnostics).toEqual([]);
  });

  it('maps each module to its package by entry file, with paths relative to the root', () => {
    expect(model.packages.map(({ declarations, ...rest }) => rest)).toEqual([
      {
        slug: 'geometry',
        name: '@fixture/geometry',
        version: '0.1.0',
        // No @packageDocumentation: package.json's description.
        summary: 'Geometry helpers built on shapes.',
        dir: 'geometry',
        changelog: undefined,
      },
      {
        slug: 'shapes',
        name: '@fixture/shapes',
        version: '1.2.3',
        // The entry's @packageDocumentation wins; its link reads as text in markdown.
        summary: 'Shapes and the Shape contract they share.',
        dir: 'shapes',
        changelog: 'shapes/CHANGELOG.md',
      },
      {
        slug: 'widgets',
        name: '@fixture/widgets',
        version: '2.0.0',
        summary: 'Widgets: an entry point named by package.json "typings".',
        dir: 'widgets',
        changelog: undefined,
      },
    ]);
  });

  it('lists declarations by kind, then name; `default` and re-exports under their exported names', () => {
    expect(pkg('shapes').declarations.map((d) => `${d.kind} ${d.name}`)).toEqual([
      'class Base',
      'class Circle',
      'class default',
      'class Round',
      'interface Factory',
      'interface Named',
      'interface Shape',
      'enum Color',
      'enum Level',
      'function assertOk',
      'function assertShape',
      'function isShape',
      'function list',
      'function load',
      'function oldList',
      'function selfish',
      'type AreaOf',
      'type Both',
      'type Ctor',
      'type Dict',
      'type Frozen',
      'type Getters',
      'type Handler',
      'type Id',
      'type IsString',
      'type Keys',
      'type Lib',
      'type Literals',
      'type Lookup',
      'type Loose',
      'type Mutable',
      'type Options',
      'type Origin',
      'type Pair',
      'type Unwrap',
      'variable counter',
      'variable MAX',
      'variable origin',
      'variable spread',
      'variable token',
    ]);
    expect(pkg('geometry').declarations.map((d) => d.name)).toEqual(['unitCircle']);
    expect(pkg('widgets').declarations.map((d) => d.name)).toEqual(['Widget']);
  });

  it('reports namespaces (skipped) and unresolved links, each once, at their source', () => {
    const at = (file: string, line: number, column: number) => ({
      file: path.join(root, file),
      line,
      column,
    });
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        ruleId: 'unsupported-api-kind',
        reason: 'Legacy is a namespace, which the API reference does not show',
        ...at('geometry/src/index.ts', 11, 18),
        hint: expect.stringContaining('Export its members'),
      },
      {
        severity: 'warning',
        ruleId: 'unsupported-api-kind',
        reason: 'util is a namespace, which the API reference does not show',
        ...at('shapes/src/util.ts', 1, 1),
        hint: expect.any(String),
      },
      {
        severity: 'warning',
        ruleId: 'unresolved-api-link',
        reason: '{@link Nope} does not name an exported declaration',
        // Circle's comment; the re-export Round repeats it but is not reported twice.
        ...at('shapes/src/circle.ts', 39, 14),
        hint: 'Link to an exported declaration (`Name` or `Name.member`) or to a URL.',
      },
    ]);
  });

  it('converts without touching its input, the same way every time', () => {
    const before = JSON.stringify(loaded.project);
    const again = apiModelFromTypeDoc(loaded.project, { root, packages });
    expect(again.model).toEqual(model);
    expect(JSON.stringify(loaded.project)).toBe(before);
  });
});

describe('classes', () => {
  it('groups members by kind, each kind in source order, with flags', () => {
    const circle = decl('Circle', 'class');
    expect(circle.members.map((m) => [m.kind, m.name, m.flags])).toEqual([
      ['constructor', 'constructor', {}],
      // Inherited from Base, which is earlier in circle.ts.
      ['property', 'count', { static: true }],
      ['property', 'name', { readonly: true }],
      ['property', 'scale', { protected: true }],
      ['property', 'label', { optional: true }],
      ['property', 'radius', {}],
      ['accessor', 'diameter', { deprecated: true }],
      ['method', 'describe', {}],
      ['method', 'area', {}],
      ['method', 'grow', {}],
    ]);
    // Private members are left out (excludePrivate).
    expect(decl('Base', 'class').members.map((m) => m.name)).not.toContain('secret');
    expect(decl('Base', 'class').flags).toEqual({ abstract: true });
    expect(member(decl('Base', 'class'), 'area').flags).toEqual({ abstract: true });
  });

  it('points extends, implements, inheritedFrom, overwrites and implementationOf at declarations and members', () => {
    const circle = decl('Circle', 'class');
    expect(circle.extends).toEqual([ref('Base', to('Base'))]);
    expect(decl('Base', 'class').implements).toEqual([ref('Shape', to('Shape'))]);
    expect(member(circle, 'describe').inheritedFrom).toEqual(ref('Base.describe', to('Base', 'describe')));
    expect(member(circle, 'area').overwrites).toEqual(ref('Base.area', to('Base', 'area')));
    expect(member(circle, 'label').inheritedFrom).toBeUndefined();
    expect(member(decl('Base', 'class'), 'name').implementationOf).toEqual(
      ref('Shape.name', to('Shape', 'name')),
    );
  });

  it('keeps constructors, properties, accessors and overloads with their signatures', () => {
    const circle = decl('Circle', 'class');
    const constructor = member(circle, 'constructor');
    expect(constructor.signatures).toHaveLength(1);
    expect(constructor.signatures[0]).toMatchObject({
      parameters: [
        { name: 'radius', type: intrinsic('number'), optional: false, rest: false, defaultValue: undefined },
        { name: 'name', type: intrinsic('string'), optional: false, rest: false, defaultValue: "'circle'" },
      ],
      returns: ref('Circle', to('Circle')),
      comment: {
        summary: [text('Creates a circle of radius '), { kind: 'code', text: '`radius`' }, text('.')],
      },
      source: { file: 'shapes/src/circle.ts', line: 44, column: 3 },
    });
    expect(member(decl('Base', 'class'), 'count')).toMatchObject({
      type: intrinsic('number'),
      defaultValue: '0',
    });

    const diameter = member(circle, 'diameter');
    expect(diameter.getter).toMatchObject({ parameters: [], returns: intrinsic('number') });
    expect(diameter.getter!.comment!.blockTags[0]!.tag).toBe('@deprecated');
    expect(diameter.setter).toMatchObject({
      parameters: [{ name: 'value', type: intrinsic('number') }],
      returns: intrinsic('void'),
    });

    const grow = member(circle, 'grow');
    expect(grow.signatures.map((s) => s.parameters.map((p) => p.name))).toEqual([['factor'], ['x', 'y']]);
    expect(grow.signatures.map((s) => s.comment!.summary)).toEqual([
      [text('Grows by a factor.')],
      [text('Grows by the larger of two factors.')],
    ]);
    expect(grow.signatures[0]!.returns).toEqual(intrinsic('this'));
  });

  it('has index signatures, and an implicit constructor without a source', () => {
    expect(decl('Circle', 'class').indexSignatures).toEqual([
      {
        parameter: { name: 'key', type: intrinsic('string') },
        type: intrinsic('unknown'),
        readonly: false,
        comment: undefined,
      },
    ]);
    const registry = decl('default', 'class');
    expect(registry.members.map((m) => m.name)).toEqual(['constructor', 'add', 'get']);
    expect(member(registry, 'constructor').source).toBeUndefined();
  });
});

describe('interfaces, enums, functions, types, variables', () => {
  it('interfaces: type parameters, extends, index and call signatures', () => {
    const shape = decl('Shape', 'interface');
    expect(shape.typeParameters).toEqual([
      {
        name: 'U',
        constraint: intrinsic('string'),
        default: literal('"px"'),
        comment: [text('the unit its measures are in')],
      },
    ]);
    expect(shape.extends).toEqual([ref('Named', to('Named'))]);
    expect(shape.members.map((m) => [m.kind, m.name, m.flags])).toEqual([
      ['property', 'name', { readonly: true }],
      ['property', 'unit', { optional: true }],
      ['method', 'area', {}],
    ]);
    expect(shape.indexSignatures).toEqual([
      {
        parameter: { name: 'key', type: intrinsic('string') },
        type: intrinsic('unknown'),
        readonly: false,
        comment: { summary: [text('Extra data, by key.')], blockTags: [], modifiers: [] },
      },
    ]);
    const factory = decl('Factory', 'interface');
    expect(factory.callSignatures).toMatchObject([
      { parameters: [{ name: 'name' }], returns: ref('Shape', to('Shape')) },
    ]);
    expect(factory.members.map((m) => m.name)).toEqual(['defaultName']);
  });

  it('enums: members in source order, strings quoted, computed ones without a value', () => {
    expect(decl('Color', 'enum').members.map((m) => [m.name, m.value])).toEqual([
      ['Red', '"red"'],
      ['Green', '"green"'],
    ]);
    expect(decl('Color', 'enum').members[1]!.comment!.summary).toEqual([text('Greenish.')]);
    expect(decl('Level', 'enum').members.map((m) => [m.name, m.value])).toEqual([
      ['Low', '1'],
      ['High', '10'],
      ['Below', '-1'],
      ['Computed', undefined],
    ]);
  });

  it('functions: type parameters with constraint and default; optional, default and rest parameters', () => {
    const [signature] = decl('list', 'function').signatures;
    expect(signature!.typeParameters).toEqual([
      {
        name: 'T',
        constraint: { kind: 'union', types: [intrinsic('string'), intrinsic('number')] },
        default: intrinsic('string'),
        comment: [text('item type')],
      },
      { name: 'K', constraint: undefined, default: param('T'), comment: undefined },
    ]);
    expect(signature!.parameters).toEqual([
      {
        name: 'first',
        type: param('T'),
        optional: false,
        rest: false,
        defaultValue: undefined,
        comment: [text('the first item')],
      },
      {
        name: 'separator',
        type: intrinsic('string'),
        optional: false,
        rest: false,
        defaultValue: "', '",
        comment: [text('between items')],
      },
      {
        name: 'label',
        type: param('K'),
        optional: true,
        rest: false,
        defaultValue: undefined,
        comment: [text('shown before the list')],
      },
      {
        name: 'rest',
        type: { kind: 'array', element: param('T') },
        optional: false,
        rest: true,
        defaultValue: undefined,
        comment: [text('more items')],
      },
    ]);
    expect(signature!.returns).toEqual(intrinsic('string'));
    expect(signature!.comment!.blockTags).toEqual([{ tag: '@returns', content: [text('the joined list')] }]);
    expect(decl('load', 'function').signatures[0]!.returns).toEqual(
      // An inferred type: TypeDoc fills in Shape's default type argument.
      ref('Promise', expect.objectContaining({ external: 'Promise' }), [
        { kind: 'array', element: ref('Shape', to('Shape'), [literal('"px"')]) },
      ]),
    );
  });

  it('marks deprecation from the declaration or its first signature', () => {
    expect(decl('oldList', 'function').flags).toEqual({ deprecated: true });
    expect(decl('list', 'function').flags).toEqual({});
  });

  it('variables: type, flags, initializer only when TypeDoc kept it', () => {
    expect(decl('MAX', 'variable')).toMatchObject({
      flags: { const: true },
      type: literal('10'),
      defaultValue: '10',
    });
    expect(decl('counter', 'variable')).toMatchObject({
      flags: {},
      type: intrinsic('number'),
      defaultValue: '0',
    });
    // TypeDoc writes `...` for an object literal.
    expect(decl('origin', 'variable').defaultValue).toBeUndefined();
    expect(decl('origin', 'variable').type).toMatchObject({
      kind: 'object',
      members: [{ name: 'x' }, { name: 'y' }],
    });
    expect(decl('token', 'variable').type).toEqual({
      kind: 'typeOperator',
      operator: 'unique',
      target: intrinsic('symbol'),
    });
  });

  it('an object literal alias is an object type with members (TypeDoc writes them on the alias)', () => {
    const options = decl('Options', 'type');
    expect(options.type).toMatchObject({
      kind: 'object',
      members: [
        {
          kind: 'property',
          name: 'size',
          flags: {},
          type: intrinsic('number'),
          comment: { summary: [text('Size in pixels.')] },
        },
        {
          kind: 'property',
          name: 'label',
          flags: { readonly: true, optional: true },
          type: intrinsic('string'),
        },
      ],
      callSignatures: [],
    });
    expect(options.comment!.summary[1]).toMatchObject({
      kind: 'link',
      text: 'Options.size',
      target: to('Options', 'size'),
    });
  });

  it('type aliases keep their type parameters', () => {
    expect(decl('IsString', 'type').typeParameters).toMatchObject([{ name: 'T', constraint: undefined }]);
  });
});

describe('type forms', () => {
  it('literals: strings quoted, negative numbers, booleans, null, bigints', () => {
    expect(typeOf('Literals')).toEqual({
      kind: 'union',
      types: ['"a"', '42', '-1', 'true', 'null', '10n', '-5n'].map(literal).concat(intrinsic('undefined')),
    });
  });

  it('tuples: named, optional and rest elements', () => {
    // TypeDoc drops the `...` of a named rest element written in a type (its JSON has no mark for it).
    expect(typeOf('Pair')).toEqual({
      kind: 'tuple',
      elements: [
        { type: intrinsic('number'), name: 'x' },
        { type: intrinsic('number'), name: 'y', optional: true },
        { type: { kind: 'array', element: intrinsic('string') }, name: 'rest' },
      ],
    });
    expect(typeOf('Loose')).toEqual({
      kind: 'tuple',
      elements: [
        { type: intrinsic('number') },
        { type: intrinsic('string'), optional: true },
        { type: { kind: 'array', element: intrinsic('boolean') }, rest: true },
      ],
    });
    // An inferred tuple keeps it: `rest` around the named member.
    expect(decl('spread', 'variable').type).toEqual({
      kind: 'tuple',
      elements: [
        { type: intrinsic('number'), name: 'count' },
        { type: { kind: 'array', element: intrinsic('string') }, name: 'names', rest: true },
      ],
    });
  });

  it('conditional, inferred, indexed access, keyof, readonly, query', () => {
    expect(typeOf('IsString')).toEqual({
      kind: 'conditional',
      check: param('T'),
      extends: intrinsic('string'),
      true: literal('"yes"'),
      false: literal('"no"'),
    });
    expect(typeOf('Unwrap')).toEqual({
      kind: 'conditional',
      check: param('T'),
      extends: ref('Promise', expect.objectContaining({ external: 'Promise' }), [
        { kind: 'inferred', name: 'U', constraint: intrinsic('object') },
      ]),
      true: param('U'),
      false: param('T'),
    });
    expect(typeOf('AreaOf')).toEqual({
      kind: 'indexedAccess',
      object: ref('Shape', to('Shape')),
      index: literal('"area"'),
    });
    expect(typeOf('Keys')).toEqual({
      kind: 'typeOperator',
      operator: 'keyof',
      target: ref('Shape', to('Shape')),
    });
    expect(typeOf('Frozen')).toEqual({
      kind: 'typeOperator',
      operator: 'readonly',
      target: { kind: 'array', element: intrinsic('string') },
    });
    expect(typeOf('Origin')).toEqual({ kind: 'query', target: ref('origin', to('origin')) });
  });

  it('mapped types with modifiers and a name type; template literals', () => {
    expect(typeOf('Getters')).toEqual({
      kind: 'mapped',
      parameter: 'K',
      constraint: { kind: 'typeOperator', operator: 'keyof', target: param('T') },
      template: {
        kind: 'object',
        members: [],
        callSignatures: [
          {
            typeParameters: [],
            parameters: [],
            returns: { kind: 'indexedAccess', object: param('T'), index: param('K') },
            comment: undefined,
            source: undefined,
          },
        ],
        constructSignatures: [],
        indexSignatures: [],
      },
      nameType: {
        kind: 'templateLiteral',
        head: 'get',
        tail: [
          [
            ref('Capitalize', expect.objectContaining({ external: 'Capitalize' }), [
              { kind: 'intersection', types: [param('K'), intrinsic('string')] },
            ]),
            '',
          ],
        ],
      },
      readonlyModifier: '+',
      optionalModifier: '-',
    });
    expect(typeOf('Mutable')).toMatchObject({
      kind: 'mapped',
      nameType: undefined,
      readonlyModifier: '-',
      optionalModifier: '+',
    });
    expect(typeOf('Id')).toEqual({
      kind: 'templateLiteral',
      head: 'shape-',
      tail: [
        [intrinsic('number'), '-'],
        [intrinsic('string'), ''],
      ],
    });
  });

  it('object types: members, call, construct and index signatures; intersections', () => {
    expect(typeOf('Handler')).toMatchObject({
      kind: 'object',
      members: [],
      callSignatures: [
        {
          parameters: [
            { name: 'event', type: intrinsic('string'), rest: false },
            { name: 'args', type: { kind: 'array', element: intrinsic('unknown') }, rest: true },
          ],
          returns: intrinsic('void'),
        },
      ],
      constructSignatures: [],
    });
    expect(typeOf('Ctor')).toMatchObject({
      kind: 'object',
      callSignatures: [],
      constructSignatures: [{ parameters: [{ name: 'name' }], returns: ref('Shape', to('Shape')) }],
    });
    expect(typeOf('Dict')).toMatchObject({
      kind: 'object',
      indexSignatures: [
        { parameter: { name: 'key', type: intrinsic('string') }, type: intrinsic('number'), readonly: true },
      ],
    });
    expect(typeOf('Both')).toMatchObject({
      kind: 'intersection',
      types: [
        ref('Shape', to('Shape')),
        { kind: 'object', members: [{ name: 'id', kind: 'property', type: intrinsic('number') }] },
      ],
    });
  });

  it('predicates, and what TypeDoc can only print', () => {
    const returns = (name: string) => decl(name, 'function').signatures[0]!.returns;
    expect(returns('isShape')).toEqual({
      kind: 'predicate',
      name: 'value',
      asserts: false,
      // TypeDoc fills in the default type argument.
      target: ref('Shape', to('Shape'), [literal('"px"')]),
    });
    expect(returns('assertShape')).toMatchObject({
      kind: 'predicate',
      asserts: true,
      target: { kind: 'reference', name: 'Shape' },
    });
    expect(returns('assertOk')).toEqual({
      kind: 'predicate',
      name: 'value',
      asserts: true,
      target: undefined,
    });
    expect(returns('selfish')).toMatchObject({
      kind: 'object',
      members: [
        {
          name: 'next',
          type: {
            callSignatures: [{ returns: { kind: 'unknown', text: '{ next: () => ...; value: number; }' } }],
          },
        },
        { name: 'value' },
      ],
    });
  });

  it("TypeScript's lib types are external, with a documentation URL", () => {
    const mdn = 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/';
    expect(typeOf('Lib')).toEqual({
      kind: 'union',
      types: [
        ref('Promise', { external: 'Promise', url: `${mdn}Promise` }, [
          ref('Date', { external: 'Date', url: `${mdn}Date` }),
        ]),
        ref(
          'Record',
          { external: 'Record', url: 'https://www.typescriptlang.org/docs/handbook/utility-types.html' },
          [intrinsic('string'), ref('Error', { external: 'Error', url: `${mdn}Error` })],
        ),
      ],
    });
    // TypeDoc writes `Array<Shape>` as `Shape[]`.
    expect(typeOf('Lookup')).toEqual(
      ref('Map', { external: 'Map', url: `${mdn}Map` }, [
        intrinsic('string'),
        { kind: 'array', element: ref('Shape', to('Shape')) },
      ]),
    );
  });
});

describe('comments and references', () => {
  it('resolves {@link} to declarations and members, keeps URLs, leaves unresolved ones without target', () => {
    const circle = decl('Circle', 'class');
    expect(circle.comment!.summary).toEqual([
      text('A circle. See '),
      { kind: 'link', tag: '@link', text: 'Shape', target: to('Shape') },
      text(' and '),
      { kind: 'link', tag: '@link', text: 'Circle.radius', target: to('Circle', 'radius') },
      text(', or '),
      { kind: 'link', tag: '@link', text: 'Nope', target: undefined },
      text('.'),
    ]);
    // `{@link Shape.unit | units}`: the text after the bar, the member as target.
    expect(member(decl('Shape', 'interface'), 'area').signatures[0]!.comment!.summary[1]).toEqual({
      kind: 'link',
      tag: '@link',
      text: 'units',
      target: to('Shape', 'unit'),
    });
    expect(decl('Widget', 'interface', 'widgets').comment!.summary[1]).toEqual({
      kind: 'link',
      tag: '@link',
      text: 'the widget guide',
      target: { external: 'the widget guide', url: 'https://example.com/widgets' },
    });
  });

  it('keeps @example code fences as written', () => {
    expect(decl('Circle', 'class').comment!.blockTags).toEqual([
      {
        tag: '@example',
        content: [{ kind: 'code', text: '```ts\nconst c = new Circle(2);\nc.area();\n```' }],
      },
    ]);
  });

  it("resolves a reference across packages to the other package's declaration", () => {
    const unitCircle = decl('unitCircle', 'function', 'geometry');
    const shape = decl('Shape', 'interface');
    expect(unitCircle.signatures[0]!.returns).toEqual(ref('Shape', { declaration: shape.id }));
    expect(unitCircle.signatures[0]!.comment!.summary[1]).toMatchObject({
      kind: 'link',
      target: { declaration: shape.id },
    });
  });

  it("gives a re-export its own id and name, with the original's content", () => {
    const round = decl('Round', 'class');
    const circle = decl('Circle', 'class');
    expect(round.id).not.toBe(circle.id);
    expect({ ...round, id: circle.id, name: 'Circle' }).toEqual(circle);
  });

  it('has sources relative to the root with 1-based lines and columns', () => {
    expect(decl('Circle', 'class').source).toEqual({ file: 'shapes/src/circle.ts', line: 39, column: 14 });
    expect(decl('Widget', 'interface', 'widgets').source).toEqual({
      file: 'widgets/lib/main.ts',
      line: 2,
      column: 18,
    });
    expect(decl('Color', 'enum').members[0]!.source).toEqual({
      file: 'shapes/src/enums.ts',
      line: 3,
      column: 3,
    });
  });
});

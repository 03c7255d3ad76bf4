import type { JSONOutput } from 'typedoc';
import type { ConvertContext } from './convert-context.ts';
import { convertObjectType } from './convert-members.ts';
import { resolveTarget } from './resolve-target.ts';
import type { ApiTupleElement, ApiType } from './types.ts';

/** One converter per TypeDoc type form: a form TypeDoc adds is a compile error here. */
type TypeConverters = {
  [K in JSONOutput.SomeType['type']]: (
    type: Extract<JSONOutput.SomeType, { type: K }>,
    context: ConvertContext,
  ) => ApiType;
};

const CONVERTERS: TypeConverters = {
  intrinsic: (type) => ({ kind: 'intrinsic', name: type.name }),
  literal: (type) => ({ kind: 'literal', value: literalText(type.value) }),
  reference: (type, context) => convertReference(type, context),
  array: (type, context) => ({ kind: 'array', element: convertType(type.elementType, context) }),
  tuple: (type, context) => ({
    kind: 'tuple',
    elements: (type.elements ?? []).map((element) => tupleElement(element, context)),
  }),
  // Only ever inside a tuple (handled there); alone, its element is the type.
  namedTupleMember: (type, context) => convertType(type.element, context),
  union: (type, context) => ({
    kind: 'union',
    types: type.types.map((inner) => convertType(inner, context)),
  }),
  intersection: (type, context) => ({
    kind: 'intersection',
    types: type.types.map((inner) => convertType(inner, context)),
  }),
  reflection: (type, context) => convertObjectType(type.declaration, context),
  conditional: (type, context) => ({
    kind: 'conditional',
    check: convertType(type.checkType, context),
    extends: convertType(type.extendsType, context),
    true: convertType(type.trueType, context),
    false: convertType(type.falseType, context),
  }),
  indexedAccess: (type, context) => ({
    kind: 'indexedAccess',
    object: convertType(type.objectType, context),
    index: convertType(type.indexType, context),
  }),
  mapped: (type, context) => ({
    kind: 'mapped',
    parameter: type.parameter,
    constraint: convertType(type.parameterType, context),
    template: convertType(type.templateType, context),
    nameType: type.nameType && convertType(type.nameType, context),
    readonlyModifier: type.readonlyModifier,
    optionalModifier: type.optionalModifier,
  }),
  typeOperator: (type, context) => ({
    kind: 'typeOperator',
    operator: type.operator,
    target: convertType(type.target, context),
  }),
  templateLiteral: (type, context) => ({
    kind: 'templateLiteral',
    head: type.head,
    tail: type.tail.map(([inner, text]) => [convertType(inner, context), text]),
  }),
  query: (type, context) => ({ kind: 'query', target: convertType(type.queryType, context) }),
  predicate: (type, context) => ({
    kind: 'predicate',
    name: type.name,
    asserts: type.asserts,
    target: type.targetType && convertType(type.targetType, context),
  }),
  inferred: (type, context) => ({
    kind: 'inferred',
    name: type.name,
    constraint: type.constraint && convertType(type.constraint, context),
  }),
  optional: (type, context) => ({ kind: 'optional', element: convertType(type.elementType, context) }),
  rest: (type, context) => ({ kind: 'rest', element: convertType(type.elementType, context) }),
  unknown: (type) => ({ kind: 'unknown', text: type.name }),
};

/** The type forms the converter knows (TypeDoc's `SomeType["type"]` values). */
export const TYPEDOC_TYPE_KINDS: ReadonlySet<string> = new Set(Object.keys(CONVERTERS));

/** A TypeDoc type as an ApiType: same forms, TypeDoc's ids replaced by model targets. */
export function convertType(type: JSONOutput.SomeType, context: ConvertContext): ApiType {
  const convert = Object.hasOwn(CONVERTERS, type.type)
    ? (CONVERTERS[type.type] as (type: JSONOutput.SomeType, context: ConvertContext) => ApiType)
    : undefined;
  // A form a later TypeDoc might add: shown by its name rather than dropped.
  return convert ? convert(type, context) : { kind: 'unknown', text: (type as { type: string }).type };
}

/** A type TypeDoc may leave out (a constructor's return, a variable without one). */
export function convertOptionalType(
  type: JSONOutput.SomeType | undefined,
  context: ConvertContext,
): ApiType | undefined {
  return type && convertType(type, context);
}

/** Printed form of a literal: strings quoted, bigints (`{ value, negative }` in the JSON) with `n`. */
function literalText(value: JSONOutput.LiteralType['value']): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value !== null && typeof value === 'object') return `${value.negative ? '-' : ''}${value.value}n`;
  return String(value);
}

function convertReference(type: JSONOutput.ReferenceType, context: ConvertContext): ApiType {
  if (type.refersToTypeParameter) return { kind: 'typeParameter', name: type.name };
  return {
    kind: 'reference',
    name: type.name,
    target: resolveTarget(type.target, type.qualifiedName ?? type.name, context, type.externalUrl),
    typeArguments: (type.typeArguments ?? []).map((argument) => convertType(argument, context)),
  };
}

/**
 * One tuple element. TypeDoc wraps it: `rest` around a named member (`...rest: T[]` of an
 * inferred type) or a plain type, `optional` around an unnamed one, `namedTupleMember` with
 * its own optional flag; the layers become the element's name, optional and rest.
 */
function tupleElement(type: JSONOutput.SomeType, context: ConvertContext): ApiTupleElement {
  switch (type.type) {
    case 'rest':
      return { ...tupleElement(type.elementType, context), rest: true };
    case 'optional':
      return { ...tupleElement(type.elementType, context), optional: true };
    case 'namedTupleMember':
      return {
        type: convertType(type.element, context),
        name: type.name,
        ...(type.isOptional ? { optional: true } : {}),
      };
    default:
      return { type: convertType(type, context) };
  }
}

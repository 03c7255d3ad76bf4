import type { JSONOutput } from 'typedoc';
import type { ConvertContext } from './convert-context.ts';
import { convertObjectType } from './convert-members.ts';
import { resolveTarget } from './resolve-target.ts';
import type { ApiTupleElement, ApiType } from './types.ts';

/** A TypeDoc type as an ApiType: same forms, TypeDoc's ids replaced by model targets. */
export function convertType(type: JSONOutput.SomeType, context: ConvertContext): ApiType {
  const convert = (inner: JSONOutput.SomeType) => convertType(inner, context);
  switch (type.type) {
    case 'intrinsic':
      return { kind: 'intrinsic', name: type.name };
    case 'literal':
      return { kind: 'literal', value: literalText(type.value) };
    case 'reference':
      return convertReference(type, context);
    case 'array':
      return { kind: 'array', element: convert(type.elementType) };
    case 'tuple':
      return {
        kind: 'tuple',
        elements: (type.elements ?? []).map((element) => tupleElement(element, context)),
      };
    case 'namedTupleMember':
      // Only ever inside a tuple (handled there); alone, its element is the type.
      return convert(type.element);
    case 'union':
      return { kind: 'union', types: type.types.map(convert) };
    case 'intersection':
      return { kind: 'intersection', types: type.types.map(convert) };
    case 'reflection':
      return convertObjectType(type.declaration, context);
    case 'conditional':
      return {
        kind: 'conditional',
        check: convert(type.checkType),
        extends: convert(type.extendsType),
        true: convert(type.trueType),
        false: convert(type.falseType),
      };
    case 'indexedAccess':
      return { kind: 'indexedAccess', object: convert(type.objectType), index: convert(type.indexType) };
    case 'mapped':
      return {
        kind: 'mapped',
        parameter: type.parameter,
        constraint: convert(type.parameterType),
        template: convert(type.templateType),
        nameType: type.nameType && convert(type.nameType),
        readonlyModifier: type.readonlyModifier,
        optionalModifier: type.optionalModifier,
      };
    case 'typeOperator':
      return { kind: 'typeOperator', operator: type.operator, target: convert(type.target) };
    case 'templateLiteral':
      return {
        kind: 'templateLiteral',
        head: type.head,
        tail: type.tail.map(([inner, text]) => [convert(inner), text]),
      };
    case 'query':
      return { kind: 'query', target: convert(type.queryType) };
    case 'predicate':
      return {
        kind: 'predicate',
        name: type.name,
        asserts: type.asserts,
        target: type.targetType && convert(type.targetType),
      };
    case 'inferred':
      return { kind: 'inferred', name: type.name, constraint: type.constraint && convert(type.constraint) };
    case 'optional':
      return { kind: 'optional', element: convert(type.elementType) };
    case 'rest':
      return { kind: 'rest', element: convert(type.elementType) };
    case 'unknown':
      return { kind: 'unknown', text: type.name };
    default:
      // A form a later TypeDoc might add: shown by its name rather than dropped.
      return { kind: 'unknown', text: (type as { type: string }).type };
  }
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

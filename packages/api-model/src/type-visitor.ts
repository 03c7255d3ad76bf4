import type { ApiIndexSignature, ApiMember, ApiSignature, ApiType } from './types.ts';

/** The `kind` of every type form in the union. */
export type ApiTypeKind = ApiType['kind'];

/** The type form of one kind (`ApiTypeOf<'union'>` is `{ kind: 'union'; types: ApiType[] }`). */
export type ApiTypeOf<K extends ApiTypeKind> = Extract<ApiType, { kind: K }>;

/**
 * One function per type form, each given its form narrowed and a context. A visitor is a
 * complete record: a kind added to `ApiType` is a compile error in every visitor that lacks
 * it, rather than a `switch` falling through at run time.
 */
export type ApiTypeVisitor<R, C = void> = {
  [K in ApiTypeKind]: (type: ApiTypeOf<K>, context: C) => R;
};

/** Calls the visitor's function for the type's kind. */
export function visitApiType<R, C>(type: ApiType, visitor: ApiTypeVisitor<R, C>, context: C): R {
  return (visitor[type.kind] as (type: ApiType, context: C) => R)(type, context);
}

/** What a walk over a type's parts meets: nested types, and an object type's members and signatures. */
export interface ApiTypeParts {
  type(type: ApiType): void;
  member(member: ApiMember): void;
  signature(signature: ApiSignature): void;
  indexSignature(signature: ApiIndexSignature): void;
}

const none = () => {};

/** Where each form keeps its parts, in the order TypeScript writes them. */
const PARTS: ApiTypeVisitor<void, ApiTypeParts> = {
  intrinsic: none,
  literal: none,
  typeParameter: none,
  unknown: none,
  reference: (type, visit) => type.typeArguments.forEach((argument) => visit.type(argument)),
  array: (type, visit) => visit.type(type.element),
  optional: (type, visit) => visit.type(type.element),
  rest: (type, visit) => visit.type(type.element),
  tuple: (type, visit) => type.elements.forEach((element) => visit.type(element.type)),
  union: (type, visit) => type.types.forEach((member) => visit.type(member)),
  intersection: (type, visit) => type.types.forEach((member) => visit.type(member)),
  object: (type, visit) => {
    type.members.forEach((member) => visit.member(member));
    type.callSignatures.forEach((signature) => visit.signature(signature));
    type.constructSignatures.forEach((signature) => visit.signature(signature));
    type.indexSignatures.forEach((signature) => visit.indexSignature(signature));
  },
  conditional: (type, visit) =>
    [type.check, type.extends, type.true, type.false].forEach((inner) => visit.type(inner)),
  indexedAccess: (type, visit) => {
    visit.type(type.object);
    visit.type(type.index);
  },
  mapped: (type, visit) => {
    visit.type(type.constraint);
    visit.type(type.template);
    if (type.nameType) visit.type(type.nameType);
  },
  typeOperator: (type, visit) => visit.type(type.target),
  query: (type, visit) => visit.type(type.target),
  templateLiteral: (type, visit) => type.tail.forEach(([inner]) => visit.type(inner)),
  predicate: (type, visit) => {
    if (type.target) visit.type(type.target);
  },
  inferred: (type, visit) => {
    if (type.constraint) visit.type(type.constraint);
  },
};

/**
 * Visits the parts directly inside a type (not deeper: `visit.type` decides whether to go on):
 * a walk that only needs to reach every nested type, reference or comment uses this instead
 * of a visitor of its own.
 */
export function forEachApiTypePart(type: ApiType, visit: ApiTypeParts): void {
  visitApiType(type, PARTS, visit);
}

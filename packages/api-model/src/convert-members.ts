import type { JSONOutput } from 'typedoc';
import { convertComment, convertParts, isDeprecated } from './convert-comment.ts';
import { toSource, within, writtenValue, type ConvertContext } from './convert-context.ts';
import { convertOptionalType } from './convert-type.ts';
import { ReflectionKind } from './reflection-kind.ts';
import { compareSources, firstSource } from './source-order.ts';
import type {
  ApiFlags,
  ApiIndexSignature,
  ApiMember,
  ApiMemberKind,
  ApiParameter,
  ApiSignature,
  ApiType,
  ApiTypeParameter,
} from './types.ts';

const MEMBER_KINDS = new Map<number, ApiMemberKind>([
  [ReflectionKind.Constructor, 'constructor'],
  [ReflectionKind.Property, 'property'],
  [ReflectionKind.Accessor, 'accessor'],
  [ReflectionKind.Method, 'method'],
]);
const KIND_ORDER: readonly ApiMemberKind[] = ['constructor', 'property', 'accessor', 'method'];

/** Constructors, properties, accessors and methods, each kind in source order (TypeDoc sorts by name). */
export function convertMembers(
  children: readonly JSONOutput.DeclarationReflection[] | undefined,
  context: ConvertContext,
): ApiMember[] {
  return (children ?? [])
    .filter((child) => MEMBER_KINDS.has(child.kind))
    .sort((a, b) => memberRank(a) - memberRank(b) || compareSources(a, b))
    .map((child) => convertMember(child, context));
}

function memberRank(reflection: JSONOutput.DeclarationReflection): number {
  return KIND_ORDER.indexOf(MEMBER_KINDS.get(reflection.kind)!);
}

function convertMember(reflection: JSONOutput.DeclarationReflection, context: ConvertContext): ApiMember {
  const kind = MEMBER_KINDS.get(reflection.kind)!;
  const source = firstSource(reflection);
  const inner = within(context, source);
  const convert = (type: JSONOutput.SomeType | undefined) => convertOptionalType(type, inner);
  return {
    id: reflection.id,
    name: reflection.name,
    kind,
    flags: convertFlags(reflection.flags, isDeprecated(reflection)),
    type: kind === 'property' ? convert(reflection.type) : undefined,
    defaultValue: kind === 'property' ? writtenValue(reflection.defaultValue) : undefined,
    signatures: (reflection.signatures ?? []).map((signature) => convertSignature(signature, inner)),
    getter: reflection.getSignature && convertSignature(reflection.getSignature, inner),
    setter: reflection.setSignature && convertSignature(reflection.setSignature, inner),
    comment: convertComment(reflection.comment, inner),
    source: toSource(source),
    inheritedFrom: convert(reflection.inheritedFrom),
    overwrites: convert(reflection.overwrites),
    implementationOf: convert(reflection.implementationOf),
  };
}

/** TypeDoc's `isX` flags as ApiFlags; only the true ones, so that a plain member has `{}`. */
export function convertFlags(flags: JSONOutput.ReflectionFlags, deprecated: boolean): ApiFlags {
  const result: ApiFlags = {};
  if (flags.isStatic) result.static = true;
  if (flags.isReadonly) result.readonly = true;
  if (flags.isOptional) result.optional = true;
  if (flags.isAbstract) result.abstract = true;
  if (flags.isProtected) result.protected = true;
  if (flags.isPrivate) result.private = true;
  if (flags.isConst) result.const = true;
  if (deprecated) result.deprecated = true;
  return result;
}

/** A call, construct, get or set signature with its comment (TypeDoc puts a function's comment here). */
export function convertSignature(
  signature: JSONOutput.SignatureReflection,
  context: ConvertContext,
): ApiSignature {
  const inner = within(context, signature.sources?.[0]);
  return {
    typeParameters: convertTypeParameters(signature.typeParameters, inner),
    parameters: (signature.parameters ?? []).map((parameter) => convertParameter(parameter, inner)),
    returns: convertOptionalType(signature.type, inner),
    comment: convertComment(signature.comment, inner),
    source: toSource(signature.sources?.[0]),
  };
}

function convertParameter(parameter: JSONOutput.ParameterReflection, context: ConvertContext): ApiParameter {
  return {
    name: parameter.name,
    type: convertOptionalType(parameter.type, context),
    optional: parameter.flags.isOptional === true,
    rest: parameter.flags.isRest === true,
    defaultValue: writtenValue(parameter.defaultValue),
    comment: parameter.comment && convertParts(parameter.comment.summary, context),
  };
}

/** Type parameters with constraint, default and `@typeParam` comment. */
export function convertTypeParameters(
  parameters: readonly JSONOutput.TypeParameterReflection[] | undefined,
  context: ConvertContext,
): ApiTypeParameter[] {
  return (parameters ?? []).map((parameter) => ({
    name: parameter.name,
    constraint: convertOptionalType(parameter.type, context),
    default: convertOptionalType(parameter.default, context),
    comment: parameter.comment && convertParts(parameter.comment.summary, context),
  }));
}

const ANY: ApiType = { kind: 'intrinsic', name: 'any' };

/** `[key: K]: T` signatures of a class, interface or object type. */
export function convertIndexSignatures(
  signatures: readonly JSONOutput.SignatureReflection[] | undefined,
  context: ConvertContext,
): ApiIndexSignature[] {
  return (signatures ?? []).map((signature) => {
    const inner = within(context, signature.sources?.[0]);
    const parameter = signature.parameters?.[0];
    return {
      parameter: { name: parameter?.name ?? 'key', type: convertOptionalType(parameter?.type, inner) ?? ANY },
      type: convertOptionalType(signature.type, inner) ?? ANY,
      readonly: signature.flags.isReadonly === true,
      comment: convertComment(signature.comment, inner),
    };
  });
}

/**
 * An object literal type. TypeDoc writes a constructor type (`new () => T`) as a declaration
 * of kind Constructor, a function type as one with call signatures.
 */
export function convertObjectType(
  declaration: JSONOutput.DeclarationReflection,
  context: ConvertContext,
): ApiType {
  const signatures = (declaration.signatures ?? []).map((signature) => ({
    signature,
    converted: convertSignature(signature, context),
  }));
  const isConstruct = (signature: JSONOutput.SignatureReflection) =>
    signature.kind === ReflectionKind.ConstructorSignature || declaration.kind === ReflectionKind.Constructor;
  return {
    kind: 'object',
    members: convertMembers(declaration.children, context),
    callSignatures: signatures.filter((s) => !isConstruct(s.signature)).map((s) => s.converted),
    constructSignatures: signatures.filter((s) => isConstruct(s.signature)).map((s) => s.converted),
    indexSignatures: convertIndexSignatures(declaration.indexSignatures, context),
  };
}

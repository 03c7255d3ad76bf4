import type { JSONOutput } from 'typedoc';
import { convertComment, isDeprecated } from './convert-comment.ts';
import { toSource, within, writtenValue, type ConvertContext } from './convert-context.ts';
import {
  convertFlags,
  convertIndexSignatures,
  convertMembers,
  convertObjectType,
  convertSignature,
  convertTypeParameters,
} from './convert-members.ts';
import { convertOptionalType, convertType } from './convert-type.ts';
import { ReflectionKind } from './reflection-kind.ts';
import { compareSources, firstSource } from './source-order.ts';
import type { ApiDeclaration, ApiEnumMember } from './types.ts';

/** Kinds a package's page lists; anything else exported (a namespace) is reported and skipped. */
export const DECLARATION_KINDS: ReadonlySet<number> = new Set([
  ReflectionKind.Class,
  ReflectionKind.Interface,
  ReflectionKind.Enum,
  ReflectionKind.Function,
  ReflectionKind.TypeAlias,
  ReflectionKind.Variable,
]);

/**
 * One exported declaration. `as` names a re-export (`export { A as B }` of an A documented
 * elsewhere): its id and exported name, with A's content.
 */
export function convertDeclaration(
  reflection: JSONOutput.DeclarationReflection,
  context: ConvertContext,
  as: { id: number; name: string } = reflection,
): ApiDeclaration | undefined {
  const source = firstSource(reflection);
  const inner = within(context, source);
  const base = {
    id: as.id,
    name: as.name,
    comment: convertComment(reflection.comment, inner),
    source: toSource(source),
    flags: convertFlags(reflection.flags, isDeprecated(reflection)),
  };
  const types = (list: JSONOutput.SomeType[] | undefined) =>
    (list ?? []).map((type) => convertType(type, inner));
  switch (reflection.kind) {
    case ReflectionKind.Class:
      return {
        kind: 'class',
        ...base,
        typeParameters: convertTypeParameters(reflection.typeParameters, inner),
        extends: types(reflection.extendedTypes),
        implements: types(reflection.implementedTypes),
        members: convertMembers(reflection.children, inner),
        indexSignatures: convertIndexSignatures(reflection.indexSignatures, inner),
      };
    case ReflectionKind.Interface:
      return {
        kind: 'interface',
        ...base,
        typeParameters: convertTypeParameters(reflection.typeParameters, inner),
        extends: types(reflection.extendedTypes),
        members: convertMembers(reflection.children, inner),
        indexSignatures: convertIndexSignatures(reflection.indexSignatures, inner),
        callSignatures: (reflection.signatures ?? []).map((signature) => convertSignature(signature, inner)),
      };
    case ReflectionKind.Enum:
      return { kind: 'enum', ...base, members: convertEnumMembers(reflection.children, inner) };
    case ReflectionKind.Function:
      return {
        kind: 'function',
        ...base,
        signatures: (reflection.signatures ?? []).map((signature) => convertSignature(signature, inner)),
      };
    case ReflectionKind.TypeAlias:
      return {
        kind: 'type',
        ...base,
        typeParameters: convertTypeParameters(reflection.typeParameters, inner),
        // An object literal alias has no `type`: TypeDoc puts its members on the alias, as on an interface.
        type: reflection.type ? convertType(reflection.type, inner) : convertObjectType(reflection, inner),
      };
    case ReflectionKind.Variable:
      return {
        kind: 'variable',
        ...base,
        type: convertOptionalType(reflection.type, inner),
        defaultValue: writtenValue(reflection.defaultValue),
      };
    default:
      return undefined;
  }
}

/** Enum members in source order (their order is meaning: TypeDoc sorts them by name). */
function convertEnumMembers(
  children: JSONOutput.DeclarationReflection[] | undefined,
  context: ConvertContext,
): ApiEnumMember[] {
  return (children ?? [])
    .filter((child) => child.kind === ReflectionKind.EnumMember)
    .sort(compareSources)
    .map((child) => {
      const source = child.sources?.[0];
      return {
        id: child.id,
        name: child.name,
        value: enumValue(child.type),
        comment: convertComment(child.comment, within(context, source)),
        source: toSource(source),
      };
    });
}

/** `"text"` for a string member, the number as written for a numeric one; undefined when computed. */
function enumValue(type: JSONOutput.SomeType | undefined): string | undefined {
  if (type?.type !== 'literal') return undefined;
  return typeof type.value === 'string'
    ? JSON.stringify(type.value)
    : typeof type.value === 'number'
      ? String(type.value)
      : undefined;
}

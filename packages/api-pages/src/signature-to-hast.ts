import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type {
  ApiIndexSignature,
  ApiMember,
  ApiSignature,
  ApiType,
  ApiTypeOf,
  ApiTypeParameter,
} from '@accounts-docs/api-model';
import { kw, t } from './hast-helpers.ts';
import type { ApiRoutes } from './routes.ts';
import { isFunctionType, join, typeToHast } from './type-to-hast.ts';

/**
 * A declared type (a type alias's right-hand side): an object literal with several members is
 * written one member per line, as a reader would format it; anything else as `typeToHast`.
 */
export function declaredTypeToHast(type: ApiType, routes: ApiRoutes): ElementContent[] {
  if (type.kind !== 'object' || isFunctionType(type)) return typeToHast(type, routes);
  const entries = objectEntries(type, routes);
  if (entries.length <= 2) return typeToHast(type, routes);
  return [t('{\n'), ...entries.flatMap((entry) => [t('  '), ...entry, t(';\n')]), t('}')];
}

function objectEntries(type: ApiTypeOf<'object'>, routes: ApiRoutes): ElementContent[][] {
  return [
    ...type.callSignatures.map((s) => signatureToHast(s, routes)),
    ...type.constructSignatures.map((s) => [kw('new'), t(' '), ...signatureToHast(s, routes)]),
    ...type.indexSignatures.map((s) => indexSignatureToHast(s, routes)),
    ...type.members.map((member) => memberInline(member, routes)),
  ];
}

/** An object type inline: a function type as an arrow, otherwise `{ a: A; b: B }`. */
export function objectTypeToHast(type: ApiTypeOf<'object'>, routes: ApiRoutes): ElementContent[] {
  if (isFunctionType(type)) {
    const construct = type.constructSignatures[0];
    const signature = (construct ?? type.callSignatures[0])!;
    return [
      ...(construct ? [kw('new'), t(' ')] : []),
      ...signatureToHast(signature, routes, { arrow: true }),
    ];
  }
  const entries = objectEntries(type, routes);
  if (entries.length === 0) return [t('{}')];
  return [t('{ '), ...join(entries, '; '), t(' }')];
}

function memberInline(member: ApiMember, routes: ApiRoutes): ElementContent[] {
  const prefix = [...(member.flags.readonly ? [kw('readonly'), t(' ')] : [])];
  const name = `${member.name}${member.flags.optional ? '?' : ''}`;
  if (member.kind === 'method' && member.signatures.length > 0)
    return join(
      member.signatures.map((s) => [t(name), ...signatureToHast(s, routes)]),
      '; ',
    );
  if (member.kind === 'accessor') {
    const type = member.getter?.returns ?? member.setter?.parameters[0]?.type;
    return [
      ...(member.setter ? [] : [kw('readonly'), t(' ')]),
      t(`${name}: `),
      ...(type ? typeToHast(type, routes) : [t('unknown')]),
    ];
  }
  return [...prefix, t(`${name}: `), ...(member.type ? typeToHast(member.type, routes) : [t('unknown')])];
}

/** `[key: string]: T` */
export function indexSignatureToHast(signature: ApiIndexSignature, routes: ApiRoutes): ElementContent[] {
  return [
    ...(signature.readonly ? [kw('readonly'), t(' ')] : []),
    t(`[${signature.parameter.name}: `),
    ...typeToHast(signature.parameter.type, routes),
    t(']: '),
    ...typeToHast(signature.type, routes),
  ];
}

/** `<T extends X = Y, U>` */
export function typeParametersToHast(params: ApiTypeParameter[], routes: ApiRoutes): ElementContent[] {
  if (params.length === 0) return [];
  return [
    t('<'),
    ...join(
      params.map((param) => [
        h('span.api-type-param', param.name),
        ...(param.constraint ? [t(' '), kw('extends'), t(' '), ...typeToHast(param.constraint, routes)] : []),
        ...(param.default ? [t(' = '), ...typeToHast(param.default, routes)] : []),
      ]),
      ', ',
    ),
    t('>'),
  ];
}

/** `<T>(a: A, b?: B, ...rest: C[]): R`, or `(a: A) => R` as a function type. */
export function signatureToHast(
  signature: ApiSignature,
  routes: ApiRoutes,
  options: { arrow?: boolean } = {},
): ElementContent[] {
  const params = join(
    signature.parameters.map((param) => [
      t(
        `${param.rest ? '...' : ''}${param.name}${param.optional || param.defaultValue !== undefined ? '?' : ''}: `,
      ),
      ...(param.type ? typeToHast(param.type, routes) : [h('span.api-intrinsic', 'any')]),
    ]),
    ', ',
  );
  const returns = signature.returns ? typeToHast(signature.returns, routes) : [];
  return [
    ...typeParametersToHast(signature.typeParameters, routes),
    t('('),
    ...params,
    t(')'),
    ...(returns.length > 0 ? [t(options.arrow ? ' => ' : ': '), ...returns] : []),
  ];
}

import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { breakable, kw, t } from './hast-helpers.ts';
import type {
  ApiIndexSignature,
  ApiMember,
  ApiSignature,
  ApiType,
  ApiTypeParameter,
} from '@accounts-docs/api-model';
import type { ApiRoutes } from './routes.ts';

/** Where a type is written: decides whether it needs parentheses. */
type Position = 'top' | 'array' | 'union' | 'intersection' | 'operand';

/**
 * A type as inline hast, the way TypeScript writes it: references link to their page (across
 * packages too), unions, functions and the rest get the parentheses their position needs.
 */
export function typeToHast(type: ApiType, routes: ApiRoutes, position: Position = 'top'): ElementContent[] {
  const inner = render(type, routes);
  return needsParens(type, position) ? [t('('), ...inner, t(')')] : inner;
}

function needsParens(type: ApiType, position: Position): boolean {
  if (position === 'top') return false;
  const fn = type.kind === 'object' && isFunctionType(type);
  switch (position) {
    case 'union':
      return fn || type.kind === 'conditional';
    case 'intersection':
      return fn || type.kind === 'union' || type.kind === 'conditional';
    case 'array':
    case 'operand':
      return (
        fn ||
        type.kind === 'union' ||
        type.kind === 'intersection' ||
        type.kind === 'conditional' ||
        (position === 'array' && type.kind === 'typeOperator')
      );
  }
}

function isFunctionType(type: Extract<ApiType, { kind: 'object' }>): boolean {
  return (
    type.members.length === 0 &&
    type.indexSignatures.length === 0 &&
    type.callSignatures.length + type.constructSignatures.length === 1
  );
}

function join(parts: ElementContent[][], separator: string): ElementContent[] {
  return parts.flatMap((part, i) => (i === 0 ? part : [t(separator), ...part]));
}

function render(type: ApiType, routes: ApiRoutes): ElementContent[] {
  switch (type.kind) {
    case 'intrinsic':
      return [h('span.api-intrinsic', type.name)];
    case 'literal':
      return [h('span.api-literal', type.value)];
    case 'typeParameter':
      return [h('span.api-type-param', type.name)];
    case 'reference': {
      const href = routes.hrefOf(type.target);
      const name = href
        ? h('a.api-ref', { href }, breakable(type.name))
        : h('span.api-ref', breakable(type.name));
      if (type.typeArguments.length === 0) return [name];
      return [
        name,
        t('<'),
        ...join(
          type.typeArguments.map((a) => typeToHast(a, routes)),
          ', ',
        ),
        t('>'),
      ];
    }
    case 'array':
      return [...typeToHast(type.element, routes, 'array'), t('[]')];
    case 'tuple':
      return [
        t('['),
        ...join(
          type.elements.map((element) => [
            ...(element.rest ? [t('...')] : []),
            ...(element.name ? [t(`${element.name}${element.optional ? '?' : ''}: `)] : []),
            ...typeToHast(element.type, routes, element.optional && !element.name ? 'array' : 'top'),
            ...(element.optional && !element.name ? [t('?')] : []),
          ]),
          ', ',
        ),
        t(']'),
      ];
    case 'union':
      return join(
        type.types.map((member) => typeToHast(member, routes, 'union')),
        ' | ',
      );
    case 'intersection':
      return join(
        type.types.map((member) => typeToHast(member, routes, 'intersection')),
        ' & ',
      );
    case 'object':
      return objectType(type, routes);
    case 'conditional':
      return [
        ...typeToHast(type.check, routes, 'operand'),
        t(' '),
        kw('extends'),
        t(' '),
        ...typeToHast(type.extends, routes, 'operand'),
        t(' ? '),
        ...typeToHast(type.true, routes),
        t(' : '),
        ...typeToHast(type.false, routes),
      ];
    case 'indexedAccess':
      return [...typeToHast(type.object, routes, 'array'), t('['), ...typeToHast(type.index, routes), t(']')];
    case 'mapped':
      return [
        t('{ '),
        ...(type.readonlyModifier
          ? [t(type.readonlyModifier === '-' ? '-' : ''), kw('readonly'), t(' ')]
          : []),
        t(`[${type.parameter} `),
        kw('in'),
        t(' '),
        ...typeToHast(type.constraint, routes),
        ...(type.nameType ? [t(' '), kw('as'), t(' '), ...typeToHast(type.nameType, routes)] : []),
        t(`]${type.optionalModifier === '-' ? '-?' : type.optionalModifier ? '?' : ''}: `),
        ...typeToHast(type.template, routes),
        t(' }'),
      ];
    case 'typeOperator':
      return [kw(type.operator), t(' '), ...typeToHast(type.target, routes, 'operand')];
    case 'templateLiteral':
      return [
        h('span.api-literal', [
          t(`\`${escapeTemplate(type.head)}`),
          ...type.tail.flatMap(([inner, text]) => [
            t('${'),
            ...typeToHast(inner, routes),
            t(`}${escapeTemplate(text)}`),
          ]),
          t('`'),
        ]),
      ];
    case 'query':
      return [kw('typeof'), t(' '), ...typeToHast(type.target, routes, 'operand')];
    case 'predicate':
      return [
        ...(type.asserts ? [kw('asserts'), t(' ')] : []),
        t(type.name),
        ...(type.target ? [t(' '), kw('is'), t(' '), ...typeToHast(type.target, routes)] : []),
      ];
    case 'inferred':
      return [
        kw('infer'),
        t(` ${type.name}`),
        ...(type.constraint ? [t(' '), kw('extends'), t(' '), ...typeToHast(type.constraint, routes)] : []),
      ];
    case 'optional':
      return [...typeToHast(type.element, routes, 'array'), t('?')];
    case 'rest':
      return [t('...'), ...typeToHast(type.element, routes, 'array')];
    case 'unknown':
      return [t(type.text)];
  }
}

function escapeTemplate(text: string): string {
  return text.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${');
}

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

function objectEntries(type: Extract<ApiType, { kind: 'object' }>, routes: ApiRoutes): ElementContent[][] {
  return [
    ...type.callSignatures.map((s) => signatureToHast(s, routes)),
    ...type.constructSignatures.map((s) => [kw('new'), t(' '), ...signatureToHast(s, routes)]),
    ...type.indexSignatures.map((s) => indexSignatureToHast(s, routes)),
    ...type.members.map((member) => memberInline(member, routes)),
  ];
}

function objectType(type: Extract<ApiType, { kind: 'object' }>, routes: ApiRoutes): ElementContent[] {
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

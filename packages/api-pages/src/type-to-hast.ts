import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { visitApiType, type ApiType, type ApiTypeOf, type ApiTypeVisitor } from '@accounts-docs/api-model';
import { breakable, kw, t } from './hast-helpers.ts';
import type { ApiRoutes } from './routes.ts';
import { objectTypeToHast } from './signature-to-hast.ts';

/** Where a type is written: decides whether it needs parentheses. */
type Position = 'top' | 'array' | 'union' | 'intersection' | 'operand';

/**
 * A type as inline hast, the way TypeScript writes it: references link to their page (across
 * packages too), unions, functions and the rest get the parentheses their position needs.
 */
export function typeToHast(type: ApiType, routes: ApiRoutes, position: Position = 'top'): ElementContent[] {
  const inner = visitApiType(type, RENDER, routes);
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

/** An object type with one call or construct signature and nothing else: written `(a: A) => R`. */
export function isFunctionType(type: ApiTypeOf<'object'>): boolean {
  return (
    type.members.length === 0 &&
    type.indexSignatures.length === 0 &&
    type.callSignatures.length + type.constructSignatures.length === 1
  );
}

/** The parts with `separator` between them. */
export function join(parts: ElementContent[][], separator: string): ElementContent[] {
  return parts.flatMap((part, i) => (i === 0 ? part : [t(separator), ...part]));
}

/** Each type form as TypeScript writes it; nested types go through `typeToHast` for their parentheses. */
const RENDER: ApiTypeVisitor<ElementContent[], ApiRoutes> = {
  intrinsic: (type) => [h('span.api-intrinsic', type.name)],
  literal: (type) => [h('span.api-literal', type.value)],
  typeParameter: (type) => [h('span.api-type-param', type.name)],
  reference: (type, routes) => {
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
  },
  array: (type, routes) => [...typeToHast(type.element, routes, 'array'), t('[]')],
  tuple: (type, routes) => [
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
  ],
  union: (type, routes) =>
    join(
      type.types.map((member) => typeToHast(member, routes, 'union')),
      ' | ',
    ),
  intersection: (type, routes) =>
    join(
      type.types.map((member) => typeToHast(member, routes, 'intersection')),
      ' & ',
    ),
  object: (type, routes) => objectTypeToHast(type, routes),
  conditional: (type, routes) => [
    ...typeToHast(type.check, routes, 'operand'),
    t(' '),
    kw('extends'),
    t(' '),
    ...typeToHast(type.extends, routes, 'operand'),
    t(' ? '),
    ...typeToHast(type.true, routes),
    t(' : '),
    ...typeToHast(type.false, routes),
  ],
  indexedAccess: (type, routes) => [
    ...typeToHast(type.object, routes, 'array'),
    t('['),
    ...typeToHast(type.index, routes),
    t(']'),
  ],
  mapped: (type, routes) => [
    t('{ '),
    ...(type.readonlyModifier ? [t(type.readonlyModifier === '-' ? '-' : ''), kw('readonly'), t(' ')] : []),
    t(`[${type.parameter} `),
    kw('in'),
    t(' '),
    ...typeToHast(type.constraint, routes),
    ...(type.nameType ? [t(' '), kw('as'), t(' '), ...typeToHast(type.nameType, routes)] : []),
    t(`]${type.optionalModifier === '-' ? '-?' : type.optionalModifier ? '?' : ''}: `),
    ...typeToHast(type.template, routes),
    t(' }'),
  ],
  typeOperator: (type, routes) => [kw(type.operator), t(' '), ...typeToHast(type.target, routes, 'operand')],
  templateLiteral: (type, routes) => [
    h('span.api-literal', [
      t(`\`${escapeTemplate(type.head)}`),
      ...type.tail.flatMap(([inner, text]) => [
        t('${'),
        ...typeToHast(inner, routes),
        t(`}${escapeTemplate(text)}`),
      ]),
      t('`'),
    ]),
  ],
  query: (type, routes) => [kw('typeof'), t(' '), ...typeToHast(type.target, routes, 'operand')],
  predicate: (type, routes) => [
    ...(type.asserts ? [kw('asserts'), t(' ')] : []),
    t(type.name),
    ...(type.target ? [t(' '), kw('is'), t(' '), ...typeToHast(type.target, routes)] : []),
  ],
  inferred: (type, routes) => [
    kw('infer'),
    t(` ${type.name}`),
    ...(type.constraint ? [t(' '), kw('extends'), t(' '), ...typeToHast(type.constraint, routes)] : []),
  ],
  optional: (type, routes) => [...typeToHast(type.element, routes, 'array'), t('?')],
  rest: (type, routes) => [t('...'), ...typeToHast(type.element, routes, 'array')],
  unknown: (type) => [t(type.text)],
};

function escapeTemplate(text: string): string {
  return text.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${');
}

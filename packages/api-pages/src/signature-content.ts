import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ApiDeclaration, ApiParameter, ApiTypeParameter } from '@accounts-docs/api-model';
import { deprecationNotice, commentToHast, partsToHast, partsToInline } from './comment-to-hast.ts';
import { returnsComment } from './comment-sections.ts';
import { shownReturns, signatureLineOf, type DeclarationBlock } from './declaration-blocks.ts';
import { breakable, signatureLine, t } from './hast-helpers.ts';
import { table, type ContentContext } from './page-parts.ts';
import { typeToHast } from './type-to-hast.ts';

/**
 * One signature: its code line, comment, type parameters, parameters and return value. An
 * overload's deprecation is its own (a lone signature's is shown at the top of the page or member).
 */
export async function signatureBlock(
  block: Extract<DeclarationBlock, { kind: 'signature' }>,
  ctx: ContentContext,
): Promise<ElementContent[]> {
  const { signature } = block;
  const returnType = shownReturns(signature);
  const returns = returnsComment(signature.comment);
  const details: ElementContent[] = [
    ...(block.overload ? await deprecationNotice(signature.comment, ctx) : []),
    ...(await commentToHast(signature.comment, ctx)),
    ...(await typeParameterTable(signature.typeParameters, ctx)),
    ...(await parameterTable(signature.parameters, ctx)),
    ...(returnType
      ? [
          h('p.api-label', 'Returns'),
          h('p', [
            h('code', typeToHast(returnType, ctx.routes)),
            ...(returns ? [t(' — '), ...(await partsToInline(returns, ctx))] : []),
          ]),
        ]
      : []),
  ];
  const line = signatureLine(signatureLineOf(block, ctx.routes));
  return details.length > 0 ? [line, h('div.api-signature-details', details)] : [line];
}

async function parameterTable(params: ApiParameter[], ctx: ContentContext): Promise<ElementContent[]> {
  if (params.length === 0) return [];
  // The Description column only when a parameter has something to say.
  const described = params.some((param) => param.comment?.length || param.defaultValue !== undefined);
  const rows = await Promise.all(
    params.map(async (param) =>
      h('tr', [
        h('td', [
          h(
            'code',
            breakable(
              `${param.rest ? '...' : ''}${param.name}${param.optional || param.defaultValue !== undefined ? '?' : ''}`,
            ),
          ),
        ]),
        h('td', [h('code', param.type ? typeToHast(param.type, ctx.routes) : [t('any')])]),
        ...(described
          ? [
              h('td', [
                ...(param.comment ? await partsToInline(param.comment, ctx) : []),
                ...(param.defaultValue !== undefined
                  ? [t(param.comment?.length ? ' Default: ' : 'Default: '), h('code', param.defaultValue)]
                  : []),
              ]),
            ]
          : []),
      ]),
    ),
  );
  return [
    table(described ? ['Parameter', 'Type', 'Description'] : ['Parameter', 'Type'], rows, 'Parameters'),
  ];
}

export async function typeParameterTable(
  params: ApiTypeParameter[],
  ctx: ContentContext,
): Promise<ElementContent[]> {
  if (params.length === 0) return [];
  const rows = await Promise.all(
    params.map(async (param) =>
      h('tr', [
        h('td', [h('code', param.name)]),
        h('td', param.constraint ? [h('code', typeToHast(param.constraint, ctx.routes))] : []),
        h('td', param.default ? [h('code', typeToHast(param.default, ctx.routes))] : []),
        h('td', param.comment ? await partsToInline(param.comment, ctx) : []),
      ]),
    ),
  );
  return [table(['Type parameter', 'Constraint', 'Default', 'Description'], rows, 'Type parameters')];
}

export async function enumTable(
  declaration: Extract<ApiDeclaration, { kind: 'enum' }>,
  ids: string[],
  ctx: ContentContext,
): Promise<ElementContent> {
  const rows = await Promise.all(
    declaration.members.map(async (member, i) =>
      h('tr', { id: ids[i] }, [
        h('td', [
          h('code', breakable(member.name)),
          ...(member.comment?.blockTags.some((b) => b.tag === '@deprecated')
            ? [h('span.api-flag.api-flag-deprecated', 'deprecated')]
            : []),
        ]),
        h('td', member.value === undefined ? [] : [h('code', breakable(member.value))]),
        h('td', member.comment ? await partsToHast(member.comment.summary, ctx) : []),
      ]),
    ),
  );
  return table(['Member', 'Value', 'Description'], rows);
}

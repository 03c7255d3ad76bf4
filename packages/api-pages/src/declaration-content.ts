import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { breakable, kw, signatureLine, t } from './hast-helpers.ts';
import type {
  ApiComment,
  ApiDeclaration,
  ApiFlags,
  ApiMember,
  ApiPackage,
  ApiParameter,
  ApiSignature,
  ApiSource,
  ApiTypeParameter,
} from '@accounts-docs/api-model';
import {
  commentToHast,
  deprecatedComment,
  deprecationNotice,
  partsToHast,
  partsToInline,
  returnsComment,
  type CommentContext,
} from './comment-to-hast.ts';
import { declarationSections } from './sections.ts';
import { indexSignatureToHast, signatureToHast, typeParametersToHast, typeToHast } from './type-to-hast.ts';

export interface ContentContext extends CommentContext {
  /** Base URL of the repository's files for "Defined in" links (`api.sourceUrl`). */
  sourceUrl: string | undefined;
}

const KIND_LABELS = {
  class: 'Class',
  interface: 'Interface',
  enum: 'Enumeration',
  function: 'Function',
  type: 'Type alias',
  variable: 'Variable',
} as const;

/** The body of a class, interface, enum or function page. */
export async function declarationContent(
  declaration: ApiDeclaration,
  pkg: ApiPackage,
  ctx: ContentContext,
): Promise<ElementContent[]> {
  const out: ElementContent[] = [
    h('p.api-meta', [
      h(`span.api-badge.api-badge-${declaration.kind}`, KIND_LABELS[declaration.kind]),
      t(' in '),
      h('a', { href: ctx.routes.href(ctx.routes.packageRoute(pkg)) }, [h('code', breakable(pkg.name))]),
    ]),
    ...(await deprecationNotice(
      deprecatedComment(
        declaration.comment,
        ...(declaration.kind === 'function' ? onlySignature(declaration.signatures) : []),
      ),
      ctx,
    )),
  ];
  if (declaration.kind === 'function') {
    const overloads = declaration.signatures.length > 1;
    for (const signature of declaration.signatures)
      out.push(
        ...(await signatureBlock(signature, ctx, [kw('function'), t(` ${declaration.name}`)], overloads)),
      );
    out.push(...(await commentToHast(declaration.comment, ctx)), ...definedIn(declaration.source, ctx));
    return out;
  }
  if (declaration.kind === 'class' || declaration.kind === 'interface')
    out.push(signatureLine(heritageLine(declaration, ctx)));
  out.push(...(await commentToHast(declaration.comment, ctx)));
  if (declaration.kind === 'class' || declaration.kind === 'interface')
    out.push(...(await typeParameterTable(declaration.typeParameters, ctx)));
  out.push(...definedIn(declaration.source, ctx));

  for (const section of declarationSections(declaration)) {
    out.push(h('h2', { id: section.id }, section.title));
    if (declaration.kind === 'enum') {
      out.push(
        await enumTable(
          declaration,
          section.entries.map((e) => e.id),
          ctx,
        ),
      );
      continue;
    }
    if (section.id.startsWith('call-signatures') && declaration.kind === 'interface') {
      for (const signature of declaration.callSignatures)
        out.push(...(await signatureBlock(signature, ctx, [])));
      continue;
    }
    if (
      section.id.startsWith('index-signatures') &&
      (declaration.kind === 'class' || declaration.kind === 'interface')
    ) {
      for (const signature of declaration.indexSignatures)
        out.push(
          signatureLine(indexSignatureToHast(signature, ctx.routes)),
          ...(await commentToHast(signature.comment, ctx)),
        );
      continue;
    }
    for (const entry of section.entries)
      if (entry.member) out.push(...(await memberBlock(entry.member, entry.id, declaration.name, ctx)));
  }
  return out;
}

function heritageLine(
  declaration: Extract<ApiDeclaration, { kind: 'class' | 'interface' }>,
  ctx: ContentContext,
): ElementContent[] {
  const list = (word: string, types: typeof declaration.extends) =>
    types.length === 0
      ? []
      : [
          t(' '),
          kw(word),
          t(' '),
          ...types.flatMap((type, i) => [...(i ? [t(', ')] : []), ...typeToHast(type, ctx.routes)]),
        ];
  return [
    ...(declaration.flags.abstract ? [kw('abstract'), t(' ')] : []),
    kw(declaration.kind),
    t(` ${declaration.name}`),
    ...typeParametersToHast(declaration.typeParameters, ctx.routes),
    ...list('extends', declaration.extends),
    ...(declaration.kind === 'class' ? list('implements', declaration.implements) : []),
  ];
}

async function memberBlock(
  member: ApiMember,
  id: string,
  owner: string,
  ctx: ContentContext,
): Promise<ElementContent[]> {
  const out: ElementContent[] = [
    h('h3.api-member', { id }, [h('code', breakable(member.name)), ...flagBadges(member.flags)]),
    ...(await deprecationNotice(
      deprecatedComment(
        member.comment,
        ...onlySignature(member.signatures),
        member.getter?.comment,
        member.setter?.comment,
      ),
      ctx,
    )),
  ];
  const modifiers = [
    ...(member.flags.protected ? [kw('protected'), t(' ')] : []),
    ...(member.flags.static ? [kw('static'), t(' ')] : []),
    ...(member.flags.abstract ? [kw('abstract'), t(' ')] : []),
  ];
  if (member.kind === 'property') {
    out.push(
      signatureLine([
        ...modifiers,
        ...(member.flags.readonly ? [kw('readonly'), t(' ')] : []),
        t(`${member.name}${member.flags.optional ? '?' : ''}: `),
        ...(member.type ? typeToHast(member.type, ctx.routes) : [h('span.api-intrinsic', 'unknown')]),
        ...(member.defaultValue !== undefined ? [t(` = ${member.defaultValue}`)] : []),
      ]),
      ...(await commentToHast(member.comment, ctx)),
    );
  } else if (member.kind === 'accessor') {
    if (member.getter)
      out.push(
        ...(await signatureBlock(member.getter, ctx, [...modifiers, kw('get'), t(` ${member.name}`)])),
      );
    if (member.setter)
      out.push(
        ...(await signatureBlock(member.setter, ctx, [...modifiers, kw('set'), t(` ${member.name}`)])),
      );
    out.push(...(await commentToHast(member.comment, ctx)));
  } else {
    const head =
      member.kind === 'constructor'
        ? [kw('new'), t(` ${owner}`)]
        : [...modifiers, t(`${member.name}${member.flags.optional ? '?' : ''}`)];
    const overloads = member.signatures.length > 1;
    for (const signature of member.signatures)
      out.push(...(await signatureBlock(signature, ctx, head, overloads)));
    out.push(...(await commentToHast(member.comment, ctx)));
  }
  for (const [label, type] of [
    ['Inherited from', member.inheritedFrom],
    // A constructor "overrides" its base's only in TypeDoc's bookkeeping: not worth a line.
    ['Overrides', member.kind === 'constructor' ? undefined : member.overwrites],
    ['Implementation of', member.implementationOf],
  ] as const) {
    if (type) out.push(h('p.api-relation', [t(`${label} `), h('code', typeToHast(type, ctx.routes))]));
  }
  out.push(...definedIn(member.source, ctx));
  return out;
}

function flagBadges(flags: ApiFlags): ElementContent[] {
  const names = (['static', 'readonly', 'optional', 'abstract', 'protected', 'deprecated'] as const).filter(
    (flag) => flags[flag],
  );
  return names.map((flag) => h(`span.api-flag.api-flag-${flag}`, flag));
}

/** The comment of a lone signature: one that speaks for the whole function or method. */
function onlySignature(signatures: ApiSignature[]): (ApiComment | undefined)[] {
  return signatures.length === 1 ? [signatures[0]!.comment] : [];
}

/**
 * One signature: its code line, comment, type parameters, parameters and return value. An
 * overload's deprecation is its own (a lone signature's is shown at the top of the page or member).
 */
async function signatureBlock(
  signature: ApiSignature,
  ctx: ContentContext,
  head: ElementContent[],
  overload = false,
): Promise<ElementContent[]> {
  const returns = returnsComment(signature.comment);
  const details: ElementContent[] = [
    ...(overload ? await deprecationNotice(signature.comment, ctx) : []),
    ...(await commentToHast(signature.comment, ctx)),
    ...(await typeParameterTable(signature.typeParameters, ctx)),
    ...(await parameterTable(signature.parameters, ctx)),
    ...(signature.returns && !isVoid(signature)
      ? [
          h('p.api-label', 'Returns'),
          h('p', [
            h('code', typeToHast(signature.returns, ctx.routes)),
            ...(returns ? [t(' — '), ...(await partsToInline(returns, ctx))] : []),
          ]),
        ]
      : []),
  ];
  const line = signatureLine([...head, ...signatureToHast(signature, ctx.routes)]);
  return details.length > 0 ? [line, h('div.api-signature-details', details)] : [line];
}

function isVoid(signature: ApiSignature): boolean {
  return (
    signature.returns?.kind === 'intrinsic' &&
    signature.returns.name === 'void' &&
    !returnsComment(signature.comment)
  );
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

async function typeParameterTable(
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

async function enumTable(
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

/** A table with a header row; with a label, a caption-like label above it. */
export function table(headers: string[], rows: ElementContent[], label?: string): ElementContent {
  const element = h('table.api-table', [
    h('thead', [
      h(
        'tr',
        headers.map((text) => h('th', text)),
      ),
    ]),
    h('tbody', rows),
  ]);
  return label ? h('div.api-table-block', [h('p.api-label', label), element]) : element;
}

/** "Defined in file:line", linked to the repository when the config names it. */
export function definedIn(source: ApiSource | undefined, ctx: ContentContext): ElementContent[] {
  if (!source) return [];
  const text = `${source.file}:${source.line}`;
  const target = ctx.sourceUrl
    ? `${ctx.sourceUrl.replace(/\/?$/, '/')}${source.file}#L${source.line}`
    : undefined;
  return [
    h('p.api-source', [
      t('Defined in '),
      target ? h('a', { href: target }, [h('code', text)]) : h('code', text),
    ]),
  ];
}

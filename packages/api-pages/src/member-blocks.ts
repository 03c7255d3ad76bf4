import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ApiComment, ApiMember, ApiSignature } from '@accounts-docs/api-model';
import { deprecatedComment } from './comment-sections.ts';
import type { DeclarationBlock } from './declaration-blocks.ts';
import { kw, t } from './hast-helpers.ts';
import type { ApiRoutes } from './routes.ts';
import { typeToHast } from './type-to-hast.ts';

/** A member: its heading, deprecation, code or signatures, comment, relations and source. */
export function memberBlocks(
  member: ApiMember,
  id: string,
  owner: string,
  routes: ApiRoutes,
): DeclarationBlock[] {
  const out: DeclarationBlock[] = [
    { kind: 'member', member, id },
    {
      kind: 'deprecation',
      comment: deprecatedComment(
        member.comment,
        ...onlySignature(member.signatures),
        member.getter?.comment,
        member.setter?.comment,
      ),
    },
  ];
  const modifiers = [
    ...(member.flags.protected ? [kw('protected'), t(' ')] : []),
    ...(member.flags.static ? [kw('static'), t(' ')] : []),
    ...(member.flags.abstract ? [kw('abstract'), t(' ')] : []),
  ];
  if (member.kind === 'property') {
    out.push({
      kind: 'code',
      line: [
        ...modifiers,
        ...(member.flags.readonly ? [kw('readonly'), t(' ')] : []),
        t(`${member.name}${member.flags.optional ? '?' : ''}: `),
        ...(member.type ? typeToHast(member.type, routes) : unknownType()),
        ...(member.defaultValue !== undefined ? [t(` = ${member.defaultValue}`)] : []),
      ],
    });
  } else if (member.kind === 'accessor') {
    for (const [word, signature] of [
      ['get', member.getter],
      ['set', member.setter],
    ] as const)
      if (signature)
        out.push({
          kind: 'signature',
          signature,
          head: [...modifiers, kw(word), t(` ${member.name}`)],
          overload: false,
        });
  } else {
    const head =
      member.kind === 'constructor'
        ? [kw('new'), t(` ${owner}`)]
        : [...modifiers, t(`${member.name}${member.flags.optional ? '?' : ''}`)];
    const overload = member.signatures.length > 1;
    for (const signature of member.signatures) out.push({ kind: 'signature', signature, head, overload });
  }
  out.push({ kind: 'comment', comment: member.comment });
  for (const [label, type] of [
    ['Inherited from', member.inheritedFrom],
    // A constructor "overrides" its base's only in TypeDoc's bookkeeping: not worth a line.
    ['Overrides', member.kind === 'constructor' ? undefined : member.overwrites],
    ['Implementation of', member.implementationOf],
  ] as const) {
    if (type) out.push({ kind: 'relation', label, type });
  }
  out.push({ kind: 'source', source: member.source });
  return out;
}

const unknownType = (): ElementContent[] => [h('span.api-intrinsic', 'unknown')];

/** The comment of a lone signature: one that speaks for the whole function or method. */
export function onlySignature(signatures: ApiSignature[]): (ApiComment | undefined)[] {
  return signatures.length === 1 ? [signatures[0]!.comment] : [];
}

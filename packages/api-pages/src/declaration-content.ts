import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ApiDeclaration, ApiFlags, ApiPackage } from '@accounts-docs/api-model';
import { commentToHast, deprecationNotice } from './comment-to-hast.ts';
import { declarationBlocks, KIND_LABELS, MEMBER_FLAGS, type DeclarationBlock } from './declaration-blocks.ts';
import { breakable, signatureLine, t } from './hast-helpers.ts';
import { definedIn, type ContentContext } from './page-parts.ts';
import { enumTable, signatureBlock, typeParameterTable } from './signature-content.ts';
import { typeToHast } from './type-to-hast.ts';

/** The body of a class, interface, enum or function page: its kind and package, then its blocks. */
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
  ];
  for (const block of declarationBlocks(declaration, ctx.routes))
    out.push(...(await blockToHast(block, ctx)));
  return out;
}

/** One block of a declaration page as HTML: tables, badges and admonitions. */
async function blockToHast(block: DeclarationBlock, ctx: ContentContext): Promise<ElementContent[]> {
  switch (block.kind) {
    case 'deprecation':
      return deprecationNotice(block.comment, ctx);
    case 'code':
      return [signatureLine(block.line)];
    case 'signature':
      return signatureBlock(block, ctx);
    case 'comment':
      return commentToHast(block.comment, ctx);
    case 'typeParameters':
      return typeParameterTable(block.params, ctx);
    case 'source':
      return definedIn(block.source, ctx);
    case 'section':
      return [h('h2', { id: block.section.id }, block.section.title)];
    case 'enumMembers':
      return [await enumTable(block.declaration, block.ids, ctx)];
    case 'member':
      return [
        h('h3.api-member', { id: block.id }, [
          h('code', breakable(block.member.name)),
          ...flagBadges(block.member.flags),
        ]),
      ];
    case 'relation':
      return [h('p.api-relation', [t(`${block.label} `), h('code', typeToHast(block.type, ctx.routes))])];
  }
}

function flagBadges(flags: ApiFlags): ElementContent[] {
  return MEMBER_FLAGS.filter((flag) => flags[flag]).map((flag) => h(`span.api-flag.api-flag-${flag}`, flag));
}

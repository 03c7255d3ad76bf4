import type { BlockContent } from 'mdast';
import type { ApiDeclaration, ApiPackage, ApiParameter, ApiTypeParameter } from '@accounts-docs/api-model';
import {
  declarationBlocks,
  KIND_LABELS,
  MEMBER_FLAGS,
  returnsComment,
  shownReturns,
  signatureLineOf,
  type DeclarationBlock,
} from '@accounts-docs/api-pages';
import { codeWithRefs, definedIn, typeRef, typeText } from './code-blocks.ts';
import { commentBlocks, commentInline, deprecation } from './comment-blocks.ts';
import type { ApiTwinContext } from './context.ts';
import { dash, heading, inlineCode, labelParagraph, link, list, paragraph, strong, text } from '../mdast.ts';

/** The twin of a class, interface, enum or function page: the HTML page's blocks, as markdown. */
export function declarationTwin(
  declaration: ApiDeclaration,
  pkg: ApiPackage,
  ctx: ApiTwinContext,
): BlockContent[] {
  const { routes } = ctx;
  const out: BlockContent[] = [
    heading(1, [text(declaration.name)]),
    paragraph([
      text(`${KIND_LABELS[declaration.kind]} in `),
      link(routes.href(routes.packageRoute(pkg)), [inlineCode(pkg.name)]),
      text('.'),
    ]),
  ];
  for (const block of declarationBlocks(declaration, routes)) out.push(...blockToMdast(block, ctx));
  return out;
}

/** One block of a declaration page as markdown: lists where the HTML page has tables. */
function blockToMdast(block: DeclarationBlock, ctx: ApiTwinContext): BlockContent[] {
  switch (block.kind) {
    case 'deprecation':
      return deprecation(block.comment, ctx);
    case 'code':
      return codeWithRefs(block.line, ctx);
    case 'signature':
      // An overload's own deprecation is the HTML page's alone.
      return signatureBlocks(block, ctx);
    case 'comment':
      return commentBlocks(block.comment, ctx);
    case 'typeParameters':
      return typeParameterList(block.params, ctx);
    case 'source':
      return definedIn(block.source, ctx);
    case 'section':
      return [heading(2, [text(block.section.title)])];
    case 'enumMembers':
      return [
        list(
          block.declaration.members.map((member) => [
            inlineCode(member.value === undefined ? member.name : `${member.name} = ${member.value}`),
            ...dash(member.comment ? commentInline(member.comment.summary, ctx) : []),
          ]),
        ),
      ];
    case 'member': {
      const flags = MEMBER_FLAGS.filter((flag) => block.member.flags[flag]);
      return [
        heading(3, [
          inlineCode(block.member.name),
          ...(flags.length ? [text(` (${flags.join(', ')})`)] : []),
        ]),
      ];
    }
    case 'relation':
      return [paragraph([text(`${block.label} `), ...typeRef(block.type, ctx)])];
  }
}

/** One signature: its code, the types it names, its comment, type parameters, parameters, return value. */
function signatureBlocks(
  block: Extract<DeclarationBlock, { kind: 'signature' }>,
  ctx: ApiTwinContext,
): BlockContent[] {
  const { signature } = block;
  const out: BlockContent[] = [
    ...codeWithRefs(signatureLineOf(block, ctx.routes), ctx),
    ...commentBlocks(signature.comment, ctx),
    ...typeParameterList(signature.typeParameters, ctx),
    ...parameterList(signature.parameters, ctx),
  ];
  const returnType = shownReturns(signature);
  const returns = returnsComment(signature.comment);
  if (returnType)
    out.push(
      paragraph([
        strong('Returns'),
        text(' '),
        inlineCode(typeText(returnType, ctx)),
        ...dash(returns ? commentInline(returns, ctx) : []),
      ]),
    );
  return out;
}

function parameterList(params: ApiParameter[], ctx: ApiTwinContext): BlockContent[] {
  if (params.length === 0) return [];
  return [
    labelParagraph('Parameters'),
    list(
      params.map((param) => [
        inlineCode(
          `${param.rest ? '...' : ''}${param.name}${param.optional || param.defaultValue !== undefined ? '?' : ''}`,
        ),
        text(': '),
        inlineCode(param.type ? typeText(param.type, ctx) : 'any'),
        ...dash(param.comment ? commentInline(param.comment, ctx) : []),
        ...(param.defaultValue !== undefined
          ? [text(' (default: '), inlineCode(param.defaultValue), text(')')]
          : []),
      ]),
    ),
  ];
}

/** A list of type parameters with their constraint, default and comment. */
export function typeParameterList(params: ApiTypeParameter[], ctx: ApiTwinContext): BlockContent[] {
  if (params.length === 0) return [];
  return [
    labelParagraph('Type parameters'),
    list(
      params.map((param) => [
        inlineCode(param.name),
        ...(param.constraint ? [text(' extends '), inlineCode(typeText(param.constraint, ctx))] : []),
        ...(param.default ? [text(' = '), inlineCode(typeText(param.default, ctx))] : []),
        ...dash(param.comment ? commentInline(param.comment, ctx) : []),
      ]),
    ),
  ];
}

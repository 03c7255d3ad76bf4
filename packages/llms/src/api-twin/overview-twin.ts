import type { BlockContent } from 'mdast';
import type { ApiPackage, ApiType } from '@accounts-docs/api-model';
import {
  commentMarkdown,
  firstParagraph,
  overviewLine,
  packageSections,
  summaryOf,
} from '@accounts-docs/api-pages';
import { codeWithRefs, definedIn, typeText } from './code-blocks.ts';
import {
  blockMarkdown,
  commentBlocks,
  commentInline,
  deprecation,
  inlineMarkdown,
} from './comment-blocks.ts';
import type { ApiTwinContext } from './context.ts';
import {
  code,
  dash,
  heading,
  inlineCode,
  labelParagraph,
  link,
  list,
  paragraph,
  text,
  withColon,
} from '../mdast.ts';

/** The twin of `/api`: every package with its version and summary. */
export function landingTwin(ctx: ApiTwinContext): BlockContent[] {
  const { routes, model } = ctx;
  return [
    heading(1, [text('API reference')]),
    paragraph([text(`${model.packages.length} packages. Each one's page lists what it exports.`)]),
    list(
      model.packages.map((pkg) => [
        link(routes.href(routes.packageRoute(pkg)), [inlineCode(pkg.name)]),
        ...(pkg.version ? [text(` (${pkg.version})`)] : []),
        ...withColon(inlineMarkdown(commentMarkdown([{ kind: 'text', text: pkg.summary }], routes))),
      ]),
    ),
  ];
}

/** The twin of a package overview: exports by kind, type aliases and variables in full. */
export function overviewTwin(pkg: ApiPackage, ctx: ApiTwinContext): BlockContent[] {
  const { routes } = ctx;
  const out: BlockContent[] = [
    heading(1, [text(pkg.name)]),
    paragraph([
      text('Package '),
      inlineCode(pkg.name),
      ...(pkg.version ? [text(`, version ${pkg.version}`)] : []),
      text('. '),
      link(routes.href(routes.changelogRoute(pkg)), [text('Changelog')]),
    ]),
    // Authored site paths in the summary get their absolute URL, as in comments.
    ...blockMarkdown(commentMarkdown([{ kind: 'text', text: pkg.summary }], routes)),
    code('bash', `npm install ${pkg.name}`),
  ];
  for (const section of packageSections(pkg)) {
    out.push(heading(2, [text(section.title)]));
    const declarations = pkg.declarations.filter((d) => d.kind === section.kind);
    if (section.kind !== 'type' && section.kind !== 'variable') {
      out.push(
        list(
          declarations.map((declaration) => [
            link(routes.declarationHref(declaration), [inlineCode(declaration.name)]),
            ...(declaration.flags.deprecated ? [text(' (deprecated)')] : []),
            ...withColon(commentInline(firstParagraph(summaryOf(declaration)), ctx)),
          ]),
        ),
      );
      continue;
    }
    for (const declaration of declarations) {
      if (declaration.kind !== 'type' && declaration.kind !== 'variable') continue;
      out.push(
        heading(3, [inlineCode(declaration.name)]),
        ...deprecation(declaration.comment, ctx),
        ...codeWithRefs(overviewLine(declaration, routes), ctx),
        ...commentBlocks(declaration.comment, ctx),
        ...(declaration.kind === 'type' ? objectMembers(declaration.type, ctx) : []),
        ...definedIn(declaration.source, ctx),
      );
    }
  }
  return out;
}

/** The documented members of an object type alias, one list item each. */
function objectMembers(type: ApiType, ctx: ApiTwinContext): BlockContent[] {
  if (type.kind !== 'object' || !type.members.some((member) => member.comment)) return [];
  return [
    labelParagraph('Members'),
    list(
      type.members.map((member) => [
        inlineCode(`${member.name}${member.flags.optional ? '?' : ''}`),
        ...(member.type ? [text(': '), inlineCode(typeText(member.type, ctx))] : []),
        ...dash(member.comment ? commentInline(member.comment.summary, ctx) : []),
      ]),
    ),
  ];
}

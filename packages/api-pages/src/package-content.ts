import type { ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { breakable, t } from './hast-helpers.ts';
import type { ApiDeclaration, ApiModel, ApiPackage, ApiType } from '@accounts-docs/api-model';
import { commentToHast, deprecationNotice, partsToInline } from './comment-to-hast.ts';
import { definedIn, table, type ContentContext } from './page-parts.ts';
import { firstParagraph, summaryOf } from './summaries.ts';
import { packageSections } from './sections.ts';
import { overviewLine } from './declaration-blocks.ts';
import { typeToHast } from './type-to-hast.ts';

/** `/api/{package}`: summary, install command, exports by kind; type aliases and variables in full. */
export async function packageContent(pkg: ApiPackage, ctx: ContentContext): Promise<ElementContent[]> {
  const { routes } = ctx;
  const out: ElementContent[] = [
    h('p.api-meta', [
      h('span.api-badge.api-badge-package', 'Package'),
      t(' '),
      h('code', breakable(pkg.name)),
      ...(routes.changelogs
        ? [
            ...(pkg.version ? [t(` · version ${pkg.version} · `)] : [t(' · ')]),
            h('a', { href: routes.href(routes.changelogRoute(pkg)) }, 'Changelog'),
          ]
        : pkg.version
          ? [t(` · version ${pkg.version}`)]
          : []),
    ]),
    ...(pkg.summary ? await ctx.markdown(pkg.summary) : []),
    ...(await ctx.markdown(`\`\`\`bash\nnpm install ${pkg.name}\n\`\`\``)),
  ];
  for (const section of packageSections(pkg)) {
    out.push(h('h2', { id: section.id }, section.title));
    const declarations = pkg.declarations.filter((d) => d.kind === section.kind);
    if (section.entries.length === 0) {
      const rows = await Promise.all(
        declarations.map(async (declaration) =>
          h('tr', [
            h('td', [
              h('a', { href: routes.declarationHref(declaration) }, [h('code', breakable(declaration.name))]),
              ...deprecatedBadge(declaration),
            ]),
            h('td', await partsToInline(firstParagraph(summaryOf(declaration)), ctx)),
          ]),
        ),
      );
      out.push(table(['Name', 'Summary'], rows));
      continue;
    }
    for (const [i, declaration] of declarations.entries()) {
      if (declaration.kind !== 'type' && declaration.kind !== 'variable') continue;
      out.push(
        h('h3.api-member', { id: section.entries[i]!.id }, [
          h('code', breakable(declaration.name)),
          ...deprecatedBadge(declaration),
        ]),
        ...(await deprecationNotice(declaration.comment, ctx)),
        h('pre.api-signature', [h('code', overviewLine(declaration, routes))]),
        ...(await commentToHast(declaration.comment, ctx)),
        ...(declaration.kind === 'type' ? await typeDeclarationTable(declaration.type, ctx) : []),
        ...definedIn(declaration.source, ctx),
      );
    }
  }
  return out;
}

/** The documented members of an object type alias (TypeDoc's "Type declaration"): their comments would be lost otherwise. */
async function typeDeclarationTable(type: ApiType, ctx: ContentContext): Promise<ElementContent[]> {
  if (type.kind !== 'object' || !type.members.some((member) => member.comment)) return [];
  const rows = await Promise.all(
    type.members.map(async (member) =>
      h('tr', [
        h('td', [h('code', breakable(`${member.name}${member.flags.optional ? '?' : ''}`))]),
        h('td', member.type ? [h('code', typeToHast(member.type, ctx.routes))] : []),
        h('td', member.comment ? await partsToInline(member.comment.summary, ctx) : []),
      ]),
    ),
  );
  return [table(['Property', 'Type', 'Description'], rows, 'Type declaration')];
}

/** A deprecated export is marked where it is listed: a function's `@deprecated` is on its page alone otherwise. */
function deprecatedBadge(declaration: ApiDeclaration): ElementContent[] {
  return declaration.flags.deprecated ? [h('span.api-flag.api-flag-deprecated', 'deprecated')] : [];
}

/**
 * `/api`: every package, named as it is installed (its npm name, linked to its page), with its
 * version and summary; the folder name, which readers never type, is left to the URL.
 */
export async function landingContent(model: ApiModel, ctx: ContentContext): Promise<ElementContent[]> {
  const rows = await Promise.all(
    model.packages.map(async (pkg) => {
      const summary = pkg.summary ? await ctx.markdown(pkg.summary.split(/\n\s*\n/)[0]!) : [];
      const inline =
        summary.length === 1 && summary[0]!.type === 'element' && summary[0]!.tagName === 'p'
          ? summary[0]!.children
          : summary;
      return h('tr', [
        h('td', [
          h('a', { href: ctx.routes.href(ctx.routes.packageRoute(pkg)) }, [h('code', breakable(pkg.name))]),
        ]),
        h('td', pkg.version ?? ''),
        h('td', inline),
      ]);
    }),
  );
  return [
    h(
      'p',
      `${model.packages.length} packages. Each page lists what its package exports; types link across packages.`,
    ),
    table(['Package', 'Version', 'Summary'], rows),
  ];
}

/** A page's content as a hast root. */
export function root(children: ElementContent[]): Root {
  return { type: 'root', children };
}

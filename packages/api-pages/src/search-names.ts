import type { ApiComment, ApiCommentPart, ApiDeclaration, ApiMember } from '@accounts-docs/api-model';
import type { ApiOutline } from './outline.ts';
import { declarationSections, packageSections } from './sections.ts';
import { firstParagraph, partsText, plainText, summaryOf } from './summaries.ts';

/** A name the search knows: a declaration, or a member, and where it is documented. */
export interface ApiSearchName {
  /** As written in the code: `AccountsServer`, `refreshTokens`, `InvalidToken`. */
  name: string;
  /** Its page (site path), with `#anchor` for a member or an entry of an overview. */
  route: string;
  /** `class`, `interface`, …, or a member's kind: `method`, `property`, `member` (of an enum). */
  kind: string;
  /** The npm name of its package. */
  pkg: string;
  /** For a member: the declaration it belongs to. */
  parent?: string;
  /** The first sentence of its comment, as plain text. */
  summary?: string;
}

/** The longest summary kept: the search shows one line of it. */
const SUMMARY_LENGTH = 160;

/**
 * Every declaration and member name of the API with the page (and anchor) that documents it, in
 * sidebar order: what the search matches a query against before the full-text index, so an
 * exact or leading match on a name finds its page first.
 */
export function apiSearchNames(outline: ApiOutline): ApiSearchName[] {
  const names: ApiSearchName[] = [];
  for (const page of outline.pages) {
    const pkg = page.pkg?.name;
    if (!pkg) continue;
    if (page.kind === 'package') {
      // Type aliases and variables are shown in full on their package's overview.
      for (const section of packageSections(page.pkg!))
        for (const entry of section.entries) {
          const declaration = page.pkg!.declarations.find((d) => d.name === entry.name);
          names.push(
            withSummary(
              { name: entry.name, route: `${page.route}#${entry.id}`, kind: section.kind ?? 'type', pkg },
              declaration && summaryOf(declaration),
            ),
          );
        }
      continue;
    }
    const declaration = page.declaration;
    if (page.kind !== 'declaration' || !declaration) continue;
    names.push(
      withSummary(
        { name: declaration.name, route: page.route, kind: declaration.kind, pkg },
        summaryOf(declaration),
      ),
    );
    for (const section of declarationSections(declaration))
      for (const entry of section.entries) {
        if (entry.name === 'constructor') continue;
        names.push(
          withSummary(
            {
              name: entry.name,
              route: `${page.route}#${entry.id}`,
              kind: entry.member?.kind ?? 'member',
              pkg,
              parent: declaration.name,
            },
            memberSummary(declaration, entry.name, entry.member),
          ),
        );
      }
  }
  return names;
}

function withSummary(name: ApiSearchName, parts: readonly ApiCommentPart[] | undefined): ApiSearchName {
  const text = plainText(partsText(firstParagraph(parts)));
  if (!text) return name;
  // The first sentence, at most one line of it.
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  const summary =
    sentence.length > SUMMARY_LENGTH ? `${sentence.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : sentence;
  return { ...name, summary };
}

/** A member's summary: its own comment, else its first signature's or its getter's. */
function memberSummary(
  declaration: ApiDeclaration,
  name: string,
  member: ApiMember | undefined,
): ApiCommentPart[] | undefined {
  const comments: (ApiComment | undefined)[] = member
    ? [member.comment, member.signatures[0]?.comment, member.getter?.comment]
    : declaration.kind === 'enum'
      ? [declaration.members.find((m) => m.name === name)?.comment]
      : [];
  return comments.find((comment) => comment?.summary.length)?.summary;
}
